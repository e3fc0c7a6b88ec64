/**
 * Percentile intervals of bootstrap draws that may be undefined (NaN) in some resamples, and
 * average ranks without allocation. Same rules as the data build (src/lib/build/compute/
 * intervals.ts and src/lib/stats/ranks.ts), restated here so that this module stays free of the
 * build's Node-only imports. Pure.
 */

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
  const [lower, upper] = percentileIntervalBySelection(values);
  return { lower, upper, undefinedDraws: draws.length - finite };
}

/**
 * Rearranges a[lo..hi] so that a[k] holds the value it would hold if a[lo..hi] were sorted
 * ascending, with no larger value before it and no smaller one after (Hoare's FIND / quickselect,
 * Hoare 1961, median-of-three pivot). Expected O(n).
 */
export function selectInPlace(a: Float64Array, k: number, lo: number, hi: number): void {
  while (hi > lo) {
    const mid = (lo + hi) >>> 1;
    // Median of three as the pivot value.
    const x = a[lo]!, y = a[mid]!, z = a[hi]!;
    const pivot = x < y ? (y < z ? y : x < z ? z : x) : (x < z ? x : y < z ? z : y);
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (a[i]! < pivot) i++;
      while (a[j]! > pivot) j--;
      if (i <= j) {
        const t = a[i]!;
        a[i] = a[j]!;
        a[j] = t;
        i++;
        j--;
      }
    }
    if (k <= j) hi = j;
    else if (k >= i) lo = i;
    else return;
  }
}

/**
 * Type-7 quantile (Hyndman & Fan 1996: h = (n − 1)·p, j = ⌊h⌋, Q = x(j) + (h − j)·(x(j+1) − x(j)),
 * 0-based order statistics) of a scratch copy `a`, found by selection instead of a full sort:
 * the same order statistics, so the same value as src/lib/stats/quantile.ts quantileSorted7 on
 * the sorted values, in O(n). `from` is the first index still unordered (order statistics below
 * it were placed by an earlier call with a smaller p).
 */
function quantile7BySelection(a: Float64Array, p: number, from: number): number {
  const n = a.length;
  const h = (n - 1) * p;
  const j = Math.floor(h);
  selectInPlace(a, j, from, n - 1);
  const low = a[j]!;
  if (j + 1 >= n) return low;
  const fraction = h - j;
  if (fraction === 0) return low;
  let next = a[j + 1]!;
  for (let i = j + 2; i < n; i++) if (a[i]! < next) next = a[i]!;
  return low + fraction * (next - low);
}

/**
 * Central 95% percentile interval of finite values: type-7 quantiles at 2.5% and 97.5%, the
 * probabilities rounded to 12 decimals exactly as src/lib/stats/quantile.ts percentileInterval
 * does, so the result is identical to it (test/leaderboard/intervals.test.ts) — by two
 * selections in O(n) rather than a sort, because the browser recomputes ~50 intervals per
 * filter change.
 */
export function percentileIntervalBySelection(values: ArrayLike<number>, level = 0.95): [number, number] {
  const a = Float64Array.from(values);
  const tail = Math.round(((1 - level) / 2) * 1e12) / 1e12;
  const upperP = Math.round((1 - tail) * 1e12) / 1e12;
  const lower = quantile7BySelection(a, tail, 0);
  const jLow = Math.floor((a.length - 1) * tail);
  const upper = quantile7BySelection(a, upperP, Math.min(jLow + 1, a.length - 1));
  return [lower, upper];
}

/**
 * Average (fractional) ranks, descending: rank 1 = largest value, tied values share the mean of
 * the ranks they span (R `rank(-x, ties.method = "average")`). Writes into `ranks`; `order` is
 * scratch of the same length. Insertion sort: n is the number of models (about a dozen), and
 * this runs once per resample, so it must not allocate. Equal to src/lib/stats/ranks.ts
 * averageRanks(values, 'descending') (test/leaderboard/ranks.test.ts).
 */
export function averageRanksDescendingInto(values: ArrayLike<number>, ranks: Float64Array, order: Int32Array): void {
  // From the identity permutation, the re-sorting insertion below is the plain insertion sort.
  for (let i = 0; i < values.length; i++) order[i] = i;
  averageRanksDescendingResorting(values, ranks, order);
}

/**
 * The same average ranks as averageRanksDescendingInto, but `order` must already hold a
 * permutation of 0 … n − 1 (e.g. the previous resample's order) and is re-sorted in place by
 * insertion: consecutive bootstrap resamples mostly keep the models' order, so this is close to
 * n steps instead of ~n²/4. The ranks do not depend on the starting order (tied values share
 * their mean rank whatever their order). Equal to src/lib/stats/ranks.ts averageRanks(values,
 * 'descending') (test/leaderboard/intervals.test.ts).
 */
export function averageRanksDescendingResorting(values: ArrayLike<number>, ranks: Float64Array, order: Int32Array): void {
  const n = values.length;
  for (let i = 1; i < n; i++) {
    const x = order[i]!;
    const v = values[x]!;
    let j = i;
    while (j > 0 && values[order[j - 1]!]! < v) {
      order[j] = order[j - 1]!;
      j--;
    }
    order[j] = x;
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
