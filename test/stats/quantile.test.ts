import { describe, expect, it } from 'vitest';
import { percentileInterval, quantileType7 } from '../../src/stats/quantile.ts';

describe('quantileType7', () => {
  it('matches R quantile(c(1,2,3,4,10), c(.1,.25,.5,.9)) (type 7 default)', () => {
    // R: quantile(c(1,2,3,4,10), c(.1,.25,.5,.9)) → 1.4 2.0 3.0 7.6
    const xs = [10, 3, 1, 4, 2];
    expect(quantileType7(xs, 0.1)).toBeCloseTo(1.4, 12);
    expect(quantileType7(xs, 0.25)).toBe(2);
    expect(quantileType7(xs, 0.5)).toBe(3);
    expect(quantileType7(xs, 0.9)).toBeCloseTo(7.6, 12);
  });
  it('returns min and max at p = 0 and 1, the value itself for n = 1 (hand)', () => {
    expect(quantileType7([5, -2, 9], 0)).toBe(-2);
    expect(quantileType7([5, -2, 9], 1)).toBe(9);
    expect(quantileType7([7], 0.3)).toBe(7);
  });
  it('interpolates linearly: numpy.quantile([0, 10], 0.25) = 2.5', () => {
    expect(quantileType7([10, 0], 0.25)).toBe(2.5);
  });
  it('does not reorder its input', () => {
    const xs = [3, 1, 2];
    quantileType7(xs, 0.5);
    expect(xs).toEqual([3, 1, 2]);
  });
  it('rejects empty input, NaN and p outside [0, 1]', () => {
    expect(() => quantileType7([], 0.5)).toThrow(/empty/);
    expect(() => quantileType7([1, Number.NaN], 0.5)).toThrow(/index 1/);
    expect(() => quantileType7([1, 2], 1.5)).toThrow(/outside/);
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
