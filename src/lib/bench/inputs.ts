/**
 * The benchmark's inputs, read from a finished build (its Parquet artifacts, through DuckDB):
 * the decisive E0 runs of the crossed bootstrap (as raw rows and as aggregated cells).
 */
import { join } from 'node:path';
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import { CONFIGURABLE_SURFACES } from '../release/vocab.ts';
import type { CrossedBootstrapCell, CrossedBootstrapRow } from '../stats/crossedBootstrap.ts';

export interface BenchInputs {
  e0: { builds: number; items: number; surfaces: number; rows: CrossedBootstrapRow[]; cells: CrossedBootstrapCell[] };
}

async function objects(c: DuckDBConnection, sql: string): Promise<Record<string, unknown>[]> {
  return (await c.runAndReadAll(sql)).getRowObjectsJS() as Record<string, unknown>[];
}

export async function loadBenchInputs(buildDir: string): Promise<BenchInputs> {
  const instance = await DuckDBInstance.create(':memory:', { threads: '1' });
  const c = await instance.connect();
  try {
    const parquet = (id: string) => `read_parquet('${join(buildDir, 'parquet', `${id}.parquet`).replaceAll("'", "''")}')`;
    await c.run(`CREATE VIEW e0 AS SELECT * FROM ${parquet('e0')}`);

    const e0 = await objects(c, 'SELECT build_id, item, winner, loser FROM e0 WHERE decisive ORDER BY e0_run_id');
    const builds = [...new Set(e0.map((r) => String(r.build_id)))].sort();
    const items = [...new Set(e0.map((r) => String(r.item)))].sort();
    const surface = (s: unknown) => {
      const i = (CONFIGURABLE_SURFACES as readonly string[]).indexOf(String(s));
      if (i < 0) throw new Error(`${buildDir}/parquet/e0.parquet: unknown surface "${String(s)}"`);
      return i;
    };
    const rows: CrossedBootstrapRow[] = e0.map((r) => ({ build: builds.indexOf(String(r.build_id)), item: items.indexOf(String(r.item)), winner: surface(r.winner), loser: surface(r.loser) }));
    const counts = new Map<string, CrossedBootstrapCell>();
    for (const r of rows) {
      const key = `${r.build}|${r.item}|${r.winner}|${r.loser}`;
      const cell = counts.get(key) ?? { ...r, count: 0 };
      cell.count += 1;
      counts.set(key, cell);
    }
    return { e0: { builds: builds.length, items: items.length, surfaces: CONFIGURABLE_SURFACES.length, rows, cells: [...counts.values()] } };
  } finally {
    c.closeSync();
    instance.closeSync();
  }
}
