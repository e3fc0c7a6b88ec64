/**
 * Probe consensus label (docs/metrics.md, "Consensus label at threshold t/9").
 */
import { PRIOR_LABELS, type PriorLabel } from './vocab.ts';

/**
 * Consensus label of a rule at threshold t: the label that at least `threshold` probe builds
 * gave AND that strictly more builds gave than any other label; otherwise null.
 * Formula: argmax_l n_l if n_l ≥ t and n_l > n_k for every k ≠ l.
 * Reference: docs/metrics.md "Reliability"; the paper's 5/9 rule recovers 287 rules.
 */
export function consensusLabel(countsByLabel: Readonly<Record<PriorLabel, number>>, threshold: number): PriorLabel | null {
  let best: PriorLabel | null = null;
  let bestCount = -1;
  let tied = false;
  for (const label of PRIOR_LABELS) {
    const count = countsByLabel[label];
    if (count > bestCount) { best = label; bestCount = count; tied = false; }
    else if (count === bestCount) tied = true;
  }
  return best !== null && !tied && bestCount >= threshold ? best : null;
}
