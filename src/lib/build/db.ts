/**
 * Thin helpers over @duckdb/node-api: open the build's database file, run a named query from
 * src/lib/metrics/<name>.sql into a table of the same name, and read rows as plain JSON values.
 * Errors name the SQL file, so a failing step is easy to find.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';

export type Row = Record<string, unknown>;

/**
 * DuckDB's memory limit for the build (the JS heaps come on top; DuckDB's own RSS goes beyond its
 * limit too). 512 MB: at 100× the peak RSS of the whole build was 2.94-3.04 GiB with 1 GB, 2.73
 * and 3.06 GiB with 768 MB and 2.57 GiB with 512 MB (the limit is 3 GiB), in about the same time
 * (93.4, 93.0 and 93.3 s, one run each; the machine's speed varies more than that).
 */
export const DUCKDB_MEMORY_LIMIT = '512MB';

/** DuckDB's allocator flush thresholds (openDatabase). */
const ALLOCATOR_FLUSH_THRESHOLD = '64MB';

const METRICS_DIR = fileURLToPath(new URL('../metrics/', import.meta.url));

/** Opens (creating) a DuckDB database file. One thread by default: the Parquet bytes then do
 * not depend on scheduling, and the machine is shared. */
export async function openDatabase(file: string, threads = 1): Promise<{ connection: DuckDBConnection; connect: () => Promise<DuckDBConnection>; close: () => void }> {
  // A fixed memory limit: DuckDB's default (80% of RAM) let a 4M-row build peak at 12 GB; above
  // the limit it spills to <file>.tmp inside the build's temporary folder. Background threads of
  // DuckDB's allocator return freed memory to the system instead of the query threads doing it
  // after each task: in 2 interleaved pairs of 100x builds, 81.1 -> 79.4 s and 75.9 -> 71.9 s
  // (CPU 148 -> 144 s and 136 -> 130 s); the bytes written do not depend on it.
  //
  // The allocator's flush thresholds are lowered from 128 and 512 MB to 64 MB: with several
  // connections at work (the shard readers, the Parquet writer, the metric queries), memory freed
  // by finished tasks stayed resident, and at 100× the build's resident memory climbed steadily
  // for 10-12 s after Table 2 (2.0 -> 2.9-3.2 GiB, sampled every 0.05 s) before falling back.
  // With 64 MB it stayed at 1.2-1.9 GiB (peak 1.86 GiB, system time as before); with 16 MB, peak
  // 1.86-2.06 GiB but 7-8 s more system time.
  const instance = await DuckDBInstance.create(file, {
    threads: String(threads), memory_limit: DUCKDB_MEMORY_LIMIT, allocator_background_threads: 'true',
    allocator_flush_threshold: ALLOCATOR_FLUSH_THRESHOLD, allocator_bulk_deallocation_flush_threshold: ALLOCATOR_FLUSH_THRESHOLD,
  });
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

/**
 * Runs src/lib/metrics/<name>.sql and stores its result as table <name>. With `columns`, the table
 * is first created from the query's column types with those definitions (columnDefinition in
 * release-columns.ts: the verdict texts without compression), then filled in the query's order.
 */
export async function materialise(connection: DuckDBConnection, name: string, columns?: (name: string, type: string) => string): Promise<void> {
  try {
    if (columns === undefined) {
      await connection.run(`CREATE OR REPLACE TABLE ${name} AS ${queryOf(name)}`);
      return;
    }
    const described = await rows(connection, `DESCRIBE ${queryOf(name)}`);
    await connection.run(`CREATE OR REPLACE TABLE ${name} (${described.map((d) => columns(String(d.column_name), String(d.column_type))).join(', ')})`);
    await connection.run(`INSERT INTO ${name} ${queryOf(name)}`);
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

type NumericArray = Int8Array | Uint8Array | Int16Array | Uint16Array | Int32Array | Uint32Array | Float64Array;
type NumericArrayType = { new (length: number): NumericArray };

/**
 * Runs a query whose columns are all numeric and copies each column, chunk by chunk, into a typed
 * array of the given type (`types` names every column, in the query's order). On a scaled release
 * the whole-result JS arrays of getColumnsJS() cost about as much CPU as the query and hundreds of
 * MB of heap that stayed allocated until the next collection. `label` names the query in errors.
 */
export async function numericColumns<K extends string>(connection: DuckDBConnection, sql: string, types: Record<K, NumericArrayType>, label: string): Promise<{ rows: number; columns: Record<K, NumericArray> }> {
  const result = await connection.run(sql);
  const names = Object.keys(types) as K[];
  const got = Array.from({ length: result.columnCount }, (_, k) => result.columnName(k));
  if (got.join(',') !== names.join(',')) throw new Error(`${label}: columns ${got.join(', ')}, expected ${names.join(', ')}`);
  const chunks = await result.fetchAllChunks();
  const n = chunks.reduce((sum, chunk) => sum + chunk.rowCount, 0);
  const columns = {} as Record<K, NumericArray>;
  // Values go through one Float64Array (exact for every type here) and then into the column's
  // array with TypedArray.set, a bulk copy that converts. Storing straight into arrays of half a
  // dozen types from one place made that store megamorphic, which V8 handles in its runtime, not
  // in compiled code: 2.7M rows of 13 columns (the qualifying Arrow at 100x) took 3-4 s of CPU
  // instead of 0.8 s once the table2 cells had been read with other array types.
  const scratch = new Float64Array(chunks.reduce((most, chunk) => Math.max(most, chunk.rowCount), 0));
  names.forEach((name, k) => {
    const target = new types[name](n);
    let offset = 0;
    for (const chunk of chunks) {
      const vector = chunk.getColumnVector(k);
      const count = chunk.rowCount;
      for (let i = 0; i < count; i++) {
        const value = vector.getItem(i);
        if (typeof value !== 'number') throw new Error(`${label}: row ${offset + i} has ${String(value)} in column ${name}, expected a number`);
        scratch[i] = value;
      }
      target.set(scratch.subarray(0, count), offset);
      offset += count;
    }
    columns[name] = target;
  });
  return { rows: n, columns };
}
