/**
 * How often an order survives resampling, from draws of a statistic (higher = ahead; model-major
 * draws[m · B + b]; a non-finite draw counts as −1, i.e. last, as Table 2's ranks do):
 *   adjacent pair (k, k+1) of `order`: S_k = (1/B) Σ_b ( [x_b(order_k) > x_b(order_k+1)] + ½·[x_b(order_k) = x_b(order_k+1)] ),
 *     i.e. P(the model at k stays ahead of the one at k+1), a tie counting ½ (as src/stats/rankProbabilities.ts);
 *   group (tier) g holding positions s … e of `order`: S_g = (1/B) Σ_b [min over positions < s of x_b > max over positions ≥ s of x_b]
 *     · [min over positions ≤ e > max over positions > e] — the group's models occupy exactly its positions
 *     (a boundary at either end of the order always holds; ties break a boundary).
 * Percentile-style resampling summaries (Hall & Miller 2009, "Using the bootstrap to quantify the
 * authority of an empirical ranking", Annals of Statistics 37(6B)). Pure.
 */

interface OrderSurvival {
  /** adjacent[k]: share of draws in which order[k] stays ahead of order[k + 1]. */
  adjacent: Float64Array;
  /** groups[g]: share of draws in which group g holds exactly its positions. */
  groups: Float64Array;
}

/**
 * `order[i]`: the model at position i; `groupOf[i]`: the group (0, 1, … non-decreasing) of position i.
 */
export function orderSurvival(draws: ArrayLike<number>, models: number, resamples: number, order: readonly number[], groupOf: readonly number[]): OrderSurvival {
  const B = resamples;
  const P = order.length;
  if (draws.length !== models * B) throw new Error(`orderSurvival: ${draws.length} draws for ${models} models × ${B} resamples`);
  if (groupOf.length !== P) throw new Error('orderSurvival: one group per position');
  for (let i = 1; i < P; i++) if (groupOf[i]! < groupOf[i - 1]! || groupOf[i]! > groupOf[i - 1]! + 1) throw new Error('orderSurvival: groups must be 0, 1, … in order');
  const G = P === 0 ? 0 : groupOf[P - 1]! + 1;
  const adjacent = new Float64Array(Math.max(0, P - 1));
  const groups = new Float64Array(G);
  if (B === 0) return { adjacent, groups };
  const x = new Float64Array(P);
  const prefixMin = new Float64Array(P);
  const suffixMax = new Float64Array(P);
  /** holds[i]: the boundary after position i holds in this draw. */
  const holds = new Uint8Array(P);
  for (let b = 0; b < B; b++) {
    for (let i = 0; i < P; i++) {
      const v = draws[order[i]! * B + b]!;
      x[i] = Number.isFinite(v) ? v : -1;
    }
    for (let i = 0; i < P; i++) prefixMin[i] = i === 0 ? x[0]! : Math.min(prefixMin[i - 1]!, x[i]!);
    for (let i = P - 1; i >= 0; i--) suffixMax[i] = i === P - 1 ? x[i]! : Math.max(suffixMax[i + 1]!, x[i]!);
    for (let i = 0; i + 1 < P; i++) {
      adjacent[i]! += x[i]! > x[i + 1]! ? 1 : x[i] === x[i + 1] ? 0.5 : 0;
      holds[i] = prefixMin[i]! > suffixMax[i + 1]! ? 1 : 0;
    }
    holds[P - 1] = 1;
    let start = 0;
    for (let g = 0; g < G; g++) {
      let end = start;
      while (end + 1 < P && groupOf[end + 1] === g) end++;
      if ((start === 0 || holds[start - 1] === 1) && holds[end] === 1) groups[g]! += 1;
      start = end + 1;
    }
  }
  for (let i = 0; i < adjacent.length; i++) adjacent[i] = adjacent[i]! / B;
  for (let g = 0; g < G; g++) groups[g] = groups[g]! / B;
  return { adjacent, groups };
}
