/**
 * Browser tests' global setup: one site per fixture, built once for every browser test file, the
 * three at once (each chain its own child processes, so the two cores are both used):
 * - the hand-made fixture build (test/fixtures/site/build), under the base path /hif/;
 * - a hostile copy of the mini release (payload-release.ts): data build + site;
 * - the odd-shaped release (test/fixtures/odd-release/release): validate, data build twice (the
 *   two must give identical bytes), site.
 * They are served on 127.0.0.1 and their URLs provided to the tests. A failed step names the
 * step and how its process ended (src/site/child-process.ts). The tests' expected values are
 * worked out from these fixtures, so no variable swaps in another data build.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { runCommand } from '../../src/site/child-process.ts';
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
/** Bootstrap resamples of the fixtures' data builds: only the pages' texts and shapes matter here. */
const RESAMPLES = '200';

const node = (args: string[], doing: string, env: NodeJS.ProcessEnv = process.env) => runCommand(process.execPath, args, { cwd: root, env, doing });

/** `npm run build` of a data build into a folder (the build script, so that several run at once). */
function buildSiteOf(dataDir: string, outDir: string, base: string, releaseDir?: string): Promise<string> {
  // buildSite drops the variables vitest sets for its workers from the environment it passes on.
  const env = { ...process.env, HIF_DATA_DIR: dataDir, SITE_OUT_DIR: outDir, BASE_PATH: base, ...(releaseDir ? { HIF_RELEASE_DIR: releaseDir } : {}) };
  return node(['scripts/build-site.ts'], `building the site from ${path.relative(root, dataDir) || dataDir}`, env);
}

const dataBuild = (release: string, out: string) =>
  node(['scripts/data.ts', '--release', release, '--out', out, '--resamples', RESAMPLES], `building the data of ${path.basename(release)} into ${path.basename(out)}`);

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Inside the project: Astro puts the prerender chunks of a build whose output folder is outside
  // its working directory in <project>/.astro/, where three builds at once would delete each
  // other's chunks; under the project each build keeps them in its own output folder.
  fs.mkdirSync(path.join(root, 'node_modules', '.cache'), { recursive: true });
  const tmp = fs.mkdtempSync(path.join(root, 'node_modules', '.cache', 'hif-site-test-'));
  const servers: RunningServer[] = [];
  const siteDir = path.join(tmp, 'site');
  const dataDir = path.join(root, 'test/fixtures/site/build');

  const fixtureSite = buildSiteOf(dataDir, siteDir, BASE_PATH);

  // Hostile release → data build → site.
  const release = path.join(tmp, 'payload-release');
  const payloadData = path.join(tmp, 'payload-build');
  const payloadSite = path.join(tmp, 'payload-site');
  makePayloadRelease(path.join(root, 'test/fixtures/mini-release'), release);
  const payload = dataBuild(release, payloadData).then(() => buildSiteOf(payloadData, payloadSite, '/', release));

  // Odd-shaped release → validate → data build (twice: byte-identical) → site.
  const oddRelease = path.join(root, 'test/fixtures/odd-release/release');
  const oddData = [path.join(tmp, 'odd-build-1'), path.join(tmp, 'odd-build-2')] as const;
  const oddSite = path.join(tmp, 'odd-site');
  const odd = node(['scripts/validate.ts', oddRelease], 'validating the odd-shaped release')
    .then(() => Promise.all(oddData.map((out) => dataBuild(oddRelease, out))))
    .then(() => {
      const [first, second] = oddData.map((d) => fs.readFileSync(path.join(d, 'manifest.json'), 'utf8'));
      if (first !== second) throw new Error('two data builds of the odd-shaped release differ (manifest.json artifact hashes)');
      return buildSiteOf(oddData[0], oddSite, '/', oddRelease);
    });

  const settled = await Promise.allSettled([fixtureSite, payload, odd]);
  const failed = settled.filter((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failed.length > 0) {
    fs.rmSync(tmp, { recursive: true, force: true });
    throw new Error(`browser tests' sites: ${failed.map((f) => (f.reason as Error).message).join('; ')}`);
  }

  const site = await startStaticServer({ root: siteDir, base: BASE_PATH });
  servers.push(site, await startStaticServer({ root: payloadSite, base: '/' }), await startStaticServer({ root: oddSite, base: '/' }));
  project.provide('siteUrl', site.url);
  project.provide('siteDir', siteDir);
  project.provide('payloadUrl', servers[1]!.url);
  project.provide('payloadDataDir', payloadData);
  project.provide('oddUrl', servers[2]!.url);
  return async () => {
    for (const s of servers) await s.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  };
}
