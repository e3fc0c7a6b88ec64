/**
 * zod schema of entities/judge_sensitivity.json: how much of Table 2's order is the judge
 * (docs/metrics.md "How much of the order is the judge"). The human audit's P(human label | judge
 * label); for each adjacent pair of Table 2's Acc order the share of draws keeping it under the
 * task-clustered bootstrap alone (p_task) and with the judge's labels re-drawn (p_judge), and the
 * fewest judge-involved verdict flips that swap it; the same shares for each tier. Written by
 * src/pipeline/judge-sensitivity.ts.
 */
import { z } from 'zod';
import { ModelId } from '../release/schemas.ts';
import { RowsSource } from './table.ts';

const Probability = z.number().min(0).max(1);
const Count = z.number().int().min(0);
const Provenance = z.strictObject({ sql: z.string().nullable(), statistic: z.string().nullable(), rows: RowsSource });
const Label = z.enum(['pass', 'fail', 'na']);

export const JudgeSensitivity = z.strictObject({
  resamples: Count,
  /** Stream of the label re-draws (src/stats/random.ts); the task resamples are Table 2's. */
  seed_label: z.string().min(1),
  /** Judge-involved (llm_judge, hybrid) verdicts of the Table 2 models: qualifying, of all qualifying; n/a not collapsed by a cascade. */
  judge: z.strictObject({ qualifying: Count, all_qualifying: Count, na: Count }),
  audit: z.strictObject({
    /** ok: P(· | pass) and P(· | fail) estimated; incomplete: one of them has no audit row; no_audit: no usable human audit row. */
    status: z.enum(['ok', 'incomplete', 'no_audit']),
    /** Human audit rows used (both labels pass, fail or n/a) and left out. */
    rows: Count,
    left_out: Count,
    conditional: z.array(z.strictObject({
      judge_label: Label,
      rows: Count,
      p_pass: Probability.nullable(),
      p_fail: Probability.nullable(),
      p_na: Probability.nullable(),
    })).length(3),
    provenance: Provenance,
  }),
  adjacent: z.array(z.strictObject({
    rank: z.number().int().min(1),
    model_id: ModelId,
    next_model_id: ModelId,
    acc: z.number().nullable(),
    next_acc: z.number().nullable(),
    /** Share of the Table 2 resamples with model_id ahead of next_model_id (a tie ½). */
    p_task: Probability.nullable(),
    /** The same with the judge's labels re-drawn; null unless audit.status is ok. */
    p_judge: Probability.nullable(),
    /** Fewest flips (model_id's judge-involved passes → fail, next_model_id's judge-involved fails → pass) that put next_model_id strictly ahead. */
    min_flips: Count.nullable(),
    flips_model: Count.nullable(),
    flips_next: Count.nullable(),
    flippable_model: Count,
    flippable_next: Count,
  })),
  tiers: z.array(z.strictObject({
    tier: z.number().int().min(1),
    model_ids: z.array(ModelId).min(1),
    /** Share of draws in which the tier's models hold exactly the tier's positions. */
    p_task: Probability.nullable(),
    p_judge: Probability.nullable(),
  })),
  provenance: z.strictObject({ adjacent: Provenance, tiers: Provenance }),
  notes: z.array(z.string()),
});
export type JudgeSensitivity = z.infer<typeof JudgeSensitivity>;
