/**
 * Browser tests' global setup: builds the site ONCE from the hand-made fixture build
 * (test/fixtures/site/build) under the base path /hif/, and once from a hostile copy of the mini
 * release (data build + site), into a temporary folder; serves both on 127.0.0.1 and provides
 * their URLs to the tests. Set HIF_BROWSER_DATA=data/build to test the real data build instead
 * of the fixture.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildSite } from '../../src/lib/site/build.ts';
import { startStaticServer, type RunningServer } from '../../src/lib/site/static-server.ts';
import { makePayloadRelease } from './payload-release.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    siteUrl: string;
    siteDir: string;
    payloadUrl: string;
  }
}

const root = path.resolve(import.meta.dirname, '../..');
export const BASE_PATH = '/hif';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'hif-site-test-'));
  const servers: RunningServer[] = [];
  const siteDir = path.join(tmp, 'site');
  const dataDir = path.resolve(root, process.env.HIF_BROWSER_DATA ?? 'test/fixtures/site/build');
  await buildSite({ dataBuildIfMissing: false, env: { HIF_DATA_DIR: dataDir, SITE_OUT_DIR: siteDir, BASE_PATH } });
  const site = await startStaticServer({ root: siteDir, base: BASE_PATH });
  servers.push(site);

  // Hostile release → data build → site (bootstrap resamples cut: only the texts matter here).
  const release = path.join(tmp, 'payload-release');
  const payloadData = path.join(tmp, 'payload-build');
  const payloadSite = path.join(tmp, 'payload-site');
  makePayloadRelease(path.join(root, 'test/fixtures/mini-release'), release);
  const data = spawnSync(process.execPath, ['scripts/data.ts', '--release', release, '--out', payloadData, '--resamples', '200'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (data.status !== 0) throw new Error(`data build of the payload release failed (exit ${data.status})`);
  await buildSite({ dataBuildIfMissing: false, env: { HIF_DATA_DIR: payloadData, HIF_RELEASE_DIR: release, SITE_OUT_DIR: payloadSite, BASE_PATH: '/' } });
  const payload = await startStaticServer({ root: payloadSite, base: '/' });
  servers.push(payload);

  project.provide('siteUrl', site.url);
  project.provide('siteDir', siteDir);
  project.provide('payloadUrl', payload.url);
  return async () => {
    for (const s of servers) await s.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  };
}
