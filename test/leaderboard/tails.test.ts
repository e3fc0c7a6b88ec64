/**
 * Intervals from tails (src/lib/leaderboard/tails.ts) must equal finitePercentileInterval of all
 * the draws exactly: one slice or several, continuous or tied or half-integer (rank) values, with
 * undefined (NaN) draws, short and long series.
 */
import { describe, expect, it } from 'vitest';
import { finitePercentileInterval } from '../../src/lib/leaderboard/intervals.ts';
import { differenceIntervalContainsZero, emptyTails, mergedPercentileInterval, percentileIntervalByTails, storeTails, tailLength, tailScratch } from '../../src/lib/leaderboard/tails.ts';
import { seededRandom } from '../../src/lib/stats/random.ts';

const random = seededRandom(5, 'test/leaderboard/tails');
type Kind = 'normal' | 'ties' | 'halves' | 'nan' | 'skewed';
function draws(n: number, kind: Kind): Float64Array {
  return Float64Array.from({ length: n }, () => {
    if (kind === 'ties') return random.int(4) + 0.25;
    if (kind === 'halves') return 1 + random.int(23) / 2;
    if (kind === 'nan') return random.int(5) === 0 ? Number.NaN : 50 + random.normal() * 8;
    if (kind === 'skewed') return random.int(50) === 0 ? 100 : random.normal();
    return random.normal() * 10;
  });
}
const KINDS: Kind[] = ['normal', 'ties', 'halves', 'nan', 'skewed'];

describe('percentileIntervalByTails', () => {
  it('equals finitePercentileInterval on many sizes and kinds of draws', () => {
    for (const n of [1, 2, 5, 40, 257, 1000, 10000]) {
      for (const kind of KINDS) {
        const d = draws(n, kind);
        expect(percentileIntervalByTails(d), `${n} ${kind}`).toEqual(finitePercentileInterval(d));
      }
    }
  });

  it('hand example: 1..5 gives [1.1, 4.9]; all-NaN gives null ends', () => {
    const { lower, upper } = percentileIntervalByTails(Float64Array.of(5, 3, 1, 4, 2));
    expect(lower).toBeCloseTo(1.1, 12);
    expect(upper).toBeCloseTo(4.9, 12);
    expect(percentileIntervalByTails(Float64Array.of(Number.NaN, Number.NaN))).toEqual({ lower: null, upper: null, undefinedDraws: 2 });
  });
});

describe('mergedPercentileInterval', () => {
  it('over any split of the draws into slices equals the interval of all of them', () => {
    for (const total of [3, 600, 10000]) {
      for (const kind of KINDS) {
        const all = draws(total, kind);
        for (const parts of [1, 2, 3, 4]) {
          // Uneven cut points, as workers may get.
          const cuts = [0, ...Array.from({ length: parts - 1 }, (_, k) => Math.floor(((k + 1) * total) / parts) - (k % 2)), total];
          const slices = cuts.slice(1).map((end, k) => {
            const from = cuts[k]!;
            const tails = emptyTails(2, end - from, Math.min(end - from, tailLength(total)));
            const scratch = tailScratch(end - from);
            storeTails(tails, 0, all, from, end - from, scratch);
            // Series 1: the same values negated, to check the upper end against the lower.
            storeTails(tails, 1, all.map((x) => -x), from, end - from, scratch);
            return tails;
          });
          const at = `${total} ${kind} ${parts} slices`;
          expect(mergedPercentileInterval(slices, 0), at).toEqual(finitePercentileInterval(all));
          expect(mergedPercentileInterval(slices, 1), at).toEqual(finitePercentileInterval(all.map((x) => -x)));
        }
      }
    }
  });

  it('refuses tails shorter than the interval needs instead of approximating', () => {
    const all = draws(1000, 'normal');
    const tails = emptyTails(1, 1000, 10);
    storeTails(tails, 0, all, 0, 1000, tailScratch(1000));
    expect(() => mergedPercentileInterval([tails], 0)).toThrow(/needs more than the 10 values/);
  });
});

describe('differenceIntervalContainsZero', () => {
  const contains = (d: Float64Array) => {
    const { lower, upper } = finitePercentileInterval(d);
    return lower !== null && upper !== null && lower <= 0 && upper >= 0;
  };

  it('agrees with finitePercentileInterval of the differences, including 0 between the two order statistics of an end', () => {
    let decidedBoth = 0;
    for (const n of [1, 2, 3, 41, 100, 1000, 10000]) {
      for (let trial = 0; trial < 40; trial++) {
        // Centres around ±1.96 sd put 0 near an end; exact zeros and NaN mixed in.
        const centre = [-2, -1.96, -1.9, 0, 1.9, 1.96, 2][trial % 7]!;
        const a = Float64Array.from({ length: n }, () => (random.int(20) === 0 ? Number.NaN : random.int(10) === 0 ? 5 : 5 + centre + random.normal()));
        const b = Float64Array.from({ length: n }, () => 5);
        const d = a.map((x, i) => x - b[i]!);
        expect(differenceIntervalContainsZero(a, b, tailScratch(n)), `${n} ${trial}`).toBe(contains(d));
        if (contains(d)) decidedBoth++;
      }
    }
    expect(decidedBoth).toBeGreaterThan(0);
  });

  it('hand case n = 100 (lower: h = 2.475, between x(2) and x(3)): three differences ≤ 0 leave the end to the exact interval', () => {
    // Sorted differences −1, −0.5, −0.2, then 0.33, 0.34 …: lower = −0.2 + 0.475·(0.33 + 0.2) ≈ 0.052 > 0.
    const a = Float64Array.from({ length: 100 }, (_, i) => [-1, -0.5, -0.2][i] ?? 0.3 + i / 100);
    const zero = new Float64Array(100);
    expect(differenceIntervalContainsZero(a, zero, tailScratch(100))).toBe(false);
    a[3] = 0.1; // lower = −0.2 + 0.475·0.3 = −0.0575 ≤ 0, upper > 0
    expect(differenceIntervalContainsZero(a, zero, tailScratch(100))).toBe(true);
    expect(differenceIntervalContainsZero(Float64Array.of(Number.NaN), Float64Array.of(0), tailScratch(1))).toBe(false);
  });
});
