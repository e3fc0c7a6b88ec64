/**
 * Task pages and verdict shards written by the worker thread (task-pages.ts): what a range gives,
 * how ranges are cut, and that a verdict not matching its schema stops the build with the file
 * and field named, also through the worker thread.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TaskEntity, VerdictShard } from '../../src/lib/artifacts/entities.ts';
import { taskRanges } from '../../src/lib/build/compute/task-entities.ts';
import { writeTaskRange, type TaskRange } from '../../src/lib/build/compute/task-pages.ts';
import { startTaskPagesThread } from '../../src/lib/build/compute/task-pages-thread.ts';
import { tempDir } from './helpers.ts';

const verdict = (id: string, model: string, rule: string, round: number, v: 'pass' | 'fail', extra: Record<string, unknown> = {}) => ({
  verdict_id: id, model_id: model, task_id: 'T001', round, rule_id: rule, raw_verdict: v, verdict: v, collapsed: false, method: 'regex',
  votes: null, cascade_group: null, cascade_rank: null, evidence: 'line 3: <b>"x"</b>', rationale: 'matched', ...extra,
});

function range(outDir: string, verdicts: object[]): TaskRange {
  return {
    outDir,
    tasks: [
      { task_id: 'T001', status: 'panel', scenario: 'backend', title: 'A task', summary: 'Does a thing', turns: '["do it","again"]', injected: '[{"rule_id":"R0001","surface":"SP"}]', injected_rules: 1, pilot_pass_rate: 0.5, pilot_discrimination: 0.25 },
      { task_id: 'T002', status: 'dropped', scenario: 'backend', title: 'No verdicts', summary: '', turns: '[]', injected: '[]', injected_rules: 0, pilot_pass_rate: 0, pilot_discrimination: 0 },
    ],
    perModel: { T001: [{ model_id: 'model-a', passes: 1, qualifying: 3 }, { model_id: 'model-b', passes: 0, qualifying: 0 }], T002: [] },
    verdicts: { T001: new TextEncoder().encode(JSON.stringify(verdicts)) },
  };
}

const three = [verdict('V000003', 'model-b', 'R0001', 1, 'fail'), verdict('V000001', 'model-a', 'R0002', 2, 'pass'), verdict('V000002', 'model-a', 'R0001', 2, 'fail')];

describe('task pages and verdict shards', () => {
  it('writes each task page, and a shard holding the verdicts byte for byte as given, with summaries computed from the per-model counts', () => {
    const out = tempDir('task-pages');
    const result = writeTaskRange(range(out, three));
    expect(result.entities.map((e) => e.path)).toEqual(['entities/verdicts/T001.json', 'entities/tasks/T001.json', 'entities/tasks/T002.json']);
    expect(result.summaries.map((s) => [s.task_id, s.passes, s.qualifying, s.acc])).toEqual([['T001', 1, 3, 33.3333333333], ['T002', 0, 0, null]]);
    const shardText = readFileSync(join(out, 'entities/verdicts/T001.json'), 'utf8');
    expect(shardText).toBe(`${JSON.stringify({ task_id: 'T001', verdicts: three })}\n`);
    expect(VerdictShard.parse(JSON.parse(shardText)).verdicts).toHaveLength(3);
    const page = TaskEntity.parse(JSON.parse(readFileSync(join(out, 'entities/tasks/T001.json'), 'utf8')));
    expect(page.per_model.map((m) => m.acc)).toEqual([33.3333333333, null]);
    expect(page.injected).toEqual([{ rule_id: 'R0001', surface: 'SP' }]);
    expect(result.entities[0]!.bytes).toBe(Buffer.byteLength(shardText));
  });

  it('refuses a verdict that does not match its schema, naming the file and field', () => {
    const bad = [verdict('V000001', 'model-a', 'R0001', 1, 'pass', { cascade_rank: 1.5 })];
    expect(() => writeTaskRange(range(tempDir('task-pages-bad'), bad))).toThrow(/entities\/verdicts\/T001\.json: field verdicts\.0\.cascade_rank/);
    const truncated = range(tempDir('task-pages-bad'), three);
    truncated.verdicts.T001 = truncated.verdicts.T001!.subarray(0, 40);
    expect(() => writeTaskRange(truncated)).toThrow(/entities\/verdicts\/T001\.json: not valid JSON/);
  });

  it('reports the same error through the worker thread, and keeps working for the next range', async () => {
    const thread = startTaskPagesThread();
    try {
      const out = tempDir('task-pages-thread');
      await expect(thread.write(range(out, [verdict('V000001', 'model-a', 'R0001', 1, 'pass', { evidence: 7 })]))).rejects.toThrow(/entities\/verdicts\/T001\.json: field verdicts\.0\.evidence/);
      const ok = await thread.write(range(out, three));
      expect(ok.entities).toHaveLength(3);
    } finally {
      await thread.close();
    }
  });

  it('cuts tasks into ranges of at most the given verdicts, a larger task alone', () => {
    const counts = new Map([['T1', 3], ['T2', 3], ['T3', 10], ['T4', 1], ['T5', 0]]);
    expect(taskRanges(['T1', 'T2', 'T3', 'T4', 'T5'], counts, 6)).toEqual([[0, 2], [2, 3], [3, 5]]);
    expect(taskRanges([], counts, 6)).toEqual([]);
  });
});
