/**
 * The bootstrap kernel of the leaderboard over one slice of the resamples (all of them in the
 * data build; a contiguous share per Web Worker in the browser): for each resample, the
 * task-weighted sums of every (model, sum) cell, then Acc, AP-Acc, Δ and the rank of every model
 * in the same pass, then the tails of each model's draws (tails.ts) so that slices merge into
 * exact intervals.
 * Work per resample: only the tasks drawn at least once (about 63% of them), and the four sums
 * of a model packed into fewer float64s where that is exact (packed-sums.ts) — the same numbers
 * as the plain loop, bit for bit (test/leaderboard/resample-slice.test.ts).
 * Pure: typed arrays only, no DOM, no Node APIs.
 */
import { AGAINST_PASSES, AGAINST_QUALIFYING, PASSES, QUALIFYING, SUMS_PER_CELL, type TaskModelCells } from './cells.ts';
import { averageRanksDescendingResorting } from './intervals.ts';
import { packingPlan, packRows, unpackRowInto } from './packed-sums.ts';
import { emptyTails, storeTails, tailLength, tailScratch, type SliceTails } from './tails.ts';

/** The statistics drawn per model, in the order of the series: series = statistic · models + model. */
export const ACC = 0;
export const AP_ACC = 1;
export const DELTA = 2;
export const RANK = 3;
export const STATISTICS = 4;

/** A slice of resamples as lists of the tasks drawn (multiplicity > 0), resample by resample, tasks ascending. */
export interface PreparedResamples {
  tasks: number;
  /** Resamples in this slice. */
  resamples: number;
  /** Resamples of the whole bootstrap (sets the tail length). */
  totalResamples: number;
  /** Largest Σ_t multiplicity of a resample (= tasks for the task-clustered bootstrap; ∞ if a multiplicity is not a positive integer): bounds the packed sums. */
  maxDraws: number;
  /** Entries of resample b: start[b] … start[b + 1]. */
  start: Int32Array;
  /**
   * Task and multiplicity of each entry: 16-bit integers when every task index and multiplicity
   * fits (tasks ≤ 65,536, integer multiplicities ≤ 65,535 — always, for the task-clustered
   * bootstrap), which at 100× (10,000 resamples × ~3,800 drawn tasks) is 150 MB instead of 450.
   */
  task: Uint16Array | Int32Array;
  count: Uint16Array | Float64Array;
}

/** Lists the non-zero multiplicities of `resamples` rows of `tasks` (multiplicity[b · tasks + t]). */
export function prepareResamples(multiplicity: ArrayLike<number>, tasks: number, resamples: number, totalResamples = resamples): PreparedResamples {
  if (multiplicity.length !== tasks * resamples) throw new Error(`leaderboard: ${multiplicity.length} multiplicities for ${resamples} resamples of ${tasks} tasks`);
  let nonZero = 0;
  let smallCounts = true;
  for (let i = 0; i < multiplicity.length; i++) {
    const c = multiplicity[i]!;
    if (c === 0) continue;
    nonZero++;
    if (!(Number.isInteger(c) && c > 0 && c <= 0xffff)) smallCounts = false;
  }
  const start = new Int32Array(resamples + 1);
  const task = tasks <= 0x10000 ? new Uint16Array(nonZero) : new Int32Array(nonZero);
  const count = smallCounts ? new Uint16Array(nonZero) : new Float64Array(nonZero);
  let k = 0;
  let maxDraws = 0;
  for (let b = 0; b < resamples; b++) {
    let drawn = 0;
    for (let t = 0; t < tasks; t++) {
      const c = multiplicity[b * tasks + t]!;
      if (c === 0) continue;
      task[k] = t;
      count[k] = c;
      drawn += c;
      k++;
    }
    start[b + 1] = k;
    if (drawn > maxDraws) maxDraws = drawn;
  }
  // Packing needs integer multiplicities; any other weight leaves the sums unpacked (an infinite bound).
  for (let i = 0; i < count.length; i++) if (!(Number.isInteger(count[i]!) && count[i]! > 0)) maxDraws = Number.POSITIVE_INFINITY;
  return { tasks, resamples, totalResamples, maxDraws, start, task, count };
}

const ratio = (num: number, den: number): number => (den > 0 ? (100 * num) / den : Number.NaN);

/**
 * Draws of every statistic in this slice, series-major: draws[(statistic · models + m) · resamples + b].
 * Acc and AP-Acc are 100 · Σ_t c_bt·passes / Σ_t c_bt·qualifying (NaN when the denominator is 0);
 * Δ = Acc − AP-Acc; rank = average rank by Acc, descending, an undefined Acc ranking as −1 (last).
 */
export function resampleDraws(cells: TaskModelCells, prepared: PreparedResamples): Float64Array {
  const { tasks: T, models: M, sums } = cells;
  if (prepared.tasks !== T) throw new Error(`leaderboard: resample weights are for ${prepared.tasks} tasks, the cells have ${T}`);
  const B = prepared.resamples;
  const W = M * SUMS_PER_CELL;
  const plan = packingPlan(sums, W, prepared.maxDraws);
  const packed = packRows(sums, T, plan);
  const V = plan.width;
  const acc = new Float64Array(V);
  const row = new Float64Array(W);
  const values = new Float64Array(M);
  const ranks = new Float64Array(M);
  // The previous resample's order, re-sorted for each resample.
  const order = Int32Array.from({ length: M }, (_, m) => m);
  const draws = new Float64Array(STATISTICS * M * B);
  const { start, task, count } = prepared;
  for (let b = 0; b < B; b++) {
    acc.fill(0);
    for (let i = start[b]!, end = start[b + 1]!; i < end; i++) {
      const c = count[i]!;
      const base = task[i]! * V;
      // V is a multiple of 4: unrolled, same additions in the same order (tasks ascending).
      for (let k = 0; k < V; k += 4) {
        acc[k] = acc[k]! + c * packed[base + k]!;
        acc[k + 1] = acc[k + 1]! + c * packed[base + k + 1]!;
        acc[k + 2] = acc[k + 2]! + c * packed[base + k + 2]!;
        acc[k + 3] = acc[k + 3]! + c * packed[base + k + 3]!;
      }
    }
    unpackRowInto(acc, 0, plan, row);
    for (let m = 0; m < M; m++) {
      const o = m * SUMS_PER_CELL;
      const a = ratio(row[o + PASSES]!, row[o + QUALIFYING]!);
      const ap = ratio(row[o + AGAINST_PASSES]!, row[o + AGAINST_QUALIFYING]!);
      draws[(ACC * M + m) * B + b] = a;
      draws[(AP_ACC * M + m) * B + b] = ap;
      draws[(DELTA * M + m) * B + b] = a - ap;
      values[m] = Number.isFinite(a) ? a : -1;
    }
    averageRanksDescendingResorting(values, ranks, order);
    for (let m = 0; m < M; m++) draws[(RANK * M + m) * B + b] = ranks[m]!;
  }
  return draws;
}

/** What one slice hands back: its Acc draws (for the tiers' paired differences) and the tails of every series. */
export interface SliceResult {
  resamples: number;
  /** Acc draws of this slice, model-major: accDraws[m · resamples + b]. */
  accDraws: Float64Array;
  tails: SliceTails;
}

/** Tails of every series of a slice's draws (resampleDraws' layout). */
export function drawTails(draws: Float64Array, models: number, resamples: number, totalResamples: number): SliceTails {
  const series = STATISTICS * models;
  const tails = emptyTails(series, resamples, Math.min(resamples, tailLength(totalResamples)));
  const scratch = tailScratch(resamples);
  for (let s = 0; s < series; s++) storeTails(tails, s, draws, s * resamples, resamples, scratch);
  return tails;
}

/** The slice's result for the leaderboard: draws, then tails. */
export function computeSlice(cells: TaskModelCells, prepared: PreparedResamples): SliceResult {
  const draws = resampleDraws(cells, prepared);
  const M = cells.models;
  return {
    resamples: prepared.resamples,
    accDraws: draws.subarray(0, M * prepared.resamples),
    tails: drawTails(draws, M, prepared.resamples, prepared.totalResamples),
  };
}
