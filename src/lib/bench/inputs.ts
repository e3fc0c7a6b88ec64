/**
 * The benchmark's inputs, read from a finished build (its Parquet artifacts, through DuckDB):
 * the sufficient statistics the build's task-clustered bootstrap runs on (read with the build's
 * own loadModelCells), the raw qualifying verdict rows the straightforward version refits from,
 * and the decisive E0 runs of the crossed bootstrap (as raw rows and as aggregated cells).
 */
import { join } from 'node:path';
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import { CONFIGURABLE_SURFACES } from '../release/vocab.ts';
import { loadModelCells } from '../build/compute/table2.ts';
import type { ModelCells } from '../build/compute/cluster-bootstrap.ts';
import type { CrossedBootstrapCell, CrossedBootstrapRow } from '../stats/crossedBootstrap.ts';
import type { RawVerdictRow } from './naive-table2-bootstrap.ts';

export interface BenchInputs {
  cells: ModelCells;
  rawRows: RawVerdictRow[];
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
    for (const id of ['suff_task_model_rule', 'verdicts', 'models', 'e0']) await c.run(`CREATE VIEW ${id} AS SELECT * FROM ${parquet(id)}`);
    // The build's own reader of the sufficient statistics.
    const cells = await loadModelCells({ connection: c });
    const index = (list: string[]) => new Map(list.map((v, i) => [v, i]));
    const [ti, mi, ri] = [index(cells.tasks), index(cells.models), index(cells.rules)];
    const raw = await objects(c, `
      WITH q AS (SELECT * FROM verdicts WHERE qualifying AND model_id IN (SELECT model_id FROM models WHERE in_panel)),
      pairs AS (SELECT DISTINCT task_id, rule_id, separates FROM suff_task_model_rule),
      keys AS (SELECT task_id, round, rule_id, count(DISTINCT model_id) = (SELECT count(*) FROM models WHERE in_panel) AS common FROM q GROUP BY ALL)
      SELECT q.task_id, q.model_id, q.rule_id, q.z::INTEGER AS z, q.prior = 'against' AS against, p.separates, k.common
      FROM q JOIN pairs p USING (task_id, rule_id) JOIN keys k USING (task_id, round, rule_id)
      ORDER BY q.verdict_id`);
    const rawRows: RawVerdictRow[] = raw.map((r) => ({
      task: ti.get(String(r.task_id))!, model: mi.get(String(r.model_id))!, rule: ri.get(String(r.rule_id))!,
      z: Number(r.z), against: r.against === true, separates: r.separates === true, common: r.common === true,
    }));

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
    return { cells, rawRows, e0: { builds: builds.length, items: items.length, surfaces: CONFIGURABLE_SURFACES.length, rows, cells: [...counts.values()] } };
  } finally {
    c.closeSync();
    instance.closeSync();
  }
}
