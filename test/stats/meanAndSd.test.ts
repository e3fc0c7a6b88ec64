import { describe, expect, it } from 'vitest';
import { mean } from '../../src/stats/mean.ts';
import { sampleStandardDeviation } from '../../src/stats/standardDeviation.ts';

describe('mean', () => {
  it('hand: mean(1, 2, 3, 6) = 3', () => expect(mean([1, 2, 3, 6])).toBe(3));
  it('throws on empty input and on NaN', () => {
    expect(() => mean([])).toThrow(/empty/);
    expect(() => mean([1, Number.NaN])).toThrow(/index 1/);
  });
});

describe('sampleStandardDeviation', () => {
  it('R sd(c(2,4,4,4,5,5,7,9)) = 2.13808993529939 (n − 1 divisor)', () => {
    expect(sampleStandardDeviation([2, 4, 4, 4, 5, 5, 7, 9])).toBeCloseTo(2.13808993529939, 12);
  });
  it('is null for n < 2 and exactly 0 for a constant sample (0.1 × 3 would otherwise round)', () => {
    expect(sampleStandardDeviation([])).toBeNull();
    expect(sampleStandardDeviation([3])).toBeNull();
    expect(sampleStandardDeviation([0.1, 0.1, 0.1])).toBe(0);
  });
});
