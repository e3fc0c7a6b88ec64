/**
 * The leaderboard (Table 2: Acc, AP-Acc, Δ with 95% task-clustered bootstrap intervals, rank with
 * its interval, tied groups) recomputed from (task, model) sufficient statistics — one
 * implementation for the data build and the browser's live re-ranking.
 *
 * Definitions (docs/metrics.md "Per-model accuracies (Table 2)"):
 *   Acc(m)    = 100 · Σ_t c_t·passes(t, m) / Σ_t c_t·qualifying(t, m)       (c_t = 1: point estimate)
 *   AP-Acc(m) = the same over against-prior verdicts;  Δ(m) = Acc(m) − AP-Acc(m)  (pp)
 * With severity weighting, passes and qualifying are sums of verdict weights (3/2/1), i.e.
 * Acc_w = Σ w·z / Σ w.
 * Intervals: task-clustered percentile bootstrap — resample b multiplies task t by c_bt from
 * ResampleWeights (clusterBootstrapWeights, seed and stream label of the build), every model at
 * once so differences stay paired (Miller 2024, arXiv 2411.00640); 2.5% / 97.5% type-7
 * quantiles of the finite draws (a statistic undefined in a resample is NaN there and left out).
 * Rank: per resample, models ranked by Acc (1 = best, ties averaged; undefined Acc ranks as −1,
 * i.e. last), and the same quantiles of each model's ranks. Tiers: walk down the Acc order
 * (ties by model id); a tier's top model absorbs each following model whose paired Acc difference
 * from it has an interval containing 0.
 * Pure: typed arrays, no DOM, no Node APIs.
 */
import { AGAINST_PASSES, AGAINST_QUALIFYING, PASSES, QUALIFYING, SUMS_PER_CELL, type TaskModelCells } from './cells.ts';
import { averageRanksDescendingInto, finitePercentileInterval } from './intervals.ts';
import { ACC, AP_ACC, DELTA, drawTails, prepareResamples, RANK, resampleDraws, type PreparedResamples, type SliceResult } from './resample-slice.ts';
import type { ResampleWeights } from './resample-weights.ts';
import { differenceIntervalContainsZero, mergedPercentileInterval, tailScratch } from './tails.ts';

export interface Estimate {
  value: number | null;
  lower: number | null;
  upper: number | null;
}

/** Point estimates and bootstrap draws of Acc and AP-Acc for every model. */
export interface AccuracyDraws {
  models: number;
  resamples: number;
  /** Point estimates per model (NaN = undefined). */
  acc: Float64Array;
  apAcc: Float64Array;
  /** Weighted qualifying sums per model (overall and against-prior). */
  qualifying: Float64Array;
  againstQualifying: Float64Array;
  /** Draws, model-major: accDraws[m · resamples + b]. */
  accDraws: Float64Array;
  apAccDraws: Float64Array;
}

const ratio = (num: number, den: number): number => (den > 0 ? (100 * num) / den : Number.NaN);

/** Point estimates of every model (the statistics over all tasks, c_t = 1). */
export interface PointEstimates {
  models: number;
  acc: Float64Array;
  apAcc: Float64Array;
  qualifying: Float64Array;
  againstQualifying: Float64Array;
}

/** Acc, AP-Acc and the qualifying sums of every model from the cells summed over tasks. */
export function pointEstimates(cells: TaskModelCells): PointEstimates {
  const { tasks: T, models: M, sums } = cells;
  const width = M * SUMS_PER_CELL;
  const total = new Float64Array(width);
  for (let t = 0; t < T; t++) for (let k = 0; k < width; k++) total[k] = total[k]! + sums[t * width + k]!;
  const acc = new Float64Array(M);
  const apAcc = new Float64Array(M);
  const qualifying = new Float64Array(M);
  const againstQualifying = new Float64Array(M);
  for (let m = 0; m < M; m++) {
    const o = m * SUMS_PER_CELL;
    acc[m] = ratio(total[o + PASSES]!, total[o + QUALIFYING]!);
    apAcc[m] = ratio(total[o + AGAINST_PASSES]!, total[o + AGAINST_QUALIFYING]!);
    qualifying[m] = total[o + QUALIFYING]!;
    againstQualifying[m] = total[o + AGAINST_QUALIFYING]!;
  }
  return { models: M, acc, apAcc, qualifying, againstQualifying };
}

/** The drawn-task lists of all the resamples, made once per ResampleWeights (they never change). */
const preparedOf = new WeakMap<ResampleWeights, PreparedResamples>();
function prepared(weights: ResampleWeights): PreparedResamples {
  let p = preparedOf.get(weights);
  if (!p) preparedOf.set(weights, (p = prepareResamples(weights.multiplicity, weights.tasks, weights.resamples)));
  return p;
}

/** Point estimates and the task-clustered bootstrap draws of Acc and AP-Acc of every model. */
export function bootstrapAccuracies(cells: TaskModelCells, weights: ResampleWeights): AccuracyDraws {
  const point = pointEstimates(cells);
  const M = cells.models;
  const B = weights.resamples;
  const draws = resampleDraws(cells, prepared(weights));
  return {
    ...point, resamples: B,
    accDraws: draws.subarray(ACC * M * B, (ACC + 1) * M * B),
    apAccDraws: draws.subarray(AP_ACC * M * B, (AP_ACC + 1) * M * B),
  };
}

/** An estimate from a point value and its draws; a non-finite point gives an all-null estimate. */
export function estimateFromDraws(value: number, draws: ArrayLike<number>): Estimate {
  if (!Number.isFinite(value)) return { value: null, lower: null, upper: null };
  const { lower, upper } = finitePercentileInterval(draws);
  return { value, lower, upper };
}

/** The draws of model m (a view, no copy). */
export function modelDraws(draws: Float64Array, resamples: number, m: number): Float64Array {
  return draws.subarray(m * resamples, (m + 1) * resamples);
}

/** Paired draws of statistic(a) − statistic(b) over the same resamples. */
export function differenceDraws(draws: Float64Array, resamples: number, a: number, b: number): Float64Array {
  const out = new Float64Array(resamples);
  const oa = a * resamples;
  const ob = b * resamples;
  for (let i = 0; i < resamples; i++) out[i] = draws[oa + i]! - draws[ob + i]!;
  return out;
}

/** Paired task-clustered difference statistic(a) − statistic(b) with its 95% interval. */
export function pairedDifference(point: Float64Array, draws: Float64Array, resamples: number, a: number, b: number): Estimate {
  return estimateFromDraws(point[a]! - point[b]!, differenceDraws(draws, resamples, a, b));
}

export interface LeaderboardRow {
  /** Index of the model in the cells. */
  model: number;
  modelId: string;
  qualifying: number;
  againstQualifying: number;
  acc: Estimate;
  apAcc: Estimate;
  delta: Estimate;
  /** Point rank (1 = best Acc, ties averaged) with its bootstrap interval. */
  rank: Estimate;
  tier: number;
}

export interface Leaderboard {
  /** Rows in Acc order (descending, undefined last, ties by model id). */
  rows: LeaderboardRow[];
  draws: AccuracyDraws;
}

/** Models in Acc order: descending, undefined Acc last, ties by model id (byte order). */
export function accOrder(acc: Float64Array, modelIds: readonly string[]): number[] {
  const key = (m: number) => (Number.isFinite(acc[m]!) ? acc[m]! : Number.NEGATIVE_INFINITY);
  return modelIds.map((_, m) => m).sort((a, b) => key(b) - key(a) || (modelIds[a]! < modelIds[b]! ? -1 : modelIds[a]! > modelIds[b]! ? 1 : 0));
}

/**
 * The leaderboard's rows from the point estimates and the slices of the bootstrap (in any order;
 * together every resample once): intervals merged from the slices' tails, tiers from the paired
 * Acc differences over all slices. This is where the data build (one slice) and the browser's
 * workers (one slice each) meet, so both give the same numbers.
 */
export function assembleLeaderboard(point: PointEstimates, slices: readonly SliceResult[], modelIds: readonly string[]): LeaderboardRow[] {
  const M = point.models;
  if (modelIds.length !== M) throw new Error(`leaderboard: ${modelIds.length} model ids for ${M} models`);
  const tails = slices.map((s) => s.tails);
  const interval = (statistic: number, m: number) => mergedPercentileInterval(tails, statistic * M + m);
  const estimate = (value: number, statistic: number, m: number): Estimate => {
    if (!Number.isFinite(value)) return { value: null, lower: null, upper: null };
    const { lower, upper } = interval(statistic, m);
    return { value, lower, upper };
  };
  const values = new Float64Array(M);
  const scratch = new Int32Array(M);
  for (let m = 0; m < M; m++) values[m] = Number.isFinite(point.acc[m]!) ? point.acc[m]! : -1;
  const pointRanks = new Float64Array(M);
  averageRanksDescendingInto(values, pointRanks, scratch);

  const order = accOrder(point.acc, modelIds);
  const tierOf = new Int32Array(M);
  let tier = 1;
  let top = order[0]!;
  const B = slices.reduce((n, s) => n + s.resamples, 0);
  const acc = slices.length === 1 ? slices[0]!.accDraws : concatenatedAccDraws(slices, M, B);
  const differenceScratch = tailScratch(B);
  for (const [k, m] of order.entries()) {
    if (k > 0) {
      const tied = differenceIntervalContainsZero(modelDraws(acc, B, top), modelDraws(acc, B, m), differenceScratch);
      if (!tied) {
        tier += 1;
        top = m;
      }
    }
    tierOf[m] = tier;
  }
  return order.map((m): LeaderboardRow => {
    const rank = interval(RANK, m);
    return {
      model: m,
      modelId: modelIds[m]!,
      qualifying: point.qualifying[m]!,
      againstQualifying: point.againstQualifying[m]!,
      acc: estimate(point.acc[m]!, ACC, m),
      apAcc: estimate(point.apAcc[m]!, AP_ACC, m),
      delta: estimate(point.acc[m]! - point.apAcc[m]!, DELTA, m),
      rank: { value: pointRanks[m]!, lower: rank.lower, upper: rank.upper },
      tier: tierOf[m]!,
    };
  });
}

/** Every slice's Acc draws, model-major over all resamples: model m's draws of slice 1, then of slice 2, … */
function concatenatedAccDraws(slices: readonly SliceResult[], models: number, resamples: number): Float64Array {
  const out = new Float64Array(models * resamples);
  for (let m = 0; m < models; m++) {
    let at = m * resamples;
    for (const s of slices) {
      out.set(s.accDraws.subarray(m * s.resamples, (m + 1) * s.resamples), at);
      at += s.resamples;
    }
  }
  return out;
}

/** The full leaderboard (one slice: every resample on this thread): estimates, ranks with intervals and tiers. `modelIds[m]` names model m. */
export function computeLeaderboard(cells: TaskModelCells, weights: ResampleWeights, modelIds: readonly string[]): Leaderboard {
  if (modelIds.length !== cells.models) throw new Error(`leaderboard: ${modelIds.length} model ids for ${cells.models} models`);
  const point = pointEstimates(cells);
  const M = cells.models;
  const B = weights.resamples;
  const all = prepared(weights);
  const draws = resampleDraws(cells, all);
  const slice: SliceResult = { resamples: B, accDraws: draws.subarray(0, M * B), tails: drawTails(draws, M, B, B) };
  const rows = assembleLeaderboard(point, [slice], modelIds);
  return {
    rows,
    draws: { ...point, resamples: B, accDraws: slice.accDraws, apAccDraws: draws.subarray(AP_ACC * M * B, (AP_ACC + 1) * M * B) },
  };
}
