import { describe, expect, it } from 'vitest';
import { pearson } from '../../src/stats/pearson.ts';

describe('pearson', () => {
  it('R cor(c(1,2,3,4,5), c(2,4,5,4,5)) = 0.7745966692', () => {
    expect(pearson([1, 2, 3, 4, 5], [2, 4, 5, 4, 5])).toBeCloseTo(0.7745966692414834, 12);
  });
  it('hand: perfectly linear (+1) and anti-linear (−1)', () => {
    expect(pearson([1, 2, 3], [10, 20, 30])).toBe(1);
    expect(pearson([1, 2, 3], [3, 2, 1])).toBe(-1);
  });
  it('is null with zero variance on either side or n < 2 — never NaN', () => {
    expect(pearson([0.1, 0.1, 0.1], [1, 2, 3])).toBeNull();
    expect(pearson([1, 2, 3], [5, 5, 5])).toBeNull();
    expect(pearson([1], [2])).toBeNull();
    expect(pearson([], [])).toBeNull();
  });
  it('throws on unequal lengths and NaN', () => {
    expect(() => pearson([1, 2], [1])).toThrow(/equal length/);
    expect(() => pearson([1, Number.NaN], [1, 2])).toThrow(/pearson x/);
  });
});
