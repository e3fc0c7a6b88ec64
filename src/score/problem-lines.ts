/**
 * Maps the validator's problems on the combined release back to the files the model builder
 * gave: a problem at line base + n of an appended file is at line n of the submitted file; one
 * in the generated rows (model record, runs made from the verdicts) names what generated them.
 * "line k" inside a message is rewritten the same way. Pure.
 */
import type { ReleaseProblem } from '../release/problems.ts';

/** One appended part of a combined release file: lines base+1 … base+lines came from `source`. */
export interface LineSource {
  /** The combined file's name as the validator reports it. */
  file: string;
  baseRows: number;
  lines: number;
  /** The file to report instead (a submitted path, or a description of generated rows). */
  source: string;
  /** True when `source` names generated rows, not a file: lines are not reported. */
  generated: boolean;
}

function mapLine(line: number, sources: readonly LineSource[], file: string): { file: string; line: number | null } | null {
  for (const s of sources) {
    if (s.file !== file || line <= s.baseRows || line > s.baseRows + s.lines) continue;
    return { file: s.source, line: s.generated ? null : line - s.baseRows };
  }
  return null;
}

/** The problem located in the submitted files where it falls in them; left as is otherwise. */
export function mapProblem(problem: ReleaseProblem, sources: readonly LineSource[]): ReleaseProblem {
  if (problem.line === null) return problem;
  const at = mapLine(problem.line, sources, problem.file);
  if (at === null) return problem;
  const message = problem.message.replace(/\bon line (\d+)/g, (_whole, n: string) => {
    const other = mapLine(Number(n), sources, problem.file);
    if (other === null) return `on line ${n} of the release's ${problem.file}`;
    return other.line === null ? `in ${other.file}` : `on line ${other.line} of ${other.file}`;
  });
  return { ...problem, file: at.file, line: at.line, message };
}
