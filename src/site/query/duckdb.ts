/**
 * DuckDB-WASM and parquet-wasm on the SQL page, self-hosted: both wasm modules and DuckDB's
 * worker are bundled by Vite (`?url` imports → files under the site's _astro/ folder, served
 * with the site, under the base path), never fetched from a CDN. Only DuckDB's "eh" (WebAssembly
 * exceptions) build is shipped: every browser the site supports has wasm exceptions, and each
 * build is ~34 MB. Extension auto-loading is switched off so no query can make the page contact
 * extensions.duckdb.org. This module is imported dynamically, only when the reader runs a query.
 */
import * as duckdb from '@duckdb/duckdb-wasm';
import wasmUrl from '@duckdb/duckdb-wasm/dist/duckdb-eh.wasm?url';
import workerUrl from '@duckdb/duckdb-wasm/dist/duckdb-browser-eh.worker.js?url';
import initParquetWasm, { readParquet } from 'parquet-wasm/esm';
import parquetWasmUrl from 'parquet-wasm/esm/parquet_wasm_bg.wasm?url';
import { createTableFromParquet } from './parquet-table.ts';
import { resultValue } from './result-values.ts';

export interface QueryResult {
  columns: string[];
  rows: unknown[][];
}

export interface Database {
  run(sql: string): Promise<QueryResult>;
  /** Creates table `name` from the Parquet file at `parquetUrl` (fetched from this site). */
  loadParquet(name: string, parquetUrl: string): Promise<void>;
}

export async function openDatabase(): Promise<Database> {
  const parquetReady = initParquetWasm({ module_or_path: parquetWasmUrl });
  const worker = new Worker(workerUrl);
  const db = new duckdb.AsyncDuckDB(new duckdb.VoidLogger(), worker);
  await db.instantiate(wasmUrl);
  const connection = await db.connect();
  await connection.query('SET autoinstall_known_extensions = false');
  await connection.query('SET autoload_known_extensions = false');
  await parquetReady;
  return {
    async loadParquet(name, parquetUrl) {
      const response = await fetch(parquetUrl);
      if (!response.ok) throw new Error(`${parquetUrl}: HTTP ${response.status}`);
      const bytes = new Uint8Array(await response.arrayBuffer());
      await createTableFromParquet(connection, name, bytes, (b) => readParquet(b).intoIPCStream());
    },
    async run(sql) {
      const table = await connection.query(sql);
      const fields = table.schema.fields;
      const columns = fields.map((f) => f.name);
      // By position, not by name: a result may repeat a column name (SELECT 1, 1).
      const vectors = fields.map((_, i) => table.getChildAt(i)!);
      const rows: unknown[][] = [];
      for (let r = 0; r < table.numRows; r++) rows.push(vectors.map((v, i) => resultValue(v.get(r), fields[i]!.type)));
      return { columns, rows };
    },
  };
}
