/**
 * Pearson product-moment correlation coefficient:
 * r = Σ (x_i − x̄)(y_i − ȳ) / √( Σ (x_i − x̄)² · Σ (y_i − ȳ)² ), two-pass (means first).
 * Returns null when it is undefined: n < 2, or either side constant (zero variance; tested on
 * the raw values, so that rounding in the mean cannot turn a constant into a tiny variance).
 * The result is clamped to [−1, 1] against rounding.
 * Reference: Pearson (1895); R `cor(x, y)`.
 */
import { assertFiniteValues, assertSameLength, isConstant } from './finite.ts';

export function pearson(x: ArrayLike<number>, y: ArrayLike<number>): number | null {
  assertSameLength(x, y, 'pearson');
  assertFiniteValues(x, 'pearson x');
  assertFiniteValues(y, 'pearson y');
  const n = x.length;
  if (n < 2 || isConstant(x) || isConstant(y)) return null;
  let sumX = 0;
  let sumY = 0;
  for (let i = 0; i < n; i++) {
    sumX += x[i]!;
    sumY += y[i]!;
  }
  const meanX = sumX / n;
  const meanY = sumY / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    const dx = x[i]! - meanX;
    const dy = y[i]! - meanY;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  if (sxx === 0 || syy === 0) return null;
  return Math.max(-1, Math.min(1, sxy / Math.sqrt(sxx * syy)));
}
