/**
 * Appendix-B cascade groups. Within one run (model, task, round), a cascade links one effective
 * failure (rank 1) with n/a instances whose raw verdict was also a failure caused by the same
 * missing artifact (ranks 2, 3): the de-duplication collapses those to n/a, so the raw failure
 * count exceeds the effective one. Some groups also carry a passing member (no collapse).
 */
import type { Random } from '../src/stats/random.ts';
import { MODELS, ROUNDS } from './design/availability.ts';
import { EFFECTIVE_FAIL, EFFECTIVE_NA, EFFECTIVE_PASS } from './panelOutcomes.ts';

interface CascadeMark { group: string; rank: number; rawFail: boolean }

/** Share of runs with both a failure and an n/a instance that get a cascade group (invented). */
const CASCADE_RUN_SHARE = 0.35;

export function designCascades(effective: Uint8Array, pairsOfTask: number[][], taskIds: string[], modelIds: string[], rng: Random): Map<number, CascadeMark> {
  const marks = new Map<number, CascadeMark>();
  for (let m = 0; m < MODELS; m++) {
    pairsOfTask.forEach((pairs, t) => {
      for (let r = 0; r < ROUNDS; r++) {
        const slots = pairs.map((p) => (p * ROUNDS + r) * MODELS + m);
        const fails = slots.filter((s) => effective[s] === EFFECTIVE_FAIL);
        const nas = slots.filter((s) => effective[s] === EFFECTIVE_NA);
        if (fails.length === 0 || nas.length === 0 || rng.next() >= CASCADE_RUN_SHARE) continue;
        const group = `cg-${modelIds[m]}-${taskIds[t]}-r${r + 1}`;
        marks.set(fails[rng.int(fails.length)]!, { group, rank: 1, rawFail: false });
        const collapsed = 1 + (nas.length > 1 && rng.next() < 0.3 ? 1 : 0);
        for (let k = 0; k < collapsed; k++) {
          const i = rng.int(nas.length);
          const s = nas.splice(i, 1)[0]!;
          marks.set(s, { group, rank: k + 2, rawFail: true });
        }
        const passes = slots.filter((s) => effective[s] === EFFECTIVE_PASS);
        if (passes.length > 0 && rng.next() < 0.3) marks.set(passes[rng.int(passes.length)]!, { group, rank: collapsed + 2, rawFail: false });
      }
    });
  }
  return marks;
}
