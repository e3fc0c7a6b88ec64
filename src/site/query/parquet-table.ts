/**
 * A Parquet file as a DuckDB-WASM table. Why not DuckDB's own reader: the npm build of
 * DuckDB-WASM (1.32) has no statically linked parquet extension and would fetch it from
 * extensions.duckdb.org, another origin. parquet-wasm (the Rust `parquet` crate, zstd included)
 * decodes the file into an Arrow IPC stream instead, which DuckDB-WASM imports with the Arrow
 * schema the file carries — checked to give, on every Parquet file of a data build, the same
 * column types and the same rows as stock DuckDB reading the file (docs/benchmark-history.md, 2026-11-29).
 * Browser and Node: the decoder and the connection are passed in.
 */

/** Decodes a whole Parquet file into one Arrow IPC stream (parquet-wasm: readParquet(b).intoIPCStream()). */
type ParquetToArrowIpc = (parquet: Uint8Array) => Uint8Array;

/** The part of a DuckDB-WASM connection (async or blocking) this needs. */
interface ArrowTableSink {
  insertArrowFromIPCStream(buffer: Uint8Array, options: { name: string; create: boolean }): unknown;
}

/** Table names the page creates: Parquet file names, which the build keeps to [a-z0-9_]. */
const tableName = /^[a-z_][a-z0-9_]*$/;

/** Creates table `name` holding every row of the Parquet file `parquet`, in file order. */
export async function createTableFromParquet(sink: ArrowTableSink, name: string, parquet: Uint8Array, toIpc: ParquetToArrowIpc): Promise<void> {
  if (!tableName.test(name)) throw new Error(`${name}: not a table name the SQL page creates (expected [a-z_][a-z0-9_]*)`);
  await sink.insertArrowFromIPCStream(toIpc(parquet), { name, create: true });
}
