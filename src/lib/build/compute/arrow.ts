/**
 * Step "qualifying_arrow": an Arrow IPC file of the qualifying verdicts for in-browser filtering.
 * Compact: ids and categories dictionary-encoded (Int16 codes; each dictionary sorted, codes
 * computed in SQL with dense_rank), round and pass as Int8, the verdict's numeric id as Uint32
 * (V000123 → 123). Rows sorted by that number; the bytes are reproducible. Columns are fetched as
 * numbers, never as millions of JS strings, so a scaled release stays within memory.
 */
import { Dictionary, Int16, Int8, Table, Utf8, makeData, makeVector, tableToIPC, vectorFromArray, type Vector } from 'apache-arrow';
import { artifactPaths } from '../../artifacts/paths.ts';
import { rows } from '../db.ts';
import type { BuildContext } from '../context.ts';

const DICTIONARY_COLUMNS = ['model_id', 'task_id', 'rule_id', 'surface', 'family', 'modality_class', 'action', 'method', 'prior', 'lineage'] as const;

export async function computeQualifyingArrow(ctx: BuildContext): Promise<void> {
  const codes = DICTIONARY_COLUMNS.map((c) => `(dense_rank() OVER (ORDER BY ${c}) - 1)::SMALLINT AS ${c}`).join(', ');
  const reader = await ctx.connection.runAndReadAll(`SELECT * FROM (
      SELECT substr(verdict_id, 2)::UINTEGER AS verdict, ${codes}, round::TINYINT AS round, z::TINYINT AS pass
      FROM verdicts WHERE qualifying) ORDER BY verdict`);
  const names = reader.columnNames();
  const columnsJs = reader.getColumnsJS();
  const col = (name: string) => columnsJs[names.indexOf(name)]! as number[];
  const n = reader.currentRowCount;
  const columns: Record<string, Vector> = { verdict: makeVector(Uint32Array.from(col('verdict'))) };
  for (const [id, name] of DICTIONARY_COLUMNS.entries()) {
    const values = (await rows(ctx.connection, `SELECT DISTINCT ${name} AS v FROM verdicts WHERE qualifying ORDER BY v`)).map((r) => String(r.v));
    // An explicit dictionary id: apache-arrow otherwise numbers dictionaries from a process-wide
    // counter, and a second build in the same process would write different bytes.
    const type = new Dictionary(new Utf8(), new Int16(), id);
    columns[name] = makeVector(makeData({ type, length: n, nullCount: 0, data: Int16Array.from(col(name)), dictionary: vectorFromArray(values, new Utf8()) }));
  }
  columns.round = makeVector(makeData({ type: new Int8(), length: n, nullCount: 0, data: Int8Array.from(col('round')) }));
  columns.pass = makeVector(makeData({ type: new Int8(), length: n, nullCount: 0, data: Int8Array.from(col('pass')) }));
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
