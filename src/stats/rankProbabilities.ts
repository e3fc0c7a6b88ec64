/**
 * Rank probabilities from bootstrap rank draws (Hall & Miller 2009, "Using the bootstrap to
 * quantify the authority of an empirical ranking", Annals of Statistics 37(6B); docs/metrics.md
 * "Rank probabilities"). `ranks[m · B + b]` is model m's average rank (1 = best, ties averaged,
 * src/stats/ranks.ts) in resample b — the model-major layout of src/accuracy-bootstrap/bootstrap.ts.
 *
 *   P(rank_m = k) = (1/B) Σ_b share_b(m, k), where a tie of g models whose average rank is r
 *     spans the positions r − (g − 1)/2 … r + (g − 1)/2 and each of them holds each of those
 *     positions with share 1/g (a two-way tie for 2nd and 3rd counts ½ at 2 and ½ at 3);
 *   P(A ahead of B) = (1/B) Σ_b ( [rank_A < rank_B] + ½·[rank_A = rank_B] ): a tie counts half
 *     for each, so P(A ahead of B) + P(B ahead of A) = 1.
 * Every row and every column of P(rank = k) sums to 1. Pure; a non-finite rank throws.
 */
import { assertFiniteValues } from './finite.ts';

export interface RankProbabilities {
  models: number;
  /** pRank[m · models + (k − 1)] = P(rank_m = k). */
  pRank: Float64Array;
  /** pAhead[a · models + b] = P(a ahead of b); the diagonal is 0. */
  pAhead: Float64Array;
}

export function rankProbabilities(ranks: ArrayLike<number>, models: number, resamples: number): RankProbabilities {
  const M = models;
  const B = resamples;
  if (ranks.length !== M * B) throw new Error(`rankProbabilities: ${ranks.length} rank draws for ${M} models × ${B} resamples`);
  assertFiniteValues(ranks, 'rankProbabilities');
  const pRank = new Float64Array(M * M);
  const pAhead = new Float64Array(M * M);
  if (B === 0) return { models: M, pRank, pAhead };
  const column = new Float64Array(M);
  for (let b = 0; b < B; b++) {
    for (let m = 0; m < M; m++) column[m] = ranks[m * B + b]!;
    for (let a = 0; a < M; a++) {
      const r = column[a]!;
      let tied = 0;
      for (let o = 0; o < M; o++) {
        const s = column[o]!;
        if (s === r) tied++;
        if (o === a) continue;
        if (r < s) pAhead[a * M + o]! += 1;
        else if (r === s) pAhead[a * M + o]! += 0.5;
      }
      const first = r - (tied - 1) / 2;
      for (let k = 0; k < tied; k++) pRank[a * M + first - 1 + k]! += 1 / tied;
    }
  }
  for (let i = 0; i < M * M; i++) {
    pRank[i] = pRank[i]! / B;
    pAhead[i] = pAhead[i]! / B;
  }
  return { models: M, pRank, pAhead };
}
