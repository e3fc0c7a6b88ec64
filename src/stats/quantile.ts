/**
 * Sample quantile, Hyndman & Fan (1996) type 7 — the default of R `quantile()`, of numpy
 * `quantile(method="linear")` and of d3-array `quantile` / `quantileSorted`.
 *
 * Formula: sort the n values x(1) ≤ … ≤ x(n); h = (n − 1)·p; with j = ⌊h⌋ (0-based),
 * Q(p) = x[j] + (h − j)·(x[j+1] − x[j]). Q(0) is the minimum, Q(1) the maximum.
 * Reference: Hyndman, R. J. & Fan, Y. (1996) "Sample quantiles in statistical packages",
 * The American Statistician 50(4), 361–365.
 *
 * The one percentile interval of the project (every bootstrap's 95% interval, in the build, the
 * browser and `score`). The two order statistics each end needs are found by selection
 * (d3-array quickselect) rather than a full sort — linear rather than n log n; the re-ranking page
 * computes some 60 intervals of 10,000 draws per change — giving the numbers of sorting, bit for
 * bit (test/stats/quantile.test.ts compares with d3-array `quantile`).
 */
import { quickselect } from 'd3-array';
import { assertFiniteValues } from './finite.ts';

/** A percentile interval of draws some of which may be undefined (NaN). */
export interface Interval {
  lower: number | null;
  upper: number | null;
  /** Resamples where the statistic was undefined (NaN), left out of the interval. */
  undefinedDraws: number;
}

/**
 * The interval's two probabilities (1 − level)/2 and 1 − (1 − level)/2, rounded to 12 decimals so
 * that 0.95 gives exactly 0.025 / 0.975 rather than 0.025000000000000022.
 */
function tailProbabilities(level: number): [number, number] {
  if (!(level > 0 && level < 1)) throw new Error(`percentileInterval: level = ${level} is outside (0, 1)`);
  const tail = Math.round(((1 - level) / 2) * 1e12) / 1e12;
  return [tail, Math.round((1 - tail) * 1e12) / 1e12];
}

/**
 * Central percentile interval: the type-7 quantiles at (1 − level)/2 and 1 − (1 − level)/2,
 * e.g. 2.5% and 97.5% for level 0.95 (the percentile bootstrap interval, Efron & Tibshirani
 * 1993, ch. 13). Every value must be finite; throws on none.
 */
export function percentileInterval(values: ArrayLike<number>, level = 0.95): [number, number] {
  tailProbabilities(level);
  assertFiniteValues(values, 'percentileInterval');
  if (values.length === 0) throw new Error('percentileInterval: no values (the quantile of an empty sample is undefined)');
  const { lower, upper } = finitePercentileInterval(values, level);
  return [lower!, upper!];
}

/**
 * Order statistics x(k), x(k+1) of `a` (0-based; k + 1 < its length), by selection. `from`:
 * a[0 … from − 1] are already ≤ every value after them, so the selection starts there.
 */
function twoOrderStatistics(a: Float64Array, k: number, from = 0): [number, number] {
  quickselect(a, k, from);
  let next = Number.POSITIVE_INFINITY;
  for (let i = k + 1; i < a.length; i++) if (a[i]! < next) next = a[i]!;
  return [a[k]!, next];
}

/**
 * Type-7 quantile from x(k), x(k+1), k = ⌊h⌋, h = (n − 1)·p: x(k) + (h − k)·(x(k+1) − x(k)),
 * d3-array quantileSorted's expression, so the result is the one of sorting.
 */
const type7 = ([x0, x1]: [number, number], h: number): number => x0 + (x1 - x0) * (h - Math.floor(h));

/**
 * Percentile bootstrap interval (Efron & Tibshirani 1993, ch. 13) of the finite draws: the type-7
 * quantiles at (1 − level)/2 and 1 − (1 − level)/2 of the draws that are not NaN (docs/metrics.md
 * "Intervals": the undefined draws are counted and left out); null ends when none is finite.
 */
export function finitePercentileInterval(draws: ArrayLike<number>, level = 0.95): Interval {
  const [pLower, pUpper] = tailProbabilities(level);
  if (draws.length >= 1024) {
    const fast = intervalFromTails(draws, pLower, pUpper);
    if (fast) return fast;
  }
  let n = 0;
  for (let i = 0; i < draws.length; i++) if (Number.isFinite(draws[i]!)) n++;
  if (n === 0) return { lower: null, upper: null, undefinedDraws: draws.length };
  const finite = new Float64Array(n);
  for (let i = 0, k = 0; i < draws.length; i++) if (Number.isFinite(draws[i]!)) finite[k++] = draws[i]!;
  if (n === 1) return { lower: finite[0]!, upper: finite[0]!, undefinedDraws: draws.length - 1 };
  const hLower = (n - 1) * pLower;
  const hUpper = (n - 1) * pUpper;
  const lower = type7(twoOrderStatistics(finite, Math.floor(hLower)), hLower);
  // Everything from x(⌊hLower⌋) on is ≥ it, so the upper end's selection starts there.
  const upper = type7(twoOrderStatistics(finite, Math.floor(hUpper), Math.floor(hLower)), hUpper);
  return { lower, upper, undefinedDraws: draws.length - n };
}

/** Reused buffers of intervalFromTails' two tails (never read beyond what a call wrote). */
let lowTail = new Float64Array(0);
let highTail = new Float64Array(0);

/**
 * The same interval from the two tails of the draws only: two cut points lo < hi read off a
 * strided sample of 256 draws (the pLower and pUpper sample quantiles moved outwards by 3 binomial
 * standard deviations), one pass keeping the draws below lo and above hi and counting those equal
 * to lo or hi (ties: rank draws), and each end's two order statistics selected within its tail —
 * which holds them when the tail and its ties are long enough (checked: then they are the same
 * numbers, and the ends the same bits). About 3× faster than selecting in all 10,000 draws; null
 * (select in all of them) when a tail is short or the sample is tied.
 */
function intervalFromTails(draws: ArrayLike<number>, pLower: number, pUpper: number): Interval | null {
  const N = draws.length;
  const m = 256;
  const sample = new Float64Array(m);
  let taken = 0;
  const step = Math.floor(N / m);
  for (let i = 0; i < N && taken < m; i += step) if (Number.isFinite(draws[i]!)) sample[taken++] = draws[i]!;
  if (taken < m / 2) return null;
  const sorted = sample.subarray(0, taken).sort();
  const margin = Math.ceil(3 * Math.sqrt(taken * pLower * pUpper)) + 2;
  const lo = sorted[Math.min(taken - 1, Math.ceil(taken * pLower) + margin)]!;
  const hi = sorted[Math.max(0, Math.floor(taken * pUpper) - margin)]!;
  if (!(lo < hi)) return null;
  if (lowTail.length < N) {
    lowTail = new Float64Array(N);
    highTail = new Float64Array(N);
  }
  let n = 0;
  let nl = 0;
  let atLo = 0;
  let nh = 0;
  let atHi = 0;
  for (let i = 0; i < N; i++) {
    const x = draws[i]!;
    if (!Number.isFinite(x)) continue;
    n++;
    if (x < lo) lowTail[nl++] = x;
    else if (x === lo) atLo++;
    else if (x > hi) highTail[nh++] = x;
    else if (x === hi) atHi++;
  }
  const hLower = (n - 1) * pLower;
  const kLower = Math.floor(hLower);
  const hUpper = (n - 1) * pUpper;
  const kUpper = Math.floor(hUpper);
  // Sorted, the finite draws are: the low tail, atLo copies of lo, the rest, atHi copies of hi, the high tail.
  const aboveHi = n - nh;
  if (kLower + 1 >= nl + atLo || kUpper < aboveHi - atHi) return null;
  const low = lowTail.subarray(0, nl);
  const high = highTail.subarray(0, nh);
  let lower: [number, number];
  if (kLower + 1 < nl) lower = twoOrderStatistics(low, kLower);
  else if (kLower < nl) lower = [low.reduce((a, x) => (x > a ? x : a), Number.NEGATIVE_INFINITY), lo];
  else lower = [lo, lo];
  let upper: [number, number];
  if (kUpper >= aboveHi) upper = twoOrderStatistics(high, kUpper - aboveHi);
  else if (kUpper + 1 === aboveHi) upper = [hi, high.reduce((a, x) => (x < a ? x : a), Number.POSITIVE_INFINITY)];
  else upper = [hi, hi];
  return {
    lower: type7(lower, hLower),
    upper: type7(upper, hUpper),
    undefinedDraws: N - n,
  };
}
