/**
 * Sample quantile, Hyndman & Fan (1996) type 7 — the default of R `quantile()` and of
 * numpy `quantile(method="linear")`.
 *
 * Formula: sort the n values x(1) ≤ … ≤ x(n); h = (n − 1)·p; with j = ⌊h⌋ (0-based),
 * Q(p) = x[j] + (h − j)·(x[j+1] − x[j]). Q(0) is the minimum, Q(1) the maximum.
 * Reference: Hyndman, R. J. & Fan, Y. (1996) "Sample quantiles in statistical packages",
 * The American Statistician 50(4), 361–365.
 */
import { assertFiniteValues } from './finite.ts';

function assertProbability(p: number): void {
  if (!(p >= 0 && p <= 1)) throw new Error(`quantile: probability p = ${p} is outside [0, 1]`);
}

/** Type-7 quantile of values already sorted ascending (not re-checked; no copy made). */
export function quantileSorted7(sorted: ArrayLike<number>, p: number): number {
  assertProbability(p);
  const n = sorted.length;
  if (n === 0) throw new Error('quantile: no values (the quantile of an empty sample is undefined)');
  const h = (n - 1) * p;
  const j = Math.floor(h);
  const low = sorted[j]!;
  if (j + 1 >= n) return low;
  const fraction = h - j;
  return fraction === 0 ? low : low + fraction * (sorted[j + 1]! - low);
}

/** Type-7 quantile of unsorted values: copies into a Float64Array, sorts, then interpolates. */
export function quantileType7(values: ArrayLike<number>, p: number): number {
  assertFiniteValues(values, 'quantile');
  const sorted = Float64Array.from(values as ArrayLike<number>);
  sorted.sort();
  return quantileSorted7(sorted, p);
}

/**
 * Central percentile interval: the type-7 quantiles at (1 − level)/2 and 1 − (1 − level)/2,
 * e.g. 2.5% and 97.5% for level 0.95 (the percentile bootstrap interval, Efron & Tibshirani
 * 1993, ch. 13). The two probabilities are rounded to 12 decimals so that 0.95 gives exactly
 * 0.025 / 0.975 rather than 0.025000000000000022.
 */
export function percentileInterval(values: ArrayLike<number>, level = 0.95): [number, number] {
  if (!(level > 0 && level < 1)) throw new Error(`percentileInterval: level = ${level} is outside (0, 1)`);
  assertFiniteValues(values, 'percentileInterval');
  const sorted = Float64Array.from(values as ArrayLike<number>);
  sorted.sort();
  const tail = Math.round(((1 - level) / 2) * 1e12) / 1e12;
  return [quantileSorted7(sorted, tail), quantileSorted7(sorted, Math.round((1 - tail) * 1e12) / 1e12)];
}
