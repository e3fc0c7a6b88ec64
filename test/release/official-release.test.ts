/**
 * Whatever valid release data/release holds (the simulated one `npm run simulate` writes, or the
 * official one dropped in), only what holds for EVERY valid release is checked here: it validates,
 * the data build accepts it, and two builds are byte-identical (the first is the run's shared build,
 * test/shared-builds.ts). Nothing here depends on which
 * release it is (its provenance, counts or figures); whether it reproduces the paper is a command
 * (`npm run data && npm run reproduce -- all --check`), and the shipped simulated release's facts are
 * `npm run check` (check/). No skip: a missing or broken data/release fails.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { formatProblemList } from '../../src/release/problems.ts';
import { validateRelease } from '../../src/release/validate.ts';
import { buildInto, hashTree, tempDir } from '../pipeline/helpers.ts';

const RELEASE = join(import.meta.dirname, '..', '..', 'data', 'release');
const work = tempDir('data-release');
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('data/release', () => {
  it('validates without problems', async () => {
    const result = await validateRelease(RELEASE);
    expect(formatProblemList(result.problems, result.moreProblems)).toEqual([]);
    expect(result.ok).toBe(true);
    // Counts that hold by construction of the format: every verdict row is qualifying, n/a or partial.
    const e = result.counts.verdicts.effective;
    expect(e.qualifying + e.na + e.partial).toBe(result.counts.rows.verdicts);
  });

  it('builds, and a second build is byte-identical to the first (the tests\' seed and resamples)', async () => {
    const first = inject('releaseBuild');
    const second = join(work, 'second');
    const manifest = await buildInto(RELEASE, second);
    expect(manifest.artifacts.length).toBeGreaterThan(0);
    expect(hashTree(second)).toEqual(hashTree(first));
  }, 240_000);
});
