/**
 * The task pages (TaskEntity) and verdict shards (VerdictShard) of a range of consecutive tasks,
 * built from what DuckDB returned (task-entities.ts) and written to disk.
 */
import { TaskEntity, VerdictShard, type TaskSummary } from '../artifacts/entities.ts';
import { artifactPaths } from '../artifacts/paths.ts';
import { writeEntityFile, writeEntityWithCheckedArray, type EntityOutput } from './context.ts';
import { clean } from './table-builder.ts';

/** One row of the tasks table as read for the pages (turns and injected as JSON text). */
export interface TaskRow {
  task_id: string;
  status: string;
  scenario: string;
  title: string;
  summary: string;
  turns: string;
  injected: string;
  injected_rules: number;
  pilot_pass_rate: number;
  pilot_discrimination: number;
}

/** A task's passes and qualifying verdicts for one model. */
export interface TaskModelCount {
  model_id: string;
  passes: number;
  qualifying: number;
}

export interface TaskRange {
  outDir: string;
  tasks: TaskRow[];
  /** Per task id, its per-model counts sorted by model id. */
  perModel: Record<string, TaskModelCount[]>;
  /** Per task id, its evidence tallies per model sorted by model id (TaskEntity `evidence`). */
  evidence: Record<string, TaskEntity['evidence']>;
  /** Per task id, its verdicts as one JSON array (UTF-8 bytes) sorted by verdict id (absent: none). */
  verdicts: Record<string, Uint8Array>;
}

interface TaskRangeResult {
  entities: EntityOutput[];
  summaries: TaskSummary[];
}

const acc = (passes: number, qualifying: number) => (qualifying > 0 ? clean((100 * passes) / qualifying) : null);

/** Writes the page of every task of the range, and its verdict shard when it has verdicts. */
export function writeTaskRange(range: TaskRange): TaskRangeResult {
  const entities: EntityOutput[] = [];
  const summaries: TaskSummary[] = [];
  for (const t of range.tasks) {
    const id = t.task_id;
    const pm = (range.perModel[id] ?? []).map((x) => ({ key: x.model_id, passes: x.passes, qualifying: x.qualifying, acc: acc(x.passes, x.qualifying) }));
    const passes = pm.reduce((s, x) => s + x.passes, 0);
    const qualifying = pm.reduce((s, x) => s + x.qualifying, 0);
    const summary = { task_id: id, status: t.status, scenario: t.scenario, title: t.title, injected_rules: t.injected_rules, passes, qualifying, acc: acc(passes, qualifying) } as TaskSummary;
    summaries.push(summary);
    // The shard is DuckDB's JSON text of the task's verdicts (to_json of VerdictDetail's fields, in
    // its order) inside the shard's braces, checked by VerdictShard and written as it is by
    // writeEntityWithCheckedArray. The task page draws its outcome grid from the shard.
    const json = range.verdicts[id];
    if (json !== undefined) entities.push(writeEntityWithCheckedArray(range.outDir, artifactPaths.verdictShard(id), 'VerdictShard', VerdictShard, { task_id: id }, 'verdicts', json));
    entities.push(writeEntityFile(range.outDir, artifactPaths.task(id), 'TaskEntity', TaskEntity, {
      ...summary, summary: t.summary, turns: JSON.parse(t.turns), injected: JSON.parse(t.injected),
      pilot: { pass_rate: t.pilot_pass_rate, discrimination: t.pilot_discrimination }, per_model: pm, evidence: range.evidence[id] ?? [],
    }));
  }
  return { entities, summaries };
}
