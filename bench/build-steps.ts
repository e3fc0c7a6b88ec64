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

/**
 * The Table 2 bootstrap's own wall time from a build's log: it runs in a worker thread beside
 * other steps, so no step line times it (src/pipeline/table2-tables.ts logs it). Null without the line.
 */
export function table2BootstrapSeconds(log: string): number | null {
  const m = /^table2: bootstrap of \d+ resamples in (\d+(?:\.\d+)?) s\b/m.exec(log);
  return m ? Number(m[1]) : null;
}
