/**
 * Targets of the simulated judge audit (paper §9, Appendix E.1; published.json reliability).
 * Published: judge swap 116 rows, 72 agreements (62.1%), κ 0.163, per-model pass-rate shift
 * −40 to +33 pp; human audit 919 rows, 69.0% agreement (634), κ 0.515; judge pair n = 65,
 * κ 0.4717. INVENTED: the label shares each rater prefers (they steer the table search), the
 * judge-pair agreement, which models carry the extreme shifts, and every note text.
 */
import type { ConfusionTarget } from './confusion.ts';

export const PANEL_JUDGE = 'GPT-5.2';
export const SWAP_JUDGE = 'Claude Opus 4.7';
export const HUMAN_AUDIT_RATER_A = 'GPT-5.2 (five-vote)';
export const HUMAN_REFERENCE = 'human reference';

export const JUDGE_SWAP_TARGET: ConfusionTarget = {
  labels: ['pass', 'fail'], n: 116, kappa: 0.163, agreements: 72, preferredAgreement: 72 / 116,
  preferredA: [0.7, 0.3], preferredB: [0.62, 0.38],
};
export const HUMAN_AUDIT_TARGET: ConfusionTarget = {
  labels: ['pass', 'fail', 'na'], n: 919, kappa: 0.515, agreements: 634, preferredAgreement: 634 / 919,
  preferredA: [0.46, 0.34, 0.2], preferredB: [0.44, 0.36, 0.2],
};
export const JUDGE_PAIR_TARGET: ConfusionTarget = {
  labels: ['pass', 'fail', 'na'], n: 65, kappa: 0.4717, agreements: null, preferredAgreement: 0.66,
  preferredA: [0.55, 0.3, 0.15], preferredB: [0.5, 0.33, 0.17],
};

/**
 * Per-model pass-rate shift extremes (B − A): one model with 10 swapped verdicts moves by −4/10
 * = −40 pp, one with 9 by +3/9 = +33.3 pp (published range −40 to +33). Every other model stays
 * strictly inside. INVENTED: which models these are.
 */
export const SWAP_EXTREMES = {
  lowest: { modelId: 'seed-2.0-pro', rows: 10, shift: -4 },
  highest: { modelId: 'hy3', rows: 9, shift: 3 },
} as const;
