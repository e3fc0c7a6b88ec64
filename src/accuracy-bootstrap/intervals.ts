/**
 * Estimates (a point value with its percentile interval) of bootstrap draws that may be undefined
 * (NaN) in some resamples. The interval itself is src/stats/quantile.ts finitePercentileInterval,
 * the project's one percentile interval. Pure.
 */
import type { Estimate } from '../artifacts/common.ts';
import { finitePercentileInterval, type Interval } from '../stats/quantile.ts';

/** A point value and its interval, null where undefined (the artifacts' Estimate). */
export type { Estimate, Interval };

/** A point value with the interval of its draws; a non-finite point gives an all-null estimate. */
export function estimateFromDraws(value: number | null | undefined, draws: ArrayLike<number>): Estimate {
  if (value === null || value === undefined || !Number.isFinite(value)) return { value: null, lower: null, upper: null };
  const { lower, upper } = finitePercentileInterval(draws);
  return { value, lower, upper };
}
