/**
 * Reading rows of a Parquet artifact of the data build at site build time (DuckDB, in memory),
 * for row-level views that have no JSON table artifact — e.g. the audit rows where the two raters
 * disagree. Only selection and filtering happen here; no figure is computed.
 */
import fs from 'node:fs';
import { DuckDBInstance } from '@duckdb/node-api';
import { artifactPath } from './load.ts';

type Row = Record<string, string | number | boolean | null>;

/** Rows of `SELECT <columns> FROM <parquet> [WHERE <where>] ORDER BY <orderBy>` (or of one `aggregate` AS value); the file must exist. */
export async function readParquetRows(relative: string, columns: readonly string[], where: string | null, orderBy: string, aggregate: string | null = null): Promise<Row[]> {
  const file = artifactPath(relative);
  if (!fs.existsSync(file)) throw new Error(`${file}: Parquet artifact is missing from the data build`);
  const instance = await DuckDBInstance.create(':memory:');
  const connection = await instance.connect();
  try {
    const quoted = columns.map((c) => `"${c.replace(/"/g, '""')}"`).join(', ');
    const sql = `SELECT ${aggregate === null ? quoted : `${aggregate} AS value`} FROM read_parquet('${file.replace(/'/g, "''")}')${where ? ` WHERE ${where}` : ''} ORDER BY ${orderBy}`;
    const reader = await connection.runAndReadAll(sql);
    return reader.getRowObjectsJson() as Row[];
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
}

/** One aggregate over a Parquet artifact (`SELECT <expression> FROM <parquet>`), e.g. the largest id; the file must exist. */
export async function readParquetAggregate(relative: string, expression: string): Promise<string | number | boolean | null> {
  const [row] = await readParquetRows(relative, [], null, '1', expression);
  return row!.value ?? null;
}
