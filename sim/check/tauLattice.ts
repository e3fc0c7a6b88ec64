/**
 * `node sim/check/tauLattice.ts`: which tie configurations let each published Table 7 Kendall τ-b
 * (per-method subset Acc against overall Acc over the twelve panel builds) hold within the check's
 * tolerance — sim/CALIBRATION.md item 8, hybrid τ. For every (tx, ty, shared) with at most three tied
 * pairs per ranking it lists the candidate values inside the window (`tauBWithin`, a necessary
 * condition). Prints JSON: per method the target, whether it can hold with no tie, and the
 * configurations with a candidate.
 */
import published from '../../data/paper/published.json' with { type: 'json' };
import { tauBWithin } from './countWindows.ts';

const n = 12;
const out: Record<string, unknown> = {};
for (const [method, v] of Object.entries(published.reliability.scoring_method_table7)) {
  const configs: { tx: number; ty: number; shared: number; values: number[] }[] = [];
  for (let tx = 0; tx <= 3; tx++) for (let ty = 0; ty <= 3; ty++) for (let shared = 0; shared <= Math.min(tx, ty); shared++) {
    const values = tauBWithin(n, tx, ty, shared, v.kendall_tau, 2).map((x) => Number(x.toFixed(4)));
    if (values.length > 0) configs.push({ tx, ty, shared, values });
  }
  out[method] = { target: v.kendall_tau, untied_holds: tauBWithin(n, 0, 0, 0, v.kendall_tau, 2).length > 0, configs };
}
console.log(JSON.stringify(out, null, 1));
