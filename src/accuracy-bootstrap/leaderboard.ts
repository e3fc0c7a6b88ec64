/**
 * The leaderboard (Table 2: Acc, AP-Acc, Δ with 95% task-clustered bootstrap intervals, rank with
 * its interval, tied groups) from the bootstrap of bootstrap.ts — one implementation for the data
 * build and the browser's live re-ranking (docs/metrics.md "Per-model accuracies (Table 2)").
 * Intervals: 2.5% / 97.5% type-7 quantiles of the finite draws (intervals.ts). Rank: the point
 * rank and the same quantiles of each model's per-resample ranks. Tiers: walk down the Acc order
 * (ties by model id); a tier's top model absorbs each following model whose paired Acc
 * difference from it has an interval containing 0; the first model separated starts the next.
 * Pure: typed arrays, no DOM, no Node APIs.
 */
import { bootstrapTable2, modelDraws, type Table2Bootstrap } from './bootstrap.ts';
import type { TaskModelCells } from './cells.ts';
import { estimateFromDraws, type Estimate } from './intervals.ts';
import { finitePercentileInterval } from '../stats/quantile.ts';
import type { ResampleWeights } from './resample-weights.ts';
import { minimumDetectableEffect } from '../stats/minimum-detectable-effect.ts';

export type { Estimate } from './intervals.ts';

/** Paired draws of statistic(a) − statistic(b) over the same resamples (model-major draws). */
function differenceDraws(draws: Float64Array, resamples: number, a: number, b: number): Float64Array {
  const out = new Float64Array(resamples);
  for (let i = 0; i < resamples; i++) out[i] = draws[a * resamples + i]! - draws[b * resamples + i]!;
  return out;
}

/** Paired task-clustered difference statistic(a) − statistic(b) with its 95% interval. */
export function pairedDifference(point: Float64Array, draws: Float64Array, resamples: number, a: number, b: number): Estimate {
  return estimateFromDraws(point[a]! - point[b]!, differenceDraws(draws, resamples, a, b));
}

/** Whether the paired difference's interval is defined and contains 0 (the tier test). */
function differenceContainsZero(draws: Float64Array, resamples: number, a: number, b: number): boolean {
  const { lower, upper } = finitePercentileInterval(differenceDraws(draws, resamples, a, b));
  return lower !== null && upper !== null && lower <= 0 && upper >= 0;
}

/** Models in Acc order: descending, undefined Acc last, ties by model id (byte order). */
function accOrder(acc: Float64Array, modelIds: readonly string[]): number[] {
  const key = (m: number) => (Number.isFinite(acc[m]!) ? acc[m]! : Number.NEGATIVE_INFINITY);
  return modelIds.map((_, m) => m).sort((a, b) => key(b) - key(a) || (modelIds[a]! < modelIds[b]! ? -1 : modelIds[a]! > modelIds[b]! ? 1 : 0));
}

/** Tier of each model (1 = top), by the paired Acc differences from each tier's top model. */
function tiers(order: readonly number[], accDraws: Float64Array, resamples: number): Int32Array {
  const tierOf = new Int32Array(order.length);
  let tier = 1;
  let top = order[0]!;
  for (const [k, m] of order.entries()) {
    if (k > 0 && !differenceContainsZero(accDraws, resamples, top, m)) {
      tier += 1;
      top = m;
    }
    tierOf[m] = tier;
  }
  return tierOf;
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
  boot: Table2Bootstrap;
}

/** The rows of the leaderboard from a bootstrap; `modelIds[m]` names model m. */
export function leaderboardRows(boot: Table2Bootstrap, modelIds: readonly string[]): LeaderboardRow[] {
  const { models: M, resamples: B, point, draws } = boot;
  if (modelIds.length !== M) throw new Error(`leaderboard: ${modelIds.length} model ids for ${M} models`);
  const order = accOrder(point.acc, modelIds);
  const tierOf = tiers(order, draws.acc, B);
  const est = (p: Float64Array, d: Float64Array, m: number) => estimateFromDraws(p[m], modelDraws(d, B, m));
  return order.map((m): LeaderboardRow => ({
    model: m,
    modelId: modelIds[m]!,
    qualifying: point.qualifying[m]!,
    againstQualifying: point.againstQualifying[m]!,
    acc: est(point.acc, draws.acc, m),
    apAcc: est(point.apAcc, draws.apAcc, m),
    delta: est(point.delta, draws.delta, m),
    rank: est(point.rank, draws.rank, m),
    tier: tierOf[m]!,
  }));
}

/** The full leaderboard on this thread: bootstrap, estimates, ranks with intervals and tiers. */
export function computeLeaderboard(cells: TaskModelCells, weights: ResampleWeights, modelIds: readonly string[]): Leaderboard {
  const boot = bootstrapTable2(cells, weights);
  return { rows: leaderboardRows(boot, modelIds), boot };
}


/** One adjacent pair of the leaderboard: the observed Acc gap and the minimum detectable effect of their paired difference. */
interface AdjacentDetectable {
  upper: string;
  lower: string;
  /** Acc(upper) − Acc(lower), pp. */
  gap: number;
  /** src/stats/minimum-detectable-effect.ts on the paired Acc difference draws (80% power, α = 0.05), pp; null when undefined. */
  mde: number | null;
}

/** For each pair of rows k, k + 1 (both with a defined Acc), its gap and MDE (docs/metrics.md "Minimum detectable effect"). */
export function adjacentDetectableEffects(rows: readonly LeaderboardRow[], accDraws: Float64Array, resamples: number): AdjacentDetectable[] {
  const out: AdjacentDetectable[] = [];
  for (let k = 0; k + 1 < rows.length; k++) {
    const a = rows[k]!;
    const b = rows[k + 1]!;
    if (a.acc.value === null || b.acc.value === null) continue;
    out.push({ upper: a.modelId, lower: b.modelId, gap: a.acc.value - b.acc.value, mde: minimumDetectableEffect(differenceDraws(accDraws, resamples, a.model, b.model)) });
  }
  return out;
}
