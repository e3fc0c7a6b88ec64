/**
 * Turning bootstrap draws into reported intervals. A draw is NaN when the statistic is
 * undefined in that resample (e.g. no against-prior verdict among the drawn tasks); such draws
 * are counted and left out, and an estimate with no defined draw gets a null interval.
 */
import { percentileInterval } from '../../stats/quantile.ts';
import type { Estimate } from '../../artifacts/common.ts';

export interface IntervalSummary {
  lower: number | null;
  upper: number | null;
  /** Resamples in which the statistic was undefined (excluded). */
  undefinedDraws: number;
}

/** 95% percentile interval (type 7) of the finite draws. */
export function percentileOfDraws(draws: ArrayLike<number>): IntervalSummary {
  const finite: number[] = [];
  for (let i = 0; i < draws.length; i++) if (Number.isFinite(draws[i]!)) finite.push(draws[i]!);
  if (finite.length === 0) return { lower: null, upper: null, undefinedDraws: draws.length };
  const [lower, upper] = percentileInterval(finite);
  return { lower, upper, undefinedDraws: draws.length - finite.length };
}

/** An estimate with its interval; a non-finite point value becomes null. */
export function estimate(value: number | null | undefined, draws: ArrayLike<number> | null): Estimate {
  const point = value === null || value === undefined || !Number.isFinite(value) ? null : value;
  if (draws === null || point === null) return { value: point, lower: null, upper: null };
  const { lower, upper } = percentileOfDraws(draws);
  return { value: point, lower, upper };
}

/** Rounds away binary noise so that artifacts are stable and readable (12 significant digits). */
export function clean(value: number | null | undefined): number | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  return Number(value.toPrecision(12));
}
