/**
 * The simulated E0 experiment (paper §8): which surface wins when two surfaces carry
 * contradictory rules. Nine probe builds × 80 items (4 invented conflict pairs × 10 surface pairs ×
 * AB/BA) once each, plus 98 (build, pair, surface pair) combinations re-run in both directions:
 * 916 runs (458 per direction), 27 errors, 889 decisive, no "no clear winner".
 * Outcomes come from a seeded, deterministic search (e0/calibrate.ts) that meets the published
 * rank sums exactly, the pooled Bradley–Terry log-strengths, the crossed-bootstrap full-order
 * frequency, the six reproducing single-build fits and the robustness checks.
 */
import type { E0PairRecord, E0Record, ModelRecord } from '../src/release/schemas.ts';
import { CONFIGURABLE_SURFACES } from '../src/release/vocab.ts';
import { calibrateE0 } from './e0/calibrate.ts';
import { E0_BUILD_DESIGN } from './e0/design.ts';
import { planE0Runs } from './e0/layout.ts';
import { E0_CONFLICT_PAIRS } from './e0/pairs.ts';

export function simulateE0(
  seed: number,
  builds: readonly ModelRecord[],
): { pairs: E0PairRecord[]; runs: E0Record[]; invented: { what: string; detail: string }[] } {
  const buildIds = builds.map((build) => build.model_id);
  const expected = Object.keys(E0_BUILD_DESIGN);
  const missing = expected.filter((id) => !buildIds.includes(id));
  const unknown = buildIds.filter((id) => !expected.includes(id));
  if (missing.length > 0 || unknown.length > 0) {
    throw new Error(`e0: builds must be exactly the nine E0 builds (missing: ${missing.join(', ') || 'none'}; unknown: ${unknown.join(', ') || 'none'})`);
  }
  for (const build of builds) {
    if (!build.cohorts.includes('e0')) throw new Error(`e0: build ${build.model_id} does not have the "e0" cohort`);
  }
  const planned = planE0Runs(seed, buildIds);
  const calibration = calibrateE0(seed, planned, buildIds);
  const runs: E0Record[] = planned.map((run, index) => {
    const winner = calibration.winners[index]!;
    return {
      e0_run_id: run.runId,
      build_id: run.buildId,
      conflict_pair: E0_CONFLICT_PAIRS[run.pairIndex]!.conflict_pair,
      surface_a: run.surfaceA,
      surface_b: run.surfaceB,
      direction: run.direction,
      execution_order: run.executionOrder,
      outcome: run.errorKind === null ? 'decisive' : 'error',
      winner: run.errorKind === null ? CONFIGURABLE_SURFACES[winner]! : null,
      error_kind: run.errorKind,
    };
  });
  const names = new Map(builds.map((build) => [build.model_id, build.display_name]));
  const orders = buildIds.map((id) => `${names.get(id)}: ${E0_BUILD_DESIGN[id]!.rankOrder.join(' > ')}`).join('; ');
  const errors = buildIds.filter((id) => E0_BUILD_DESIGN[id]!.errors > 0).map((id) => `${names.get(id)} ${E0_BUILD_DESIGN[id]!.errors}`).join(', ');
  const invented = [
    { what: 'E0 conflict pairs', detail: `Four invented conflict pairs, each two contradictory, deterministically checkable rules: ${E0_CONFLICT_PAIRS.map((pair) => `${pair.conflict_pair} ${pair.title}`).join('; ')}.` },
    { what: 'E0 run layout', detail: 'Every build ran each of the 80 items once (720 runs); 98 (build, conflict pair, surface pair) combinations, spread evenly over the builds, were run a second time in both directions (196 runs). Within each build all AB runs were executed before any BA run, each block in a seeded random order.' },
    { what: 'E0 per-build win-rate orders', detail: `Per-build surface orders chosen to give the published rank sums (SP 20, PF 20, UI 20, TD 34, SD 41) with six builds reproducing the full order: ${orders}.` },
    { what: 'E0 errors', detail: `Which runs errored and why (error_kind texts are invented): ${errors}.` },
    { what: 'E0 outcome model', detail: `Wins follow per-build Bradley-Terry strengths (rotating builds differ in how much the surface matters, heterogeneity h = ${calibration.heterogeneity}; contrarian builds scaled by ${calibration.contrarianStrength.toFixed(1)}), a per-conflict affinity of each surface and a small position effect, found by a seeded search (attempt ${calibration.attempt}, ${calibration.moves} single wins moved in the fine stage) so that pooled log-strengths are ${CONFIGURABLE_SURFACES.map((s, i) => `${s} ${calibration.pooledTheta[i]!.toFixed(2)}`).join(', ')} and the crossed bootstrap reproduces the full order in ${calibration.bootstrapCounts[0]} and ${calibration.bootstrapCounts[1]} of 10,000 resamples under two bootstrap seeds.` },
  ];
  return { pairs: E0_CONFLICT_PAIRS.map((pair) => ({ ...pair })), runs, invented };
}
