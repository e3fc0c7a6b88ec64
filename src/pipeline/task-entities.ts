/**
 * The task part of step "entities": entities/tasks/<task_id>.json, entities/verdicts/<task_id>.json
 * and entities/tasks.json. Verdicts are read from DuckDB in ranges of consecutive tasks and written
 * (task-entity-files.ts) range by range, each shard checked by its schema where it is written.
 */
import { TaskIndex, VerdictDetail, type EntityProvenance, type TaskEntity, type TaskSummary } from '../artifacts/entities.ts';
import { artifactPaths } from '../artifacts/paths.ts';
import { rows, sqlString } from './db.ts';
import { jsonArraysByKey } from './json-arrays.ts';
import { emitEntity, type BuildContext } from './context.ts';
import { writeTaskRange, type TaskModelCount, type TaskRow } from './task-entity-files.ts';
import { verdictGroups } from './table-builder.ts';

/**
 * Verdict rows read at once: all 4M verdicts of a 100× release as JSON would not fit in memory.
 */
const VERDICTS_PER_READ = 50_000;

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

/** What the task pages compose from the index, and the rows behind each row (see MODEL_TABLES). */
export const TASK_TABLES: EntityProvenance = {
  task_models: { sql: 'src/metrics/verdicts.sql (qualifying, grouped by task and model in the data build)', rows: verdictGroups({}, { key: 'model_id' }, ['task_id']) },
  tasks: { sql: 'src/metrics/verdicts.sql (qualifying, per task in the data build)', rows: verdictGroups({}, { task_id: 'task_id' }) },
};

/**
 * Per task, per model with verdicts on it (by model id): its verdict rows, collapsed ones, and its
 * qualifying verdicts' failures by rule family and by the surface the task placed the rule on
 * (`unplaced` when it does not), most failures first, then key — what the evidence page states.
 * Its qualifying verdicts, passes and pass rate are the task's per_model breakdown.
 */
async function evidenceTallies(c: BuildContext['connection']): Promise<Map<string, TaskEntity['evidence']>> {
  const totals = await rows(c, `SELECT task_id, model_id, count(*)::INTEGER AS verdicts, (count(*) FILTER (WHERE verdict = 'fail'))::INTEGER AS fails,
      (count(*) FILTER (WHERE NOT qualifying))::INTEGER AS not_qualifying, (count(*) FILTER (WHERE collapsed))::INTEGER AS collapsed
    FROM verdicts GROUP BY task_id, model_id ORDER BY task_id, model_id`);
  const tallyRows = await rows(c, `SELECT task_id, model_id, dimension, key, fail, qualifying FROM (
      SELECT task_id, model_id, 'family' AS dimension, family::VARCHAR AS key, (count(*) FILTER (WHERE verdict = 'fail'))::INTEGER AS fail, count(*)::INTEGER AS qualifying
        FROM verdicts WHERE qualifying GROUP BY ALL
      UNION ALL
      SELECT task_id, model_id, 'surface', coalesce(surface::VARCHAR, 'unplaced'), (count(*) FILTER (WHERE verdict = 'fail'))::INTEGER, count(*)::INTEGER
        FROM verdicts WHERE qualifying GROUP BY ALL)
    ORDER BY task_id, model_id, dimension, fail DESC, key`);
  const tallies = new Map<string, typeof tallyRows>();
  for (const r of tallyRows) {
    const key = `${String(r.task_id)}\u0000${String(r.model_id)}`;
    tallies.set(key, [...(tallies.get(key) ?? []), r]);
  }
  const out = new Map<string, TaskEntity['evidence']>();
  for (const t of totals) {
    const task = String(t.task_id);
    const model = String(t.model_id);
    const mine = tallies.get(`${task}\u0000${model}`) ?? [];
    const of = (dimension: string) => mine.filter((r) => r.dimension === dimension).map((r) => ({ key: String(r.key), fail: Number(r.fail), qualifying: Number(r.qualifying) }));
    if (!out.has(task)) out.set(task, []);
    out.get(task)!.push({ model_id: model, verdicts: Number(t.verdicts), fails: Number(t.fails), not_qualifying: Number(t.not_qualifying), collapsed: Number(t.collapsed), failures_by_family: of('family'), failures_by_surface: of('surface') });
  }
  return out;
}

/** `perRead`: verdicts per DuckDB read (a test passes a small one to cut several ranges). */
export async function computeTaskEntities(ctx: BuildContext, perRead = VERDICTS_PER_READ): Promise<void> {
  const c = ctx.connection;
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
  const evidence = await evidenceTallies(c);
  const orphan = await rows(c, 'SELECT DISTINCT task_id FROM verdicts WHERE task_id NOT IN (SELECT task_id FROM tasks) LIMIT 1');
  if (orphan.length > 0) throw new Error(`entities: verdicts of task ${String(orphan[0]!.task_id)} have no task record`);

  // Verdicts are read in ranges of consecutive tasks, so memory stays bounded on a scaled release
  // (DuckDB's row-by-chunk streaming was several times slower).
  const counts = new Map((await rows(c, 'SELECT task_id, count(*)::BIGINT AS n FROM verdicts GROUP BY task_id')).map((r) => [String(r.task_id), Number(r.n)]));
  const ranges = taskRanges(tasks.map((t) => t.task_id), counts, perRead);
  const index: TaskSummary[] = [];
  for (const [start, end] of ranges) {
    // The range's shards come from DuckDB as JSON bytes; writeTaskRange checks each by its schema
    // and writes the bytes as they are.
    const arrays = await jsonArraysByKey(c, {
      from: 'verdicts', where: `task_id BETWEEN ${sqlString(tasks[start]!.task_id)} AND ${sqlString(tasks[end - 1]!.task_id)}`,
      keyColumn: 'task_id', schema: VerdictDetail, orderBy: 'verdict_id',
    });
    const slice = tasks.slice(start, end);
    const result = writeTaskRange({ outDir: ctx.outDir, tasks: slice, perModel: Object.fromEntries(slice.map((t) => [t.task_id, perModel.get(t.task_id) ?? []])), evidence: Object.fromEntries(slice.map((t) => [t.task_id, evidence.get(t.task_id) ?? []])), verdicts: Object.fromEntries(arrays) });
    ctx.entities.push(...result.entities);
    index.push(...result.summaries);
  }
  await emitEntity(ctx, artifactPaths.taskIndex, 'TaskIndex', TaskIndex, { tasks: index, provenance: TASK_TABLES });
}
