/**
 * Turning bootstrap draws into reported intervals: the leaderboard module's
 * (src/lib/leaderboard/intervals.ts), under the names the build's steps use.
 */
export { estimateFromDraws as estimate, finitePercentileInterval as percentileOfDraws } from '../../leaderboard/intervals.ts';

/** Rounds away binary noise so that artifacts are stable and readable (12 significant digits). */
export function clean(value: number | null | undefined): number | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  return Number(value.toPrecision(12));
}
