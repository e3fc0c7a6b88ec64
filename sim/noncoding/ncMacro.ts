import type { NoncodingAttemptRecord } from '../../src/release/schemas.ts';

/**
 * Non-coding macro accuracy (NC-Macro, paper Table 8; docs/metrics.md "Non-coding"), in percent.
 * NC-Macro(m) = (1/|C|) Σ_{c∈C} passes(m,c) / qualifying(m,c), where the counts pool every
 * outcome (pass or fail; n/a never counts) of m's *valid* attempts on case c, and C is the set of
 * cases with at least one qualifying outcome for m. Invalid attempts are excluded, not failures.
 * The simulator uses it to calibrate; the data build computes the published figure itself.
 * Returns null when m has no qualifying outcome at all (undefined, never a number).
 */
export function nonCodingMacroAccuracy(attempts: readonly NoncodingAttemptRecord[], modelId: string): number | null {
  const perCase = new Map<string, { pass: number; qualifying: number }>();
  for (const attempt of attempts) {
    if (attempt.model_id !== modelId || !attempt.valid) continue;
    for (const outcome of attempt.outcomes) {
      if (outcome.verdict === 'na') continue;
      const cell = perCase.get(attempt.case_id) ?? { pass: 0, qualifying: 0 };
      cell.qualifying += 1;
      if (outcome.verdict === 'pass') cell.pass += 1;
      perCase.set(attempt.case_id, cell);
    }
  }
  if (perCase.size === 0) return null;
  let sum = 0;
  for (const cell of perCase.values()) sum += cell.pass / cell.qualifying;
  return (100 * sum) / perCase.size;
}
