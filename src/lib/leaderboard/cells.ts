/**
 * Sufficient statistics of the leaderboard per (task, model) cell: (weighted) passes and
 * qualifying verdicts over all counted verdicts and over the against-prior ones. Every statistic
 * of the leaderboard and every bootstrap resample is a ratio of task-weighted sums of these four
 * numbers, so a new selection of verdicts costs one pass over the verdicts and nothing more.
 * Pure: typed arrays only, no DOM, no Node APIs.
 */

/** Offsets of the four sums of one cell. */
export const PASSES = 0;
export const QUALIFYING = 1;
export const AGAINST_PASSES = 2;
export const AGAINST_QUALIFYING = 3;
export const SUMS_PER_CELL = 4;

export interface TaskModelCells {
  tasks: number;
  models: number;
  /** sums[(t · models + m) · 4 + k], k = PASSES, QUALIFYING, AGAINST_PASSES, AGAINST_QUALIFYING. */
  sums: Float64Array;
}

/** Per-verdict columns (dense indices) the aggregation reads. */
export interface VerdictRows {
  /** Task index of each verdict (0 … tasks − 1), or −1 for a verdict outside the bootstrap's tasks. */
  task: ArrayLike<number>;
  /** Model index of each verdict (0 … models − 1), or −1 for a model outside the leaderboard. */
  model: ArrayLike<number>;
  /** 1 = pass, 0 = fail (qualifying verdicts only). */
  pass: ArrayLike<number>;
}

export interface AggregateOptions {
  tasks: number;
  models: number;
  /** 1 = the verdict counts under the reader's selection, 0 = it is left out. */
  include: ArrayLike<number>;
  /** 1 = the verdict is against-prior (enters AP-Acc). */
  against: ArrayLike<number>;
  /** Weight of each verdict (severity weighting), or null for weight 1. */
  weight: ArrayLike<number> | null;
}

/**
 * Sums the included verdicts into (task, model) cells: weighted passes w·z and weighted
 * qualifying w, overall and against-prior. With weight 1 the sums are the counts of
 * src/lib/metrics/suff_task_model_rule.sql summed over rules.
 */
export function aggregateTaskModelCells(rows: VerdictRows, options: AggregateOptions): TaskModelCells {
  const { tasks, models, include, against, weight } = options;
  const sums = new Float64Array(tasks * models * SUMS_PER_CELL);
  const n = rows.task.length;
  for (let i = 0; i < n; i++) {
    if (!include[i]) continue;
    const t = rows.task[i]!;
    const m = rows.model[i]!;
    if (t < 0 || m < 0) continue;
    const w = weight === null ? 1 : weight[i]!;
    const o = (t * models + m) * SUMS_PER_CELL;
    const p = rows.pass[i]! * w;
    sums[o + PASSES] = sums[o + PASSES]! + p;
    sums[o + QUALIFYING] = sums[o + QUALIFYING]! + w;
    if (against[i]) {
      sums[o + AGAINST_PASSES] = sums[o + AGAINST_PASSES]! + p;
      sums[o + AGAINST_QUALIFYING] = sums[o + AGAINST_QUALIFYING]! + w;
    }
  }
  return { tasks, models, sums };
}

/** Per-(task, model, rule) sufficient statistics, as the data build holds them (suff_task_model_rule.sql). */
export interface RuleCellSums {
  task: ArrayLike<number>;
  model: ArrayLike<number>;
  passes: ArrayLike<number>;
  qualifying: ArrayLike<number>;
  /** 1 = the rule is against-prior. */
  against: ArrayLike<number>;
}

/**
 * (task, model) cells from per-(task, model, rule) sums — what the data build calls (its
 * ModelCells from src/lib/build/compute/cluster-bootstrap.ts fit this shape), so that the build
 * and the browser share computeLeaderboard.
 */
export function cellsFromRuleSums(rows: RuleCellSums, tasks: number, models: number): TaskModelCells {
  const sums = new Float64Array(tasks * models * SUMS_PER_CELL);
  for (let i = 0; i < rows.task.length; i++) {
    const o = (rows.task[i]! * models + rows.model[i]!) * SUMS_PER_CELL;
    const p = rows.passes[i]!;
    const q = rows.qualifying[i]!;
    sums[o + PASSES] = sums[o + PASSES]! + p;
    sums[o + QUALIFYING] = sums[o + QUALIFYING]! + q;
    if (rows.against[i]) {
      sums[o + AGAINST_PASSES] = sums[o + AGAINST_PASSES]! + p;
      sums[o + AGAINST_QUALIFYING] = sums[o + AGAINST_QUALIFYING]! + q;
    }
  }
  return { tasks, models, sums };
}
