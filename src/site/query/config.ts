/** What the SQL page embeds (browser-safe types). */
export interface QueryConfig {
  /** Parquet artifacts of the build; each becomes a table of the same name when a query names it. */
  views: {
    name: string;
    /** The Parquet file (as on the downloads page), which the page reads. */
    url: string;
    bytes: number;
    rows: number | null;
  }[];
  examples: { name: string; sql: string }[];
  /** Bytes of the two wasm modules the first query loads (DuckDB-WASM eh build, parquet-wasm). */
  engineBytes: number;
}
