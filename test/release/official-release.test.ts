/**
 * The release in data/release/ (simulated by `npm run simulate`, or the official one dropped in)
 * must validate. Skipped only while the folder does not exist.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatProblemList } from '../../src/lib/release/problems.ts';
import { validateRelease } from '../../src/lib/release/validate.ts';

const RELEASE = join(import.meta.dirname, '..', '..', 'data', 'release');

describe.skipIf(!existsSync(RELEASE))('data/release', () => {
  it('validates without problems', async () => {
    const result = await validateRelease(RELEASE);
    expect(formatProblemList(result.problems, result.moreProblems)).toEqual([]);
    expect(result.ok).toBe(true);
    // Counts that hold by construction of the format: every verdict row is qualifying, n/a or partial.
    const e = result.counts.verdicts.effective;
    expect(e.qualifying + e.na + e.partial).toBe(result.counts.rows.verdicts);
  });
});
