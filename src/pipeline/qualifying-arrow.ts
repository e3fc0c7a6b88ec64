/**
 * Step "qualifying_arrow": an Arrow IPC file of the qualifying verdicts for in-browser filtering.
 * Compact: ids and categories dictionary-encoded (Int16 codes; each dictionary the values present,
 * sorted), round and pass as Int8, the verdict id as its number (Uint32) and its digit count (Int8):
 * V000123 → 123, 6 and V0000123 → 123, 7, so every id is rebuilt exactly as the release writes it.
 * Rows sorted by number, then digits; the bytes are reproducible. Columns are fetched as
 * numbers, never as millions of JS strings, so a scaled release stays within memory.
 */
import { Dictionary, Int16, Int8, Table, Utf8, makeData, makeVector, tableToIPC, vectorFromArray, type Vector } from 'apache-arrow';
import { artifactPaths } from '../artifacts/paths.ts';
import { numericColumns, rows } from './db.ts';
import type { BuildContext } from './context.ts';

const DICTIONARY_COLUMNS = ['model_id', 'task_id', 'rule_id', 'surface', 'family', 'modality_class', 'action', 'method', 'prior', 'lineage'] as const;

export async function computeQualifyingArrow(ctx: BuildContext): Promise<void> {
  const c = ctx.connection;
  // Per column, its dictionary: the values present, sorted, NULL last (written "null"), each with
  // its position as code. The codes are then fetched by joining the verdicts to the dictionaries.
  const dictionaries: Record<string, string[]> = {};
  for (const name of DICTIONARY_COLUMNS) {
    await c.run(`CREATE OR REPLACE TEMP TABLE arrow_${name} AS SELECT value, (row_number() OVER (ORDER BY value NULLS LAST) - 1)::SMALLINT AS code
        FROM (SELECT DISTINCT ${name} AS value FROM verdicts WHERE qualifying)`);
    dictionaries[name] = (await rows(c, `SELECT value FROM arrow_${name} ORDER BY code`)).map((r) => (r.value === null ? 'null' : String(r.value)));
  }
  const { rows: n, columns: codes } = await numericColumns(c, `SELECT substr(verdict_id, 2)::UINTEGER AS verdict, (length(verdict_id) - 1)::TINYINT AS verdict_digits,
      ${DICTIONARY_COLUMNS.map((name) => `arrow_${name}.code AS ${name}`).join(', ')}, round::TINYINT AS round, z::TINYINT AS pass
      FROM verdicts ${DICTIONARY_COLUMNS.map((name) => `JOIN arrow_${name} ON verdicts.${name} IS NOT DISTINCT FROM arrow_${name}.value`).join(' ')}
      WHERE qualifying ORDER BY verdict, verdict_digits`, {
    verdict: Uint32Array, verdict_digits: Int8Array, ...Object.fromEntries(DICTIONARY_COLUMNS.map((name) => [name, Int16Array])), round: Int8Array, pass: Int8Array,
  } as Record<string, typeof Uint32Array | typeof Int16Array | typeof Int8Array>, 'qualifying_verdicts.arrow');
  const columns: Record<string, Vector> = {
    verdict: makeVector(codes.verdict as Uint32Array),
    verdict_digits: makeVector(makeData({ type: new Int8(), length: n, nullCount: 0, data: codes.verdict_digits as Int8Array })),
  };
  for (const [id, name] of DICTIONARY_COLUMNS.entries()) {
    // An explicit dictionary id: apache-arrow otherwise numbers dictionaries from a process-wide
    // counter, and a second build in the same process would write different bytes.
    const type = new Dictionary(new Utf8(), new Int16(), id);
    columns[name] = makeVector(makeData({ type, length: n, nullCount: 0, data: codes[name] as Int16Array, dictionary: vectorFromArray(dictionaries[name]!, new Utf8()) }));
  }
  columns.round = makeVector(makeData({ type: new Int8(), length: n, nullCount: 0, data: codes.round as Int8Array }));
  columns.pass = makeVector(makeData({ type: new Int8(), length: n, nullCount: 0, data: codes.pass as Int8Array }));
  const bytes = tableToIPC(new Table(columns), 'file');
  ctx.binaries.push({
    path: artifactPaths.qualifyingArrow, bytes, rows: n,
    columns: [
      { name: 'verdict', type: 'uint32 (numeric part of verdict_id)' },
      { name: 'verdict_digits', type: 'int8 (digits of verdict_id after the V, leading zeros included)' },
      ...DICTIONARY_COLUMNS.map((name) => ({ name, type: 'dictionary<int16, utf8> (sorted dictionary)' })),
      { name: 'round', type: 'int8' }, { name: 'pass', type: 'int8 (1 = pass, 0 = fail)' },
    ],
  });
}
