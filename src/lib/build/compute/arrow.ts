/**
 * Step "qualifying_arrow": an Arrow IPC file of the qualifying verdicts for in-browser filtering.
 * Compact: ids and categories dictionary-encoded (Int16 codes; each dictionary the values present,
 * sorted), round and pass as Int8, the verdict id as its number (Uint32) and its digit count (Int8):
 * V000123 → 123, 6 and V0000123 → 123, 7, so every id is rebuilt exactly as the release writes it.
 * Rows sorted by number, then digits; the bytes are reproducible. Columns are fetched as
 * numbers, never as millions of JS strings, so a scaled release stays within memory.
 */
import { Dictionary, Int16, Int8, Table, Utf8, makeData, makeVector, tableToIPC, vectorFromArray, type Vector } from 'apache-arrow';
import { artifactPaths } from '../../artifacts/paths.ts';
import { numericColumns, rows } from '../db.ts';
import { VERDICT_ENUM_COLUMNS } from '../release-columns.ts';
import type { BuildContext } from '../context.ts';

/**
 * Rewrites ENUM codes (-1 for NULL) in place as positions in the dictionary of the values present,
 * in the type's order and NULL last (written "null"), and returns that dictionary.
 */
export function toDictionaryCodes(codes: Int16Array, typeValues: readonly string[]): string[] {
  const present = new Uint8Array(typeValues.length + 1);
  for (let i = 0; i < codes.length; i++) present[codes[i]! + 1] = 1;
  const position = new Int16Array(typeValues.length + 1);
  const values: string[] = [];
  for (let code = 0; code < typeValues.length; code++) {
    if (present[code + 1] === 1) position[code + 1] = values.push(typeValues[code]!) - 1;
  }
  if (present[0] === 1) position[0] = values.push('null') - 1;
  for (let i = 0; i < codes.length; i++) codes[i] = position[codes[i]! + 1]!;
  return values;
}

const DICTIONARY_COLUMNS = ['model_id', 'task_id', 'rule_id', 'surface', 'family', 'modality_class', 'action', 'method', 'prior', 'lineage'] as const;

export async function computeQualifyingArrow(ctx: BuildContext): Promise<void> {
  // Each column is read as its ENUM code (the value's position in its type, whose values are
  // sorted as strings: release-columns.ts; -1 for NULL), and each code is then mapped here to the
  // value's position in the column's dictionary: the values present, sorted, NULL last (as ORDER
  // BY puts it). Joining every row to ten small dictionary tables in SQL instead took a third more
  // CPU at 100× (3.9 against 3.0 s alone), and a dense_rank window per column three times that.
  const { rows: n, columns: c } = await numericColumns(ctx.connection, `SELECT substr(verdict_id, 2)::UINTEGER AS verdict, (length(verdict_id) - 1)::TINYINT AS verdict_digits,
      ${DICTIONARY_COLUMNS.map((name) => `coalesce(enum_code(${name}), -1)::SMALLINT AS ${name}`).join(', ')}, round::TINYINT AS round, z::TINYINT AS pass
      FROM verdicts WHERE qualifying ORDER BY verdict, verdict_digits`, {
    verdict: Uint32Array, verdict_digits: Int8Array, ...Object.fromEntries(DICTIONARY_COLUMNS.map((name) => [name, Int16Array])), round: Int8Array, pass: Int8Array,
  } as Record<string, typeof Uint32Array | typeof Int16Array | typeof Int8Array>, 'qualifying_verdicts.arrow');
  const columns: Record<string, Vector> = {
    verdict: makeVector(c.verdict as Uint32Array),
    verdict_digits: makeVector(makeData({ type: new Int8(), length: n, nullCount: 0, data: c.verdict_digits as Int8Array })),
  };
  for (const [id, name] of DICTIONARY_COLUMNS.entries()) {
    const codes = c[name] as Int16Array;
    const typeValues = (await rows(ctx.connection, `SELECT unnest(enum_range(NULL::${VERDICT_ENUM_COLUMNS[name]!})) AS v`)).map((r) => String(r.v));
    const values = toDictionaryCodes(codes, typeValues);
    // An explicit dictionary id: apache-arrow otherwise numbers dictionaries from a process-wide
    // counter, and a second build in the same process would write different bytes.
    const type = new Dictionary(new Utf8(), new Int16(), id);
    columns[name] = makeVector(makeData({ type, length: n, nullCount: 0, data: codes, dictionary: vectorFromArray(values, new Utf8()) }));
  }
  columns.round = makeVector(makeData({ type: new Int8(), length: n, nullCount: 0, data: c.round as Int8Array }));
  columns.pass = makeVector(makeData({ type: new Int8(), length: n, nullCount: 0, data: c.pass as Int8Array }));
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
