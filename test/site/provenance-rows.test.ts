// The "rows" links must return the rows a number was computed from: build the mini release, follow
// each table row's link (the explorer's filter on the Arrow file, or the query on the Parquet
// views, both as the site would run them) and recompute the row's numbers from what comes back.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TableArtifact } from '../../src/artifacts/table.ts';
import { BASE, openProvenanceBuild, target, type ProvenanceBuild } from './provenance-fixture.ts';

type Row = TableArtifact['rows'][number];

let build: ProvenanceBuild;
let dir = '';
let tables: TableArtifact[] = [];
let rowsHref: typeof import('../../src/site/provenance-links.ts').rowsHref;

// HIF_PROVENANCE_DATA=data/build checks an existing data build (e.g. the paper-scale one) instead.
beforeAll(async () => {
  build = await openProvenanceBuild();
  dir = build.dir;
  ({ rowsHref } = await import('../../src/site/provenance-links.ts'));
  tables = fs.readdirSync(path.join(dir, 'tables')).filter((f) => f.endsWith('.json')).sort()
    .map((f) => TableArtifact.parse(JSON.parse(fs.readFileSync(path.join(dir, 'tables', f), 'utf8'))));
});
afterAll(() => build.close());

const explorer = (filters: Record<string, string>) => build.explorer(filters);
const query = (sql: string) => build.query(sql);

const num = (v: unknown) => Number(v);
const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
const acc = (rows: Record<string, unknown>[]) => (100 * rows.reduce((s, r) => s + num(r.passes), 0)) / rows.reduce((s, r) => s + num(r.qualifying), 0);

/** Per table: recompute the row's numbers from the linked rows (only tables listed are checked). */
const QUERY_CHECKS: Record<string, (row: Row, rows: Record<string, unknown>[]) => void> = {
  deterministic_subset: (row, rows) => {
    expect(rows.length).toBe(row.qualifying);
    expect(100 * mean(rows.map((r) => num(r.z)))).toBeCloseTo(row.acc as number, 9);
  },
  cohort_correlation: (row, rows) => expect(rows.length).toBe(row.rules),
  judge_swap_shifts: (row, rows) => {
    expect(rows.length).toBe(row.rows);
    expect(100 * mean(rows.map((r) => (r.label_b === 'pass' ? 1 : 0)))).toBeCloseTo(row.pass_rate_b as number, 9);
  },
  judge_agreement: (row, rows) => {
    expect(rows.length).toBe(row.rows);
    expect(100 * mean(rows.map((r) => (r.label_a === r.label_b ? 1 : 0)))).toBeCloseTo(row.agreement as number, 9);
  },
  table8_noncoding: (row, rows) => {
    const attempts = new Map(rows.map((r) => [r.attempt_id, r.valid]));
    expect([...attempts.values()].filter(Boolean).length).toBe(row.valid_attempts);
    expect([...attempts.values()].filter((v) => !v).length).toBe(row.invalid_attempts);
  },
  e0_rank_sums: (row, rows) => {
    expect(rows.length).toBe(row.appearances);
    expect(rows.filter((r) => r.winner === row.surface).length).toBe(row.wins);
  },
  e0_single_build: (row, rows) => expect(rows.every((r) => r.build_id === row.build_id && r.decisive === true)).toBe(true),
  probe_gaps: (row, rows) => {
    expect(rows.length).toBe(row.models);
    expect(mean(rows.map((r) => num(r.delta)))).toBeCloseTo(row.mean_delta as number, 9);
  },
  adjacent_differences: (row, rows) => {
    const of = (m: unknown) => acc(rows.filter((r) => r.model_id === m));
    expect(of(row.model_id) - of(row.next_model_id)).toBeCloseTo(row.difference as number, 9);
  },
  icc_cell_range: (row, rows) => {
    const cells = new Map<string, number[]>();
    for (const r of rows) cells.set(`${String(r.model_id)}|${String(r.task_id)}`, [...(cells.get(`${String(r.model_id)}|${String(r.task_id)}`) ?? []), num(r.acc)]);
    expect(cells.size).toBe(row.cells);
    if (row.mean_cell_range !== null) expect(mean([...cells.values()].map((a) => Math.max(...a) - Math.min(...a)))).toBeCloseTo(row.mean_cell_range as number, 9);
  },
  table2_summary: (row, rows) => {
    const accs = rows.map((r) => num(r.acc));
    if (row.figure === 'models') expect(rows.length).toBe(row.value);
    if (row.figure === 'acc_span') expect(Math.max(...accs) - Math.min(...accs)).toBeCloseTo(row.value as number, 9);
    if (row.figure === 'delta_mean') expect(mean(rows.map((r) => num(r.delta)))).toBeCloseTo(row.value as number, 9);
  },
  reconciliation: (row, rows) => expect(rows.length, `${String(row.source)}/${String(row.category)}`).toBe(row.rows),
  reliability_summary: (row, rows) => {
    if (['judge_involved_rows', 'verdict_rows', 'deterministic_qualifying'].includes(String(row.figure))) expect(rows.length).toBe(row.value);
    if (row.figure === 'deterministic_mean_gap') expect(mean(rows.map((r) => num(r.gap)))).toBeCloseTo(row.value as number, 9);
  },
};

describe('rows behind each table row (mini release, or HIF_PROVENANCE_DATA)', () => {
  it('a table without its rows source fails the schema the build writes it through', () => {
    // Every table's writer states its rows (clusters: its members' rows, checked in
    // provenance-entity-rows.test.ts); one that does not is not a TableArtifact.
    expect(tables.length).toBeGreaterThan(10);
    const { rows: _rows, ...withoutRows } = tables[0]!.provenance;
    expect(TableArtifact.safeParse({ ...tables[0], provenance: withoutRows }).success).toBe(false);
  });

  it('the explorer filter of a row selects exactly the qualifying verdicts it counts', () => {
    let checked = 0;
    for (const table of tables) {
      for (const row of table.rows) {
        const href = rowsHref(BASE, table, row);
        if (href === null) continue;
        const t = target(href);
        if (t.kind !== 'verdicts') continue;
        const { n, passes } = explorer(t.filters);
        const where = `${table.id} ${JSON.stringify(t.filters)}`;
        if ('qualifying' in row) expect(n, where).toBe(row.qualifying);
        if ('passes' in row) expect(passes, where).toBe(row.passes);
        if ('failures' in row) expect(n - passes, where).toBe(row.failures);
        if ('acc' in row && typeof row.acc === 'number') expect(n > 0 ? (100 * passes) / n : null, where).toBeCloseTo(row.acc, 9);
        checked++;
      }
    }
    const linked = new Set(tables.filter((t) => t.rows.some((r) => { const h = rowsHref(BASE, t, r); return h !== null && target(h).kind === 'verdicts'; })).map((t) => t.id));
    expect([...linked].sort()).toEqual(['fig4_failures_by_action', 'fig5_modality_class', 'prior_lineage', 'table2_leaderboard', 'table4_surfaces', 'table5_family', 'table5_family_by_model', 'table7_scoring_method']);
    expect(checked).toBeGreaterThan(10);
  });

  it('the query of a row returns the rows its numbers are recomputed from', async () => {
    const checked = new Set<string>();
    for (const table of tables) {
      const check = QUERY_CHECKS[table.id];
      for (const row of table.rows) {
        const href = rowsHref(BASE, table, row);
        if (href === null) continue;
        const t = target(href);
        if (t.kind !== 'query') continue;
        const rows = await query(t.sql); // every linked query must run on the Parquet views
        if (check) {
          check(row, rows);
          checked.add(table.id);
        }
      }
    }
    expect([...checked].sort()).toEqual(Object.keys(QUERY_CHECKS).filter((id) => tables.some((t) => t.id === id && t.rows.length > 0)).sort());
    expect(checked.size).toBeGreaterThanOrEqual(8);
  });

  it('the site leaderboard (entities/models.json) links each model to its qualifying verdicts', async () => {
    const models = JSON.parse(fs.readFileSync(path.join(dir, 'entities/models.json'), 'utf8')) as { models: { model_id: string; qualifying: number; acc: { value: number | null } }[] };
    const { entityProvenance } = await import('../../src/site/entities.ts');
    const table = { provenance: entityProvenance('leaderboard'), columns: [{ id: 'model_id', label: 'Model', description: null, unit: 'id' as const, format: null, interval_of: null, bound: null, links_to: 'model' as const }] };
    for (const m of models.models) {
      const t = target(rowsHref(BASE, table, { model_id: m.model_id })!);
      expect(t).toEqual({ kind: 'verdicts', filters: { model_id: m.model_id } });
      const { n, passes } = explorer(t.kind === 'verdicts' ? t.filters : {});
      expect(n).toBe(m.qualifying);
      if (m.acc.value !== null) expect((100 * passes) / n).toBeCloseTo(m.acc.value, 9);
    }
  });
});
