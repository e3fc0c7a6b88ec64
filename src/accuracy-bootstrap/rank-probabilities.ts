/**
 * Rank probabilities of a leaderboard (src/stats/rankProbabilities.ts) in the shape of the
 * artifact entities/rank_probabilities.json, models in the leaderboard's row order — one
 * function for the data build and the browser's re-ranking. Pure: no DOM, no Node APIs.
 */
import type { RankProbabilities } from '../artifacts/rank-probabilities.ts';
import { rankProbabilities } from '../stats/rankProbabilities.ts';

/** One model's row of the artifact: p_rank[k − 1] = P(rank = k), p_ahead[j] = P(ahead of the j-th model of `order`). */
export type ModelRankProbabilities = RankProbabilities['models'][number];

/**
 * `rankDraws` model-major over `resamples` (bootstrap.ts Table2Values.rank); `order[i]` is the
 * index of the i-th row's model in the draws, `modelIds[m]` names model m.
 */
export function rankProbabilityRows(rankDraws: Float64Array, resamples: number, modelIds: readonly string[], order: readonly number[]): ModelRankProbabilities[] {
  const M = modelIds.length;
  const { pRank, pAhead } = rankProbabilities(rankDraws, M, resamples);
  return order.map((m) => ({
    model_id: modelIds[m]!,
    p_rank: [...pRank.subarray(m * M, (m + 1) * M)],
    p_ahead: order.map((o) => pAhead[m * M + o]!),
  }));
}
