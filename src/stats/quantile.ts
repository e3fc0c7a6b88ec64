/**
 * Sample quantile, Hyndman & Fan (1996) type 7 — the default of R `quantile()`, of numpy
 * `quantile(method="linear")` and of d3-array `quantile` / `quantileSorted`, which computes it here.
 *
 * Formula: sort the n values x(1) ≤ … ≤ x(n); h = (n − 1)·p; with j = ⌊h⌋ (0-based),
 * Q(p) = x[j] + (h − j)·(x[j+1] − x[j]). Q(0) is the minimum, Q(1) the maximum.
 * Reference: Hyndman, R. J. & Fan, Y. (1996) "Sample quantiles in statistical packages",
 * The American Statistician 50(4), 361–365.
 */
import { quantileSorted } from 'd3-array';
import { assertFiniteValues } from './finite.ts';

/**
 * Central percentile interval: the type-7 quantiles at (1 − level)/2 and 1 − (1 − level)/2,
 * e.g. 2.5% and 97.5% for level 0.95 (the percentile bootstrap interval, Efron & Tibshirani
 * 1993, ch. 13). The two probabilities are rounded to 12 decimals so that 0.95 gives exactly
 * 0.025 / 0.975 rather than 0.025000000000000022.
 */
export function percentileInterval(values: ArrayLike<number>, level = 0.95): [number, number] {
  if (!(level > 0 && level < 1)) throw new Error(`percentileInterval: level = ${level} is outside (0, 1)`);
  assertFiniteValues(values, 'percentileInterval');
  if (values.length === 0) throw new Error('percentileInterval: no values (the quantile of an empty sample is undefined)');
  const sorted = Float64Array.from(values).sort();
  const tail = Math.round(((1 - level) / 2) * 1e12) / 1e12;
  return [quantileSorted(sorted, tail)!, quantileSorted(sorted, Math.round((1 - tail) * 1e12) / 1e12)!];
}
