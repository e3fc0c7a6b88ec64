/**
 * The model pages' per-family intervals: each panel model's Acc on each rule family with its 95%
 * task-clustered bootstrap interval, from model_family_task_cells.sql's (task, model, family)
 * cells and Table 2's resample weights (the same tasks, seed and stream label, so the resamples are
 * Table 2's), computed by src/accuracy-bootstrap/group-accuracy.ts.
 */
import type { Estimate } from '../artifacts/common.ts';
import { drawResampleWeights, LEADERBOARD_SEED_LABEL } from '../accuracy-bootstrap/resample-weights.ts';
import { groupAccuracies } from '../accuracy-bootstrap/group-accuracy.ts';
import type { BuildContext } from './context.ts';
import { materialise, rows } from './db.ts';

/** Estimates keyed by `${model_id}\u0000${family}`. Needs suff_task_model_rule (step "table2"). */
export async function familyIntervalsByModel(ctx: Pick<BuildContext, 'connection' | 'settings'>): Promise<Map<string, Estimate>> {
  const c = ctx.connection;
  await materialise(c, 'model_family_task_cells');
  // Table 2's tasks: the sorted distinct tasks of suff_task_model_rule (table2-leaderboard.ts).
  const tasks = (await rows(c, 'SELECT DISTINCT task_id FROM suff_task_model_rule ORDER BY task_id')).map((r) => String(r.task_id));
  const out = new Map<string, Estimate>();
  if (tasks.length === 0) return out;
  const taskIndex = new Map(tasks.map((t, i) => [t, i]));
  const cells = await rows(c, 'SELECT task_id, model_id, family, passes, qualifying FROM model_family_task_cells ORDER BY task_id, model_id, family');
  const groups = [...new Set(cells.map((r) => `${String(r.model_id)}\u0000${String(r.family)}`))].sort();
  const groupIndex = new Map(groups.map((g, i) => [g, i]));
  const weights = drawResampleWeights(tasks.length, ctx.settings.resamples, ctx.settings.seed, LEADERBOARD_SEED_LABEL);
  const estimates = groupAccuracies(cells.map((r) => ({
    task: taskIndex.get(String(r.task_id))!, group: groupIndex.get(`${String(r.model_id)}\u0000${String(r.family)}`)!, passes: Number(r.passes), qualifying: Number(r.qualifying),
  })), groups.length, weights);
  groups.forEach((g, i) => out.set(g, estimates[i]!));
  return out;
}
