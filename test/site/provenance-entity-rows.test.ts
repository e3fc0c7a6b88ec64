// The "rows" links of the entity pages (model, rule, task) and of the clusters table must return
// the rows their numbers were computed from: build the mini release (or HIF_PROVENANCE_DATA),
// make each link as the page does, follow it (explorer filter on the Arrow file, or query on the
// Parquet views) and recompute the numbers the page shows from what comes back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openProvenanceBuild, target, BASE, type ProvenanceBuild } from './provenance-fixture.ts';

type Links = typeof import('../../src/site/provenance-links.ts');
type Entities = typeof import('../../src/site/entities.ts');
let build: ProvenanceBuild;
let links: Links;
let entities: Entities;
let breakdownTable: typeof import('../../src/site/entity-tables.ts').breakdownTable;
let loadTable: typeof import('../../src/site/load.ts').maybeTable;

beforeAll(async () => {
  build = await openProvenanceBuild();
  links = await import('../../src/site/provenance-links.ts');
  entities = await import('../../src/site/entities.ts');
  ({ breakdownTable } = await import('../../src/site/entity-tables.ts'));
  ({ maybeTable: loadTable } = await import('../../src/site/load.ts'));
});
afterAll(() => build.close());

/** The explorer selection behind an href that must exist and point at the explorer. */
function selection(href: string | null, where: string): { n: number; passes: number; verdicts: number[]; filters: Record<string, string> } {
  expect(href, `${where}: no rows link`).not.toBeNull();
  const t = target(href!);
  expect(t.kind, where).toBe('verdicts');
  const filters = t.kind === 'verdicts' ? t.filters : {};
  return { ...build.explorer(filters), filters };
}

const counts = (s: { n: number; passes: number }) => ({ qualifying: s.n, passes: s.passes });

describe('rows behind the model pages', () => {
  it('breakdowns, rule rates and headline counts select exactly their qualifying verdicts', () => {
    let checked = 0;
    for (const summary of entities.modelIndex().models) {
      const m = entities.modelEntity(summary.model_id);
      const own = { model_id: m.model_id };
      for (const [dim, list] of [['family', m.by_family], ['modality_class', m.by_modality_class], ['surface', m.by_surface], ['method', m.by_method], ['round', m.by_round]] as const) {
        // The table the page renders (its key column is what the link reads).
        const table = breakdownTable('t', 't', 'k', list, (k) => k, entities.entityProvenance(`model_${dim}`), dim === 'family' || dim === 'surface' || dim === 'method' ? dim : null);
        table.rows.forEach((row, i) => {
          const s = selection(links.rowsHref(BASE, table, row, own), `${m.model_id} ${dim} ${String(row.key)}`);
          expect(counts(s)).toEqual({ qualifying: list[i]!.qualifying, passes: list[i]!.passes });
          checked++;
        });
      }
      for (const r of [...m.best_rules, ...m.worst_rules]) {
        expect(counts(selection(links.entityRowsHref(BASE, 'model_rules', own, { rule_id: r.rule_id }), `${m.model_id} ${r.rule_id}`))).toEqual({ qualifying: r.qualifying, passes: r.passes });
      }
      const all = selection(links.entityRowsHref(BASE, 'model_totals', own), m.model_id);
      expect(all.n).toBe(m.qualifying);
      if (m.acc.value !== null) expect((100 * all.passes) / all.n).toBeCloseTo(m.acc.value, 9);
      const against = selection(links.entityRowsHref(BASE, 'model_totals', own, { prior: 'against' }), `${m.model_id} against`);
      expect(against.n).toBe(m.against_prior_qualifying);
      if (m.ap_acc.value !== null) expect((100 * against.passes) / against.n).toBeCloseTo(m.ap_acc.value, 9);
    }
    expect(checked).toBeGreaterThan(20);
  });

  it('each grid row selects its task, and those rows split by round give every cell', () => {
    for (const summary of entities.modelIndex().models) {
      const m = entities.modelEntity(summary.model_id);
      for (const task of new Set(m.grid.map((c) => c.task_id))) {
        const s = selection(links.entityRowsHref(BASE, 'model_task_grid', { model_id: m.model_id }, { task_id: task }), `${m.model_id} ${task}`);
        const cells = m.grid.filter((c) => c.task_id === task);
        expect(s.n).toBe(cells.reduce((sum, c) => sum + c.qualifying, 0));
        for (const c of cells) expect(counts(build.explorer({ ...s.filters, round: String(c.round) }))).toEqual({ qualifying: c.qualifying, passes: c.passes });
      }
    }
  });

  it('the NC-Macro link returns the non-coding rows it averages (per case, then over cases)', async () => {
    let checked = 0;
    for (const m of entities.modelIndex().models) {
      if (m.nc_macro === null) continue;
      const t = target(links.rowsHref(BASE, loadTable('table8_noncoding')!, { model_id: m.model_id })!);
      const rows = t.kind === 'query' ? (await build.query(t.sql)).filter((r) => r.qualifying === true) : [];
      const cases = new Map<string, number[]>();
      for (const r of rows) cases.set(String(r.case_id), [...(cases.get(String(r.case_id)) ?? []), r.verdict === 'pass' ? 1 : 0]);
      const rates = [...cases.values()].map((z) => z.reduce((a, b) => a + b, 0) / z.length);
      expect((100 * rates.reduce((a, b) => a + b, 0)) / rates.length, m.model_id).toBeCloseTo(m.nc_macro, 9);
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('the failures counted by family and by surface (model page view) each link to exactly those failures', async () => {
    const { modelView } = await import('../../src/site/views/model.ts');
    const viewLinks = {
      entityRows: (id: string, fixed: Readonly<Record<string, string>>, row?: Record<string, string | number | boolean | null>) => links.entityRowsHref(BASE, id, fixed, row),
      tableRows: (id: string, row: Record<string, string | number | boolean | null>) => links.rowsHref(BASE, loadTable(id)!, row),
      tableProvenance: entities.entityProvenance,
      provenance: (text: string | null) => links.provenanceLinks(BASE, text),
    };
    let checked = 0;
    for (const summary of entities.modelIndex().models) {
      const m = entities.modelEntity(summary.model_id);
      const view = modelView({ model: m, rules: entities.ruleIndex().rules, probeTwinName: null, table2: null, hasCellRange: false }, viewLinks);
      for (const [dim, groups] of [['family', view.failuresByFamily], ['surface', view.failuresBySurface]] as const) {
        // Every qualifying failure has one family and one placed surface: the groups partition the list.
        expect(groups.reduce((n, g) => n + g.failures, 0), `${m.model_id} ${dim}`).toBe(m.failures.length);
        for (const g of groups) {
          const s = selection(g.href, `${m.model_id} ${dim} ${g.key} failures`);
          expect(s.filters).toEqual({ model_id: m.model_id, pass: '0', [dim]: g.key });
          expect({ n: s.n, passes: s.passes }).toEqual({ n: g.failures, passes: 0 });
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(3);
  });

  it('the failures link selects exactly the failures listed', () => {
    for (const summary of entities.modelIndex().models) {
      const m = entities.modelEntity(summary.model_id);
      const s = selection(links.entityRowsHref(BASE, 'model_failures', { model_id: m.model_id, pass: '0' }), `${m.model_id} failures`);
      expect(s.passes).toBe(0);
      expect(s.verdicts.sort((a, b) => a - b)).toEqual(m.failures.map((f) => Number(f.verdict_id.slice(1))).sort((a, b) => a - b));
    }
  });
});

describe('rows behind the rule and task pages', () => {
  it('per-model rates, Acc and verdict counts of each rule', async () => {
    const rules = entities.ruleIndex().rules.filter((r) => entities.hasRuleEntity(r.rule_id));
    let probes = 0;
    // The queries below run for a sample of rules (every rule at the mini release's size).
    const sampled = new Set(rules.slice(0, 40).map((r) => r.rule_id));
    for (const summary of rules) {
      const r = entities.ruleEntity(summary.rule_id);
      const own = { rule_id: r.rule_id };
      for (const p of r.per_model) {
        expect(counts(selection(links.entityRowsHref(BASE, 'rule_models', own, { model_id: p.model_id }), `${r.rule_id} ${p.model_id}`))).toEqual({ qualifying: p.qualifying, passes: p.passes });
      }
      if (r.qualifying > 0) expect(counts(selection(links.entityRowsHref(BASE, 'rules', {}, own), r.rule_id))).toEqual({ qualifying: r.qualifying, passes: r.passes });
      if (!sampled.has(r.rule_id)) continue;
      const t = target(links.entityRowsHref(BASE, 'rule_verdicts', own)!);
      const rows = t.kind === 'query' ? await build.query(t.sql) : [];
      const status = (v: string) => rows.filter((x) => x.verdict === v).length;
      expect({ pass: status('pass'), fail: status('fail'), na: status('na'), partial: status('partial'), collapsed: rows.filter((x) => x.collapsed === true).length }, r.rule_id).toEqual(r.counts);
      if (r.probe.length > 0) {
        const q = target(links.entityRowsHref(BASE, 'rule_probe', own)!);
        const records = q.kind === 'query' ? (await build.query(q.sql)).map((x) => ({ probe_model_id: x.probe_model_id, outcome: x.outcome, opportunities: Number(x.opportunities) })) : null;
        expect(records, r.rule_id).toEqual(r.probe);
        probes++;
      }
    }
    expect(probes).toBeGreaterThan(0);
  });

  it('per-model accuracy and Acc of each task', () => {
    for (const summary of entities.taskIndex().tasks) {
      const t = entities.taskEntity(summary.task_id);
      const own = { task_id: t.task_id };
      for (const p of t.per_model) {
        expect(counts(selection(links.entityRowsHref(BASE, 'task_models', own, { key: p.key }), `${t.task_id} ${p.key}`))).toEqual({ qualifying: p.qualifying, passes: p.passes });
      }
      if (t.qualifying > 0) expect(counts(selection(links.entityRowsHref(BASE, 'tasks', {}, own), t.task_id))).toEqual({ qualifying: t.qualifying, passes: t.passes });
    }
  });
});

describe('rows behind the rule and task indexes', () => {
  it('each rule or task with verdicts links to exactly its qualifying verdicts; one without, to nothing', async () => {
    const { rulesTable, tasksTable } = await import('../../src/site/entity-tables.ts');
    for (const table of [rulesTable(entities.ruleIndex().rules, (_k, id) => id, entities.entityProvenance('rules')), tasksTable(entities.taskIndex().tasks, (id) => id, entities.entityProvenance('tasks'))]) {
      let linked = 0;
      for (const row of table.rows) {
        const href = links.rowsHref(BASE, table, row);
        if (row.qualifying === 0) {
          expect(href, `${table.id} ${JSON.stringify(row)}`).toBeNull();
          continue;
        }
        const s = selection(href, `${table.id} ${String(row.rule_id ?? row.task_id)}`);
        expect(s.n).toBe(row.qualifying);
        if (typeof row.acc === 'number') expect((100 * s.passes) / s.n).toBeCloseTo(row.acc, 9);
        linked++;
      }
      expect(linked, table.id).toBeGreaterThan(0);
    }
  });
});

describe('rows behind the clusters table', () => {
  it('each cluster’s members: their Acc and AP-Acc averaged give the row', async () => {
    const clusters = loadTable('clusters');
    expect(clusters?.rows.length ?? 0).toBeGreaterThan(0);
    for (const row of clusters!.rows) {
      const t = target(links.rowsHref(BASE, clusters!, row)!);
      const rows = t.kind === 'query' ? await build.query(t.sql) : [];
      const members = [...new Set(rows.map((r) => String(r.model_id)))];
      expect(members.sort().join(' ')).toBe(String(row.members).split(' ').sort().join(' '));
      const rate = (list: typeof rows) => (100 * list.reduce((s, r) => s + Number(r.passes), 0)) / list.reduce((s, r) => s + Number(r.qualifying), 0);
      const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
      expect(mean(members.map((id) => rate(rows.filter((r) => r.model_id === id))))).toBeCloseTo(row.mean_acc as number, 9);
      expect(mean(members.map((id) => rate(rows.filter((r) => r.model_id === id && r.against === true))))).toBeCloseTo(row.mean_ap_acc as number, 9);
    }
  });
});
