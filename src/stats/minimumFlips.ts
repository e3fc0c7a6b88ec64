/**
 * Smallest number of verdict flips that reverses two accuracies, exactly, from the counts.
 * A is ahead of B: p_A / n_A ≥ p_B / n_B (passes over qualifying verdicts). Flipping one of A's
 * passes to fail lowers Acc_A by 1/n_A; flipping one of B's fails to pass raises Acc_B by 1/n_B;
 * denominators do not change. With x flips on A (at most X) and y on B (at most Y), B is strictly
 * ahead iff (p_B + y)/n_B > (p_A − x)/n_A, i.e. in integers
 *   n_B·x + n_A·y ≥ G + 1,  G = n_B·p_A − n_A·p_B ≥ 0.
 * Minimise k = x + y. For a fixed k the left side is largest when the flips with the larger weight
 * (n_B for A's passes, n_A for B's fails — the side with the smaller denominator) are used first,
 * up to their capacity, so the minimum is
 *   k = ⌈(G + 1)/w₁⌉                       if that is ≤ C₁,
 *   k = C₁ + ⌈(G + 1 − C₁·w₁)/w₂⌉          otherwise (null if more than C₂ are needed),
 * with (w₁, C₁) the larger-weight side and (w₂, C₂) the other. G < 0 (B already ahead) gives 0.
 * A linear integer programme with two variables solved in closed form (see docs/metrics.md
 * "How much of the order is the judge"); counts are integers, so the arithmetic is exact. Pure.
 */

interface FlipCounts {
  passesA: number;
  qualifyingA: number;
  /** How many of A's passes may be flipped (e.g. the judge-involved ones). */
  flippableA: number;
  passesB: number;
  qualifyingB: number;
  /** How many of B's fails may be flipped. */
  flippableB: number;
}

interface MinimumFlips {
  /** x + y, or null when even every allowed flip does not reverse the order (or a denominator is 0). */
  flips: number | null;
  /** Flips of A's passes and of B's fails in one minimal solution (the larger-weight side first). */
  flipsA: number | null;
  flipsB: number | null;
}

function assertCount(name: string, v: number): void {
  if (!Number.isInteger(v) || v < 0) throw new Error(`minimumFlips: ${name} = ${v} is not a count`);
}

export function minimumFlips(c: FlipCounts): MinimumFlips {
  for (const [k, v] of Object.entries(c)) assertCount(k, v);
  const { passesA: pA, qualifyingA: nA, flippableA: X, passesB: pB, qualifyingB: nB, flippableB: Y } = c;
  if (nA === 0 || nB === 0) return { flips: null, flipsA: null, flipsB: null };
  if (pA > nA || pB > nB || X > pA || Y > nB - pB) throw new Error('minimumFlips: passes or flippable counts exceed their totals');
  const G = nB * pA - nA * pB;
  if (G < 0) return { flips: 0, flipsA: 0, flipsB: 0 };
  const need = G + 1;
  // Side 1 = larger weight: A's passes weigh n_B, B's fails weigh n_A.
  const aFirst = nB >= nA;
  const [w1, c1, w2, c2] = aFirst ? [nB, X, nA, Y] : [nA, Y, nB, X];
  const first = Math.ceil(need / w1);
  let k1: number;
  let k2: number;
  if (first <= c1) {
    k1 = first;
    k2 = 0;
  } else {
    k1 = c1;
    k2 = Math.ceil((need - c1 * w1) / w2);
    if (k2 > c2) return { flips: null, flipsA: null, flipsB: null };
  }
  return { flips: k1 + k2, flipsA: aFirst ? k1 : k2, flipsB: aFirst ? k2 : k1 };
}
