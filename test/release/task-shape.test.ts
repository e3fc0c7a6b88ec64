/**
 * `validate` notes panel tasks outside the paper's 25–35 injected and 10–27 scorable rules per
 * task (docs/paper/HARNESS-IF.md §4) — as notes, not errors: the release stays valid.
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { formatProblem } from '../../src/release/problems.ts';
import type { TaskRecord, VerdictRecord } from '../../src/release/schemas.ts';
import { TaskShapeNotes } from '../../src/release/task-shape.ts';

const rule = (i: number) => `R${String(i).padStart(4, '0')}`;
function task(id: string, injected: number, status: TaskRecord['status'] = 'panel'): TaskRecord {
  return {
    task_id: id, status, scenario: 'backend', title: 't', summary: 's', turns: ['x'],
    injected: Array.from({ length: injected }, (_, i) => ({ rule_id: rule(i + 1), surface: 'SP' as const })),
    pilot: { pass_rate: 50, discrimination: 0 },
  };
}
function verdicts(taskId: string, scorable: number, verdict: VerdictRecord['verdict'] = 'pass'): VerdictRecord[] {
  return Array.from({ length: scorable }, (_, i) => ({
    verdict_id: `V${String(i).padStart(6, '0')}`, model_id: 'm-1', task_id: taskId, round: 1, rule_id: rule(i + 1), verdict,
    method: 'regex', votes: null, cascade_group: null, cascade_rank: null, evidence: 'e', rationale: 'r',
  }));
}

describe('TaskShapeNotes', () => {
  it('notes nothing at the ends of both ranges (25 and 35 injected, 10 and 27 scorable)', () => {
    const shape = new TaskShapeNotes();
    shape.task(task('T001', 25), 1);
    shape.task(task('T002', 35), 2);
    for (const v of [...verdicts('T001', 10), ...verdicts('T002', 27)]) shape.verdict(v);
    expect(shape.notes('tasks.jsonl')).toEqual([]);
  });

  it('notes each panel task just outside a range, at its line, and skips dropped tasks', () => {
    const shape = new TaskShapeNotes();
    shape.task(task('T001', 24), 1);
    shape.task(task('T002', 36), 2);
    shape.task(task('T003', 2, 'dropped'), 3);
    // T001: 9 scorable (and na verdicts, which are no opportunity); T002: 28 scorable
    for (const v of [...verdicts('T001', 9), ...verdicts('T001', 20, 'na'), ...verdicts('T002', 28, 'fail')]) shape.verdict(v);
    expect(shape.notes('tasks.jsonl').map(formatProblem)).toEqual([
      "tasks.jsonl:1: injected: note: task T001 injects 24 rules; the paper's tasks inject 25–35",
      "tasks.jsonl:1: injected: note: task T001 has 9 rules with a scorable opportunity (a pass or fail verdict); the paper's tasks have 10–27",
      "tasks.jsonl:2: injected: note: task T002 injects 36 rules; the paper's tasks inject 25–35",
      "tasks.jsonl:2: injected: note: task T002 has 28 rules with a scorable opportunity (a pass or fail verdict); the paper's tasks have 10–27",
    ]);
  });
});

describe('npm run validate on the mini release (tasks of 5 and 6 rules)', () => {
  it('exits 0, prints the notes on stderr and keeps stdout for the counts', () => {
    const run = spawnSync(process.execPath, ['scripts/validate.ts', 'test/fixtures/mini-release'], { encoding: 'utf8' });
    expect(run.status).toBe(0);
    expect(run.stdout).not.toContain('note:');
    // test/fixtures/mini-release/tasks.jsonl: T001 injects R0001–R0005, T002 six rules (read from the file)
    expect(run.stderr).toContain("tasks.jsonl:1: injected: note: task T001 injects 5 rules; the paper's tasks inject 25–35");
    expect(run.stderr).toContain("tasks.jsonl:2: injected: note: task T002 injects 6 rules; the paper's tasks inject 25–35");
  });
});
