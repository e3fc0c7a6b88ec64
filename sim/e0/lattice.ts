/**
 * The attainable pooled Bradley–Terry fits of an E0 release (errors dropped).
 *
 * The log-likelihood Σ_{i<j} [W_ij(θ_i − θ_j) − n_ij·log(1 + e^{θ_i − θ_j})] equals
 * Σ_i θ_i·W_i − Σ_{i<j} n_ij·log(1 + e^{θ_i − θ_j}): given the decisive runs n_ij per surface pair
 * (fixed by the run layout), the wins enter only through each surface's total W_i, a sufficient
 * statistic (Bradley & Terry 1952). So every assignment of winners gives the fit of an integer
 * total vector with Σ W_i = the decisive runs, and searching those vectors searches every
 * attainable pooled fit.
 */
import { bradleyTerry } from '../../src/stats/bradleyTerry.ts';

/** Largest shift of a surface's total the search considers (one win moves θ by ≈ 0.014). */
const LATTICE_RADIUS = 8;

/**
 * Pooled fit of `wins` with each surface's total shifted by d (Σ d = 0) and n_ij unchanged (the
 * matrix W_ij + (d_i − d_j)/S has those totals), or null when that matrix has a negative entry or
 * no MLE. On E0's counts (n_ij ≈ 90, |d| ≤ 8) no entry comes near 0, so no attainable total
 * vector in the search is skipped.
 */
export function shiftedFit(wins: readonly (readonly number[])[], d: readonly number[]): number[] | null {
  const S = wins.length;
  const m = wins.map((row, i) => row.map((x, j) => (i === j ? 0 : x + (d[i]! - d[j]!) / S)));
  if (m.some((row) => row.some((x) => x < 0))) return null;
  const r = bradleyTerry(m);
  return r.status === 'ok' ? Array.from(r.theta) : null;
}

interface LatticePoint { shift: number[]; theta: number[]; within: number; worst: number }

/**
 * Among total shifts within ±LATTICE_RADIUS per surface: the one with the most strengths within
 * `tolerance` of `target`, ties broken by the smaller largest error.
 */
export function bestLatticePoint(wins: readonly (readonly number[])[], target: readonly number[], tolerance: number): LatticePoint {
  const S = wins.length;
  let best: LatticePoint = { shift: new Array<number>(S).fill(0), theta: [], within: -1, worst: Infinity };
  const d = new Array<number>(S).fill(0);
  const visit = (k: number): void => {
    if (k === S - 1) {
      d[k] = -d.slice(0, k).reduce((a, b) => a + b, 0);
      if (Math.abs(d[k]!) > LATTICE_RADIUS) return;
      const theta = shiftedFit(wins, d);
      if (theta === null) return;
      const errors = theta.map((t, s) => Math.abs(t - target[s]!));
      const within = errors.filter((e) => e <= tolerance).length;
      const worst = Math.max(...errors);
      if (within > best.within || (within === best.within && worst < best.worst)) best = { shift: [...d], theta, within, worst };
      return;
    }
    for (let x = -LATTICE_RADIUS; x <= LATTICE_RADIUS; x++) { d[k] = x; visit(k + 1); }
  };
  visit(0);
  return best;
}
