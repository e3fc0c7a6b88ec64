/** What the SQL page embeds (browser-safe types). */
export interface QueryConfig {
  views: {
    name: string;
    /** The Parquet file (as on the downloads page). */
    url: string;
    /** Its CSV twin, which DuckDB-WASM reads (csv-twin.ts). */
    csvUrl: string;
    bytes: number;
    rows: number | null;
    /** Column names and DuckDB types of the Parquet file (build manifest). */
    columns: { name: string; type: string }[];
  }[];
  examples: { name: string; sql: string }[];
}
