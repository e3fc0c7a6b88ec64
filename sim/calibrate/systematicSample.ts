/**
 * Systematic probability-proportional sampling of an exact number of units: with inclusion
 * probabilities π_i (Σ π_i = n, each ≤ 1) and a single uniform start u, unit i is selected when
 * the running total crosses u + j for some integer j (Madow 1949). Every contiguous run of the
 * ordering receives its expected count ±1, so sorting units by auxiliary keys controls marginals.
 */
import type { Random } from '../../src/stats/random.ts';

/** Scale probabilities to sum exactly to n while capping at 1 (iteratively). */
export function scaleToSum(probabilities: number[], n: number): number[] {
  const out = probabilities.slice();
  for (let k = 0; k < 50; k++) {
    const capped = out.map((p) => p >= 1);
    const fixed = capped.filter(Boolean).length;
    const free = out.reduce((s, p, i) => s + (capped[i] ? 0 : p), 0);
    if (free <= 0) break;
    const factor = (n - fixed) / free;
    let changed = false;
    out.forEach((p, i) => { if (!capped[i]) { const q = Math.min(1, p * factor); if (q >= 1) changed = true; out[i] = q; } });
    if (!changed) break;
  }
  return out;
}

/** Indices selected by systematic sampling (in the given order). */
export function systematicSample(probabilities: number[], n: number, rng: Random): number[] {
  if (n === 0) return [];
  const pi = scaleToSum(probabilities, n);
  const start = rng.next();
  const chosen: number[] = [];
  let cumulative = 0;
  let next = start;
  pi.forEach((p, i) => {
    cumulative += p;
    while (cumulative > next + 1e-12 && chosen.length < n) {
      if (chosen[chosen.length - 1] !== i) chosen.push(i);
      next += 1;
    }
  });
  if (chosen.length !== n) throw new Error(`systematicSample: drew ${chosen.length} of ${n} (Σπ = ${pi.reduce((a, b) => a + b, 0)})`);
  return chosen;
}
