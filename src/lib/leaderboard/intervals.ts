/**
 * Percentile intervals of bootstrap draws that may be undefined (NaN) in some resamples, and
 * average ranks without allocation. Same rules as the data build (src/lib/build/compute/
 * intervals.ts and src/lib/stats/ranks.ts), restated here so that this module stays free of the
 * build's Node-only imports. Pure.
 */
import { percentileInterval } from '../stats/quantile.ts';

export interface Interval {
  lower: number | null;
  upper: number | null;
  /** Resamples where the statistic was undefined (NaN), left out of the interval. */
  undefinedDraws: number;
}

/**
 * Percentile bootstrap 95% interval (Efron & Tibshirani 1993, ch. 13): the type-7 quantiles
 * (Hyndman & Fan 1996) at 2.5% and 97.5% of the finite draws; null ends when no draw is finite.
 */
export function finitePercentileInterval(draws: ArrayLike<number>): Interval {
  let finite = 0;
  for (let i = 0; i < draws.length; i++) if (Number.isFinite(draws[i]!)) finite++;
  if (finite === 0) return { lower: null, upper: null, undefinedDraws: draws.length };
  let values: ArrayLike<number> = draws;
  if (finite < draws.length) {
    const kept = new Float64Array(finite);
    let k = 0;
    for (let i = 0; i < draws.length; i++) if (Number.isFinite(draws[i]!)) kept[k++] = draws[i]!;
    values = kept;
  }
  const [lower, upper] = percentileInterval(values);
  return { lower, upper, undefinedDraws: draws.length - finite };
}

/**
 * Average (fractional) ranks, descending: rank 1 = largest value, tied values share the mean of
 * the ranks they span (R `rank(-x, ties.method = "average")`). Writes into `ranks`; `order` is
 * scratch of the same length. Insertion sort: n is the number of models (about a dozen), and
 * this runs once per resample, so it must not allocate. Equal to src/lib/stats/ranks.ts
 * averageRanks(values, 'descending') (test/leaderboard/ranks.test.ts).
 */
export function averageRanksDescendingInto(values: ArrayLike<number>, ranks: Float64Array, order: Int32Array): void {
  const n = values.length;
  for (let i = 0; i < n; i++) {
    let j = i;
    const v = values[i]!;
    while (j > 0 && values[order[j - 1]!]! < v) {
      order[j] = order[j - 1]!;
      j--;
    }
    order[j] = i;
  }
  let start = 0;
  while (start < n) {
    let end = start + 1;
    while (end < n && values[order[end]!] === values[order[start]!]) end++;
    const shared = (start + 1 + end) / 2;
    for (let p = start; p < end; p++) ranks[order[p]!] = shared;
    start = end;
  }
}
