/**
 * The problem list of a validation run: keeps the first `max` problems in discovery order and
 * counts the rest, so a badly broken 4-million-row release cannot exhaust memory with messages.
 */
import { formatProblem, type ReadProblem } from './jsonl.ts';

export type ReleaseProblem = ReadProblem;
export { formatProblem };

export class ProblemLog {
  readonly max: number;
  readonly kept: ReleaseProblem[] = [];
  /** Problems found beyond `max` (counted, not kept). */
  dropped = 0;

  constructor(max: number) {
    if (!Number.isInteger(max) || max < 1) throw new Error(`maxProblems must be a positive integer, got ${max}`);
    this.max = max;
  }

  add(problem: ReleaseProblem): void {
    if (this.kept.length < this.max) this.kept.push(problem);
    else this.dropped += 1;
  }

  /** Shorthand for a problem at a line (null: the whole file). */
  at(file: string, line: number | null, field: string, message: string): void {
    this.add({ file, line, field, message });
  }

  get total(): number {
    return this.kept.length + this.dropped;
  }
}

/** Every kept problem as `file:line: field: message`, then "… and N more" if some were dropped. */
export function formatProblemList(problems: readonly ReleaseProblem[], dropped: number): string[] {
  const lines = problems.map(formatProblem);
  if (dropped > 0) lines.push(`… and ${dropped} more`);
  return lines;
}

/** A failure with located problems (file:line: field: message) for a CLI to print, one a line. */
export class ProblemsError extends Error {
  readonly problems: string[];
  constructor(message: string, problems: string[] = []) {
    super(message);
    this.name = 'ProblemsError';
    this.problems = problems;
  }
}
