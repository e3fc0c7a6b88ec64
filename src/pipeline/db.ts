/**
 * Thin helpers over @duckdb/node-api: open the build's database file, run a named query from
 * src/metrics/<name>.sql into a table of the same name, and read rows as plain JSON values.
 * Errors name the SQL file, so a failing step is easy to find.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';

export type Row = Record<string, unknown>;

/**
 * DuckDB's memory limit: its default (80% of RAM) lets a scaled build grow far past the 3 GiB
 * target, with the JS heap on top; beyond the limit DuckDB spills to <file>.tmp inside the
 * build's temporary folder.
 */
export const DUCKDB_MEMORY_LIMIT = '512MB';

const METRICS_DIR = fileURLToPath(new URL('../metrics/', import.meta.url));

/**
 * Opens (creating) the build's DuckDB database file, with one thread: aggregates and Parquet
 * bytes then never depend on scheduling.
 */
export async function openDatabase(file: string): Promise<{ connection: DuckDBConnection; close: () => void }> {
  const instance = await DuckDBInstance.create(file, { threads: '1', memory_limit: DUCKDB_MEMORY_LIMIT });
  const connection = await instance.connect();
  return {
    connection,
    close: () => {
      connection.closeSync();
      instance.closeSync();
    },
  };
}

/** SQL string literal with single quotes doubled (for paths and ids we embed). */
export function sqlString(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

/** The text of src/metrics/<name>.sql. */
function metricSql(name: string): string {
  return readFileSync(`${METRICS_DIR}${name}.sql`, 'utf8');
}

/** The query part of a metric file: comments stripped of nothing, trailing semicolon removed. */
function queryOf(name: string): string {
  return metricSql(name).trim().replace(/;\s*$/, '');
}

/** Runs src/metrics/<name>.sql and stores its result as table <name>. */
export async function materialise(connection: DuckDBConnection, name: string): Promise<void> {
  try {
    await connection.run(`CREATE OR REPLACE TABLE ${name} AS ${queryOf(name)}`);
  } catch (error) {
    throw new Error(`src/metrics/${name}.sql: ${(error as Error).message}`, { cause: error });
  }
}

/** Rows of a query as JSON-compatible objects (BIGINT and HUGEINT become numbers; DECIMAL too). */
export async function rows(connection: DuckDBConnection, sql: string): Promise<Row[]> {
  const reader = await connection.runAndReadAll(sql);
  const names = reader.columnNames();
  const types = reader.columnTypes().map(String);
  const out = reader.getRowObjectsJS() as Row[];
  const numeric = names.filter((_, i) => /^(BIGINT|HUGEINT|UBIGINT|DECIMAL)/.test(types[i]!));
  if (numeric.length === 0) return out;
  for (const row of out) {
    for (const name of numeric) {
      const v = row[name];
      if (typeof v === 'bigint') row[name] = Number(v);
      else if (v !== null && typeof v === 'object') row[name] = Number(String(v));
    }
  }
  return out;
}

type NumericArray = Int8Array | Uint8Array | Int16Array | Uint16Array | Int32Array | Uint32Array | Float64Array;
type NumericArrayType = { new (length: number): NumericArray };

/**
 * Runs a query whose columns are all numeric and copies each column, chunk by chunk, into a typed
 * array of the given type (`types` names every column, in the query's order): millions of values
 * never become a JS array. `label` names the query in errors.
 */
export async function numericColumns<K extends string>(connection: DuckDBConnection, sql: string, types: Record<K, NumericArrayType>, label: string): Promise<{ rows: number; columns: Record<K, NumericArray> }> {
  const result = await connection.run(sql);
  const names = Object.keys(types) as K[];
  const got = Array.from({ length: result.columnCount }, (_, k) => result.columnName(k));
  if (got.join(',') !== names.join(',')) throw new Error(`${label}: columns ${got.join(', ')}, expected ${names.join(', ')}`);
  const chunks = await result.fetchAllChunks();
  const n = chunks.reduce((sum, chunk) => sum + chunk.rowCount, 0);
  const columns = {} as Record<K, NumericArray>;
  names.forEach((name, k) => {
    const target = new types[name](n);
    let offset = 0;
    for (const chunk of chunks) {
      const vector = chunk.getColumnVector(k);
      // rowCount is a native call: read once per chunk, not per row.
      const rows = chunk.rowCount;
      for (let i = 0; i < rows; i++) {
        const value = vector.getItem(i);
        if (typeof value !== 'number') throw new Error(`${label}: row ${offset + i} has ${String(value)} in column ${name}, expected a number`);
        target[offset + i] = value;
      }
      offset += rows;
    }
    columns[name] = target;
  });
  return { rows: n, columns };
}
