/**
 * Failure-count targets of the panel's secondary marginals, derived from published figures
 * (`data/paper/published.json`, Figure 4, Figure 5, Table 4, Table 5) and the qualifying counts
 * the availability step produced. Each is a target for the *expected* failures of a category.
 */
import published from '../../data/paper/published.json' with { type: 'json' };
import type { Family } from '../../src/release/vocab.ts';
import { apportion } from '../util.ts';

const TOTAL_FAILURES = published.counts.failures;
export const TOTAL_PASSES = published.counts.qualifying - published.counts.failures;

/** Failures per action: shares of Figure 4 apportioned to the 8,440 failures. */
export function actionFailTargets(): Record<'shortfall' | 'overstep' | 'preference', number> {
  const a = published.failures.by_action;
  const [shortfall, overstep, preference] = apportion(TOTAL_FAILURES, [a.shortfall.share, a.overstep.share, a.preference.share]);
  return { shortfall: shortfall!, overstep: overstep!, preference: preference! };
}

/** Failures per family: Table 5 shares apportioned to the 8,440 failures. */
export function familyFailTargets(): Partial<Record<Family, number>> {
  const s = published.failures.family_failure_share;
  const fams = Object.keys(s) as (keyof typeof s)[];
  const counts = apportion(TOTAL_FAILURES, fams.map((f) => s[f]));
  return Object.fromEntries(fams.map((f, i) => [f, counts[i]!]));
}

/** Failures per merged modality class, given each class's qualifying count (Figure 5 accuracies;
 * commanding takes the remainder so the four sum to the total). */
export function modalityClassFailTargets(qualifying: { numeric_bounds: number; conditional: number }, preferenceFails: number): Record<'commanding' | 'numeric_bounds' | 'conditional' | 'preference', number> {
  const acc = published.failures.modality_class_accuracy;
  const numeric = Math.round(qualifying.numeric_bounds * (1 - acc.numeric_bounds / 100));
  const conditional = Math.round(qualifying.conditional * (1 - acc.conditional / 100));
  return { commanding: TOTAL_FAILURES - numeric - conditional - preferenceFails, numeric_bounds: numeric, conditional, preference: preferenceFails };
}

/** Failures per surface of Table 4 (SD, SP, UI) from published accuracy × the surface's qualifying count. */
export function surfaceFailTargets(qualifying: { SD: number; SP: number; UI: number }): { SD: number; SP: number; UI: number } {
  const t = published.surfaces_table4;
  return {
    SD: Math.round(qualifying.SD * (1 - t.SD.acc / 100)),
    SP: Math.round(qualifying.SP * (1 - t.SP.acc / 100)),
    UI: Math.round(qualifying.UI * (1 - t.UI.acc / 100)),
  };
}
