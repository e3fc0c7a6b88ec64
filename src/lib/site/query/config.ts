/** What the SQL page embeds (browser-safe types). */
export interface QueryConfig {
  views: { name: string; url: string; bytes: number; rows: number | null }[];
  examples: { name: string; sql: string }[];
}
