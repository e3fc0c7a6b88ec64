/**
 * Ready-made examples for the SQL page (site build time, Node): each metrics query
 * (src/metrics/*.sql) that runs on the shipped Parquet files alone (provenance-links.ts
 * runsInBrowser), as written — the Parquet views carry the same names and columns as the build's
 * tables — plus the Parquet files the page may load as tables, with their URLs.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { buildManifest } from '../entities.ts';
import { runsInBrowser } from '../provenance-links.ts';
import { sqlSources } from '../provenance-sources.ts';
import { siteUrl } from '../urls.ts';
import type { QueryConfig } from './config.ts';

/** View name of a Parquet artifact: its file name without extension. */
function viewName(filePath: string): string {
  return filePath.split('/').pop()!.replace(/\.parquet$/, '');
}

export function queryConfig(base: string, root = process.cwd()): QueryConfig {
  const manifest = buildManifest();
  const views = manifest.artifacts.filter((a) => a.kind === 'parquet').map((a) => {
    const name = viewName(a.path);
    return { name, url: siteUrl(base, `data/files/${a.path}`), bytes: a.bytes, rows: a.rows };
  });
  const known = new Set(views.map((v) => v.name));
  const examples = [{ name: 'count of qualifying verdicts', sql: 'SELECT count(*) AS qualifying FROM verdicts WHERE qualifying;' }];
  for (const source of sqlSources(root)) {
    if (runsInBrowser(source.sql, known)) examples.push({ name: source.name, sql: source.sql.trim() });
  }
  return { views, examples, engineBytes: engineBytes(root) };
}

/** Bytes of the wasm modules the page ships (read from the installed packages, as Vite copies them). */
function engineBytes(root: string): number {
  const require = createRequire(`${root}/package.json`);
  return ['@duckdb/duckdb-wasm/dist/duckdb-eh.wasm', 'parquet-wasm/esm/parquet_wasm_bg.wasm']
    .reduce((sum, m) => sum + fs.statSync(require.resolve(m)).size, 0);
}
