/**
 * Sufficient statistics of Table 2 per (task, model) cell: passes and qualifying verdicts
 * (weighted, under severity weighting) over each of a few verdict subsets. Every per-model
 * statistic but DW-Acc, and every bootstrap resample of it, is a ratio of task-weighted sums of
 * these numbers, so a new selection of verdicts costs one pass over the verdicts and nothing more.
 * The browser's cells carry the first two subsets (all, against-prior); the data build's all five.
 * Pure: typed arrays only, no DOM, no Node APIs.
 */

/** Offsets of the sums within a cell: subset k's passes at 2k, its qualifying at 2k + 1. */
export const PASSES = 0;
export const QUALIFYING = 1;
export const AGAINST_PASSES = 2;
export const AGAINST_QUALIFYING = 3;
/** Subsets of the build's cells (docs/metrics.md): F-Acc's separating pairs, common support, common ∩ against-prior. */
export const SEPARATING = 2;
export const COMMON = 3;
export const COMMON_AGAINST = 4;
export const BROWSER_SUBSETS = 2;
const BUILD_SUBSETS = 5;

export interface TaskModelCells {
  tasks: number;
  models: number;
  /** Verdict subsets per cell (2 or 5, see above). */
  subsets: number;
  /** sums[(t · models + m) · 2 · subsets + offset]. */
  sums: Float64Array;
}

/** Per-verdict columns (dense indices) the aggregation reads. */
interface VerdictRows {
  /** Task index of each verdict (0 … tasks − 1), or −1 for a verdict outside the bootstrap's tasks. */
  task: ArrayLike<number>;
  /** Model index of each verdict (0 … models − 1), or −1 for a model outside the leaderboard. */
  model: ArrayLike<number>;
  /** 1 = pass, 0 = fail (qualifying verdicts only). */
  pass: ArrayLike<number>;
}

interface AggregateOptions {
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
 * Sums the included verdicts into (task, model) cells of two subsets: weighted passes w·z and
 * weighted qualifying w, overall and against-prior. With weight 1 the sums are the counts of
 * src/metrics/suff_task_model_rule.sql summed over rules.
 */
export function aggregateTaskModelCells(rows: VerdictRows, options: AggregateOptions): TaskModelCells {
  const { tasks, models, include, against, weight } = options;
  const width = 2 * BROWSER_SUBSETS;
  const sums = new Float64Array(tasks * models * width);
  const n = rows.task.length;
  for (let i = 0; i < n; i++) {
    if (!include[i]) continue;
    const t = rows.task[i]!;
    const m = rows.model[i]!;
    if (t < 0 || m < 0) continue;
    const w = weight === null ? 1 : weight[i]!;
    const o = (t * models + m) * width;
    const p = rows.pass[i]! * w;
    sums[o + PASSES] = sums[o + PASSES]! + p;
    sums[o + QUALIFYING] = sums[o + QUALIFYING]! + w;
    if (against[i]) {
      sums[o + AGAINST_PASSES] = sums[o + AGAINST_PASSES]! + p;
      sums[o + AGAINST_QUALIFYING] = sums[o + AGAINST_QUALIFYING]! + w;
    }
  }
  return { tasks, models, subsets: BROWSER_SUBSETS, sums };
}

/**
 * Per-(task, model, rule) sufficient statistics, as the data build reads them from
 * suff_task_model_rule.sql (src/pipeline/table2-tables.ts ModelCells), sorted by task.
 * DW-Acc's per-rule pass rates are resampled from these.
 */
export interface RuleCells {
  rules: number;
  task: ArrayLike<number>;
  model: ArrayLike<number>;
  rule: ArrayLike<number>;
  passes: ArrayLike<number>;
  qualifying: ArrayLike<number>;
}

/** RuleCells with the flags and common-support counts that place each cell in the five subsets. */
export interface FlaggedRuleCells extends RuleCells {
  /** 1 = the rule is against-prior; 1 = the (task, rule) pair separates the cohort (F-Acc). */
  against: ArrayLike<number>;
  separates: ArrayLike<number>;
  commonPasses: ArrayLike<number>;
  commonQualifying: ArrayLike<number>;
}

/** The build's (task, model) cells of all five subsets, summed over rules. */
export function cellsFromRuleCells(rows: FlaggedRuleCells, tasks: number, models: number): TaskModelCells {
  const width = 2 * BUILD_SUBSETS;
  const sums = new Float64Array(tasks * models * width);
  const add = (o: number, subset: number, passes: number, qualifying: number) => {
    sums[o + 2 * subset] = sums[o + 2 * subset]! + passes;
    sums[o + 2 * subset + 1] = sums[o + 2 * subset + 1]! + qualifying;
  };
  for (let i = 0; i < rows.task.length; i++) {
    const o = (rows.task[i]! * models + rows.model[i]!) * width;
    const [p, q, cp, cq] = [rows.passes[i]!, rows.qualifying[i]!, rows.commonPasses[i]!, rows.commonQualifying[i]!];
    add(o, 0, p, q);
    if (rows.against[i]) add(o, 1, p, q);
    if (rows.separates[i]) add(o, SEPARATING, p, q);
    add(o, COMMON, cp, cq);
    if (rows.against[i]) add(o, COMMON_AGAINST, cp, cq);
  }
  return { tasks, models, subsets: BUILD_SUBSETS, sums };
}

/** Tasks with at least one selected qualifying verdict (of any model) — the clusters the bootstrap resamples. */
export function tasksWithVerdicts(cells: TaskModelCells): number {
  const S = 2 * cells.subsets;
  let n = 0;
  for (let t = 0; t < cells.tasks; t++) {
    for (let m = 0; m < cells.models; m++) {
      if (cells.sums[(t * cells.models + m) * S + QUALIFYING]! > 0) { n++; break; }
    }
  }
  return n;
}
