/**
 * Deterministic search for E0 outcomes that reproduce every published E0 figure (§8).
 *
 * For each candidate (heterogeneity h, contrarian strength λ) in a fixed order:
 *  1. per-build log-strengths: contrarian builds λ·pattern; rotating builds
 *     scale_b · (pooled target + δ + leader spread by their rotating rank);
 *  2. δ (a correction shared by the rotating builds) is iterated until the pooled Bradley–Terry
 *     fit is within 0.05 of the published log-strengths;
 *  3. cheap checks: the six rotating single-build fits reproduce the full order and the three
 *     contrarian ones do not (none degenerate); leave-one-build-out, equal weighting and the four
 *     error-assignment variants reproduce it;
 *  4. the crossed bootstrap (10,000 resamples) under two bootstrap seeds: each within ±50 of
 *     9,652 and their mean within ±25, so any bootstrap seed the data build uses lands well inside
 *     the ±100 check tolerance (Monte-Carlo SD of the count ≈ 18).
 * The first candidate passing everything is used; if none does, the outcome draws are redrawn
 * (next attempt); after the last attempt it throws, naming what failed.
 */
import { CONFIGURABLE_SURFACES } from '../../lib/release/vocab.ts';
import {
  CONTRARIAN_STRENGTH_GRID, E0_BUILD_DESIGN, E0_FULL_ORDER_TARGET, E0_POOLED_TARGET, ROTATING_HETEROGENEITY_GRID, ROTATING_LEADER_SPREAD,
} from './design.ts';
import { bootstrapFullOrderCount, fitTheta, fullOrderHolds, scoreRuns, winMatrix, type E0ScoredRun, type ErrorVariant } from './figures.ts';
import type { E0PlannedRun } from './layout.ts';
import { assignWinners, prepareOutcomeFrame, type E0OutcomeFrame } from './outcomes.ts';
import { bradleyTerry } from '../../lib/stats/bradleyTerry.ts';

export interface E0Calibration {
  attempt: number;
  heterogeneity: number;
  contrarianStrength: number;
  winners: Int8Array;
  pooledTheta: number[];
  bootstrapCounts: [number, number];
}

const TARGET = CONFIGURABLE_SURFACES.map((surface) => E0_POOLED_TARGET[surface]);
const ATTEMPTS = 4;
export const E0_BOOTSTRAP_RESAMPLES = 10_000;

function buildThetas(buildIds: readonly string[], heterogeneity: number, strength: number, delta: readonly number[]): number[][] {
  const rotating = buildIds.filter((id) => E0_BUILD_DESIGN[id]!.contrarianPattern === null);
  return buildIds.map((id) => {
    const design = E0_BUILD_DESIGN[id]!;
    if (design.contrarianPattern !== null) return CONFIGURABLE_SURFACES.map((surface) => strength * design.contrarianPattern![surface]);
    const scale = 1 + (heterogeneity * (2.5 - rotating.indexOf(id))) / 2.5;
    return CONFIGURABLE_SURFACES.map((surface, s) => {
      const rank = design.rankOrder.indexOf(surface);
      return scale * (TARGET[s]! + delta[s]! + (rank < 3 ? ROTATING_LEADER_SPREAD[rank as 0 | 1 | 2] : 0));
    });
  });
}

/** Why a candidate fails the cheap checks, or null when it passes them. */
function cheapCheckFailure(scored: readonly E0ScoredRun[], buildIds: readonly string[], pooled: number[]): string | null {
  const worst = Math.max(...pooled.map((theta, s) => Math.abs(theta - TARGET[s]!)));
  if (worst > 0.05) return `pooled Bradley–Terry off by ${worst.toFixed(3)}`;
  for (let b = 0; b < buildIds.length; b++) {
    const fit = bradleyTerry(winMatrix(scored.filter((run) => run.build === b)));
    if (fit.status !== 'ok') return `single-build fit of ${buildIds[b]} is degenerate`;
    const rotating = E0_BUILD_DESIGN[buildIds[b]!]!.contrarianPattern === null;
    if (fullOrderHolds(fit.theta) !== rotating) return `single-build fit of ${buildIds[b]} ${rotating ? 'misses' : 'reproduces'} the full order`;
    if (!fullOrderHolds(fitTheta(winMatrix(scored.filter((run) => run.build !== b)), 'leave-one-out'))) return `leave-out ${buildIds[b]} loses the order`;
  }
  const decisive = buildIds.map((_, b) => scored.filter((run) => run.build === b && run.winner >= 0).length);
  const mean = decisive.reduce((x, y) => x + y, 0) / decisive.length;
  if (!fullOrderHolds(fitTheta(winMatrix(scored, 'drop', (b) => mean / decisive[b]!), 'equal weighting'))) return 'equal weighting loses the order';
  for (const variant of ['to_rule_1', 'to_rule_2', 'split'] as ErrorVariant[]) {
    if (!fullOrderHolds(fitTheta(winMatrix(scored, variant), variant))) return `error variant ${variant} loses the order`;
  }
  return null;
}

export function calibrateE0(seed: number, runs: readonly E0PlannedRun[], buildIds: readonly string[]): E0Calibration {
  const failures: string[] = [];
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const frame: E0OutcomeFrame = prepareOutcomeFrame(seed, attempt, runs, buildIds.length);
    for (const heterogeneity of ROTATING_HETEROGENEITY_GRID) {
      for (const strength of CONTRARIAN_STRENGTH_GRID) {
        let delta = [0, 0, 0, 0, 0];
        let winners = assignWinners(frame, buildThetas(buildIds, heterogeneity, strength, delta));
        let pooled = fitTheta(winMatrix(scoreRuns(runs, winners)), 'pooled');
        for (let step = 0; step < 12 && Math.max(...pooled.map((t, s) => Math.abs(t - TARGET[s]!))) > 0.03; step++) {
          delta = delta.map((d, s) => d + 1.5 * (TARGET[s]! - pooled[s]!));
          winners = assignWinners(frame, buildThetas(buildIds, heterogeneity, strength, delta));
          pooled = fitTheta(winMatrix(scoreRuns(runs, winners)), 'pooled');
        }
        const scored = scoreRuns(runs, winners);
        const failure = cheapCheckFailure(scored, buildIds, pooled);
        if (failure !== null) {
          failures.push(`attempt ${attempt} h=${heterogeneity} λ=${strength.toFixed(1)}: ${failure}`);
          continue;
        }
        const first = bootstrapFullOrderCount(scored, buildIds.length, E0_BOOTSTRAP_RESAMPLES, seed);
        if (Math.abs(first - E0_FULL_ORDER_TARGET) > 50) {
          failures.push(`attempt ${attempt} h=${heterogeneity} λ=${strength.toFixed(1)}: full order in ${first} resamples`);
          continue;
        }
        const second = bootstrapFullOrderCount(scored, buildIds.length, E0_BOOTSTRAP_RESAMPLES, seed + 1);
        if (Math.abs(second - E0_FULL_ORDER_TARGET) > 50 || Math.abs((first + second) / 2 - E0_FULL_ORDER_TARGET) > 25) {
          failures.push(`attempt ${attempt} h=${heterogeneity} λ=${strength.toFixed(1)}: full order in ${first} and ${second} resamples`);
          continue;
        }
        return { attempt, heterogeneity, contrarianStrength: strength, winners, pooledTheta: pooled, bootstrapCounts: [first, second] };
      }
    }
  }
  throw new Error(`e0: no outcome assignment met the published E0 figures for seed ${seed}; last failures:\n${failures.slice(-8).join('\n')}`);
}
