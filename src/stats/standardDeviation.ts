/**
 * Sample standard deviation (Bessel-corrected, divisor n − 1, as R `sd()` and
 * numpy `std(ddof=1)`): s = √( Σ (x_i − x̄)² / (n − 1) ), computed in two passes
 * (mean first, then centred squares) for numerical stability.
 * Returns null for n < 2, where it is undefined. A constant input returns exactly 0.
 */
import { assertFiniteValues, isConstant } from './finite.ts';
import { mean } from './mean.ts';

export function sampleStandardDeviation(xs: ArrayLike<number>): number | null {
  assertFiniteValues(xs, 'sampleStandardDeviation');
  if (xs.length < 2) return null;
  if (isConstant(xs)) return 0;
  const m = mean(xs);
  let sumSquares = 0;
  for (let i = 0; i < xs.length; i++) {
    const d = xs[i]! - m;
    sumSquares += d * d;
  }
  return Math.sqrt(sumSquares / (xs.length - 1));
}
