/**
 * DuckDB-WASM on the SQL page, self-hosted: the wasm module and its worker are bundled by Vite
 * (`?url` imports → files under the site's _astro/ folder, served with the site, under the base
 * path), never fetched from a CDN. Only the "eh" (WebAssembly exceptions) build is shipped: every
 * browser the site supports has wasm exceptions, and each build is ~34 MB. Extension
 * auto-loading is switched off so no query can make the page contact extensions.duckdb.org.
 * This module is imported dynamically, only when the reader runs a query.
 */
import * as duckdb from '@duckdb/duckdb-wasm';
import wasmUrl from '@duckdb/duckdb-wasm/dist/duckdb-eh.wasm?url';
import workerUrl from '@duckdb/duckdb-wasm/dist/duckdb-browser-eh.worker.js?url';

export interface QueryResult {
  columns: string[];
  rows: unknown[][];
}

export interface Database {
  run(sql: string): Promise<QueryResult>;
  registerParquet(view: string, url: string): Promise<void>;
}

export async function openDatabase(): Promise<Database> {
  const worker = new Worker(workerUrl);
  const db = new duckdb.AsyncDuckDB(new duckdb.VoidLogger(), worker);
  await db.instantiate(wasmUrl);
  const connection = await db.connect();
  await connection.query('SET autoinstall_known_extensions = false');
  await connection.query('SET autoload_known_extensions = false');
  return {
    async registerParquet(view, url) {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      const file = `${view}.parquet`;
      await db.registerFileBuffer(file, new Uint8Array(await response.arrayBuffer()));
      await connection.query(`CREATE OR REPLACE VIEW "${view.replace(/"/g, '""')}" AS SELECT * FROM read_parquet('${file.replace(/'/g, "''")}')`);
    },
    async run(sql) {
      const table = await connection.query(sql);
      const columns = table.schema.fields.map((f) => f.name);
      const rows: unknown[][] = [];
      for (const row of table.toArray()) {
        const json = row.toJSON() as Record<string, unknown>;
        rows.push(columns.map((c) => json[c]));
      }
      return { columns, rows };
    },
  };
}
