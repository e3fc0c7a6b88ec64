/**
 * The model page's view model: everything src/pages/models/[id].astro renders, from the model's
 * entity (entities/models/<id>.json), the rule index and Table 2. Rank and tier are the build's;
 * this only selects, labels and formats them. The "rows" links come from `links`
 * (provenance-links.ts on the site), so the view itself stays a pure function of its inputs.
 */
import type { Breakdown } from '../../artifacts/common.ts';
import type { ModelEntity, RuleSummary } from '../../artifacts/entities.ts';
import type { TableArtifact, TableColumn } from '../../artifacts/table.ts';
import { barsChart } from '../../components/charts/bars.ts';
import { plottedColumns } from '../../components/charts/plotted.ts';
import { breakdownTable, column } from '../entity-tables.ts';
import { formatEstimateWithInterval, formatNumber } from '../format.ts';
import { vocabLabel } from '../labels.ts';
import type { ProvenancePart } from '../provenance.ts';
import { taskRoundGrid } from '../task-round-grid.ts';

type Row = TableArtifact['rows'][number];
type LinkedPart = ProvenancePart & { href: string | null };

/** The site's link makers (provenance-links.ts), injected so the view reads no file. */
interface ModelLinks {
  entityRows(tableId: string, fixed: Readonly<Record<string, string>>, row?: Row): string | null;
  tableRows(tableId: string, row: Row): string | null;
  /** Provenance of a table composed from the model index (site/entities.ts entityProvenance). */
  tableProvenance(tableId: string): TableArtifact['provenance'];
  provenance(text: string | null): LinkedPart[];
}

interface ModelArtifacts {
  model: ModelEntity;
  rules: readonly RuleSummary[];
  /** Display name of the probe twin, when the model has one. */
  probeTwinName: string | null;
  table2: TableArtifact | null;
  hasCellRange: boolean;
}

const SECTIONS = [
  { id: 'family', title: 'Accuracy by rule family', field: 'by_family', link: 'family' },
  { id: 'modality_class', title: 'Accuracy by merged modality class', field: 'by_modality_class', link: null },
  { id: 'surface', title: 'Accuracy by placed surface', field: 'by_surface', link: 'surface' },
  { id: 'method', title: 'Accuracy by scoring method', field: 'by_method', link: 'method' },
  { id: 'round', title: 'Accuracy by round', field: 'by_round', link: null },
] as const satisfies readonly { id: string; title: string; field: keyof ModelEntity; link: TableColumn['links_to'] }[];

const pct = column('x', 'x', 'percent', '.1f');
const est = (e: { value: number | null; lower: number | null; upper: number | null }, spec = '.1f') =>
  formatEstimateWithInterval(e.value, e.lower, e.upper, { ...pct, format: spec });

export function modelView(a: ModelArtifacts, links: ModelLinks) {
  const m = a.model;
  const own = { model_id: m.model_id };
  const summaryOf = new Map(a.rules.map((r) => [r.rule_id, r.summary]));

  const charts = SECTIONS.map((s) => {
    // Rounds in round order (1, 2, …, 10: their keys are numbers as text); the other groups by value.
    const list: (Breakdown & { lower?: number | null; upper?: number | null })[] = s.id === 'round' ? [...m.by_round].sort((x, y) => Number(x.key) - Number(y.key)) : m[s.field];
    const tableId = `${m.model_id.replace(/[^a-z0-9]+/g, '_')}_${s.id}`.replace(/^[^a-z]+/, 'm_');
    const table = breakdownTable(tableId, s.title, s.id === 'round' ? 'Round' : s.link ? 'Group' : 'Id', list, (k) => vocabLabel(s.id, k), links.tableProvenance(`model_${s.id}`), s.link);
    const data = list.filter((r) => r.acc !== null).map((r) => ({ label: s.id === 'round' ? `Round ${r.key}` : vocabLabel(s.id, r.key), value: r.acc!, lower: r.lower ?? null, upper: r.upper ?? null }));
    const intervals = data.some((d) => d.lower !== null && d.upper !== null);
    // The chart plots the table's Acc column; its heading, aria-label and axis title say so.
    const heading = `Acc by ${s.title.replace(/^Accuracy by /, '')} (%)`;
    return {
      id: s.id, title: s.title, table,
      caption: `Passes over qualifying verdicts, ${s.id === 'round' ? 'in round order' : 'largest first'}${intervals ? ', with 95% task-clustered bootstrap intervals (Table 2’s resamples)' : ''}.`,
      svg: barsChart(data, { xLabel: `${heading} →`, ariaLabel: heading, domain: [0, 100], width: 440, order: s.id === 'round' ? 'given' : 'value' }),
      plotted: plottedColumns(table, ['acc'], 'Acc', heading, data.map((d) => d.value)),
      // Row i's rows link's hidden text. U+2068 … U+2069 isolate the name inside this plain-text
      // label (a bidi control in it stays in it).
      rowLabel: (i: number) => `${s.id === 'round' ? `round ${list[i]!.key}` : vocabLabel(s.id, list[i]!.key)} (\u2068${m.display_name}\u2069)`,
    };
  });

  const grid = taskRoundGrid(m.grid);
  // Failures of one family or surface: the breakdown's qualifying − passes, and the explorer on them.
  const failureGroups = (list: readonly Breakdown[], tableId: string, label: (key: string) => string) => list
    .map((b) => ({ key: b.key, label: label(b.key), failures: b.qualifying - b.passes }))
    .filter((g) => g.failures > 0)
    .sort((x, y) => y.failures - x.failures || x.key.localeCompare(y.key))
    .map((g) => ({ ...g, href: links.entityRows(tableId, { ...own, pass: '0' }, { key: g.key }) }));

  const ruleRateTable = (id: string, title: string, rates: ModelEntity['best_rules']): TableArtifact => ({
    id, title, paper_ref: null, description: '', provenance: links.tableProvenance('model_rules'),
    columns: [column('rule_id', 'Rule', 'id', null, { links_to: 'rule' }), column('summary', 'Summary', 'text', null), column('acc', 'Pass rate', 'percent', '.1f'), column('passes', 'Passes', 'count', 'd'), column('qualifying', 'Qualifying', 'count', 'd')],
    rows: rates.map((r) => ({ rule_id: r.rule_id, summary: summaryOf.get(r.rule_id) ?? '', acc: r.acc, passes: r.passes, qualifying: r.qualifying })),
    notes: [],
  });

  return {
    model: m,
    probeTwinName: a.probeTwinName,
    facts: {
      rank: est(m.rank, '.1~f'), tier: m.tier, acc: `${est(m.acc)} %`,
      apAcc: m.ap_acc.value === null ? 'undefined: no qualifying verdict on an against-prior rule' : `${est(m.ap_acc)} %`,
      delta: m.delta.value === null ? 'undefined (AP-Acc or Acc is undefined)' : `${est(m.delta, '+.1f')} pp`,
      fAndDw: `${est(m.f_acc)} · ${est(m.dw_acc)} %`,
      qualifying: `${formatNumber(m.qualifying, ',d')} (${formatNumber(m.against_prior_qualifying, ',d')} against-prior)`,
      ncMacro: m.nc_macro === null ? null : `${formatNumber(m.nc_macro, '.1f')} %`,
    },
    rows: {
      totals: links.entityRows('model_totals', own),
      againstPrior: links.entityRows('model_totals', own, { prior: 'against' }),
      failures: links.entityRows('model_failures', { ...own, pass: '0' }),
      // NC-Macro is this model's row of Table 8: the same rows link as that row.
      ncMacro: m.nc_macro === null ? null : links.tableRows('table8_noncoding', own),
    },
    headlineParts: a.table2 ? [...links.provenance(a.table2.provenance.sql), ...links.provenance(a.table2.provenance.statistic)].filter((p) => p.href !== null) : [],
    charts,
    grid: {
      rounds: grid.rounds,
      rows: grid.rows.map((row) => ({ ...row, href: links.entityRows('model_task_grid', own, { task_id: row.task_id }) })),
      sql: links.provenance(links.tableProvenance('model_task_grid').sql),
      hasCellRange: a.hasCellRange,
    },
    bestRules: ruleRateTable('best_rules', 'Highest pass rate', m.best_rules),
    worstRules: ruleRateTable('worst_rules', 'Lowest pass rate', m.worst_rules),
    failureCount: formatNumber(m.failures.length, ',d'),
    failuresByFamily: failureGroups(m.by_family, 'model_family_failures', (k) => vocabLabel('family', k)),
    failuresBySurface: failureGroups(m.by_surface, 'model_surface_failures', (k) => vocabLabel('surface', k)),
    failures: {
      id: 'failures', title: `Failures of ${m.display_name}`, paper_ref: null, description: 'Every qualifying failure; the verdict links to the evaluator’s evidence.',
      provenance: links.tableProvenance('model_failures'),
      columns: [column('verdict_id', 'Verdict', 'id', null, { links_to: 'verdict' }), column('task_id', 'Task', 'id', null, { links_to: 'task' }), column('round', 'Round', 'rank', 'd'), column('rule_id', 'Rule', 'id', null, { links_to: 'rule' }), column('summary', 'Rule summary', 'text', null)],
      rows: m.failures.map((f) => ({ ...f, summary: summaryOf.get(f.rule_id) ?? '' })),
      notes: [],
    },
  };
}
