/**
 * The verdict explorer's data: the columns of one Arrow file of verdicts (the whole release's or
 * one model's, src/pipeline/verdict-arrows.ts) as dictionary codes in typed arrays, never as
 * millions of JS strings, and each dictionary column's rank of codes by shown label (for sorting).
 */

/** One column: its codes (one per row) and, for a dictionary column, the values they index. */
export interface Coded { codes: ArrayLike<number>; values: string[] }

/** What the explorer holds: the rows of the file read, by column. */
export interface VerdictColumns {
  rowCount: number;
  columns: Record<string, Coded>;
  /** Rank of each code of a dictionary column by its shown label, for sorting by codes. */
  ranks: Record<string, Int32Array>;
}

/** Before any file is read. */
export const NO_COLUMNS: VerdictColumns = { rowCount: 0, columns: {}, ranks: {} };

export const DICTIONARY_COLUMNS = ['model_id', 'task_id', 'rule_id', 'surface', 'family', 'modality_class', 'action', 'method', 'prior', 'lineage', 'raw_verdict', 'effective_verdict'] as const;

type ArrowVector = { data: { values: ArrayLike<number>; dictionary?: { toArray(): ArrayLike<unknown> } }[]; length: number };

/** The verdict id as the release writes it, from the Arrow file's number and digit count: (123, 7) → "V0000123". */
export function verdictIdOf(number: number, digits: number): string {
  return `V${String(number).padStart(digits, '0')}`;
}

/** The value of a dictionary column at row `i`. */
export function valueAt(data: VerdictColumns, column: string, i: number): string {
  const col = data.columns[column]!;
  return col.values[col.codes[i]!]!;
}

/** The verdict id of row `i`. */
export function verdictIdAt(data: VerdictColumns, i: number): string {
  return verdictIdOf(data.columns.verdict!.codes[i]!, data.columns.verdict_digits!.codes[i]!);
}

/** One column's codes (one typed array, copied only when the file has several batches) and dictionary; the codes' width is the file's (Int8, Int16 or Int32, src/pipeline/verdict-arrows.ts). */
function codedColumn(vector: ArrowVector): Coded {
  const first = vector.data[0]!;
  let codes: ArrayLike<number> = first.values;
  if (vector.data.length > 1) {
    const Typed = first.values.constructor as new (length: number) => Int8Array | Int16Array | Int32Array | Uint32Array;
    const all = new Typed(vector.length);
    let at = 0;
    for (const d of vector.data) { all.set(d.values as never, at); at += d.values.length; }
    codes = all;
  }
  return { codes, values: first.dictionary ? Array.from(first.dictionary.toArray(), String) : [] };
}

/** Rank of each code of `col` by its label as `shown` (locale order, numeric), for a counting sort on codes. */
function rankByLabel(col: Coded, shown: (value: string) => string): Int32Array {
  const order = col.values.map((v, code) => ({ code, label: shown(v) })).sort((a, b) => a.label.localeCompare(b.label, 'en', { numeric: true }));
  const rank = new Int32Array(col.values.length);
  for (const [r, { code }] of order.entries()) rank[code] = r;
  return rank;
}

/** Fetches and decodes an Arrow file of verdicts; `shown` gives a column value's label (the sort order). */
export async function readVerdictColumns(fileUrl: string, shown: (column: string, value: string) => string): Promise<VerdictColumns> {
  const [{ tableFromIPC }, response] = await Promise.all([import('apache-arrow'), fetch(fileUrl)]);
  if (!response.ok) throw new Error(`${fileUrl}: HTTP ${response.status}`);
  const table = tableFromIPC(new Uint8Array(await response.arrayBuffer()));
  const vector = (name: string) => {
    const v = table.getChild(name);
    if (!v) throw new Error(`${fileUrl}: column ${name} is missing`);
    return v as unknown as ArrowVector;
  };
  const columns: Record<string, Coded> = { verdict: codedColumn(vector('verdict')), verdict_digits: codedColumn(vector('verdict_digits')), round: codedColumn(vector('round')) };
  const ranks: Record<string, Int32Array> = {};
  for (const name of DICTIONARY_COLUMNS) {
    const col = codedColumn(vector(name));
    columns[name] = col;
    ranks[name] = rankByLabel(col, (v) => shown(name, v));
  }
  return { rowCount: table.numRows, columns, ranks };
}
