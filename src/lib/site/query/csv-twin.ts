/**
 * CSV twin of a Parquet artifact, written at site build time for the SQL page. Why: the npm
 * build of DuckDB-WASM (1.32) does not contain the parquet extension — it would download it
 * from extensions.duckdb.org at run time, and the page must not contact another origin — while
 * its CSV reader is part of the core. The page reads each twin with the column names and types
 * the build manifest records for the Parquet file (nested types cast back from DuckDB's own text
 * form), so the views have the Parquet files' schema. Node only (DuckDB node-api).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';

/** The CSV bytes (header, RFC 4180 quoting) of every row of a Parquet file, in file order. */
export async function parquetAsCsv(parquetFile: string): Promise<Uint8Array<ArrayBuffer>> {
  if (!fs.existsSync(parquetFile)) throw new Error(`${parquetFile}: Parquet artifact is missing from the data build`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hif-csv-twin-'));
  const out = path.join(dir, 'twin.csv');
  const instance = await DuckDBInstance.create(':memory:');
  const connection = await instance.connect();
  try {
    const q = (s: string) => `'${s.replace(/'/g, "''")}'`;
    await connection.run(`COPY (SELECT * FROM read_parquet(${q(parquetFile)})) TO ${q(out)} (FORMAT csv, HEADER true, DELIMITER ',', QUOTE '"', ESCAPE '"')`);
    return new Uint8Array(fs.readFileSync(out));
  } finally {
    connection.closeSync();
    instance.closeSync();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Whether a DuckDB type is nested (list, struct, map): read as text from the CSV, then cast. */
export function isNestedType(type: string): boolean {
  return /\[\]$|^(STRUCT|MAP|UNION)\(/i.test(type.trim());
}
