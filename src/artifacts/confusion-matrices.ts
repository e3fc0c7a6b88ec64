/**
 * zod schema of entities/confusion_matrices.json: the confusion matrix of every row of the judge
 * agreement table (src/pipeline/reliability-tables.ts), as labels and counts — what the
 * reliability page draws, passed as data (the table's `confusion` cell is the same matrix as text,
 * for reading and CSV). counts[i][j] = audit rows rater A labelled labels[i] and rater B labels[j]
 * (src/stats/cohenKappa.ts `confusion`).
 */
import { z } from 'zod';
import { VERDICTS } from '../release/vocab.ts';

export const ConfusionMatrices = z.strictObject({
  matrices: z.array(z.strictObject({
    /** The table and row (its `kind`) the matrix belongs to. */
    table_id: z.string().regex(/^[a-z][a-z0-9_]*$/),
    kind: z.string().min(1),
    labels: z.array(z.enum(VERDICTS)).min(2),
    counts: z.array(z.array(z.number().int().min(0))),
  }).refine((m) => m.counts.length === m.labels.length && m.counts.every((r) => r.length === m.labels.length), 'counts must be labels × labels')),
});
export type ConfusionMatrices = z.infer<typeof ConfusionMatrices>;
