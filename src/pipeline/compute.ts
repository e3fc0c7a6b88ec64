/** Step "compute": every metric, in dependency order. Returns the reconciliation lines to print. */
import { DERIVED_ORDER, DERIVED_TABLES } from './derived-tables.ts';
import type { BuildContext } from './context.ts';
import { startTable2 } from './table2-tables.ts';
import { computeSqlTables } from './sql-tables.ts';
import { computeReconciliation } from './reconciliation.ts';
import { computeE0 } from './e0-tables.ts';
import { computeReliability } from './reliability-tables.ts';
import { computeJudgeSensitivity } from './judge-sensitivity.ts';
import { computeEntities } from './model-rule-entities.ts';
import { computeTaskEntities } from './task-entities.ts';
import { computeVerdictArrows } from './verdict-arrows.ts';

/**
 * The verdicts in stored order: verdicts.sql ends with ORDER BY verdict_id (unique), and a one-thread
 * scan keeps insertion order, so sorting again would only cost (docs/benchmark-history.md, 2026-12-01).
 */
const VERDICTS_IN_STORED_ORDER = 'SELECT * FROM verdicts';

/** Intermediate SQL results written as Parquet, with their sort order. */
const INTERMEDIATE_TABLES: [string, string, string?][] = [
  // The consensus thresholds the load step scaled to the probe builds (src/release/consensus.ts), so a
  // reader reruns rules.sql's labels and threshold_sensitivity.sql on the Parquet files alone.
  ['consensus_thresholds', 'paper_builds'],
  ['suff_task_model_rule', 'task_id, model_id, rule_id'],
  ['table2_point_estimates', 'acc DESC, model_id', 'src/accuracy-bootstrap/bootstrap.ts (table2Point)'],
  ['e0_win_counts', 'build_id, item, winner, loser'],
  ['e0_error_runs', 'build_id, item, rule_1_surface, rule_2_surface'],
  ['icc_model_rounds', 'model_id, round'],
  ['icc_cell_rounds', 'model_id, task_id, round'],
  ['table7_method_by_model', 'method, model_id'],
  ['rule_model_rates', 'rule_id, model_id'],
  ['cohort_rule_rates', 'model_id, rule_id'],
  ['model_breakdowns', 'model_id, dimension, key'],
  ['model_task_round_grid', 'model_id, task_id, round'],
  ['model_family_task_cells', 'task_id, model_id, family'],
];

export async function computeAll(ctx: BuildContext, step: (name: string) => void): Promise<string[]> {
  for (const name of DERIVED_TABLES) {
    ctx.parquet.push({ id: name, query: name === 'verdicts' ? VERDICTS_IN_STORED_ORDER : `SELECT * FROM ${name} ORDER BY ${DERIVED_ORDER[name]}` });
  }
  // The Table 2 bootstrap runs in a worker thread while the steps that do not need its scores run.
  step('compute: table2 (task-clustered bootstrap started)');
  const finishTable2 = await startTable2(ctx);
  step('compute: SQL tables');
  await computeSqlTables(ctx);
  step('compute: e0 (Bradley–Terry, crossed bootstrap)');
  await computeE0(ctx);
  step('compute: task pages and verdict shards');
  await computeTaskEntities(ctx);
  step('compute: verdicts (Arrow)');
  await computeVerdictArrows(ctx);
  step('compute: table2 (bootstrap finished)');
  const { scores } = await finishTable2();
  step('compute: reliability');
  await computeReliability(ctx, scores);
  step('compute: judge sensitivity');
  await computeJudgeSensitivity(ctx, scores);
  step('compute: entities (models, rules)');
  await computeEntities(ctx, scores);
  // Intermediate tables of the metric SQL, shipped so that a reader can rerun any query on the Parquet files.
  for (const [id, order, producer] of INTERMEDIATE_TABLES) ctx.parquet.push({ id, query: `SELECT * FROM ${id} ORDER BY ${order}`, ...(producer ? { producer } : {}) });
  step('compute: reconciliation');
  return computeReconciliation(ctx);
}
