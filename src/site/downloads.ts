/**
 * What the Downloads page offers: the build's Parquet and Arrow files and its JSON table
 * artifacts (entities are per-page data, not offered one by one), in manifest order.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ArtifactEntry, BuildManifest } from '../artifacts/manifest.ts';

export function downloadableArtifacts(manifest: BuildManifest): ArtifactEntry[] {
  return manifest.artifacts.filter((a) => a.kind === 'parquet' || a.kind === 'arrow' || a.kind === 'table' || a.kind === 'report');
}

/** One file on the Downloads page: where it is (site-relative), what it holds, how big. */
interface DownloadItem {
  path: string;
  name: string;
  rows: number | null;
  bytes: number;
  description: string;
}

interface DownloadGroup {
  id: string;
  title: string;
  about: string;
  items: DownloadItem[];
}

/** What the page says about a table artifact (its title and lead), by table id. */
type TableInfo = ReadonlyMap<string, { title: string; description: string }>;

const stem = (p: string) => p.split('/').pop()!.replace(/\.[^.]+$/, '');

/**
 * The build's downloadable files in groups (Parquet, Arrow, CSV, JSON), each file with rows,
 * size and a description: a table's title and lead where the file is one of the site's tables,
 * else the SQL file that made it. `csvBytes` gives the size of a table's CSV as the site writes
 * it. Paths are site-relative; files in a group keep manifest order.
 */
export function downloadGroups(manifest: BuildManifest, tables: TableInfo, csvBytes: (tableId: string) => number): DownloadGroup[] {
  const describe = (a: ArtifactEntry) => {
    const table = tables.get(stem(a.path));
    if (table) return `${table.title}${table.description ? `: ${table.description}` : ''}`;
    return a.sql ? `Made by ${a.sql}.` : 'Written by the data build.';
  };
  const item = (a: ArtifactEntry): DownloadItem => ({ path: `data/files/${a.path}`, name: a.path.split('/').pop()!, rows: a.rows, bytes: a.bytes, description: describe(a) });
  const files = downloadableArtifacts(manifest);
  const jsonTables = files.filter((a) => a.kind === 'table' || a.kind === 'report');
  return [
    { id: 'parquet', title: 'Parquet', about: 'Every table and every record of the build, typed, for DuckDB, pandas, Polars or R.', items: files.filter((a) => a.kind === 'parquet').map(item) },
    { id: 'arrow', title: 'Arrow IPC', about: 'The verdicts in the columnar format pages load in the browser: the qualifying ones (re-ranking, comparison) and every verdict with its raw and effective verdict (the verdict explorer).', items: files.filter((a) => a.kind === 'arrow').map(item) },
    {
      id: 'csv', title: 'CSV', about: 'Each table of the site as RFC 4180 CSV (comma, CRLF), interval bounds as their own columns; text cells that a spreadsheet would run as a formula start with a quote mark.',
      items: jsonTables.filter((a) => a.kind === 'table' && tables.has(stem(a.path))).map((a) => ({ ...item(a), path: `data/tables/${encodeURIComponent(stem(a.path))}.csv`, name: `${stem(a.path)}.csv`, bytes: csvBytes(stem(a.path)) })),
    },
    { id: 'json', title: 'JSON table artifacts', about: 'Each table with its columns, units, notes and provenance, as the site reads it.', items: jsonTables.map(item) },
  ].filter((g) => g.items.length > 0);
}

/** Human-readable size ("1.2 MB"), decimal units. */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  const units = ['kB', 'MB', 'GB'];
  let value = bytes / 1000;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) { value /= 1000; unit++; }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}

/** JSON Schema files of the release format (data/release-schema/*.json), sorted. */
export function releaseSchemaFiles(root = process.cwd()): string[] {
  const dir = path.join(root, 'data/release-schema');
  return fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.json')).sort() : [];
}

/** A single-quoted shell word (POSIX): safe to paste whatever the text holds. */
export function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/**
 * Whether a metrics query runs on the shipped Parquet files alone: queries that read the raw
 * release tables (raw_*, vocab_*) need the full data build (the same rule as the data build's
 * reader-SQL test).
 */
export function runsOnParquet(sql: string): boolean {
  return !/\b(raw_|vocab_)\w+/.test(sql.replace(/--.*$/gm, ''));
}
