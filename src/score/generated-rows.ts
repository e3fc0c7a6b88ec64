/**
 * The rows the score command adds besides the submitted ones: the model's record in
 * models.jsonl and, when no runs file is given, one run per (task, round) of its verdicts
 * (every verdict needs its run, data/release-format.md). Pure.
 */
import type { ModelRecord, RunRecord } from '../release/schemas.ts';
import { stringField } from './fields.ts';

/** The models.jsonl record of a scored model: a panel build, its provenance said in `provider`. */
export function scoredModelRecord(modelId: string, displayName: string | null): ModelRecord {
  return {
    model_id: modelId, display_name: displayName ?? modelId, identifier: modelId,
    provider: 'scored locally (npm run score)', context_variant: 'standard', cohorts: ['panel'], probe_twin: null,
  };
}

/**
 * One completed run per distinct (task, round) of the verdict rows, in order of first sight.
 * turns_completed = the task's number of user turns (a verdict implies the run was scored);
 * tool_calls = 0 (not known). Rows without a string task_id or an integer round are skipped:
 * the validator reports them at their own line.
 */
export function runsForVerdicts(modelId: string, verdicts: readonly unknown[], turnsOfTask: ReadonlyMap<string, number>): RunRecord[] {
  const seen = new Set<string>();
  const runs: RunRecord[] = [];
  for (const value of verdicts) {
    const taskId = stringField(value, 'task_id');
    const round = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)['round'] : undefined;
    if (taskId === null || typeof round !== 'number' || !Number.isInteger(round)) continue;
    const key = `${taskId}|${round}`;
    if (seen.has(key)) continue;
    seen.add(key);
    runs.push({
      run_id: `score-${modelId}-${taskId}-r${round}`.slice(0, 64), model_id: modelId, task_id: taskId, round,
      status: 'completed', turns_completed: turnsOfTask.get(taskId) ?? 0, tool_calls: 0,
    });
  }
  return runs;
}
