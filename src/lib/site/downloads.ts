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
