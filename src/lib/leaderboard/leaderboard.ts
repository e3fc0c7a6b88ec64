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
import type { ResampleWeights } from './resample-weights.ts';

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

/** Point estimates and the task-clustered bootstrap draws of Acc and AP-Acc of every model. */
export function bootstrapAccuracies(cells: TaskModelCells, weights: ResampleWeights): AccuracyDraws {
  const { tasks: T, models: M, sums } = cells;
  if (weights.tasks !== T) throw new Error(`leaderboard: resample weights are for ${weights.tasks} tasks, the cells have ${T}`);
  const B = weights.resamples;
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
  const accDraws = new Float64Array(M * B);
  const apAccDraws = new Float64Array(M * B);
  const s = new Float64Array(width);
  const mult = weights.multiplicity;
  for (let b = 0; b < B; b++) {
    s.fill(0);
    const row = b * T;
    for (let t = 0; t < T; t++) {
      const c = mult[row + t]!;
      if (c === 0) continue;
      const base = t * width;
      // width = 4 · models: unrolled by the four sums of a model (same additions, same order).
      for (let k = 0; k < width; k += 4) {
        s[k] = s[k]! + c * sums[base + k]!;
        s[k + 1] = s[k + 1]! + c * sums[base + k + 1]!;
        s[k + 2] = s[k + 2]! + c * sums[base + k + 2]!;
        s[k + 3] = s[k + 3]! + c * sums[base + k + 3]!;
      }
    }
    for (let m = 0; m < M; m++) {
      const o = m * SUMS_PER_CELL;
      accDraws[m * B + b] = ratio(s[o + PASSES]!, s[o + QUALIFYING]!);
      apAccDraws[m * B + b] = ratio(s[o + AGAINST_PASSES]!, s[o + AGAINST_QUALIFYING]!);
    }
  }
  return { models: M, resamples: B, acc, apAcc, qualifying, againstQualifying, accDraws, apAccDraws };
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

/** The full leaderboard: estimates, ranks with intervals and tiers. `modelIds[m]` names model m. */
export function computeLeaderboard(cells: TaskModelCells, weights: ResampleWeights, modelIds: readonly string[]): Leaderboard {
  if (modelIds.length !== cells.models) throw new Error(`leaderboard: ${modelIds.length} model ids for ${cells.models} models`);
  const d = bootstrapAccuracies(cells, weights);
  const M = cells.models;
  const B = d.resamples;
  const deltaPoint = new Float64Array(M);
  const deltaDraws = new Float64Array(M * B);
  for (let m = 0; m < M; m++) {
    deltaPoint[m] = d.acc[m]! - d.apAcc[m]!;
    for (let b = 0; b < B; b++) deltaDraws[m * B + b] = d.accDraws[m * B + b]! - d.apAccDraws[m * B + b]!;
  }
  // Ranks per resample; an undefined Acc ranks as −1 (last), as in the build.
  const rankDraws = new Float64Array(M * B);
  const values = new Float64Array(M);
  const ranks = new Float64Array(M);
  const scratch = new Int32Array(M);
  for (let b = 0; b < B; b++) {
    for (let m = 0; m < M; m++) {
      const a = d.accDraws[m * B + b]!;
      values[m] = Number.isFinite(a) ? a : -1;
    }
    averageRanksDescendingInto(values, ranks, scratch);
    for (let m = 0; m < M; m++) rankDraws[m * B + b] = ranks[m]!;
  }
  for (let m = 0; m < M; m++) values[m] = Number.isFinite(d.acc[m]!) ? d.acc[m]! : -1;
  const pointRanks = new Float64Array(M);
  averageRanksDescendingInto(values, pointRanks, scratch);

  const order = accOrder(d.acc, modelIds);
  const tierOf = new Int32Array(M);
  let tier = 1;
  let top = order[0]!;
  for (const [k, m] of order.entries()) {
    if (k > 0) {
      const { lower, upper } = finitePercentileInterval(differenceDraws(d.accDraws, B, top, m));
      const tied = lower !== null && upper !== null && lower <= 0 && upper >= 0;
      if (!tied) {
        tier += 1;
        top = m;
      }
    }
    tierOf[m] = tier;
  }
  const rows = order.map((m): LeaderboardRow => {
    const rankInterval = finitePercentileInterval(modelDraws(rankDraws, B, m));
    return {
      model: m,
      modelId: modelIds[m]!,
      qualifying: d.qualifying[m]!,
      againstQualifying: d.againstQualifying[m]!,
      acc: estimateFromDraws(d.acc[m]!, modelDraws(d.accDraws, B, m)),
      apAcc: estimateFromDraws(d.apAcc[m]!, modelDraws(d.apAccDraws, B, m)),
      delta: estimateFromDraws(deltaPoint[m]!, modelDraws(deltaDraws, B, m)),
      rank: { value: pointRanks[m]!, lower: rankInterval.lower, upper: rankInterval.upper },
      tier: tierOf[m]!,
    };
  });
  return { rows, draws: d };
}
