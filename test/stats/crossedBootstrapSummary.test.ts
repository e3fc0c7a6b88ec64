import { describe, expect, it } from 'vitest';
import type { CrossedBootstrapResult } from '../../src/lib/stats/crossedBootstrap.ts';
import { crossedBootstrapIntervals, crossedBootstrapOrderCount } from '../../src/lib/stats/crossedBootstrapSummary.ts';

// Hand-made result: 4 resamples × 2 surfaces; resample 2 degenerate (zeros).
const RESULT: CrossedBootstrapResult = {
  theta: Float64Array.from([1, -1, 2, -2, 0, 0, 3, -3]),
  degenerate: Uint8Array.from([0, 0, 1, 0]),
  degenerateCount: 1,
};

describe('crossedBootstrapIntervals', () => {
  it('hand: excludes the degenerate row; surface 0 draws 1, 2, 3 → 95% type-7 interval [1.05, 2.95]', () => {
    const intervals = crossedBootstrapIntervals(RESULT, 2)!;
    expect(intervals[0]!.lower).toBeCloseTo(1.05, 12);
    expect(intervals[0]!.upper).toBeCloseTo(2.95, 12);
    expect(intervals[1]!.lower).toBeCloseTo(-2.95, 12);
    expect(intervals[1]!.upper).toBeCloseTo(-1.05, 12);
  });
  it('is null when every resample is degenerate', () => {
    expect(
      crossedBootstrapIntervals({ theta: new Float64Array(4), degenerate: Uint8Array.from([1, 1]), degenerateCount: 2 }, 2),
    ).toBeNull();
  });
});

describe('crossedBootstrapOrderCount', () => {
  it('hand: θ0 > θ1 holds in the 3 non-degenerate rows; the degenerate one never counts', () => {
    expect(crossedBootstrapOrderCount(RESULT, 2, (t) => t[0]! > t[1]!)).toBe(3);
    expect(crossedBootstrapOrderCount(RESULT, 2, (t) => t[0]! >= t[1]!)).toBe(3);
  });
});
