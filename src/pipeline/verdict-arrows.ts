/**
 * Step "verdict_arrows": two Arrow IPC files of the verdicts for in-browser filtering.
 * - `qualifying_verdicts.arrow`: the qualifying verdicts (effective pass/fail) with `pass`, what
 *   every accuracy counts; the re-ranking, comparison and `npm run score` read it.
 * - `verdicts.arrow`: every verdict of the release (n/a, partial and cascade-collapsed ones
 *   included) with its `raw_verdict` (as the release records it) and `effective_verdict` (after
 *   the Appendix-B cascade de-duplication, docs/metrics.md); the verdict explorer reads it. A
 *   separate file, so the ranking code never has to drop non-qualifying rows first.
 * Compact: ids and categories dictionary-encoded (Int16 codes, the two verdicts Int8, each widened
 * to Int16 or Int32 only when its dictionary has more values than the codes can number; each
 * dictionary the values present, sorted), round and pass as Int8, the verdict id as its number
 * (Uint32) and its digit count (Int8): V000123 → 123, 6 and V0000123 → 123, 7, so every id is
 * rebuilt exactly as the release writes it. Rows sorted by number, then digits; the bytes are
 * reproducible. Columns are fetched as numbers, never as millions of JS strings, so a scaled
 * release stays within memory.
 * When `verdicts.arrow` is larger than a browser should fetch on opening a page
 * (SINGLE_FILE_BUDGET), the explorer's data is also written one file per model
 * (`verdicts-by-model/<model_id>.arrow`): the same columns and the same dictionaries (the whole
 * file's, so codes mean the same in every file), that model's rows in verdict-id order.
 */
import { Dictionary, Int16, Int32, Int8, Table, Utf8, makeData, makeVector, tableToIPC, vectorFromArray, type Vector } from 'apache-arrow';
import { artifactPaths } from '../artifacts/paths.ts';
import { numericColumns, rows } from './db.ts';
import type { BuildContext } from './context.ts';

const DICTIONARY_COLUMNS = ['model_id', 'task_id', 'rule_id', 'surface', 'family', 'modality_class', 'action', 'method', 'prior', 'lineage'] as const;

/**
 * Above this size `verdicts.arrow` is also written one file per model: 16 MB is what a page can
 * fetch on opening over a slow mobile link in seconds, not minutes (paper scale: 1.1 MB; 100×:
 * about 113 MB). A judgement, not a measurement of any one link.
 */
const SINGLE_FILE_BUDGET = 16_000_000;

/** A dictionary's code width: the Arrow index type, the SQL type the codes are cast to, the typed array they are fetched into. */
interface IndexWidth { name: 'int8' | 'int16' | 'int32'; sql: string; Typed: Int8ArrayConstructor | Int16ArrayConstructor | Int32ArrayConstructor; Index: typeof Int8 | typeof Int16 | typeof Int32; max: number }
const WIDTHS: readonly IndexWidth[] = [
  { name: 'int8', sql: 'TINYINT', Typed: Int8Array, Index: Int8, max: 127 },
  { name: 'int16', sql: 'SMALLINT', Typed: Int16Array, Index: Int16, max: 32_767 },
  { name: 'int32', sql: 'INTEGER', Typed: Int32Array, Index: Int32, max: 2_147_483_647 },
];

/**
 * The code width of a dictionary of `count` values (codes 0…count−1): the narrowest of the
 * signed widths that is at least `least` and numbers them all (Arrow dictionary indices are
 * signed). A column stays at its usual width unless its count needs more, so a paper-scale
 * file keeps its bytes; beyond Int32 it throws rather than wrap.
 */
export function indexWidth(count: number, least: 'int8' | 'int16'): IndexWidth {
  const from = WIDTHS.findIndex((w) => w.name === least);
  const width = WIDTHS.slice(from).find((w) => count - 1 <= w.max);
  if (!width) throw new Error(`a dictionary of ${count} values does not fit Int32 codes`);
  return width;
}

interface ArrowSpec {
  path: string;
  /** SQL condition on `verdicts` selecting the file's rows. */
  where: string;
  /** Dictionary columns with Int8 codes: the file's column name and its SQL expression over `verdicts`. */
  small: readonly { name: string; sql: string; about: string }[];
  /** Whether the file has the `pass` column (z). */
  pass: boolean;
  /** Whether a file too big to open at once (SINGLE_FILE_BUDGET) is also written one file per model. */
  byModel: boolean;
}

const SPECS: readonly ArrowSpec[] = [
  { path: artifactPaths.qualifyingArrow, where: 'qualifying', small: [], pass: true, byModel: false },
  {
    path: artifactPaths.verdictsArrow, where: 'true', pass: false, byModel: true,
    small: [
      { name: 'raw_verdict', sql: 'raw_verdict', about: 'the verdict as the release records it' },
      { name: 'effective_verdict', sql: 'verdict', about: 'after cascade de-duplication; pass or fail = qualifying' },
    ],
  },
];

type Codes = Int8Array | Int16Array | Int32Array | Uint32Array;

async function writeArrow(ctx: BuildContext, spec: ArrowSpec, budget: number): Promise<void> {
  const c = ctx.connection;
  const listed = [
    ...DICTIONARY_COLUMNS.map((name) => ({ name, sql: name, least: 'int16' as const })),
    ...spec.small.map((s) => ({ name: s.name, sql: s.sql, least: 'int8' as const })),
  ];
  // Per column, its dictionary: the values present, sorted, NULL last (written "null"), each with
  // its position as code. The codes are then fetched by joining the verdicts to the dictionaries.
  const dictionaries: Record<string, string[]> = {};
  const coded: { name: string; sql: string; width: IndexWidth }[] = [];
  for (const { name, sql, least } of listed) {
    await c.run(`CREATE OR REPLACE TEMP TABLE arrow_${name} AS SELECT value, row_number() OVER (ORDER BY value NULLS LAST) - 1 AS code
        FROM (SELECT DISTINCT ${sql} AS value FROM verdicts WHERE ${spec.where})`);
    dictionaries[name] = (await rows(c, `SELECT value FROM arrow_${name} ORDER BY code`)).map((r) => (r.value === null ? 'null' : String(r.value)));
    coded.push({ name, sql, width: indexWidth(dictionaries[name].length, least) });
  }
  const { rows: n, columns: codes } = await numericColumns(c, `SELECT substr(verdict_id, 2)::UINTEGER AS verdict, (length(verdict_id) - 1)::TINYINT AS verdict_digits,
      ${coded.map(({ name, width }) => `arrow_${name}.code::${width.sql} AS ${name}`).join(', ')}, round::TINYINT AS round${spec.pass ? ', z::TINYINT AS pass' : ''}
      FROM verdicts ${coded.map(({ name, sql }) => `JOIN arrow_${name} ON verdicts.${sql} IS NOT DISTINCT FROM arrow_${name}.value`).join(' ')}
      WHERE ${spec.where} ORDER BY verdict, verdict_digits`, {
    verdict: Uint32Array, verdict_digits: Int8Array, ...Object.fromEntries(coded.map(({ name, width }) => [name, width.Typed])), round: Int8Array, ...(spec.pass ? { pass: Int8Array } : {}),
  } as Record<string, typeof Uint32Array | typeof Int32Array | typeof Int16Array | typeof Int8Array>, spec.path);
  const described = [
    { name: 'verdict', type: 'uint32 (numeric part of verdict_id)' },
    { name: 'verdict_digits', type: 'int8 (digits of verdict_id after the V, leading zeros included)' },
    ...coded.map(({ name, width }) => {
      const about = spec.small.find((s) => s.name === name)?.about;
      return { name, type: `dictionary<${width.name}, utf8> (sorted dictionary${about ? `; ${about}` : ''})` };
    }),
    { name: 'round', type: 'int8' },
    ...(spec.pass ? [{ name: 'pass', type: 'int8 (1 = pass, 0 = fail)' }] : []),
  ];
  // The dictionaries as Arrow vectors, made once: the per-model files share them.
  const dictionaryVectors = Object.fromEntries(coded.map(({ name }) => [name, vectorFromArray(dictionaries[name]!, new Utf8())]));
  const ipc = (of: Record<string, Codes>, length: number): Uint8Array => {
    const int8 = (data: Int8Array) => makeVector(makeData({ type: new Int8(), length, nullCount: 0, data }));
    const columns: Record<string, Vector> = { verdict: makeVector(of.verdict as Uint32Array), verdict_digits: int8(of.verdict_digits as Int8Array) };
    for (const [id, { name, width }] of coded.entries()) {
      // An explicit dictionary id: apache-arrow otherwise numbers dictionaries from a process-wide
      // counter, and a second build in the same process would write different bytes.
      const type = new Dictionary(new Utf8(), new width.Index(), id);
      columns[name] = makeVector(makeData({ type, length, nullCount: 0, data: of[name] as never, dictionary: dictionaryVectors[name]! }));
    }
    columns.round = int8(of.round as Int8Array);
    if (spec.pass) columns.pass = int8(of.pass as Int8Array);
    return tableToIPC(new Table(columns), 'file');
  };
  const all = codes as Record<string, Codes>;
  const bytes = ipc(all, n);
  ctx.binaries.push({ path: spec.path, bytes, rows: n, columns: described });
  if (!spec.byModel || bytes.length <= budget) return;
  // One file per model: its rows picked from the whole file's in order (so in verdict-id order),
  // codes unchanged, since every per-model file carries the whole file's dictionaries.
  const model = all.model_id!;
  const counts = new Uint32Array(dictionaries.model_id!.length);
  for (let i = 0; i < n; i++) counts[model[i]!]!++;
  for (const [code, modelId] of dictionaries.model_id!.entries()) {
    const m = counts[code]!;
    if (m === 0) continue;
    const picked = Object.fromEntries(Object.entries(all).map(([name, column]) => [name, new (column.constructor as new (length: number) => Codes)(m)]));
    let at = 0;
    for (let i = 0; i < n; i++) {
      if (model[i] !== code) continue;
      for (const name in all) picked[name]![at] = all[name]![i]!;
      at++;
    }
    ctx.binaries.push({ path: artifactPaths.verdictsArrowOfModel(modelId), bytes: ipc(picked, m), rows: m, columns: described });
  }
}

/** `budget`: the size above which verdicts.arrow is also written per model (a test passes a small one). */
export async function computeVerdictArrows(ctx: BuildContext, budget = SINGLE_FILE_BUDGET): Promise<void> {
  for (const spec of SPECS) await writeArrow(ctx, spec, budget);
}
