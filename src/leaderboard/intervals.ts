/**
 * Percentile intervals of bootstrap draws that may be undefined (NaN) in some resamples: the
 * undefined draws are counted and left out (docs/metrics.md "Intervals"). Pure.
 */
import { percentileInterval } from '../stats/quantile.ts';

export interface Interval {
  lower: number | null;
  upper: number | null;
  /** Resamples where the statistic was undefined (NaN), left out of the interval. */
  undefinedDraws: number;
}

export interface Estimate {
  value: number | null;
  lower: number | null;
  upper: number | null;
}

/**
 * Percentile bootstrap 95% interval (Efron & Tibshirani 1993, ch. 13): the type-7 quantiles
 * (src/stats/quantile.ts) at 2.5% and 97.5% of the finite draws; null ends when none is finite.
 */
export function finitePercentileInterval(draws: ArrayLike<number>): Interval {
  let n = 0;
  for (let i = 0; i < draws.length; i++) if (Number.isFinite(draws[i]!)) n++;
  if (n === 0) return { lower: null, upper: null, undefinedDraws: draws.length };
  const finite = new Float64Array(n);
  for (let i = 0, k = 0; i < draws.length; i++) if (Number.isFinite(draws[i]!)) finite[k++] = draws[i]!;
  const [lower, upper] = percentileInterval(finite);
  return { lower, upper, undefinedDraws: draws.length - finite.length };
}

/** A point value with the interval of its draws; a non-finite point gives an all-null estimate. */
export function estimateFromDraws(value: number | null | undefined, draws: ArrayLike<number>): Estimate {
  if (value === null || value === undefined || !Number.isFinite(value)) return { value: null, lower: null, upper: null };
  const { lower, upper } = finitePercentileInterval(draws);
  return { value, lower, upper };
}
