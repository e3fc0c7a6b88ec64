/**
 * Step "qualifying_arrow": an Arrow IPC file of the qualifying verdicts for in-browser filtering.
 * Compact: ids and categories dictionary-encoded (Int16 codes; each dictionary sorted, codes
 * computed in SQL with dense_rank), round and pass as Int8, the verdict's numeric id as Uint32
 * (V000123 → 123). Rows sorted by that number; the bytes are reproducible. Columns are fetched as
 * numbers, never as millions of JS strings, so a scaled release stays within memory.
 */
import { Dictionary, Int16, Int8, Table, Utf8, makeData, makeVector, tableToIPC, vectorFromArray, type Vector } from 'apache-arrow';
import { artifactPaths } from '../../artifacts/paths.ts';
import { numericColumns, rows } from '../db.ts';
import type { BuildContext } from '../context.ts';

const DICTIONARY_COLUMNS = ['model_id', 'task_id', 'rule_id', 'surface', 'family', 'modality_class', 'action', 'method', 'prior', 'lineage'] as const;

export async function computeQualifyingArrow(ctx: BuildContext): Promise<void> {
  // Each code is the value's position in its sorted dictionary (what dense_rank() - 1 gives), found
  // by joining a small dictionary table: ten dense_rank windows each sorted every row, about three
  // times slower. NULL (sorted last by both) joins through IS NOT DISTINCT FROM.
  const dictionaries = DICTIONARY_COLUMNS.map((c) => `dictionary_${c} AS (SELECT v, (row_number() OVER (ORDER BY v) - 1)::SMALLINT AS code
      FROM (SELECT DISTINCT ${c} AS v FROM verdicts WHERE qualifying))`).join(',\n');
  const codes = DICTIONARY_COLUMNS.map((c) => `dictionary_${c}.code AS ${c}`).join(', ');
  const joins = DICTIONARY_COLUMNS.map((c) => `JOIN dictionary_${c} ON verdicts.${c} IS NOT DISTINCT FROM dictionary_${c}.v`).join('\n');
  const { rows: n, columns: c } = await numericColumns(ctx.connection, `WITH ${dictionaries}
      SELECT substr(verdict_id, 2)::UINTEGER AS verdict, ${codes}, round::TINYINT AS round, z::TINYINT AS pass
      FROM verdicts ${joins} WHERE qualifying ORDER BY verdict`, {
    verdict: Uint32Array, ...Object.fromEntries(DICTIONARY_COLUMNS.map((name) => [name, Int16Array])), round: Int8Array, pass: Int8Array,
  } as Record<string, typeof Uint32Array | typeof Int16Array | typeof Int8Array>, 'qualifying_verdicts.arrow');
  const columns: Record<string, Vector> = { verdict: makeVector(c.verdict as Uint32Array) };
  for (const [id, name] of DICTIONARY_COLUMNS.entries()) {
    const values = (await rows(ctx.connection, `SELECT DISTINCT ${name} AS v FROM verdicts WHERE qualifying ORDER BY v`)).map((r) => String(r.v));
    // An explicit dictionary id: apache-arrow otherwise numbers dictionaries from a process-wide
    // counter, and a second build in the same process would write different bytes.
    const type = new Dictionary(new Utf8(), new Int16(), id);
    columns[name] = makeVector(makeData({ type, length: n, nullCount: 0, data: c[name] as Int16Array, dictionary: vectorFromArray(values, new Utf8()) }));
  }
  columns.round = makeVector(makeData({ type: new Int8(), length: n, nullCount: 0, data: c.round as Int8Array }));
  columns.pass = makeVector(makeData({ type: new Int8(), length: n, nullCount: 0, data: c.pass as Int8Array }));
  const bytes = tableToIPC(new Table(columns), 'file');
  ctx.binaries.push({
    path: artifactPaths.qualifyingArrow, bytes, rows: n,
    columns: [
      { name: 'verdict', type: 'uint32 (numeric part of verdict_id)' },
      ...DICTIONARY_COLUMNS.map((name) => ({ name, type: 'dictionary<int16, utf8> (sorted dictionary)' })),
      { name: 'round', type: 'int8' }, { name: 'pass', type: 'int8 (1 = pass, 0 = fail)' },
    ],
  });
}
