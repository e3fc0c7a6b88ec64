/**
 * zod schema of entities/rank_probabilities.json: for every model of Table 2, in Table 2's
 * order, P(rank = k) for k = 1 … models and P(model ahead of each other model), from the Table 2
 * bootstrap's rank draws (src/stats/rankProbabilities.ts, docs/metrics.md "Rank probabilities").
 */
import { z } from 'zod';
import { ModelId } from '../release/schemas.ts';

const Probability = z.number().min(0).max(1);

export const RankProbabilities = z.strictObject({
  resamples: z.number().int().min(1),
  models: z.array(z.strictObject({
    model_id: ModelId,
    /** p_rank[k − 1] = P(rank = k). */
    p_rank: z.array(Probability),
    /** p_ahead[j] = P(this model ahead of models[j]); 0 for itself. */
    p_ahead: z.array(Probability),
  })),
}).refine((v) => v.models.every((m) => m.p_rank.length === v.models.length && m.p_ahead.length === v.models.length), 'p_rank and p_ahead need one entry per model');
export type RankProbabilities = z.infer<typeof RankProbabilities>;
