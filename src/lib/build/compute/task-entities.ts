/**
 * The task part of step "entities": entities/tasks/<task_id>.json, entities/verdicts/<task_id>.json
 * and entities/tasks.json. It needs only the release tables, not the Table 2 scores, so
 * compute/index.ts starts it first and runs the other steps meanwhile: this thread only reads
 * ranges of verdicts from DuckDB, and a worker thread (task-pages.ts) checks and writes them.
 */
import { TaskIndex, VerdictDetail, type TaskSummary } from '../../artifacts/entities.ts';
import { artifactPaths } from '../../artifacts/paths.ts';
import type { DuckDBConnection } from '@duckdb/node-api';
import { rows } from '../db.ts';
import { enumConstant } from '../release-columns.ts';
import { jsonArraysByKey } from '../json-arrays.ts';
import { emitEntity, type BuildContext } from '../context.ts';
import type { TaskModelCount, TaskRange, TaskRangeResult, TaskRow } from './task-pages.ts';
import { startTaskPagesThread } from './task-pages-thread.ts';

/**
 * Verdict rows read at once by each reader (RANGE_READERS). Each reader has at most three ranges
 * in memory: one being written by the worker, one waiting for it, one being read by DuckDB; each
 * is held as JSON text. DuckDB's result buffers are freed only when the JS reader is collected: at
 * 200,000 rows (two ranges in memory) the 4M-row release peaked near 4.8 GB in this step. 25,000
 * with two readers holds what 50,000 held with one.
 */
const VERDICTS_PER_READ = 25_000;

/** Ranges of consecutive tasks (by position in `tasks`) of about VERDICTS_PER_READ verdicts each. */
export function taskRanges(taskIds: string[], verdictCounts: Map<string, number>, perRead: number): [number, number][] {
  const ranges: [number, number][] = [];
  for (let start = 0; start < taskIds.length;) {
    let end = start;
    let size = 0;
    while (end < taskIds.length && (end === start || size + (verdictCounts.get(taskIds[end]!) ?? 0) <= perRead)) {
      size += verdictCounts.get(taskIds[end]!) ?? 0;
      end++;
    }
    ranges.push([start, end]);
    start = end;
  }
  return ranges;
}

/**
 * DuckDB connections reading verdict ranges at once. Each query runs on one thread (the build's
 * DuckDB thread count is 1), so one reader used at most one core: at 100×, once the other steps
 * were done, the build waited 5-11 s for the shards with the other core idle. Two readers take
 * alternate ranges; the bytes of every file do not depend on which reader read it.
 */
const RANGE_READERS = 2;

export async function computeTaskEntities(ctx: BuildContext): Promise<void> {
  // Connections of their own: their reads (millions of verdicts as JSON at scale) then run
  // alongside the other steps' queries instead of queueing with them on one connection. Every
  // query is still single-threaded with an ORDER BY, so the bytes do not depend on scheduling.
  const connections: DuckDBConnection[] = [];
  try {
    for (let r = 0; r < RANGE_READERS; r++) connections.push(await ctx.connect());
    await writeTaskEntities(ctx, connections);
  } finally {
    for (const c of connections) c.closeSync();
  }
}

async function writeTaskEntities(ctx: BuildContext, connections: DuckDBConnection[]): Promise<void> {
  const c = connections[0]!;
  const tasks: TaskRow[] = (await rows(c, `SELECT task_id, status, scenario, title, summary, to_json(turns)::VARCHAR AS turns, to_json(injected)::VARCHAR AS injected, injected_rules,
      pilot_pass_rate, pilot_discrimination FROM tasks ORDER BY task_id`)).map((t) => ({
    task_id: String(t.task_id), status: t.status as string, scenario: t.scenario as string, title: String(t.title), summary: String(t.summary),
    turns: String(t.turns), injected: String(t.injected), injected_rules: Number(t.injected_rules),
    pilot_pass_rate: Number(t.pilot_pass_rate), pilot_discrimination: Number(t.pilot_discrimination),
  }));
  const perModel = new Map<string, TaskModelCount[]>();
  for (const r of await rows(c, `SELECT task_id, model_id, sum(z)::INTEGER AS passes, count(*)::INTEGER AS qualifying FROM verdicts WHERE qualifying GROUP BY task_id, model_id ORDER BY task_id, model_id`)) {
    const id = String(r.task_id);
    if (!perModel.has(id)) perModel.set(id, []);
    perModel.get(id)!.push({ model_id: String(r.model_id), passes: Number(r.passes), qualifying: Number(r.qualifying) });
  }
  const orphan = await rows(c, 'SELECT DISTINCT task_id FROM verdicts WHERE task_id NOT IN (SELECT task_id FROM tasks) LIMIT 1');
  if (orphan.length > 0) throw new Error(`entities: verdicts of task ${String(orphan[0]!.task_id)} have no task record`);

  // Verdicts are read in ranges of consecutive tasks, so memory stays bounded on a scaled release
  // (DuckDB's row-by-chunk streaming was several times slower).
  const counts = new Map((await rows(c, 'SELECT task_id, count(*)::BIGINT AS n FROM verdicts GROUP BY task_id')).map((r) => [String(r.task_id), Number(r.n)]));
  const ranges = taskRanges(tasks.map((t) => t.task_id), counts, VERDICTS_PER_READ);
  // Each range's shards come from DuckDB as JSON bytes, handed to the worker without a copy,
  // which checks each shard by its schema and writes the bytes as they are.
  const readRange = async (connection: DuckDBConnection, [start, end]: [number, number]): Promise<{ range: TaskRange; transfer: ArrayBuffer[] }> => {
    const arrays = await jsonArraysByKey(connection, {
      from: 'verdicts', where: `task_id BETWEEN ${enumConstant('enum_task_id', tasks[start]!.task_id)} AND ${enumConstant('enum_task_id', tasks[end - 1]!.task_id)}`,
      keyColumn: 'task_id', schema: VerdictDetail, orderBy: 'verdict_id',
    });
    const verdicts = Object.fromEntries(arrays);
    const transfer = [...arrays.values()].map((bytes) => bytes.buffer as ArrayBuffer);
    const slice = tasks.slice(start, end);
    return { range: { outDir: ctx.outDir, tasks: slice, perModel: Object.fromEntries(slice.map((t) => [t.task_id, perModel.get(t.task_id) ?? []])), verdicts }, transfer };
  };

  const thread = startTaskPagesThread();
  const results: TaskRangeResult[] = [];
  try {
    // Reader r takes ranges r, r + readers, ….
    const readers = connections.map(async (connection, r) => {
      await readAndWrite(connection, ranges.filter((_, k) => k % connections.length === r), (k) => r + k * connections.length);
    });
    const settled = await Promise.allSettled(readers);
    const failed = settled.find((s) => s.status === 'rejected');
    if (failed) throw (failed as PromiseRejectedResult).reason;
  } finally {
    await thread.close();
  }
  // Counted rather than searched: some() never visits the hole a missing range would leave.
  const writtenRanges = results.filter((r) => r !== undefined).length;
  if (writtenRanges !== ranges.length || results.length !== ranges.length) throw new Error(`entities: ${writtenRanges} of ${ranges.length} task ranges were written`);
  const index: TaskSummary[] = [];
  for (const result of results) {
    ctx.entities.push(...result.entities);
    index.push(...result.summaries);
  }
  await emitEntity(ctx, artifactPaths.taskIndex, 'TaskIndex', TaskIndex, { tasks: index });

  /**
   * One reader's pipeline: DuckDB (the connection's own thread) reads its range k + 1 while the
   * worker writes range k; results land at their range's position. Every promise started is
   * awaited, so none rejects unhandled.
   */
  async function readAndWrite(connection: DuckDBConnection, own: [number, number][], position: (k: number) => number): Promise<void> {
    let written: Promise<void> | null = null;
    let reading: Promise<{ range: TaskRange; transfer: ArrayBuffer[] }> | null = own.length > 0 ? readRange(connection, own[0]!) : null;
    try {
      for (let k = 0; k < own.length; k++) {
        const { range, transfer } = await reading!;
        reading = null;
        const previous = written;
        const at = position(k);
        written = thread.write(range, transfer).then((result) => { results[at] = result; });
        reading = k + 1 < own.length ? readRange(connection, own[k + 1]!) : null;
        if (previous) await previous;
      }
      if (written) await written;
      written = null;
    } catch (error) {
      await Promise.allSettled([reading, written]);
      throw error;
    }
  }
}
