/**
 * Kendall rank correlation, tau-b variant (ties-corrected; scipy `kendalltau(variant="b")`,
 * R `cor(method = "kendall")`):
 * τ_b = (P − Q) / √( (P + Q + T) · (P + Q + U) ),
 * over all pairs i < j: P concordant, Q discordant, T tied in x only, U tied in y only
 * (pairs tied in both count in neither). O(n²) — fine for the few hundred values we rank.
 * Returns null when undefined: n < 2 or either side constant (a zero factor in the denominator).
 * Reference: Kendall (1945) "The treatment of ties in ranking problems", Biometrika 33.
 */
import { assertFiniteValues, assertSameLength } from './finite.ts';

export function kendallTauB(x: ArrayLike<number>, y: ArrayLike<number>): number | null {
  assertSameLength(x, y, 'kendallTauB');
  assertFiniteValues(x, 'kendallTauB x');
  assertFiniteValues(y, 'kendallTauB y');
  const n = x.length;
  let concordant = 0;
  let discordant = 0;
  let tiedXOnly = 0;
  let tiedYOnly = 0;
  for (let i = 0; i < n; i++) {
    const xi = x[i]!;
    const yi = y[i]!;
    for (let j = i + 1; j < n; j++) {
      const sx = Math.sign(x[j]! - xi);
      const sy = Math.sign(y[j]! - yi);
      if (sx === 0 && sy === 0) continue;
      if (sx === 0) tiedXOnly++;
      else if (sy === 0) tiedYOnly++;
      else if (sx === sy) concordant++;
      else discordant++;
    }
  }
  const denominator = Math.sqrt((concordant + discordant + tiedXOnly) * (concordant + discordant + tiedYOnly));
  if (denominator === 0) return null;
  return (concordant - discordant) / denominator;
}
