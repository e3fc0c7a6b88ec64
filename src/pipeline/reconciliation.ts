/**
 * Step "reconciliation": every input row accounted for (reconciliation_parts.sql), the totals per
 * source compared with the input row counts; a difference fails the build.
 */
import { materialise, rows } from './db.ts';
import { addTable, type BuildContext } from './context.ts';
import { column, table } from './table-builder.ts';

/** The rows of each reconciliation category (the conditions of reconciliation_parts.sql), by source/category. */
const ATTEMPTS = 'SELECT DISTINCT attempt_id, model_id, case_id, valid, invalid_reason FROM noncoding';
const CATEGORY_ROWS: Record<string, string> = {
  'verdicts/qualifying_pass': "SELECT * FROM verdicts WHERE verdict = 'pass'",
  'verdicts/qualifying_fail': "SELECT * FROM verdicts WHERE verdict = 'fail'",
  'verdicts/na_as_released': "SELECT * FROM verdicts WHERE verdict = 'na' AND NOT collapsed",
  'verdicts/collapsed_by_cascade': 'SELECT * FROM verdicts WHERE collapsed',
  'verdicts/partial': "SELECT * FROM verdicts WHERE verdict = 'partial'",
  'verdicts/total': 'SELECT * FROM verdicts',
  'noncoding_attempts/valid': `${ATTEMPTS} WHERE valid`,
  'noncoding_attempts/invalid_excluded': `${ATTEMPTS} WHERE NOT valid`,
  'noncoding_attempts/total': ATTEMPTS,
  'noncoding_outcomes/qualifying': "SELECT * FROM noncoding WHERE valid AND verdict IN ('pass', 'fail')",
  'noncoding_outcomes/na': "SELECT * FROM noncoding WHERE valid AND verdict = 'na'",
  'noncoding_outcomes/in_invalid_attempts': 'SELECT * FROM noncoding WHERE NOT valid AND rule_id IS NOT NULL',
  'noncoding_outcomes/total': 'SELECT * FROM noncoding WHERE rule_id IS NOT NULL',
  'e0/decisive': "SELECT * FROM e0 WHERE outcome = 'decisive'",
  'e0/no_clear_winner': "SELECT * FROM e0 WHERE outcome = 'no_clear_winner'",
  'e0/error': "SELECT * FROM e0 WHERE outcome = 'error'",
  'e0/total': 'SELECT * FROM e0',
};

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
    rows_from: { kind: 'lookup', by: ['source', 'category'], sql: CATEGORY_ROWS },
    columns: [column('source', 'Source', 'id'), column('category', 'Category', 'id'), column('rows', 'Rows', 'count'), column('input_rows', 'Input rows', 'count'), column('balanced', 'Balanced', 'boolean')],
    rows: out,
  }));
  return lines;
}
