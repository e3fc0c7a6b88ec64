/**
 * The re-ranking page's worker pool arithmetic (src/site/rerank/worker-pool.ts): how many
 * workers start and how the resamples are cut into their slices (contiguous, every resample once).
 * The workers themselves run in test/browser/issue5-rerank.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { sliceBounds, workerCount } from '../../src/site/rerank/worker-pool.ts';

describe('re-rank worker pool', () => {
  it('starts one worker per logical processor beyond the page\'s, from 2 up to 4, and none with fewer than 3 processors', () => {
    expect([undefined, 1, 2, 3, 4, 5, 16].map((n) => workerCount(n))).toEqual([0, 0, 0, 2, 3, 4, 4]);
  });

  it('cuts the resamples into nearly equal contiguous slices (hand: 10,000 / 3 → 3,333, 3,334, 3,333)', () => {
    expect(sliceBounds(10000, 2)).toEqual([0, 5000, 10000]);
    expect(sliceBounds(10000, 3)).toEqual([0, 3333, 6667, 10000]);
    expect(sliceBounds(3, 4)).toEqual([0, 1, 2, 3]);
    expect(sliceBounds(1, 2)).toEqual([0, 1]);
  });
});
