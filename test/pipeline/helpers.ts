/**
 * Shared helpers of the data-build tests: building a release into a temporary folder with few
 * resamples (speed is measured by `npm run bench`, not here), hashing a folder tree, and reading
 * a release's raw records.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { readRecords } from '../../src/release/jsonl.ts';
import { Manifest, type ReleaseFileName } from '../../src/release/schemas.ts';
import { runBuild } from '../../src/pipeline/run.ts';
import type { BuildManifest } from '../../src/artifacts/manifest.ts';

export const MINI_RELEASE = 'test/fixtures/mini-release';
export const TEST_RESAMPLES = 200;
export const TEST_SEED = 99;

export function tempDir(prefix: string): string {
  return mkdtempSync(join(tmpdir(), `build-test-${prefix}-`));
}

export async function buildInto(releaseDir: string, outDir: string): Promise<BuildManifest> {
  return runBuild({ releaseDir, outDir, seed: TEST_SEED, resamples: TEST_RESAMPLES });
}

/** sha256 of every file under dir, keyed by relative path (sorted). */
export function hashTree(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else out[relative(dir, p)] = createHash('sha256').update(readFileSync(p)).digest('hex');
    }
  };
  walk(dir);
  return out;
}

/** All records of one release file, in file order. */
export async function releaseRecords<T>(releaseDir: string, name: ReleaseFileName): Promise<T[]> {
  const manifest = Manifest.parse(JSON.parse(readFileSync(join(releaseDir, 'manifest.json'), 'utf8')));
  const out: T[] = [];
  for await (const record of readRecords(join(releaseDir, manifest.files[name].path))) out.push(record.value as T);
  return out;
}
