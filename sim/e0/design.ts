/**
 * The invented per-build design of the simulated E0 experiment.
 *
 * Published (§8): rank sums over the nine builds SP 20, PF 20, UI 20, TD 34, SD 41; six of
 * nine single-build fits reproduce {SP, PF, UI} > TD > SD; 27 errors, DeepSeek V3.2 14 and
 * Seed 2 Pro 10. Everything per build below is INVENTED to meet those figures:
 * - six "rotating" builds rank SD 5th and TD 4th and rotate ranks 1-3 among SP, PF and UI so
 *   that each leader collects 12 over the six (two sets of three cyclic orders);
 * - MiniMax M2.7: UI 1, PF 2, SP 3, SD 4, TD 5 (prefers skills over tool descriptions);
 * - DeepSeek V3.2: SP 1, UI 2, TD 3, SD 4, PF 5 (ignores project files);
 * - Seed 2 Pro: PF 1, TD 2, SD 3, SP 4, UI 5 (follows files and tools over the conversation).
 * Sums: SP 12+3+1+4 = 20, PF 12+2+5+1 = 20, UI 12+1+2+5 = 20, TD 24+5+3+2 = 34, SD 30+4+4+3 = 41.
 */
import type { CONFIGURABLE_SURFACES } from '../../src/release/vocab.ts';

export type E0Surface = (typeof CONFIGURABLE_SURFACES)[number];

interface E0BuildDesign {
  /** Surfaces from most to least won (win-rate rank 1..5); must hold strictly, without ties. */
  rankOrder: readonly E0Surface[];
  /**
   * Contrarian builds: log-strength pattern (centred) that produces their rank order; scaled by
   * the calibrated contrarian strength. Null for rotating builds (they follow the pooled order).
   */
  contrarianPattern: Readonly<Record<E0Surface, number>> | null;
  /** How many of the build's runs ended in an error. */
  errors: number;
}

const rotating = (rankOrder: readonly E0Surface[]): E0BuildDesign => ({ rankOrder, contrarianPattern: null, errors: 0 });

export const E0_BUILD_DESIGN: Readonly<Record<string, E0BuildDesign>> = {
  'p-claude-opus-4.6': rotating(['SP', 'PF', 'UI', 'TD', 'SD']),
  'p-claude-sonnet-4.6': rotating(['PF', 'UI', 'SP', 'TD', 'SD']),
  'p-gpt-5.4': { ...rotating(['UI', 'SP', 'PF', 'TD', 'SD']), errors: 1 },
  'p-gemini-3.1-pro': rotating(['SP', 'UI', 'PF', 'TD', 'SD']),
  'p-deepseek-v3.2': {
    rankOrder: ['SP', 'UI', 'TD', 'SD', 'PF'],
    contrarianPattern: { SP: 1.0, UI: 0.7, TD: 0.1, SD: -0.5, PF: -1.3 },
    errors: 14,
  },
  'p-kimi-k2.5': { ...rotating(['PF', 'SP', 'UI', 'TD', 'SD']), errors: 1 },
  'p-minimax-m2.7': {
    rankOrder: ['UI', 'PF', 'SP', 'SD', 'TD'],
    contrarianPattern: { UI: 0.9, PF: 0.7, SP: 0.5, SD: -0.3, TD: -1.8 },
    errors: 0,
  },
  'p-qwen-3.6-plus': { ...rotating(['UI', 'PF', 'SP', 'TD', 'SD']), errors: 1 },
  'p-seed-2-pro': {
    rankOrder: ['PF', 'TD', 'SD', 'SP', 'UI'],
    contrarianPattern: { PF: 1.0, TD: 0.45, SD: 0.1, SP: -0.6, UI: -0.95 },
    errors: 10,
  },
};

/**
 * Log-strength offsets of the rotating builds' leaders by their rank (1st, 2nd, 3rd), relative to
 * the pooled leader strength: large enough that the win-rate order is clear, small enough that the
 * three leaders stay inseparable when pooled (they are in the paper).
 */
export const ROTATING_LEADER_SPREAD = [0.22, 0, -0.22] as const;

/** Pooled Bradley–Terry log-strengths to reproduce (HARNESS-IF §8, published.json e0.bt_log_strength). */
export const E0_POOLED_TARGET: Readonly<Record<E0Surface, number>> = { SP: 0.57, TD: -0.53, SD: -1.29, PF: 0.65, UI: 0.60 };

/** Published full-order frequency over 10,000 crossed-bootstrap resamples (§8). */
export const E0_FULL_ORDER_TARGET = 9652;

/** (build, conflict pair, surface pair) combinations re-run in both directions: 916 − 720 = 196 runs = 98 × 2. */
export const E0_REPEATED_COMBINATIONS = 98;

/**
 * Rotating builds differ in how strongly the surface decides the winner: build k of the six
 * (in E0_BUILD_DESIGN order) scales its log-strengths by 1 + h·(2.5 − k)/2.5. Between-build
 * heterogeneity is what makes some crossed-bootstrap resamples lose the full order (the paper's
 * 9,652 of 10,000); h and the contrarian strength λ are searched in this order (calibrate.ts).
 */
export const ROTATING_HETEROGENEITY_GRID = [0.75, 0.9, 0.6] as const;
export const CONTRARIAN_STRENGTH_GRID = Array.from({ length: 21 }, (_, k) => 1 + k * 0.1);
