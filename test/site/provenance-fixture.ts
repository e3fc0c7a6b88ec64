/**
 * Following "rows" links the way the site does, for the provenance tests: a data build (the mini
 * release built into a temporary folder, or HIF_PROVENANCE_DATA=data/build), the explorer's
 * filter applied to its Arrow file, and queries run on its Parquet files as the SQL page's views.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, inject } from 'vitest';
import { tableFromIPC } from 'apache-arrow';
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';

export const BASE = '/base/';
export type Target = { kind: 'verdicts'; filters: Record<string, string> } | { kind: 'query'; sql: string };

export interface ProvenanceBuild {
  dir: string;
  /** The explorer's selection: rows whose every filtered column equals the filter (src/site/client/explorer/selection.ts). */
  explorer(filters: Record<string, string>): { n: number; passes: number; verdicts: number[] };
  query(sql: string): Promise<Record<string, unknown>[]>;
  close(): void;
}

/** Opens the shared mini build (or HIF_PROVENANCE_DATA) and points the site's readers at it (HIF_DATA_DIR). */
export async function openProvenanceBuild(): Promise<ProvenanceBuild> {
  const existing = process.env.HIF_PROVENANCE_DATA ? path.resolve(process.env.HIF_PROVENANCE_DATA) : null;
  const dir = existing ?? inject('miniBuild');
  process.env.HIF_DATA_DIR = dir;
  const arrow = tableFromIPC(fs.readFileSync(path.join(dir, 'qualifying_verdicts.arrow')));
  const columns: Record<string, { get(i: number): unknown }> = {};
  for (const f of arrow.schema.fields) columns[f.name] = arrow.getChild(f.name)!;
  const connection: DuckDBConnection = await (await DuckDBInstance.create(':memory:')).connect();
  for (const f of fs.readdirSync(path.join(dir, 'parquet'))) {
    await connection.run(`CREATE VIEW ${f.replace(/\.parquet$/, '')} AS SELECT * FROM read_parquet('${path.join(dir, 'parquet', f)}')`);
  }
  return {
    dir,
    explorer(filters) {
      let n = 0;
      let passes = 0;
      const verdicts: number[] = [];
      for (let i = 0; i < arrow.numRows; i++) {
        if (Object.entries(filters).every(([k, v]) => String(columns[k]!.get(i)) === v)) {
          n++;
          passes += Number(columns.pass!.get(i));
          verdicts.push(Number(columns.verdict!.get(i)));
        }
      }
      return { n, passes, verdicts };
    },
    async query(sql) {
      return (await connection.runAndReadAll(sql)).getRowObjectsJS() as Record<string, unknown>[];
    },
    close() {
      delete process.env.HIF_DATA_DIR;
      // The shared build belongs to the run (test/shared-builds.ts), not to this file.
    },
  };
}

/** Follow a rows href back to its target, as the explorer and the SQL page read their URL. */
export function target(href: string): Target {
  const url = new URL(href, 'http://x');
  expect(url.pathname.startsWith(BASE)).toBe(true);
  if (url.pathname === `${BASE}verdicts/`) return { kind: 'verdicts', filters: Object.fromEntries(url.searchParams) };
  expect(url.pathname).toBe(`${BASE}query/`);
  return { kind: 'query', sql: url.searchParams.get('sql')! };
}
