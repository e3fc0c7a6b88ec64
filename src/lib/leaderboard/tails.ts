/**
 * Percentile intervals of draws split into slices (resamples computed by different workers)
 * without gathering the draws: each slice keeps, per series, only its finite count and its
 * `length` smallest and `length` largest finite draws (in no particular order). The 2.5% and
 * 97.5% order statistics of all the draws are always among those, so the interval from the
 * merged tails is exactly finitePercentileInterval of all the draws
 * (test/leaderboard/tails.test.ts). Pure: typed arrays only.
 */
import { selectInPlace, type Interval } from './intervals.ts';

/** Lower tail probability of the 95% interval, rounded as src/lib/stats/quantile.ts does. */
const TAIL = Math.round(0.025 * 1e12) / 1e12;
const UPPER = Math.round((1 - TAIL) * 1e12) / 1e12;

/**
 * How many of the smallest (and of the largest) finite draws a slice keeps so that the 95%
 * interval of `totalResamples` draws can be merged: the type-7 quantiles read the order
 * statistics j and j + 1 with j = ⌊(n − 1)·0.025⌋ from either end, n ≤ totalResamples; two more
 * for floating-point rounding of (n − 1)·p.
 */
export function tailLength(totalResamples: number): number {
  return Math.ceil(TAIL * totalResamples) + 4;
}

/** Per-series tails of one slice, flat: series s keeps low[s·length …] and high[s·length …], kept[s] values each. */
export interface SliceTails {
  series: number;
  /** Resamples (draws per series) of the slice. */
  resamples: number;
  length: number;
  /** Finite draws of each series in this slice. */
  finite: Int32Array;
  /** How many values of low / high are filled for each series: min(finite, length). */
  kept: Int32Array;
  low: Float64Array;
  high: Float64Array;
}

export function emptyTails(series: number, resamples: number, length: number): SliceTails {
  return { series, resamples, length, finite: new Int32Array(series), kept: new Int32Array(series), low: new Float64Array(series * length), high: new Float64Array(series * length) };
}

/** Reusable buffers of storeTails (one set per slice, sized to its resamples). */
export interface TailScratch {
  values: Float64Array;
  below: Float64Array;
  above: Float64Array;
  sample: Float64Array;
  counts: Int32Array;
}

const SAMPLE = 256;
/** Widest range of half-integer values (in halves) counted instead of selected: ranks of up to 2,048 models. */
const MAX_DISCRETE_SPAN = 4096;

export function tailScratch(resamples: number): TailScratch {
  return {
    values: new Float64Array(resamples), below: new Float64Array(resamples), above: new Float64Array(resamples),
    sample: new Float64Array(SAMPLE), counts: new Int32Array(MAX_DISCRETE_SPAN + 1),
  };
}

/**
 * Stores the tails of series s: the `length` smallest and `length` largest finite values of
 * draws[from … from + count). Exact in every case; the way is chosen by the values only:
 * - at most `length` values: all of them;
 * - half-integers in a narrow range (ranks): by counting, one pass;
 * - otherwise: one pass keeps the values at or beyond two cut-offs read from an evenly spaced
 *   sample (about 2.6 · length per end), then a selection (Hoare's FIND) among them; an end
 *   whose cut-off kept too few or too many values falls back to a selection over all values.
 * Expected O(count).
 */
export function storeTails(tails: SliceTails, s: number, draws: Float64Array, from: number, count: number, scratch: TailScratch): void {
  const values = scratch.values;
  let n = 0;
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  let halves = true;
  for (let i = from; i < from + count; i++) {
    const v = draws[i]!;
    if (!Number.isFinite(v)) continue;
    values[n++] = v;
    if (v < min) min = v;
    if (v > max) max = v;
    if (halves && !Number.isInteger(2 * v)) halves = false;
  }
  const L = tails.length;
  const at = s * L;
  tails.finite[s] = n;
  tails.kept[s] = Math.min(n, L);
  if (n === 0) return;
  const a = values.subarray(0, n);
  if (n <= L) {
    tails.low.set(a, at);
    tails.high.set(a, at);
    return;
  }
  if (halves && 2 * (max - min) <= MAX_DISCRETE_SPAN) {
    countedTails(tails, at, a, min, 2 * (max - min), scratch.counts);
    return;
  }
  const sample = scratch.sample;
  for (let i = 0; i < SAMPLE; i++) sample[i] = a[Math.floor((i * n) / SAMPLE)]!;
  const index = Math.min(SAMPLE / 2 - 1, Math.ceil((2 * SAMPLE * L) / n) + 4);
  selectInPlace(sample, index, 0, SAMPLE - 1);
  const lowCut = sample[index]!;
  selectInPlace(sample, SAMPLE - 1 - index, index + 1, SAMPLE - 1);
  const highCut = sample[SAMPLE - 1 - index]!;
  const below = scratch.below;
  const above = scratch.above;
  let nb = 0;
  let na = 0;
  for (let i = 0; i < n; i++) {
    const v = a[i]!;
    if (v <= lowCut) below[nb++] = v;
    if (v >= highCut) above[na++] = v;
  }
  // A cut-off that kept at least L values kept the L smallest (largest) of all; select them.
  const usable = (k: number) => k >= L && k <= 8 * L;
  const lowFrom = usable(nb) ? below.subarray(0, nb) : a;
  selectInPlace(lowFrom, L - 1, 0, lowFrom.length - 1);
  tails.low.set(lowFrom.subarray(0, L), at);
  const highFrom = usable(na) ? above.subarray(0, na) : a;
  selectInPlace(highFrom, highFrom.length - L, 0, highFrom.length - 1);
  tails.high.set(highFrom.subarray(highFrom.length - L), at);
}

/** Tails of half-integer values min … min + span/2 by counting (values as halves above min). */
function countedTails(tails: SliceTails, at: number, a: Float64Array, min: number, span: number, counts: Int32Array): void {
  counts.fill(0, 0, span + 1);
  for (let i = 0; i < a.length; i++) counts[2 * (a[i]! - min)]!++;
  const L = tails.length;
  let k = 0;
  for (let h = 0; h <= span && k < L; h++) for (let c = counts[h]!; c > 0 && k < L; c--) tails.low[at + k++] = min + h / 2;
  k = 0;
  for (let h = span; h >= 0 && k < L; h--) for (let c = counts[h]!; c > 0 && k < L; c--) tails.high[at + k++] = min + h / 2;
}

/** The kept values of one end of series s over all slices, concatenated. */
function gathered(slices: readonly SliceTails[], s: number, end: 'low' | 'high'): Float64Array {
  let size = 0;
  for (const t of slices) size += t.kept[s]!;
  const out = new Float64Array(size);
  let k = 0;
  for (const t of slices) {
    out.set(t[end].subarray(s * t.length, s * t.length + t.kept[s]!), k);
    k += t.kept[s]!;
  }
  return out;
}

/**
 * Type-7 quantile at p (Hyndman & Fan 1996: h = (n − 1)·p, j = ⌊h⌋, Q = x(j) + (h − j)·(x(j+1) − x(j)))
 * of n values of which `c` holds the order statistics offset … offset + c.length − 1 (the rest
 * are smaller): order statistic j is c's (j − offset)-th smallest, found by selection. The same
 * arithmetic as intervals.ts quantile7BySelection, so the same value.
 */
function quantile7Of(c: Float64Array, offset: number, n: number, p: number): number {
  const h = (n - 1) * p;
  const j = Math.floor(h);
  const i = j - offset;
  if (i < 0 || i >= c.length) throw new Error(`tails: order statistic ${j} of ${n} is not among the kept values`);
  selectInPlace(c, i, 0, c.length - 1);
  const low = c[i]!;
  if (j + 1 >= n) return low;
  const fraction = h - j;
  if (fraction === 0) return low;
  if (i + 1 >= c.length) throw new Error(`tails: order statistic ${j + 1} of ${n} is not among the kept values`);
  let next = c[i + 1]!;
  for (let k = i + 2; k < c.length; k++) if (c[k]! < next) next = c[k]!;
  return low + fraction * (next - low);
}

/**
 * Central 95% percentile interval of series s over all slices: finitePercentileInterval of the
 * concatenated draws, from the tails. The union of the low tails holds the `length` smallest of
 * all values (each slice kept its own `length` smallest), so order statistic j < length of all
 * is order statistic j of the union; likewise from the top. Throws rather than approximate if a
 * needed order statistic was not kept.
 */
export function mergedPercentileInterval(slices: readonly SliceTails[], s: number): Interval {
  let n = 0;
  let draws = 0;
  let length = Number.POSITIVE_INFINITY;
  for (const t of slices) {
    n += t.finite[s]!;
    draws += t.resamples;
    if (t.kept[s]! < t.finite[s]!) length = Math.min(length, t.length);
  }
  if (n === 0) return { lower: null, upper: null, undefinedDraws: draws };
  const low = gathered(slices, s, 'low');
  const high = gathered(slices, s, 'high');
  // Order statistics needed from the bottom must be below every truncated slice's length.
  if (Math.floor((n - 1) * TAIL) + 2 > length || n - Math.floor((n - 1) * UPPER) > length) {
    throw new Error(`tails: series ${s} needs more than the ${length} values a slice kept at each end`);
  }
  const lower = quantile7Of(low, 0, n, TAIL);
  const upper = quantile7Of(high, n - high.length, n, UPPER);
  return { lower, upper, undefinedDraws: draws - n };
}

/**
 * finitePercentileInterval (intervals.ts) of one array of draws, through its tails: the same
 * value, faster on long arrays (one pass and selections among a few hundred values).
 */
export function percentileIntervalByTails(draws: Float64Array, scratch: TailScratch = tailScratch(draws.length)): Interval {
  const tails = emptyTails(1, draws.length, Math.min(draws.length, tailLength(draws.length)));
  storeTails(tails, 0, draws, 0, draws.length, scratch);
  return mergedPercentileInterval([tails], 0);
}

/** Where 0 lies relative to one end of the interval, from counts alone; null = on the boundary, compute it. */
function endDecided(n: number, p: number, atOrBelow: number, atOrAbove: number, end: 'lower' | 'upper'): boolean | null {
  const h = (n - 1) * p;
  const j = Math.floor(h);
  // With no interpolation the end is x(j) itself.
  const single = j + 1 >= n || h - j === 0;
  if (end === 'lower') {
    // lower ≤ 0? x(j) ≤ 0 ⟺ atOrBelow ≥ j + 1; x(j + 1) ≤ 0 ⟺ atOrBelow ≥ j + 2.
    if (single) return atOrBelow >= j + 1;
    if (atOrBelow >= j + 2) return true;
    if (atOrBelow <= j) return false;
    return null;
  }
  // upper ≥ 0? x(j) ≥ 0 ⟺ atOrAbove ≥ n − j; x(j + 1) < 0 ⟺ atOrAbove ≤ n − j − 2.
  if (single) return atOrAbove >= n - j;
  if (atOrAbove >= n - j) return true;
  if (atOrAbove <= n - j - 2) return false;
  return null;
}

/**
 * Whether finitePercentileInterval of the paired differences a − b (a[i] − b[i] over i) is
 * defined and contains 0 (lower ≤ 0 ≤ upper) — the tier test — mostly from counts of the
 * differences at or below / at or above 0, exactly:
 * - when both order statistics an end interpolates between lie on one side of 0, the end does
 *   too: x(j) + f·(x(j+1) − x(j)) rounded stays within [x(j), x(j+1)]'s sign (rounding is
 *   monotone, f < 1 by far more than one rounding step, and x − y never rounds to 0 for x ≠ y);
 * - only when 0 lies between the two (rare) is the interval itself computed.
 */
export function differenceIntervalContainsZero(a: Float64Array, b: Float64Array, scratch: TailScratch): boolean {
  let n = 0;
  let atOrBelow = 0;
  let atOrAbove = 0;
  for (let i = 0; i < a.length; i++) {
    const d = a[i]! - b[i]!;
    if (d !== d) continue;
    n++;
    if (d <= 0) atOrBelow++;
    if (d >= 0) atOrAbove++;
  }
  if (n === 0) return false;
  const lower = endDecided(n, TAIL, atOrBelow, atOrAbove, 'lower');
  if (lower === false) return false;
  const upper = endDecided(n, UPPER, atOrBelow, atOrAbove, 'upper');
  if (upper === false) return false;
  if (lower === true && upper === true) return true;
  const d = new Float64Array(a.length);
  for (let i = 0; i < a.length; i++) d[i] = a[i]! - b[i]!;
  const exact = percentileIntervalByTails(d, scratch);
  return exact.lower !== null && exact.upper !== null && exact.lower <= 0 && exact.upper >= 0;
}
