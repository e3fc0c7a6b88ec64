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
  /** Registers a view over a Parquet artifact's CSV twin, with the Parquet file's column types. */
  registerView(view: string, csvUrl: string, columns: readonly { name: string; type: string }[]): Promise<void>;
}

const ident = (s: string) => `"${s.replace(/"/g, '""')}"`;
const literal = (s: string) => `'${s.replace(/'/g, "''")}'`;
const nested = (type: string) => /\[\]$|^(STRUCT|MAP|UNION)\(/i.test(type.trim());

/**
 * The view over a CSV twin: every column read with its Parquet type; nested columns read as
 * text and cast back (DuckDB's VARCHAR → LIST/STRUCT cast parses its own text form). Pure.
 */
export function viewSql(view: string, file: string, columns: readonly { name: string; type: string }[]): string {
  const declared = columns.map((c) => `${literal(c.name)}: ${literal(nested(c.type) ? 'VARCHAR' : c.type)}`).join(', ');
  const select = columns.map((c) => (nested(c.type) ? `CAST(${ident(c.name)} AS ${c.type}) AS ${ident(c.name)}` : ident(c.name))).join(', ');
  return `CREATE OR REPLACE VIEW ${ident(view)} AS SELECT ${select} FROM read_csv(${literal(file)}, header = true, auto_detect = false, delim = ',', quote = '"', escape = '"', columns = {${declared}})`;
}

export async function openDatabase(): Promise<Database> {
  const worker = new Worker(workerUrl);
  const db = new duckdb.AsyncDuckDB(new duckdb.VoidLogger(), worker);
  await db.instantiate(wasmUrl);
  const connection = await db.connect();
  await connection.query('SET autoinstall_known_extensions = false');
  await connection.query('SET autoload_known_extensions = false');
  return {
    async registerView(view, csvUrl, columns) {
      const response = await fetch(csvUrl);
      if (!response.ok) throw new Error(`${csvUrl}: HTTP ${response.status}`);
      const file = `${view}.csv`;
      await db.registerFileBuffer(file, new Uint8Array(await response.arrayBuffer()));
      await connection.query(viewSql(view, file, columns));
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
