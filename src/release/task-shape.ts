/**
 * Notes (not errors) on panel tasks shaped unlike the paper's: the paper's tasks inject 25–35
 * rules each, of which 10–27 get a scorable opportunity in that task (docs/paper/HARNESS-IF.md
 * §4, "The main coding panel"). The format allows any number (a release may be a pilot or a new panel), so a
 * task outside these ranges is valid; `npm run validate` names it so a reader comparing with the
 * paper knows. A rule "gets a scorable opportunity" in a task when at least one of its raw
 * verdicts there is pass or fail (na: no opportunity; partial never enters a denominator).
 */
import type { ReleaseProblem } from './problems.ts';
import type { TaskRecord, VerdictRecord } from './schemas.ts';

/** The paper's per-task ranges (inclusive). */
export const PAPER_INJECTED_PER_TASK = { min: 25, max: 35 } as const;
export const PAPER_SCORABLE_PER_TASK = { min: 10, max: 27 } as const;

interface PanelTask { line: number; injected: number; scorable: Set<string> }

export class TaskShapeNotes {
  private readonly tasks = new Map<string, PanelTask>();

  task(r: TaskRecord, line: number): void {
    if (r.status === 'panel' && !this.tasks.has(r.task_id)) this.tasks.set(r.task_id, { line, injected: new Set(r.injected.map((e) => e.rule_id)).size, scorable: new Set() });
  }

  verdict(r: VerdictRecord): void {
    if (r.verdict === 'pass' || r.verdict === 'fail') this.tasks.get(r.task_id)?.scorable.add(r.rule_id);
  }

  /** One note per range a panel task is outside, located at its line of the tasks file, in line order. */
  notes(tasksFile: string): ReleaseProblem[] {
    const out: ReleaseProblem[] = [];
    const outside = (n: number, range: { min: number; max: number }) => n < range.min || n > range.max;
    for (const [id, t] of [...this.tasks].sort((a, b) => a[1].line - b[1].line)) {
      if (outside(t.injected, PAPER_INJECTED_PER_TASK)) {
        out.push({ file: tasksFile, line: t.line, field: 'injected', message: `note: task ${id} injects ${t.injected} rules; the paper's tasks inject ${PAPER_INJECTED_PER_TASK.min}–${PAPER_INJECTED_PER_TASK.max}` });
      }
      if (outside(t.scorable.size, PAPER_SCORABLE_PER_TASK)) {
        out.push({ file: tasksFile, line: t.line, field: 'injected', message: `note: task ${id} has ${t.scorable.size} rules with a scorable opportunity (a pass or fail verdict); the paper's tasks have ${PAPER_SCORABLE_PER_TASK.min}–${PAPER_SCORABLE_PER_TASK.max}` });
      }
    }
    return out;
  }
}
