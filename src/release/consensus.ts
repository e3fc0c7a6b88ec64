/**
 * Probe consensus label (docs/metrics.md, "Consensus label at threshold t") and the thresholds
 * scaled to the release's probe cohort (docs/metrics.md, "Consensus thresholds").
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

/** The paper's probe cohort and its three consensus thresholds (Appendix E.4: 4/9, 5/9 — the default — and 7/9). */
export const PAPER_PROBE_BUILDS = 9;
export const PAPER_CONSENSUS_THRESHOLDS = { t4: 4, t5: 5, t7: 7 } as const;
export type ConsensusKey = keyof typeof PAPER_CONSENSUS_THRESHOLDS;
/** The threshold that defines a rule's prior label and the recoverable rules (the paper's 5/9). */
export const DEFAULT_CONSENSUS: ConsensusKey = 't5';

export interface ConsensusThreshold {
  /** Which of the paper's thresholds this is: t4, t5 or t7 (4/9, 5/9, 7/9). */
  key: ConsensusKey;
  /** The paper's count out of its 9 probe builds. */
  paper_builds: number;
  /** Agreeing probe builds needed in this release. */
  builds: number;
  /** Probe builds of this release (the denominator). */
  probe_builds: number;
}

/**
 * The paper's consensus thresholds for a probe cohort of n builds: the smallest count whose share
 * of n is at least the paper's share of 9, and at least 1.
 * Formula: t_n = max(1, ⌈k·n / 9⌉) for k ∈ {4, 5, 7}; n = 9 gives the paper's 4, 5, 7; n = 6
 * gives 3, 4, 5. Our addition: the paper (Appendix E.4) defines the thresholds for nine probe
 * builds only (docs/metrics.md "Consensus thresholds").
 */
export function consensusThresholds(probeBuilds: number): ConsensusThreshold[] {
  return (Object.entries(PAPER_CONSENSUS_THRESHOLDS) as [ConsensusKey, number][]).map(([key, k]) => ({
    key, paper_builds: k, builds: Math.max(1, Math.ceil((k * probeBuilds) / PAPER_PROBE_BUILDS)), probe_builds: probeBuilds,
  }));
}

/** The default (5/9) consensus threshold for a probe cohort of n builds. */
export function defaultConsensusThreshold(probeBuilds: number): number {
  return consensusThresholds(probeBuilds).find((t) => t.key === DEFAULT_CONSENSUS)!.builds;
}
