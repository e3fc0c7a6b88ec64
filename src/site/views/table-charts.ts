/**
 * One chart per finding, each declared with the field it plots: the table it is drawn from, the
 * column(s) plotted, and the name its heading, axis label and aria-label carry (which must hold
 * the column's own label, checked when the chart is made). No chart is picked from a table's
 * columns; a table without a declaration here has no chart.
 */
import type { TableArtifact } from '../../artifacts/table.ts';
import { barsChart } from '../../components/charts/bars.ts';
import { groupedDotsChart } from '../../components/charts/grouped-dots.ts';
import { intervalDotsChart } from '../../components/charts/interval-dots.ts';
import { COLUMN_WIDTH } from '../../components/charts/render.ts';
import { namesQuantity, type Plotted } from '../../components/charts/plotted.ts';
import { formatNumber } from '../format.ts';

type Row = TableArtifact['rows'][number];
/** Display text of an id cell (model name, vocabulary label…), given the column's link kind, id and column id. */
export type LabelOf = (kind: string | null, id: string, columnId: string) => string;

interface ChartDeclaration {
  /** Column(s) plotted: one estimate, or several series on one axis (kind "series"). */
  fields: readonly string[];
  /** What the chart shows; holds the label of every plotted column (as the table heads it). */
  name: string;
  /** Column naming each row (its id label), or a function of the row. */
  rowLabel: string | ((row: Row, labelOf: LabelOf) => string);
  kind: 'value' | 'series';
  /** Reference line (0 for differences and log-strengths). */
  reference?: number;
  /** Series label of a "series" chart (legend title) and the label of each field. */
  series?: { label: string; of: (columnId: string) => string };
}

const byModel = 'model_id';
const THETAS = ['theta_sp', 'theta_td', 'theta_sd', 'theta_pf', 'theta_ui'] as const;
const thetaSeries = { label: 'Surface', of: (id: string) => id.replace(/^theta_/, '').toUpperCase() };

/** The chart of each table that has one, by table id. */
export const TABLE_CHARTS: Readonly<Record<string, ChartDeclaration>> = {
  adjacent_differences: { fields: ['difference'], name: 'Difference in Acc, model at rank k − model at k+1', kind: 'value', reference: 0,
    rowLabel: (r, l) => `${l('model', String(r.model_id), 'model_id')} − ${l('model', String(r.next_model_id), 'next_model_id')}` },
  common_support: { fields: ['common_delta'], name: 'Δ on common support (Acc − AP-Acc on the keys every model has)', kind: 'value', reference: 0, rowLabel: byModel },
  cohort_correlation: { fields: ['pearson_r'], name: 'Pearson r of per-rule pass rates with the cohort mean', kind: 'value', rowLabel: byModel },
  deterministic_subset: { fields: ['gap'], name: 'Gap, Acc − AP-Acc on deterministic verdicts', kind: 'value', reference: 0, rowLabel: byModel },
  judge_swap_shifts: { fields: ['shift'], name: 'Shift in pass rate when the judge is swapped, rater B − rater A', kind: 'value', reference: 0, rowLabel: byModel },
  table7_scoring_method: { fields: ['kendall_tau_b'], name: 'Kendall τ-b between each method\'s model ranking and the overall ranking', kind: 'value', reference: 0, rowLabel: 'method' },
  e0_rank_sums: { fields: ['rank_sum'], name: 'Rank sum of each surface over builds (lower wins more)', kind: 'value', rowLabel: 'surface' },
  e0_single_build: { fields: THETAS, name: 'Bradley–Terry log-strength θ of every surface, one fit per build', kind: 'series', reference: 0, rowLabel: 'build_id', series: thetaSeries },
  e0_leave_one_out: { fields: THETAS, name: 'Bradley–Terry log-strength θ of every surface, pooled fit without each build', kind: 'series', reference: 0, rowLabel: 'left_out', series: thetaSeries },
  e0_error_variants: { fields: THETAS, name: 'Bradley–Terry log-strength θ of every surface under each way of counting error runs', kind: 'series', reference: 0, rowLabel: 'variant', series: thetaSeries },
  fig4_failures_by_action: { fields: ['failure_share'], name: 'Share of failures by the action the rule demands', kind: 'value', rowLabel: 'action' },
  fig5_modality_class: { fields: ['acc'], name: 'Accuracy by merged modality class', kind: 'value', rowLabel: 'modality_class' },
  table4_surfaces: { fields: ['acc'], name: 'Accuracy by placed surface', kind: 'value', rowLabel: 'surface' },
  table5_family: { fields: ['failure_share'], name: 'Share of failures by rule family', kind: 'value', rowLabel: 'family' },
  icc_test_retest: { fields: ['icc'], name: 'ICC across rounds per level and Shrout–Fleiss form', kind: 'value', rowLabel: (r) => `${String(r.level)} · ${String(r.form)}` },
  judge_agreement: { fields: ['kappa'], name: 'Cohen\'s κ of each rater pair', kind: 'value', reference: 0, rowLabel: 'kind' },
  table8_noncoding: { fields: ['nc_macro'], name: 'NC-Macro per model', kind: 'value', rowLabel: byModel },
  prior_lineage: { fields: ['share'], name: 'Share of against-prior verdicts by prior lineage', kind: 'value', rowLabel: 'lineage' },
  threshold_sensitivity: { fields: ['mean_gap'], name: 'Mean gap (Acc − AP-Acc) at each consensus threshold', kind: 'value', reference: 0, rowLabel: (r) => `${String(r.threshold)} probe builds` },
  probe_gaps: { fields: ['mean_delta'], name: 'Mean Δ of models that do and do not share an identifier with a probe build', kind: 'value', reference: 0,
    rowLabel: (r) => (r.shares_probe_identifier === true ? 'shares an identifier' : 'shares none') },
};

/** The chart's SVG and what it plots (heading: the declared name with the unit; values in the table's row order, field-major). */
export interface TableChart extends Plotted {
  svg: string;
}

const unitText = (unit: string) => (unit === 'percent' ? ' (%)' : unit === 'pp' ? ' (pp)' : '');

/**
 * The declared chart of a table, or null when it has none or fewer than two rows to plot.
 * Throws when the declaration names a column the table lacks or a name without the column's label.
 */
export function tableChart(table: TableArtifact, labelOf: LabelOf, width = COLUMN_WIDTH): TableChart | null {
  const d = TABLE_CHARTS[table.id];
  if (!d) return null;
  const columns = d.fields.map((f) => {
    const c = table.columns.find((x) => x.id === f);
    if (!c) throw new Error(`chart of ${table.id}: no column "${f}"`);
    return c;
  });
  const quantity = d.kind === 'series' ? 'θ' : columns[0]!.label;
  if (!namesQuantity(d.name, quantity) || !columns.every((c) => namesQuantity(c.label, quantity))) throw new Error(`chart of ${table.id}: its name "${d.name}" does not name the column(s) ${columns.map((c) => c.label).join(', ')}`);
  const label = (r: Row) => {
    if (typeof d.rowLabel === 'function') return d.rowLabel(r, labelOf);
    const c = table.columns.find((x) => x.id === d.rowLabel);
    return labelOf(c?.links_to ?? null, String(r[d.rowLabel as string] ?? '—'), d.rowLabel as string);
  };
  const unit = unitText(columns[0]!.unit);
  const heading = `${d.name}${unit}`;
  const spec = columns[0]!.format ?? '.2f';
  const fmt = (v: number) => formatNumber(v, spec);
  const rows = table.rows.filter((r) => columns.some((c) => typeof r[c.id] === 'number'));
  if (rows.length < 2) return null;
  const values = columns.flatMap((c) => rows.flatMap((r) => (typeof r[c.id] === 'number' ? [r[c.id] as number] : [])));
  const base = { fields: d.fields, quantity, fieldLabels: columns.map((c) => c.label), values, heading };
  if (d.kind === 'series') {
    const points = rows.flatMap((r) => columns.flatMap((c) => (typeof r[c.id] === 'number' ? [{ label: label(r), series: d.series!.of(c.id), value: r[c.id] as number }] : [])));
    return { ...base, svg: groupedDotsChart(points, { xLabel: `${d.name} →`, ariaLabel: heading, seriesLabel: d.series!.label, reference: d.reference ?? null, format: fmt, width }) };
  }
  const c = columns[0]!;
  const lower = table.columns.find((x) => x.interval_of === c.id && x.bound === 'lower');
  const upper = table.columns.find((x) => x.interval_of === c.id && x.bound === 'upper');
  const points = rows.filter((r) => typeof r[c.id] === 'number').map((r) => ({
    label: label(r), value: r[c.id] as number,
    lower: lower && typeof r[lower.id] === 'number' ? (r[lower.id] as number) : null,
    upper: upper && typeof r[upper.id] === 'number' ? (r[upper.id] as number) : null,
  }));
  const xLabel = `${heading}${lower ? ', 95% interval' : ''} →`;
  if (lower || upper) {
    points.sort((a, b) => b.value - a.value || a.label.localeCompare(b.label));
    return { ...base, svg: intervalDotsChart(points, { xLabel, ariaLabel: heading, width, reference: d.reference ?? null, format: fmt }) };
  }
  const percentRange = c.unit === 'percent' && points.every((p) => p.value >= 0 && p.value <= 100);
  return { ...base, svg: barsChart(points, { xLabel, ariaLabel: heading, width, format: fmt, ...(percentRange ? { domain: [0, 100] as [number, number] } : {}) }) };
}
