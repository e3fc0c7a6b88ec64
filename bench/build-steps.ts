/**
 * Per-step profile of a data build from its own log: src/pipeline/run.ts writes
 * "[12.6 s] compute: SQL tables" at the start of every step, so a step lasts until the next
 * line's timestamp. Used to say what dominates a build that misses its target.
 */
export interface StepTiming {
  step: string;
  seconds: number;
}

export function stepTimings(log: string): StepTiming[] {
  const marks = [...log.matchAll(/^\[(\d+(?:\.\d+)?) s\] (.+)$/gm)].map((m) => ({ at: Number(m[1]), step: m[2]!.trim() }));
  return marks.slice(0, -1).map((mark, i) => ({ step: mark.step, seconds: marks[i + 1]!.at - mark.at }));
}
