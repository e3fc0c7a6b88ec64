/**
 * Parquet (zstd) writing with DuckDB. Every output is sorted by the query's ORDER BY, so two
 * builds of the same release give identical bytes.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DuckDBConnection } from '@duckdb/node-api';
import type { TableArtifact, TableColumn } from '../artifacts/table.ts';
import { rows, sqlString } from './db.ts';

/** COPY (query) TO file as Parquet with zstd compression. */
export async function writeParquet(connection: DuckDBConnection, query: string, file: string): Promise<void> {
  try {
    await connection.run(`COPY (${query}) TO ${sqlString(file)} (FORMAT parquet, COMPRESSION zstd)`);
  } catch (error) {
    throw new Error(`${file}: writing Parquet failed: ${(error as Error).message}`, { cause: error });
  }
}

const DUCKDB_TYPE: Record<TableColumn['unit'], string> = {
  percent: 'DOUBLE', pp: 'DOUBLE', ratio: 'DOUBLE', coefficient: 'DOUBLE', rank: 'DOUBLE',
  count: 'DOUBLE', text: 'VARCHAR', id: 'VARCHAR', boolean: 'BOOLEAN',
};

/** Writes a table artifact's rows as Parquet, one typed column per artifact column, in row order. */
export async function writeTableParquet(connection: DuckDBConnection, artifact: TableArtifact, scratchDir: string, file: string): Promise<void> {
  const scratch = join(scratchDir, `${artifact.id}.jsonl`);
  writeFileSync(scratch, artifact.rows.map((r, i) => JSON.stringify({ ...r, _row: i })).join('\n') + '\n');
  const types: Record<string, string> = Object.fromEntries([...artifact.columns.map((c) => [c.id, DUCKDB_TYPE[c.unit]]), ['_row', 'INTEGER']]);
  const columns = `{${Object.entries(types).map(([k, t]) => `${sqlString(k)}: ${sqlString(t)}`).join(', ')}}`;
  const select = artifact.rows.length === 0
    ? `SELECT ${artifact.columns.map((c) => `NULL::${DUCKDB_TYPE[c.unit]} AS "${c.id}"`).join(', ')} WHERE false`
    : `SELECT ${artifact.columns.map((c) => `"${c.id}"`).join(', ')} FROM read_json(${sqlString(scratch)}, format = 'newline_delimited', columns = ${columns}) ORDER BY _row`;
  await writeParquet(connection, select, file);
}

/** Column names and types of a Parquet file, and its row count. */
export async function parquetSchema(connection: DuckDBConnection, file: string): Promise<{ columns: { name: string; type: string }[]; rows: number }> {
  const described = await rows(connection, `DESCRIBE SELECT * FROM read_parquet(${sqlString(file)})`);
  const [count] = await rows(connection, `SELECT count(*)::BIGINT AS n FROM read_parquet(${sqlString(file)})`);
  return { columns: described.map((d) => ({ name: String(d.column_name), type: String(d.column_type) })), rows: Number(count!.n) };
}
