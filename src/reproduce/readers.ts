/**
 * How a figure of ours is read from the build's artifacts — as data, so the figure registry
 * (figures.ts) is a list of plain objects. A reader names an artifact, selects rows, and takes a
 * column (or a simple aggregate over the selected rows: min, max, mean, sum, count, all, list).
 * Aggregates only summarise values the build already computed (a range or mean of per-model
 * figures); no statistic is recomputed here. `sql` reads counts from the Parquet artifacts.
 * The one exception, `adjacent`, reads the adjacent-rank differences of common-support-adjacent.ts,
 * which the artifacts do not carry on the common support.
 */
import { MissingFigureError, type BuildReader, type Row } from './build-reader.ts';
import { adjacentDifferences, type Support } from './common-support-adjacent.ts';

export type Cell = number | string | boolean | null;
export type FigureValue = number | string | boolean | FigureValue[];

/** Row selector: every listed column must equal the value (or one of the values). */
export type Where = Record<string, Cell | Cell[]>;

export type Aggregate = 'min' | 'max' | 'mean' | 'sum' | 'count' | 'count_true' | 'all_true' | 'all_positive' | 'list';

export type Reader =
  /** One cell of a table artifact: the single row matching `where`. */
  | { from: 'cell'; table: string; where: Where; column: string }
  /** An aggregate over a column of the rows matching `where` (all rows when absent). */
  | { from: 'aggregate'; table: string; where?: Where; column: string; op: Aggregate }
  /** The first column of a SQL query over the Parquet artifacts: one row → its value; `set` → every row's, sorted as text (a set). */
  | { from: 'sql'; sql: string; set?: boolean }
  /** a − b. */
  | { from: 'difference'; a: Reader; b: Reader }
  /** [a, b, …]: a range or a list of figures. */
  | { from: 'tuple'; items: Reader[] }
  /** An aggregate over a column of the adjacent-rank Acc differences on one support (common-support-adjacent.ts). */
  | { from: 'adjacent'; support: Support; column: 'contains_zero' | 'difference' | 'lower' | 'upper'; op: Aggregate }
  /** Whether the reader's value compares to `value` as stated. */
  | { from: 'compare'; reader: Reader; op: '==' | '<' | '>'; value: number | string | boolean };

function describeWhere(where: Where | undefined): string {
  if (!where || Object.keys(where).length === 0) return 'all rows';
  return Object.entries(where).map(([k, v]) => `${k} = ${JSON.stringify(v)}`).join(' and ');
}

function matches(row: Row, where: Where | undefined): boolean {
  if (!where) return true;
  return Object.entries(where).every(([k, v]) => (Array.isArray(v) ? v.includes(row[k] as Cell) : row[k] === v));
}

async function selectRows(build: BuildReader, tableId: string, where: Where | undefined, column: string): Promise<Row[]> {
  const t = await build.table(tableId);
  if (!t.columns.some((c) => c.id === column)) {
    throw new MissingFigureError(`tables/${tableId}.json: no column "${column}" (has ${t.columns.map((c) => c.id).join(', ')})`);
  }
  return t.rows.filter((r) => matches(r, where));
}

function defined(value: unknown, where: string): number | string | boolean {
  if (value === null || value === undefined) throw new MissingFigureError(`${where}: value is null (undefined statistic)`);
  if (typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean') return value;
  throw new MissingFigureError(`${where}: not a number, text or boolean`);
}

function numeric(value: unknown, where: string): number {
  const v = defined(value, where);
  if (typeof v !== 'number') throw new MissingFigureError(`${where}: expected a number, found ${JSON.stringify(v)}`);
  return v;
}

function aggregate(op: Aggregate, values: unknown[], where: string): FigureValue {
  if (op === 'count') return values.length;
  if (values.length === 0) throw new MissingFigureError(`${where}: no rows selected`);
  switch (op) {
    case 'min': return Math.min(...values.map((v) => numeric(v, where)));
    case 'max': return Math.max(...values.map((v) => numeric(v, where)));
    case 'sum': return values.reduce<number>((s, v) => s + numeric(v, where), 0);
    case 'mean': return values.reduce<number>((s, v) => s + numeric(v, where), 0) / values.length;
    case 'count_true': return values.filter((v) => v === true || v === 'true').length;
    case 'all_true': return values.every((v) => v === true || v === 'true');
    case 'all_positive': return values.every((v) => numeric(v, where) > 0);
    case 'list': return values.map((v) => defined(v, where));
  }
}

/** Reads one figure of ours; throws MissingFigureError naming the artifact, row or column. */
export async function readFigure(build: BuildReader, reader: Reader): Promise<FigureValue> {
  switch (reader.from) {
    case 'cell': {
      const where = `tables/${reader.table}.json, row where ${describeWhere(reader.where)}, column ${reader.column}`;
      const selected = await selectRows(build, reader.table, reader.where, reader.column);
      if (selected.length !== 1) throw new MissingFigureError(`${where}: ${selected.length} rows match (expected exactly 1)`);
      return defined(selected[0]![reader.column], where);
    }
    case 'aggregate': {
      const where = `tables/${reader.table}.json, ${reader.op} of column ${reader.column} over ${describeWhere(reader.where)}`;
      const selected = await selectRows(build, reader.table, reader.where, reader.column);
      return aggregate(reader.op, selected.map((r) => r[reader.column]), where);
    }
    case 'sql': {
      const result = await build.query(reader.sql);
      const values = result.map((r) => Object.values(r)[0]);
      if (reader.set) return values.map((v) => String(defined(v, `parquet query ${reader.sql}`))).sort((a, b) => a.localeCompare(b));
      if (values.length !== 1) throw new MissingFigureError(`parquet query returned ${values.length} rows (expected 1): ${reader.sql}`);
      return defined(values[0], `parquet query ${reader.sql}`);
    }
    case 'difference': {
      const a = await readFigure(build, reader.a);
      const b = await readFigure(build, reader.b);
      return numeric(a, 'difference, first term') - numeric(b, 'difference, second term');
    }
    case 'tuple':
      return Promise.all(reader.items.map((item) => readFigure(build, item)));
    case 'adjacent': {
      const rows = (await adjacentDifferences(build)).filter((r) => r.support === reader.support);
      return aggregate(reader.op, rows.map((r) => r[reader.column]), `adjacent-rank differences (${reader.support} support), ${reader.op} of ${reader.column}`);
    }
    case 'compare': {
      const v = await readFigure(build, reader.reader);
      if (reader.op === '==') return v === reader.value;
      const n = numeric(v, 'comparison');
      return reader.op === '<' ? n < Number(reader.value) : n > Number(reader.value);
    }
  }
}
