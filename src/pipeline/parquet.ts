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

/**
 * The Parquet type of a table column: a count, or a number the table formats as an integer
 * (d3 type "d", e.g. a rank k), is INTEGER; other numbers DOUBLE (a mean rank is not an integer).
 * INTEGER (32 bits) like the build's other count columns: JavaScript readers get numbers, not
 * BigInts, and a value beyond it fails the write instead of wrapping.
 */
export function tableColumnType(c: TableColumn): string {
  const integer = c.unit === 'count' || (DUCKDB_TYPE[c.unit] === 'DOUBLE' && c.format !== null && /d$/.test(c.format));
  return integer ? 'INTEGER' : DUCKDB_TYPE[c.unit];
}

/** Writes a table artifact's rows as Parquet, one typed column per artifact column, in row order. */
export async function writeTableParquet(connection: DuckDBConnection, artifact: TableArtifact, scratchDir: string, file: string): Promise<void> {
  for (const c of artifact.columns) {
    if (tableColumnType(c) !== 'INTEGER') continue;
    artifact.rows.forEach((r, i) => {
      const v = r[c.id];
      if (v !== null && v !== undefined && !Number.isInteger(v)) throw new Error(`${file}: row ${i + 1}: field ${c.id}: an integer column (${c.unit}, format ${c.format}) holds ${JSON.stringify(v)}`);
    });
  }
  const scratch = join(scratchDir, `${artifact.id}.jsonl`);
  writeFileSync(scratch, artifact.rows.map((r, i) => JSON.stringify({ ...r, _row: i })).join('\n') + '\n');
  const types: Record<string, string> = Object.fromEntries([...artifact.columns.map((c) => [c.id, tableColumnType(c)]), ['_row', 'INTEGER']]);
  const columns = `{${Object.entries(types).map(([k, t]) => `${sqlString(k)}: ${sqlString(t)}`).join(', ')}}`;
  const select = artifact.rows.length === 0
    ? `SELECT ${artifact.columns.map((c) => `NULL::${tableColumnType(c)} AS "${c.id}"`).join(', ')} WHERE false`
    : `SELECT ${artifact.columns.map((c) => `"${c.id}"`).join(', ')} FROM read_json(${sqlString(scratch)}, format = 'newline_delimited', columns = ${columns}) ORDER BY _row`;
  await writeParquet(connection, select, file);
}

/** Column names and types of a Parquet file, and its row count. */
export async function parquetSchema(connection: DuckDBConnection, file: string): Promise<{ columns: { name: string; type: string }[]; rows: number }> {
  const described = await rows(connection, `DESCRIBE SELECT * FROM read_parquet(${sqlString(file)})`);
  const [count] = await rows(connection, `SELECT count(*)::BIGINT AS n FROM read_parquet(${sqlString(file)})`);
  return { columns: described.map((d) => ({ name: String(d.column_name), type: String(d.column_type) })), rows: Number(count!.n) };
}
