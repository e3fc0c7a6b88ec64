/**
 * E0 figures the simulator checks while it calibrates (docs/metrics.md "Surfaces"): win matrices,
 * Bradley–Terry fits through src/stats, the full-order predicate and the crossed-bootstrap
 * frequency. The data build computes the published figures itself; these only steer the search.
 */
import { CONFIGURABLE_SURFACES } from '../../src/release/vocab.ts';
import { bradleyTerry } from '../../src/stats/bradleyTerry.ts';
import { crossedBootstrapBradleyTerry, type CrossedBootstrapCell } from '../../src/stats/crossedBootstrap.ts';
import { E0_ITEMS, type E0PlannedRun } from './layout.ts';

const S = CONFIGURABLE_SURFACES.length;
const [SP, TD, SD, PF, UI] = [0, 1, 2, 3, 4] as const;

/** One scored run: who won (surface index) or an error; rule1Surface = the surface carrying the pair's rule 1. */
export interface E0ScoredRun {
  build: number;
  item: number;
  a: number;
  b: number;
  rule1Surface: number;
  /** Winning surface index, or −1 for an error run. */
  winner: number;
}

export type ErrorVariant = 'drop' | 'to_rule_1' | 'to_rule_2' | 'split';

export function scoreRuns(runs: readonly E0PlannedRun[], winners: Int8Array): E0ScoredRun[] {
  return runs.map((run, index) => {
    const a = CONFIGURABLE_SURFACES.indexOf(run.surfaceA);
    const b = CONFIGURABLE_SURFACES.indexOf(run.surfaceB);
    return { build: run.build, item: run.item, a, b, rule1Surface: run.direction === 'AB' ? a : b, winner: winners[index]! };
  });
}

/** wins[w][l] over the runs, with per-build weights and an error-assignment variant. */
export function winMatrix(runs: readonly E0ScoredRun[], variant: ErrorVariant = 'drop', buildWeight?: (build: number) => number): number[][] {
  const wins = Array.from({ length: S }, () => new Array<number>(S).fill(0));
  for (const run of runs) {
    const weight = buildWeight ? buildWeight(run.build) : 1;
    const other = (s: number) => (s === run.a ? run.b : run.a);
    if (run.winner >= 0) {
      wins[run.winner]![other(run.winner)]! += weight;
    } else if (variant === 'to_rule_1' || variant === 'to_rule_2') {
      const w = variant === 'to_rule_1' ? run.rule1Surface : other(run.rule1Surface);
      wins[w]![other(w)]! += weight;
    } else if (variant === 'split') {
      wins[run.a]![run.b]! += weight / 2;
      wins[run.b]![run.a]! += weight / 2;
    }
  }
  return wins;
}

/** The published full order: min(θ_SP, θ_PF, θ_UI) > θ_TD > θ_SD, strictly. */
export function fullOrderHolds(theta: ArrayLike<number>): boolean {
  return Math.min(theta[SP]!, theta[PF]!, theta[UI]!) > theta[TD]! && theta[TD]! > theta[SD]!;
}

/** Bradley–Terry θ (sum-to-zero) of a win matrix; throws when the MLE does not exist. */
export function fitTheta(wins: number[][], what: string): number[] {
  const fit = bradleyTerry(wins);
  if (fit.status !== 'ok') throw new Error(`e0: Bradley–Terry fit for ${what} is degenerate: ${fit.reason}`);
  return fit.theta;
}

/** How many of `resamples` crossed-bootstrap resamples (builds × items) reproduce the full order. */
export function bootstrapFullOrderCount(runs: readonly E0ScoredRun[], builds: number, resamples: number, seed: number): number {
  const cells: CrossedBootstrapCell[] = [];
  for (const run of runs) {
    if (run.winner < 0) continue;
    cells.push({ build: run.build, item: run.item, winner: run.winner, loser: run.winner === run.a ? run.b : run.a, count: 1 });
  }
  const result = crossedBootstrapBradleyTerry({ surfaces: S, builds, items: E0_ITEMS, resamples, seed, cells });
  let count = 0;
  for (let r = 0; r < resamples; r++) {
    if (result.degenerate[r] === 1) continue;
    if (fullOrderHolds(result.theta.subarray(r * S, (r + 1) * S))) count++;
  }
  return count;
}
