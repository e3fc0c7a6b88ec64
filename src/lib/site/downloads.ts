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

/** Human-readable size ("1.2 MB"), decimal units. */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  const units = ['kB', 'MB', 'GB'];
  let value = bytes / 1000;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) { value /= 1000; unit++; }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}

/** The SQL text of a metrics file named in provenance ("src/lib/metrics/x.sql"), or null if absent. */
export function readSql(relative: string, root = process.cwd()): string | null {
  const file = path.resolve(root, relative.split(';')[0]!.trim());
  if (!file.startsWith(path.resolve(root, 'src/lib/metrics') + path.sep) || !fs.existsSync(file)) return null;
  return fs.readFileSync(file, 'utf8');
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

/** Parquet artifacts of a build as DuckDB views named after their files (views.sql). */
export function viewsSql(manifest: BuildManifest): string {
  const lines = manifest.artifacts
    .filter((a) => a.kind === 'parquet')
    .map((a) => {
      const file = a.path.split('/').pop()!;
      return `CREATE VIEW ${file.replace(/\.parquet$/, '')} AS SELECT * FROM read_parquet('${file.replace(/'/g, "''")}');`;
    });
  return `-- Views over the Harness-IF Parquet artifacts; run in the folder that holds the downloaded files.\n${lines.join('\n')}\n`;
}

/**
 * Whether a metrics query runs on the shipped Parquet files alone: queries that read the raw
 * release tables (raw_*, vocab_*) need the full data build (the same rule as the data build's
 * reader-SQL test).
 */
export function runsOnParquet(sql: string): boolean {
  return !/\b(raw_|vocab_)\w+/.test(sql.replace(/--.*$/gm, ''));
}

/** Metrics SQL files (src/lib/metrics/*.sql), sorted. */
export function metricsSqlFiles(root = process.cwd()): string[] {
  const dir = path.join(root, 'src/lib/metrics');
  return fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.sql')).sort() : [];
}
