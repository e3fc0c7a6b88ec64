/**
 * Step "compute": every metric, in dependency order. Returns the reconciliation lines to print.
 * The task pages and verdict shards (most of the bytes of a build) depend on no metric: they are
 * written from the start, by a worker thread fed from DuckDB, while the other steps run.
 */
import { DERIVED_ORDER, DERIVED_TABLES } from '../derive.ts';
import type { BuildContext, ParquetOutput } from '../context.ts';
import { computeTable2 } from './table2.ts';
import { computeSqlTables } from './sql-tables.ts';
import { computeReconciliation } from './reconciliation.ts';
import { computeE0 } from './e0.ts';
import { computeReliability } from './reliability.ts';
import { computeEntities } from './entities.ts';
import { computeTaskEntities } from './task-entities.ts';
import { computeQualifyingArrow } from './arrow.ts';
import { startParquetOutputs } from '../write.ts';
import { startFunctionThread, type FunctionThread } from './function-thread.ts';
import { collectGarbage } from '../collect-garbage.ts';

/**
 * The verdicts table read in the order it was stored: verdicts.sql ends with ORDER BY verdict_id
 * (DERIVED_ORDER.verdicts, a unique key), and DuckDB returns a plain scan in insertion order
 * (preserve_insertion_order, on by default; the build's connection has one thread). Sorting it again
 * gave the same bytes but, at 4M rows with their evidence texts, cost 8 s of CPU and 0.6 GB.
 */
const VERDICTS_IN_STORED_ORDER = 'SELECT * FROM verdicts';

/** Intermediate SQL results written as Parquet, with their sort order. */
const INTERMEDIATE_TABLES: [string, string][] = [
  ['suff_task_model_rule', 'task_id, model_id, rule_id'],
  ['table2_point_estimates', 'acc DESC, model_id'],
  ['e0_win_counts', 'build_id, item, winner, loser'],
  ['e0_error_runs', 'build_id, item, rule_1_surface, rule_2_surface'],
  ['icc_model_rounds', 'model_id, round'],
  ['icc_cell_rounds', 'model_id, task_id, round'],
  ['table7_method_by_model', 'method, model_id'],
  ['rule_model_rates', 'rule_id, model_id'],
  ['model_breakdowns', 'model_id, dimension, key'],
  ['model_task_round_grid', 'model_id, task_id, round'],
];

export async function computeAll(ctx: BuildContext, step: (name: string) => void): Promise<string[]> {
  const verdictsParquet: ParquetOutput = { id: 'verdicts', query: VERDICTS_IN_STORED_ORDER };
  for (const name of DERIVED_TABLES) {
    ctx.parquet.push(name === 'verdicts' ? verdictsParquet : { id: name, query: `SELECT * FROM ${name} ORDER BY ${DERIVED_ORDER[name]}` });
  }
  // The derived release tables, verdicts first, are final from here on: their Parquet copies are
  // written alongside the compute steps (below), not left for the end of the build.
  const releaseParquet = [verdictsParquet, ...ctx.parquet.filter((output) => output !== verdictsParquet)];
  step('compute: task pages and verdict shards (started; run alongside)');
  const taskPages = computeTaskEntities(ctx);
  // Awaited below; until then its failure must not count as unhandled (the first error is reported).
  taskPages.catch(() => undefined);
  let thread: FunctionThread | null = null;
  const onThread: Promise<void>[] = [];
  // Awaited below; until then a failure on the thread must not count as unhandled.
  const awaitLater = (finished: Promise<void>) => {
    finished.catch(() => undefined);
    onThread.push(finished);
  };
  try {
    step('compute: table2 (task-clustered bootstrap)');
    // Only the scores are kept: the cells and draws (tens of MB at 100×) can be collected.
    const { scores } = await computeTable2(ctx);
    // Table 2's buffers are garbage now: collect them before the next steps allocate (collect-garbage.ts).
    collectGarbage();
    // The E0 and κ bootstraps run on a thread of their own while the steps after Table 2 go on
    // (function-thread.ts). Started now, not earlier: until Table 2 is done both cores are busy.
    thread = startFunctionThread();
    // verdicts.parquet (every verdict with its texts: the largest file, 10 s of DuckDB CPU at 100x)
    // and then the other derived tables are written from now on, on one DuckDB thread of their
    // own, alongside the steps below, instead of last and alone (at 100x the other derived tables
    // were about a second of the build's serial tail). One thread: the thread count is the
    // database's, shared by the queries that run meanwhile, whose floating-point sums must not
    // depend on it.
    startParquetOutputs(ctx, releaseParquet);
    step('compute: SQL tables');
    await computeSqlTables(ctx);
    step('compute: e0 (Bradley–Terry, crossed bootstrap)');
    awaitLater((await computeE0(ctx, thread)).finished);
    step('compute: reliability');
    awaitLater((await computeReliability(ctx, scores, thread)).finished);
    step('compute: entities (models, rules)');
    await computeEntities(ctx, scores);
    await computeQualifyingArrow(ctx);
    // Intermediate tables of the metric SQL, shipped so that a reader can rerun any query on the Parquet files.
    for (const [id, order] of INTERMEDIATE_TABLES) ctx.parquet.push({ id, query: `SELECT * FROM ${id} ORDER BY ${order}` });
    step('compute: E0 and κ bootstraps (wait)');
    // Before the Parquet outputs: E0 adds its bootstrap draws to them.
    await Promise.all(onThread);
  } catch (error) {
    await Promise.allSettled([taskPages, ...onThread]);
    throw error;
  } finally {
    await thread?.close();
  }
  step('compute: reconciliation');
  const reconciliation = await computeReconciliation(ctx);
  // The Parquet copies of the intermediate tables (every one listed by now) depend on nothing
  // computed after this point: DuckDB writes them now, on a connection of their own, while the
  // worker may still be writing task pages, and then alongside the write step's tables (write.ts
  // awaits them; pipeline.ts too if the build fails).
  step('compute: task pages (wait); Parquet of the intermediate tables (started)');
  startParquetOutputs(ctx, ctx.parquet.filter((output) => !releaseParquet.includes(output)));
  await taskPages;
  return reconciliation;
}
