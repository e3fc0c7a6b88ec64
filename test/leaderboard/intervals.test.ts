/**
 * The selection-based percentile interval and the allocation-free ranks must equal the project's
 * reference implementations (src/lib/stats/quantile.ts percentileInterval, src/lib/stats/ranks.ts
 * averageRanks) exactly — the leaderboard's equality with the build depends on it.
 */
import { describe, expect, it } from 'vitest';
import { averageRanksDescendingInto, averageRanksDescendingResorting, finitePercentileInterval, percentileIntervalBySelection } from '../../src/lib/leaderboard/intervals.ts';
import { percentileInterval } from '../../src/lib/stats/quantile.ts';
import { averageRanks } from '../../src/lib/stats/ranks.ts';
import { seededRandom } from '../../src/lib/stats/random.ts';

describe('percentileIntervalBySelection', () => {
  it('equals the sorted type-7 interval on random samples of many sizes, with and without ties', () => {
    const random = seededRandom(7, 'test/leaderboard/intervals');
    for (const n of [1, 2, 3, 5, 39, 40, 41, 100, 1000, 10000]) {
      for (const ties of [false, true]) {
        const values = Float64Array.from({ length: n }, () => (ties ? random.int(7) : random.normal() * 10));
        expect(percentileIntervalBySelection(values)).toEqual(percentileInterval(values));
        expect(percentileIntervalBySelection(values, 0.9)).toEqual(percentileInterval(values, 0.9));
      }
    }
  });

  it('hand example: 1..5 gives [1.1, 4.9] (h = 4·0.025 = 0.1 → 1 + 0.1·1; h = 3.9 → 4 + 0.9·1)', () => {
    const [lower, upper] = percentileIntervalBySelection([5, 3, 1, 4, 2]);
    expect(lower).toBeCloseTo(1.1, 12);
    expect(upper).toBeCloseTo(4.9, 12);
  });

  it('leaves NaN draws out and counts them; all-NaN gives null ends', () => {
    expect(finitePercentileInterval([Number.NaN, 1, 2, 3, 4, 5, Number.NaN])).toEqual({ ...pair(percentileInterval([1, 2, 3, 4, 5])), undefinedDraws: 2 });
    expect(finitePercentileInterval([Number.NaN])).toEqual({ lower: null, upper: null, undefinedDraws: 1 });
  });
});

function pair([lower, upper]: [number, number]) {
  return { lower, upper };
}

describe('averageRanksDescendingInto', () => {
  it('equals averageRanks(…, "descending") on random vectors with ties', () => {
    const random = seededRandom(11, 'test/leaderboard/ranks');
    for (let trial = 0; trial < 500; trial++) {
      const n = 1 + random.int(14);
      const values = Float64Array.from({ length: n }, () => random.int(5) - 1);
      const ranks = new Float64Array(n);
      averageRanksDescendingInto(values, ranks, new Int32Array(n));
      expect([...ranks]).toEqual(averageRanks(values, 'descending'));
    }
  });

  it('hand example: [80, 90, 80, 70] → [2.5, 1, 2.5, 4]', () => {
    const ranks = new Float64Array(4);
    averageRanksDescendingInto([80, 90, 80, 70], ranks, new Int32Array(4));
    expect([...ranks]).toEqual([2.5, 1, 2.5, 4]);
  });
});

describe('averageRanksDescendingResorting', () => {
  it('equals averageRanks(…, "descending") from any starting permutation, reusing the order across calls', () => {
    const random = seededRandom(13, 'test/leaderboard/ranks-resorting');
    for (const n of [1, 2, 5, 12]) {
      const order = Int32Array.from({ length: n }, (_, i) => i);
      for (let k = n - 1; k > 0; k--) {
        const j = random.int(k + 1);
        [order[k], order[j]] = [order[j]!, order[k]!];
      }
      for (let trial = 0; trial < 200; trial++) {
        const values = Float64Array.from({ length: n }, () => random.int(5) - 1);
        const ranks = new Float64Array(n);
        averageRanksDescendingResorting(values, ranks, order);
        expect([...ranks]).toEqual(averageRanks(values, 'descending'));
        expect([...order].sort((a, b) => a - b)).toEqual(Array.from({ length: n }, (_, i) => i));
      }
    }
  });
});
