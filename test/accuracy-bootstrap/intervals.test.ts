/**
 * Percentile intervals of draws with undefined (NaN) resamples (src/stats/quantile.ts finitePercentileInterval; src/accuracy-bootstrap/intervals.ts estimateFromDraws):
 * hand-computed type-7 ends, NaN draws left out and counted, and d3-array's quantile on the
 * finite draws.
 */
import { quantile } from 'd3-array';
import { describe, expect, it } from 'vitest';
import { estimateFromDraws } from '../../src/accuracy-bootstrap/intervals.ts';
import { finitePercentileInterval } from '../../src/stats/quantile.ts';
import { seededRandom } from '../../src/stats/random.ts';

describe('finitePercentileInterval', () => {
  it('hand example: 1..5 gives [1.1, 4.9] (h = 4·0.025 = 0.1 → 1 + 0.1·1; h = 3.9 → 4 + 0.9·1)', () => {
    const { lower, upper, undefinedDraws } = finitePercentileInterval([5, 3, 1, 4, 2]);
    expect(lower).toBeCloseTo(1.1, 12);
    expect(upper).toBeCloseTo(4.9, 12);
    expect(undefinedDraws).toBe(0);
  });

  it('leaves NaN draws out and counts them; all-NaN gives null ends', () => {
    const { lower, upper, undefinedDraws } = finitePercentileInterval([Number.NaN, 5, 3, 1, 4, 2, Number.NaN]);
    expect([lower, upper, undefinedDraws]).toEqual([expect.closeTo(1.1, 12), expect.closeTo(4.9, 12), 2]);
    expect(finitePercentileInterval([Number.NaN])).toEqual({ lower: null, upper: null, undefinedDraws: 1 });
  });

  it('equals d3-array quantile at 0.025 and 0.975 of the finite draws, bit for bit', () => {
    const random = seededRandom(7, 'test/accuracy-bootstrap/intervals');
    for (const n of [1, 2, 3, 40, 1000, 10000]) {
      const draws = Float64Array.from({ length: n }, (_, i) => (i % 17 === 3 ? Number.NaN : random.normal() * 10));
      const finite = [...draws].filter((x) => !Number.isNaN(x));
      const { lower, upper } = finitePercentileInterval(draws);
      expect([lower, upper]).toEqual(finite.length ? [quantile(finite, 0.025), quantile(finite, 0.975)] : [null, null]);
    }
  });

  it('equals d3-array quantile on heavy ties, sorted and reversed input (rank-like draws), bit for bit', () => {
    const random = seededRandom(11, 'test/accuracy-bootstrap/intervals ties');
    for (const n of [2, 5, 39, 41, 1001, 10000]) {
      const ranks = Float64Array.from({ length: n }, () => 1 + random.int(24) / 2);
      const ascending = Float64Array.from(ranks).sort();
      const descending = Float64Array.from(ascending).reverse();
      const constant = new Float64Array(n).fill(3.5);
      for (const draws of [ranks, ascending, descending, constant]) {
        const { lower, upper } = finitePercentileInterval(draws);
        expect([lower, upper]).toEqual([quantile(draws, 0.025), quantile(draws, 0.975)]);
      }
    }
  });

  it('equals d3-array quantile when its sample of the draws misleads it (every 39th draw an outlier), bit for bit', () => {
    const random = seededRandom(13, 'test/accuracy-bootstrap/intervals outliers');
    for (const outlier of [-1e6, 1e6]) {
      const draws = Float64Array.from({ length: 10000 }, (_, i) => (i % 39 === 0 ? outlier + i : random.normal()));
      const { lower, upper } = finitePercentileInterval(draws);
      expect([lower, upper]).toEqual([quantile(draws, 0.025), quantile(draws, 0.975)]);
    }
  });

  it('equals d3-array quantile when an end falls at, next to or inside a run of ties, bit for bit', () => {
    // 10,000 draws: c copies of 0 and of 100 around rank-like values 1 … 10.5, shuffled; the 2.5%
    // end needs order statistics 249 and 250 (the 97.5% end 9749 and 9750), so c = 249, 250, 251
    // put a run's edge on each side.
    const random = seededRandom(17, 'test/accuracy-bootstrap/intervals tail ties');
    // Second shape: a tenth of the draws tied at 50 (the cut point hi lands in that run).
    const shapes = [(i: number) => 1 + (i % 20) / 2, (i: number) => (i % 10 === 0 ? 50 : 1 + (i % 20) / 2)];
    for (const [shape, c] of shapes.flatMap((f) => [0, 1, 248, 249, 250, 251, 252, 400, 3000].map((c) => [f, c] as const))) {
      const draws = Float64Array.from({ length: 10000 }, (_, i) => (i < c ? 0 : i < 2 * c ? 100 : shape(i)));
      for (let i = draws.length - 1; i > 0; i--) {
        const j = random.int(i + 1);
        [draws[i], draws[j]] = [draws[j]!, draws[i]!];
      }
      const { lower, upper } = finitePercentileInterval(draws);
      expect([lower, upper]).toEqual([quantile(draws, 0.025), quantile(draws, 0.975)]);
    }
  });

  it('does not reorder its input', () => {
    const draws = [5, 3, Number.NaN, 1, 4, 2];
    finitePercentileInterval(draws);
    expect(draws).toEqual([5, 3, Number.NaN, 1, 4, 2]);
  });
});

describe('estimateFromDraws', () => {
  it('is all null for an undefined point value, else the value with its interval', () => {
    expect(estimateFromDraws(Number.NaN, [1, 2, 3])).toEqual({ value: null, lower: null, upper: null });
    expect(estimateFromDraws(null, [1, 2, 3])).toEqual({ value: null, lower: null, upper: null });
    // hand: n = 3, h = 0.05 → 1 + 0.05·1; h = 1.95 → 2 + 0.95·1
    expect(estimateFromDraws(2, [3, 1, 2])).toEqual({ value: 2, lower: expect.closeTo(1.05, 12), upper: expect.closeTo(2.95, 12) });
  });
});
