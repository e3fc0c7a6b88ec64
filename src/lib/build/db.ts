/**
 * Thin helpers over @duckdb/node-api: open the build's database file, run a named query from
 * src/lib/metrics/<name>.sql into a table of the same name, and read rows as plain JSON values.
 * Errors name the SQL file, so a failing step is easy to find.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';

export type Row = Record<string, unknown>;

/** DuckDB's memory limit for the build (the JS heap comes on top). */
export const DUCKDB_MEMORY_LIMIT = '1GB';

const METRICS_DIR = fileURLToPath(new URL('../metrics/', import.meta.url));

/** Opens (creating) a DuckDB database file. One thread by default: the Parquet bytes then do
 * not depend on scheduling, and the machine is shared. */
export async function openDatabase(file: string, threads = 1): Promise<{ connection: DuckDBConnection; connect: () => Promise<DuckDBConnection>; close: () => void }> {
  // A fixed memory limit: DuckDB's default (80% of RAM) let a 4M-row build peak at 12 GB; above
  // the limit it spills to <file>.tmp inside the build's temporary folder.
  const instance = await DuckDBInstance.create(file, { threads: String(threads), memory_limit: DUCKDB_MEMORY_LIMIT });
  const connection = await instance.connect();
  // The database file is scratch (deleted after the build): skip the checkpoint when closing.
  await connection.run('PRAGMA disable_checkpoint_on_shutdown');
  return {
    connection,
    // Another connection to the same database: a query on it runs alongside the main connection's
    // (each on its own client thread), which a single connection serialises.
    connect: () => instance.connect(),
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

/** The text of src/lib/metrics/<name>.sql. */
export function metricSql(name: string): string {
  return readFileSync(`${METRICS_DIR}${name}.sql`, 'utf8');
}

/** The query part of a metric file: comments stripped of nothing, trailing semicolon removed. */
function queryOf(name: string): string {
  return metricSql(name).trim().replace(/;\s*$/, '');
}

/** Runs src/lib/metrics/<name>.sql and stores its result as table <name>. */
export async function materialise(connection: DuckDBConnection, name: string): Promise<void> {
  try {
    await connection.run(`CREATE OR REPLACE TABLE ${name} AS ${queryOf(name)}`);
  } catch (error) {
    throw new Error(`src/lib/metrics/${name}.sql: ${(error as Error).message}`, { cause: error });
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

/** Rows of a whole table, in a stated order. */
export async function tableRows(connection: DuckDBConnection, table: string, orderBy: string): Promise<Row[]> {
  return rows(connection, `SELECT * FROM ${table} ORDER BY ${orderBy}`);
}
