import { describe, expect, it } from 'vitest';
import { quantile } from 'd3-array';
import { seededRandom } from '../../src/stats/random.ts';
import { finitePercentileInterval, percentileInterval } from '../../src/stats/quantile.ts';

describe('percentileInterval: the type-7 quantile', () => {
  it('matches R quantile(c(1,2,3,4,10), c(.1,.9)) = 1.4, 7.6 (type 7 default) at level 0.8', () => {
    const [lower, upper] = percentileInterval([10, 3, 1, 4, 2], 0.8);
    expect(lower).toBeCloseTo(1.4, 12);
    expect(upper).toBeCloseTo(7.6, 12);
  });
  it('interpolates linearly: numpy.quantile([0, 10], [0.25, 0.75]) = 2.5, 7.5; n = 1 gives the value itself (hand)', () => {
    expect(percentileInterval([10, 0], 0.5)).toEqual([2.5, 7.5]);
    expect(percentileInterval([7], 0.4)).toEqual([7, 7]);
  });
  it('does not reorder its input', () => {
    const xs = [3, 1, 2];
    percentileInterval(xs);
    expect(xs).toEqual([3, 1, 2]);
  });
  it('rejects empty input, NaN and a level outside (0, 1)', () => {
    expect(() => percentileInterval([])).toThrow(/empty/);
    expect(() => percentileInterval([1, Number.NaN])).toThrow(/index 1/);
    expect(() => percentileInterval([1, 2], 1)).toThrow(/outside/);
  });
});

describe('percentileInterval', () => {
  it('gives the 2.5% and 97.5% type-7 quantiles of 0..100 → [2.5, 97.5] (hand: h = 100·0.025)', () => {
    const xs = Array.from({ length: 101 }, (_, i) => i);
    expect(percentileInterval(xs)).toEqual([2.5, 97.5]);
  });
  it('honours another level: 90% of 0..10 → [0.5, 9.5] (hand: h = 10·0.05)', () => {
    const xs = Array.from({ length: 11 }, (_, i) => i);
    expect(percentileInterval(xs, 0.9)).toEqual([0.5, 9.5]);
  });
  it('accepts typed arrays and a constant sample', () => {
    expect(percentileInterval(new Float64Array([4, 4, 4]))).toEqual([4, 4]);
  });
});

describe('finitePercentileInterval at another level', () => {
  it('equals d3-array quantile at 0.05 and 0.95 for level 0.9 (selection and tail paths), bit for bit', () => {
    const random = seededRandom(5, 'test/stats/quantile level');
    for (const n of [7, 5000]) {
      const draws = Float64Array.from({ length: n }, () => random.normal());
      const { lower, upper, undefinedDraws } = finitePercentileInterval(draws, 0.9);
      expect([lower, upper, undefinedDraws]).toEqual([quantile(draws, 0.05), quantile(draws, 0.95), 0]);
    }
  });
});
