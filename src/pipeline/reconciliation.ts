/**
 * Step "reconciliation": every input row accounted for (reconciliation_parts.sql), the totals per
 * source compared with the input row counts; a difference fails the build.
 */
import { materialise, rows } from './db.ts';
import { addTable, type BuildContext } from './context.ts';
import { column, table } from './table-builder.ts';

export async function computeReconciliation(ctx: BuildContext): Promise<string[]> {
  await materialise(ctx.connection, 'reconciliation_parts');
  const parts = await rows(ctx.connection, 'SELECT * FROM reconciliation_parts ORDER BY position');
  ctx.parquet.push({ id: 'reconciliation_parts', query: 'SELECT * FROM reconciliation_parts ORDER BY position' });
  const [inputs] = await rows(ctx.connection, `SELECT
      (SELECT count(*) FROM raw_verdicts)::BIGINT AS verdicts,
      (SELECT count(*) FROM raw_noncoding_attempts)::BIGINT AS noncoding_attempts,
      (SELECT coalesce(sum(len(outcomes)), 0) FROM raw_noncoding_attempts)::BIGINT AS noncoding_outcomes,
      (SELECT count(*) FROM raw_e0)::BIGINT AS e0`);
  const lines: string[] = [];
  const out = [];
  for (const source of ['verdicts', 'noncoding_attempts', 'noncoding_outcomes', 'e0']) {
    const mine = parts.filter((p) => p.source === source);
    const total = mine.reduce((s, p) => s + Number(p.rows), 0);
    const input = Number(inputs![source]);
    for (const p of mine) out.push({ source, category: String(p.category), rows: Number(p.rows), input_rows: input, balanced: total === input });
    out.push({ source, category: 'total', rows: total, input_rows: input, balanced: total === input });
    lines.push(`${source}: ${mine.map((p) => `${String(p.category)} ${String(p.rows)}`).join(' + ')} = ${total} of ${input} input rows${total === input ? '' : '  <-- MISMATCH'}`);
    if (total !== input) throw new Error(`reconciliation: ${source} accounts for ${total} rows but the release has ${input}`);
  }
  addTable(ctx, table({
    id: 'reconciliation', title: 'Reconciliation: every input row accounted for', paper_ref: null,
    description: 'Each input row of verdicts, non-coding attempts and outcomes, and E0 runs falls in exactly one category; totals equal the input rows.',
    sql: 'src/metrics/reconciliation_parts.sql', statistic: null,
    columns: [column('source', 'Source', 'id'), column('category', 'Category', 'id'), column('rows', 'Rows', 'count'), column('input_rows', 'Input rows', 'count'), column('balanced', 'Balanced', 'boolean')],
    rows: out,
  }));
  return lines;
}
