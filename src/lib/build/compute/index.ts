/**
 * Step "compute": every metric, in dependency order. Returns the reconciliation lines to print.
 */
import { DERIVED_ORDER, DERIVED_TABLES } from '../derive.ts';
import type { BuildContext } from '../context.ts';
import { computeTable2 } from './table2.ts';
import { computeSqlTables } from './sql-tables.ts';
import { computeReconciliation } from './reconciliation.ts';
import { computeE0 } from './e0.ts';
import { computeReliability } from './reliability.ts';
import { computeEntities } from './entities.ts';
import { computeQualifyingArrow } from './arrow.ts';

export async function computeAll(ctx: BuildContext, step: (name: string) => void): Promise<string[]> {
  for (const name of DERIVED_TABLES) ctx.parquet.push({ id: name, query: `SELECT * FROM ${name} ORDER BY ${DERIVED_ORDER[name]}` });
  step('compute: table2 (task-clustered bootstrap)');
  const table2 = await computeTable2(ctx);
  ctx.parquet.push({ id: 'suff_task_model_rule', query: 'SELECT * FROM suff_task_model_rule ORDER BY task_id, model_id, rule_id' });
  step('compute: SQL tables');
  await computeSqlTables(ctx);
  step('compute: e0 (Bradley–Terry, crossed bootstrap)');
  await computeE0(ctx);
  step('compute: reliability');
  await computeReliability(ctx, table2.scores);
  step('compute: entities');
  await computeEntities(ctx, table2.scores);
  await computeQualifyingArrow(ctx);
  step('compute: reconciliation');
  return computeReconciliation(ctx);
}
