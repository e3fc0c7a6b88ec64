/**
 * Step "verdict_arrows": two Arrow IPC files of the verdicts for in-browser filtering.
 * - `qualifying_verdicts.arrow`: the qualifying verdicts (effective pass/fail) with `pass`, what
 *   every accuracy counts; the re-ranking, comparison and `npm run score` read it.
 * - `verdicts.arrow`: every verdict of the release (n/a, partial and cascade-collapsed ones
 *   included) with its `raw_verdict` (as the release records it) and `effective_verdict` (after
 *   the Appendix-B cascade de-duplication, docs/metrics.md); the verdict explorer reads it. A
 *   separate file, so the ranking code never has to drop non-qualifying rows first.
 * Compact: ids and categories dictionary-encoded (Int16 codes, the two verdicts Int8; each
 * dictionary the values present, sorted), round and pass as Int8, the verdict id as its number
 * (Uint32) and its digit count (Int8): V000123 → 123, 6 and V0000123 → 123, 7, so every id is
 * rebuilt exactly as the release writes it. Rows sorted by number, then digits; the bytes are
 * reproducible. Columns are fetched as numbers, never as millions of JS strings, so a scaled
 * release stays within memory.
 */
import { Dictionary, Int16, Int8, Table, Utf8, makeData, makeVector, tableToIPC, vectorFromArray, type Vector } from 'apache-arrow';
import { artifactPaths } from '../artifacts/paths.ts';
import { numericColumns, rows } from './db.ts';
import type { BuildContext } from './context.ts';

const DICTIONARY_COLUMNS = ['model_id', 'task_id', 'rule_id', 'surface', 'family', 'modality_class', 'action', 'method', 'prior', 'lineage'] as const;

interface ArrowSpec {
  path: string;
  /** SQL condition on `verdicts` selecting the file's rows. */
  where: string;
  /** Dictionary columns with Int8 codes: the file's column name and its SQL expression over `verdicts`. */
  small: readonly { name: string; sql: string; about: string }[];
  /** Whether the file has the `pass` column (z). */
  pass: boolean;
}

const SPECS: readonly ArrowSpec[] = [
  { path: artifactPaths.qualifyingArrow, where: 'qualifying', small: [], pass: true },
  {
    path: artifactPaths.verdictsArrow, where: 'true', pass: false,
    small: [
      { name: 'raw_verdict', sql: 'raw_verdict', about: 'the verdict as the release records it' },
      { name: 'effective_verdict', sql: 'verdict', about: 'after cascade de-duplication; pass or fail = qualifying' },
    ],
  },
];

async function writeArrow(ctx: BuildContext, spec: ArrowSpec): Promise<void> {
  const c = ctx.connection;
  const coded = [
    ...DICTIONARY_COLUMNS.map((name) => ({ name, sql: name, Typed: Int16Array, Index: Int16 })),
    ...spec.small.map((s) => ({ name: s.name, sql: s.sql, Typed: Int8Array, Index: Int8 })),
  ];
  // Per column, its dictionary: the values present, sorted, NULL last (written "null"), each with
  // its position as code. The codes are then fetched by joining the verdicts to the dictionaries.
  const dictionaries: Record<string, string[]> = {};
  for (const { name, sql } of coded) {
    await c.run(`CREATE OR REPLACE TEMP TABLE arrow_${name} AS SELECT value, (row_number() OVER (ORDER BY value NULLS LAST) - 1)::SMALLINT AS code
        FROM (SELECT DISTINCT ${sql} AS value FROM verdicts WHERE ${spec.where})`);
    dictionaries[name] = (await rows(c, `SELECT value FROM arrow_${name} ORDER BY code`)).map((r) => (r.value === null ? 'null' : String(r.value)));
  }
  const { rows: n, columns: codes } = await numericColumns(c, `SELECT substr(verdict_id, 2)::UINTEGER AS verdict, (length(verdict_id) - 1)::TINYINT AS verdict_digits,
      ${coded.map(({ name }) => `arrow_${name}.code AS ${name}`).join(', ')}, round::TINYINT AS round${spec.pass ? ', z::TINYINT AS pass' : ''}
      FROM verdicts ${coded.map(({ name, sql }) => `JOIN arrow_${name} ON verdicts.${sql} IS NOT DISTINCT FROM arrow_${name}.value`).join(' ')}
      WHERE ${spec.where} ORDER BY verdict, verdict_digits`, {
    verdict: Uint32Array, verdict_digits: Int8Array, ...Object.fromEntries(coded.map(({ name, Typed }) => [name, Typed])), round: Int8Array, ...(spec.pass ? { pass: Int8Array } : {}),
  } as Record<string, typeof Uint32Array | typeof Int16Array | typeof Int8Array>, spec.path);
  const int8 = (data: Int8Array) => makeVector(makeData({ type: new Int8(), length: n, nullCount: 0, data }));
  const columns: Record<string, Vector> = { verdict: makeVector(codes.verdict as Uint32Array), verdict_digits: int8(codes.verdict_digits as Int8Array) };
  for (const [id, { name, Index }] of coded.entries()) {
    // An explicit dictionary id: apache-arrow otherwise numbers dictionaries from a process-wide
    // counter, and a second build in the same process would write different bytes.
    const type = new Dictionary(new Utf8(), new Index(), id);
    columns[name] = makeVector(makeData({ type, length: n, nullCount: 0, data: codes[name] as never, dictionary: vectorFromArray(dictionaries[name]!, new Utf8()) }));
  }
  columns.round = int8(codes.round as Int8Array);
  if (spec.pass) columns.pass = int8(codes.pass as Int8Array);
  const bytes = tableToIPC(new Table(columns), 'file');
  ctx.binaries.push({
    path: spec.path, bytes, rows: n,
    columns: [
      { name: 'verdict', type: 'uint32 (numeric part of verdict_id)' },
      { name: 'verdict_digits', type: 'int8 (digits of verdict_id after the V, leading zeros included)' },
      ...DICTIONARY_COLUMNS.map((name) => ({ name, type: 'dictionary<int16, utf8> (sorted dictionary)' })),
      ...spec.small.map((s) => ({ name: s.name, type: `dictionary<int8, utf8> (sorted dictionary; ${s.about})` })),
      { name: 'round', type: 'int8' },
      ...(spec.pass ? [{ name: 'pass', type: 'int8 (1 = pass, 0 = fail)' }] : []),
    ],
  });
}

export async function computeVerdictArrows(ctx: BuildContext): Promise<void> {
  for (const spec of SPECS) await writeArrow(ctx, spec);
}
