import type { NoncodingAttemptRecord } from '../../src/release/schemas.ts';
import type { Random } from '../../src/stats/random.ts';
import { nonCodingMacroAccuracy } from './ncMacro.ts';

type Outcome = NoncodingAttemptRecord['outcomes'][number];

/**
 * Moves one model's NC-Macro onto `target` (percent) by flipping single pass/fail outcomes of its
 * valid attempts, in a seeded random order, keeping a flip only when it brings NC-Macro closer.
 * The sampled outcomes already land near the target; this removes the sampling error so that the
 * invented per-model values are met to within half the smallest step (1 / (cases × outcomes per
 * case) ≈ 0.1 pp). Mutates the outcomes in place (they are freshly built by the caller).
 */
export function calibrateModelToMacro(attempts: NoncodingAttemptRecord[], modelId: string, target: number, rng: Random): void {
  const mine = attempts.filter((attempt) => attempt.model_id === modelId && attempt.valid);
  const cases = new Map<string, { pass: number; qualifying: number }>();
  const slots: { outcome: Outcome; caseId: string }[] = [];
  for (const attempt of mine) {
    for (const outcome of attempt.outcomes) {
      if (outcome.verdict === 'na') continue;
      const cell = cases.get(attempt.case_id) ?? { pass: 0, qualifying: 0 };
      cell.qualifying += 1;
      if (outcome.verdict === 'pass') cell.pass += 1;
      cases.set(attempt.case_id, cell);
      slots.push({ outcome, caseId: attempt.case_id });
    }
  }
  const start = nonCodingMacroAccuracy(mine, modelId);
  if (start === null) throw new Error(`noncoding: model ${modelId} has no qualifying outcome to calibrate`);
  let macro = start;
  // Fisher–Yates with the seeded stream: the flip order is random but reproducible.
  for (let i = slots.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [slots[i], slots[j]] = [slots[j]!, slots[i]!];
  }
  for (const slot of slots) {
    const diff = macro - target;
    if (Math.abs(diff) < 0.05) break;
    const wanted = diff < 0 ? 'fail' : 'pass';
    if (slot.outcome.verdict !== wanted) continue;
    const cell = cases.get(slot.caseId)!;
    const step = (100 / cases.size / cell.qualifying) * (diff < 0 ? 1 : -1);
    if (Math.abs(diff + step) >= Math.abs(diff)) continue;
    slot.outcome.verdict = wanted === 'fail' ? 'pass' : 'fail';
    cell.pass += diff < 0 ? 1 : -1;
    macro += step;
  }
  const reached = nonCodingMacroAccuracy(mine, modelId)!;
  if (Math.abs(reached - target) > 0.15) {
    throw new Error(`noncoding: could not calibrate ${modelId} to NC-Macro ${target} (reached ${reached.toFixed(2)})`);
  }
}
