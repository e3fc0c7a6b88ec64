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
  loadParquet(name: string, parquetUrl: string, progress?: Progress): Promise<void>;
}

/** Bytes received so far and the total when the server says it (null: unknown or compressed). */
export type Progress = (loaded: number, total: number | null) => void;

/** The body of a GET, reporting bytes as they arrive (a compressed response's Content-Length is not its body's length). */
async function fetchBytes(url: string, progress?: Progress): Promise<Uint8Array> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  const length = Number(response.headers.get('content-length'));
  const total = response.headers.get('content-encoding') || !Number.isFinite(length) || length <= 0 ? null : length;
  if (!response.body || !progress) return new Uint8Array(await response.arrayBuffer());
  const chunks: Uint8Array[] = [];
  let loaded = 0;
  for (const reader = response.body.getReader(); ;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    loaded += value.length;
    progress(loaded, total);
  }
  const bytes = new Uint8Array(loaded);
  let at = 0;
  for (const c of chunks) { bytes.set(c, at); at += c.length; }
  return bytes;
}

/** Opens DuckDB; `progress` hears the engine's download (DuckDB's instantiation progress). */
export async function openDatabase(progress?: Progress): Promise<Database> {
  const parquetReady = initParquetWasm({ module_or_path: parquetWasmUrl });
  const worker = new Worker(workerUrl);
  const db = new duckdb.AsyncDuckDB(new duckdb.VoidLogger(), worker);
  await db.instantiate(wasmUrl, null, (p) => progress?.(p.bytesLoaded, p.bytesTotal > 0 && p.bytesTotal >= p.bytesLoaded ? p.bytesTotal : null));
  const connection = await db.connect();
  await connection.query('SET autoinstall_known_extensions = false');
  await connection.query('SET autoload_known_extensions = false');
  await parquetReady;
  return {
    async loadParquet(name, parquetUrl, progress) {
      const bytes = await fetchBytes(parquetUrl, progress);
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
