/**
 * Acc of groups of verdicts (e.g. one model's verdicts of one rule family) with their 95%
 * task-clustered percentile bootstrap intervals — Table 2's bootstrap (bootstrap.ts), not a second
 * one: each group is a column of (task, group) cells, resampled with Table 2's resample weights, so
 * resample b of a group is resample b of Table 2 (paired with the leaderboard's intervals).
 *   Acc_g = 100 · Σ_t c_t·passes_tg / Σ_t c_t·qualifying_tg   (c_t: task t's multiplicity; all 1 for the point)
 * Interval: percentile bootstrap (Efron & Tibshirani 1993, ch. 13), the type-7 2.5% and 97.5%
 * quantiles of the defined draws (intervals.ts finitePercentileInterval; a resample where the
 * group has no qualifying verdict is undefined and left out). Pure: typed arrays, no I/O.
 */
import type { Estimate } from '../artifacts/common.ts';
import { modelDraws, table2Draws, table2Point } from './bootstrap.ts';
import { BROWSER_SUBSETS, PASSES, QUALIFYING, type TaskModelCells } from './cells.ts';
import { estimateFromDraws } from './intervals.ts';
import type { ResampleWeights } from './resample-weights.ts';

/** Passes and qualifying verdicts of one group in one task (dense indices). */
export interface GroupTaskCell {
  task: number;
  group: number;
  passes: number;
  qualifying: number;
}

/** Acc of each of `groups` groups (index = group) with its task-clustered bootstrap interval. */
export function groupAccuracies(cells: readonly GroupTaskCell[], groups: number, weights: ResampleWeights): Estimate[] {
  const width = 2 * BROWSER_SUBSETS;
  const sums = new Float64Array(weights.tasks * groups * width);
  for (const c of cells) {
    if (c.task < 0 || c.task >= weights.tasks || c.group < 0 || c.group >= groups) throw new Error(`groupAccuracies: cell (task ${c.task}, group ${c.group}) outside ${weights.tasks} tasks × ${groups} groups`);
    const o = (c.task * groups + c.group) * width;
    sums[o + PASSES] = sums[o + PASSES]! + c.passes;
    sums[o + QUALIFYING] = sums[o + QUALIFYING]! + c.qualifying;
  }
  const taskCells: TaskModelCells = { tasks: weights.tasks, models: groups, subsets: BROWSER_SUBSETS, sums };
  const point = table2Point(taskCells);
  const draws = table2Draws(taskCells, weights);
  return Array.from({ length: groups }, (_, g) => estimateFromDraws(point.acc[g], modelDraws(draws.acc, weights.resamples, g)));
}
