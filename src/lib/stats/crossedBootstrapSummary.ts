/**
 * Summaries of a crossed Bradley–Terry bootstrap (crossedBootstrap.ts), following
 * docs/metrics.md "Crossed bootstrap": degenerate resamples are excluded from the intervals
 * and count as not satisfying any order predicate.
 */
import { percentileInterval } from './quantile.ts';
import type { CrossedBootstrapResult } from './crossedBootstrap.ts';

/**
 * Per-surface percentile interval (type 7) of θ over the non-degenerate resamples.
 * Null when every resample was degenerate (no draws to summarise).
 */
export function crossedBootstrapIntervals(
  result: CrossedBootstrapResult,
  surfaces: number,
  level = 0.95,
): { lower: number; upper: number }[] | null {
  const resamples = result.degenerate.length;
  if (result.theta.length !== resamples * surfaces) {
    throw new Error(`crossedBootstrapIntervals: θ has ${result.theta.length} values, expected ${resamples} × ${surfaces}`);
  }
  const kept = resamples - result.degenerateCount;
  if (kept === 0) return null;
  const column = new Float64Array(kept);
  const intervals: { lower: number; upper: number }[] = [];
  for (let s = 0; s < surfaces; s++) {
    let k = 0;
    for (let r = 0; r < resamples; r++) if (!result.degenerate[r]) column[k++] = result.theta[r * surfaces + s]!;
    const [lower, upper] = percentileInterval(column, level);
    intervals.push({ lower, upper });
  }
  return intervals;
}

/**
 * Number of resamples whose θ row satisfies `holds` (e.g. a strict full order), degenerate
 * resamples counting as not satisfying it. `holds` receives a view (subarray) of the row.
 */
export function crossedBootstrapOrderCount(
  result: CrossedBootstrapResult,
  surfaces: number,
  holds: (theta: Float64Array) => boolean,
): number {
  let count = 0;
  for (let r = 0; r < result.degenerate.length; r++) {
    if (!result.degenerate[r] && holds(result.theta.subarray(r * surfaces, (r + 1) * surfaces))) count++;
  }
  return count;
}
