/**
 * Browser tests' global setup: builds the site ONCE from the hand-made fixture build
 * (test/fixtures/site/build) under the base path /hif/, and once from a hostile copy of the mini
 * release (data build + site), and once from the odd-shaped release
 * (test/fixtures/odd-release/release: data build twice, which must give identical bytes, + site),
 * into a temporary folder; serves them on 127.0.0.1 and provides their URLs to the tests. Set HIF_BROWSER_DATA=data/build to test the real data build instead
 * of the fixture.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildSite } from '../../src/site/static-site.ts';
import { startStaticServer, type RunningServer } from '../../src/site/static-server.ts';
import { makePayloadRelease } from './payload-release.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    siteUrl: string;
    siteDir: string;
    payloadUrl: string;
    /** The payload site's data build, for tests that run the CLI on the same build. */
    payloadDataDir: string;
    oddUrl: string;
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

  // Odd-shaped release → validate → data build (twice: byte-identical) → site.
  const oddRelease = path.join(root, 'test/fixtures/odd-release/release');
  const validate = spawnSync(process.execPath, ['scripts/validate.ts', oddRelease], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (validate.status !== 0) throw new Error(`the odd-shaped release does not validate (exit ${validate.status})`);
  const oddData = [path.join(tmp, 'odd-build-1'), path.join(tmp, 'odd-build-2')];
  for (const out of oddData) {
    const built = spawnSync(process.execPath, ['scripts/data.ts', '--release', oddRelease, '--out', out, '--resamples', '200'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
    if (built.status !== 0) throw new Error(`data build of the odd-shaped release failed (exit ${built.status})`);
  }
  const [first, second] = oddData.map((d) => fs.readFileSync(path.join(d, 'manifest.json'), 'utf8'));
  if (first !== second) throw new Error('two data builds of the odd-shaped release differ (manifest.json artifact hashes)');
  const oddSite = path.join(tmp, 'odd-site');
  await buildSite({ dataBuildIfMissing: false, env: { HIF_DATA_DIR: oddData[0], HIF_RELEASE_DIR: oddRelease, SITE_OUT_DIR: oddSite, BASE_PATH: '/' } });
  const odd = await startStaticServer({ root: oddSite, base: '/' });
  servers.push(odd);

  project.provide('siteUrl', site.url);
  project.provide('oddUrl', odd.url);
  project.provide('siteDir', siteDir);
  project.provide('payloadUrl', payload.url);
  project.provide('payloadDataDir', payloadData);
  return async () => {
    for (const s of servers) await s.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  };
}
