/**
 * The paper's tables as `reproduce` prints them, laid out like the paper (which artifacts, which
 * columns in which order): each table artifact of the build (tables/<id>.json) turned into a grid.
 * Interval bounds (columns with `interval_of`) are shown beside their estimate as
 * "value [lower, upper]". Rows keep the artifact's order (Table 2: by Acc, rank 1 first).
 * The first view of each paper table is the paper's own table (the one `--format latex|md` print);
 * the others support it in text, CSV and JSON. Pure (no Node API): the site's "Copy as LaTeX /
 * Markdown" runs the same code in the browser (src/site/table-copy.ts), so both print the same.
 */
import type { TableArtifact, TableColumn } from '../artifacts/table.ts';
import { modelIdsOfCell } from '../artifacts/model-cells.ts';
import { isolateBidi } from '../release/bidi.ts';
import { CONFIGURABLE_SURFACES, MODALITY_CLASSES } from '../release/vocab.ts';
import type { Grid, GridColumn } from './grid.ts';
import type { FigureValue } from './readers.ts';

export interface ArtifactView {
  table: string;
  /** Column ids to show, in order; all non-bound columns when absent. */
  columns?: string[];
  /** Show the notes of the artifact under the table. */
  notes?: boolean;
  /** Row order like the paper's: by a vocabulary's order, or by a column (descending). */
  order?: { column: string; values: readonly string[] } | { column: string; descending: true };
}

export const PAPER_TABLES = {
  table2: [
    { table: 'table2_leaderboard', columns: ['rank', 'display_name', 'acc', 'ap_acc', 'delta', 'f_acc', 'dw_acc', 'tier', 'qualifying'] },
    { table: 'table2_summary', columns: ['label', 'value', 'text'] },
    { table: 'adjacent_differences' },
    { table: 'common_support', columns: ['model_id', 'common_delta', 'common_keys', 'keys', 'share'] },
    { table: 'cohort_correlation' },
  ],
  table4: [{ table: 'table4_surfaces', order: { column: 'surface', values: CONFIGURABLE_SURFACES } }],
  table5: [{ table: 'table5_family', order: { column: 'failure_share', descending: true } }],
  table7: [{ table: 'table7_scoring_method', notes: true, order: { column: 'share', descending: true } }],
  table8: [{ table: 'table8_noncoding' }],
  fig4: [{ table: 'fig4_failures_by_action' }],
  fig5: [{ table: 'fig5_modality_class', order: { column: 'modality_class', values: MODALITY_CLASSES } }],
  e0: [
    { table: 'e0_rank_sums', notes: true },
    { table: 'e0_bradley_terry', notes: true },
    { table: 'e0_bootstrap_summary', columns: ['resamples', 'full_order_count', 'full_order_share', 'degenerate', 'single_build_reproducing', 'pooled_reproduces'] },
    { table: 'e0_single_build', notes: true },
    { table: 'e0_leave_one_out' },
    { table: 'e0_equal_weight' },
    { table: 'e0_error_variants', notes: true },
  ],
  reliability: [
    { table: 'reliability_summary', columns: ['label', 'value', 'text'] },
    { table: 'icc_test_retest' },
    { table: 'icc_cell_range' },
    { table: 'judge_agreement', columns: ['kind', 'rows', 'agreement', 'kappa', 'undefined_resamples', 'rater_a', 'rater_b'] },
    { table: 'judge_swap_shifts' },
    { table: 'deterministic_subset', notes: true },
    { table: 'prior_lineage' },
    { table: 'probe_gaps' },
    { table: 'threshold_sensitivity' },
    { table: 'clusters' },
  ],
} as const satisfies Record<string, ArtifactView[]>;

export type PaperTableId = keyof typeof PAPER_TABLES;
export const PAPER_TABLE_IDS = Object.keys(PAPER_TABLES) as PaperTableId[];

const DEFAULT_FORMAT: Record<TableColumn['unit'], string | null> = {
  percent: '.1f', pp: '.1f', count: 'd', ratio: '.2f', coefficient: '.3f', rank: '.1f', text: null, id: null, boolean: null,
};

const NUMERIC_UNITS = new Set<TableColumn['unit']>(['percent', 'pp', 'count', 'ratio', 'coefficient', 'rank']);

/** A cell's text by the column's format; a whole rank prints as an integer ("2 [1, 3]", not "2.0 [1.0, 3.0]"). */
function formatter(column: TableColumn): (v: unknown) => string {
  const spec = column.format ?? DEFAULT_FORMAT[column.unit];
  return (v) => {
    if (v === null || v === undefined) return '—';
    if (typeof v === 'number' && column.unit === 'rank' && Number.isInteger(v)) return String(v);
    if (typeof v === 'number') return spec ? formatNumber(v, spec) : String(v);
    return String(v);
  };
}

/**
 * The subset of d3-format specifiers the build's columns use: [+][,][.N](f|d), e.g. ".1f",
 * "+.2f", ",d". Anything else falls back to the shortest round-trip text, never throws.
 */
export function formatNumber(value: number, spec: string): string {
  const m = /^(\+)?(,)?(?:\.(\d+))?([fd])$/.exec(spec);
  if (!m) return String(value);
  const decimals = m[4] === 'd' ? 0 : Number(m[3] ?? 6);
  if (m[4] === 'd' && !Number.isInteger(value)) return String(value);
  let text = Math.abs(value).toFixed(decimals);
  if (m[2]) text = text.replace(/^(\d+)/, (int) => int.replace(/\B(?=(\d{3})+(?!\d))/g, ','));
  const negative = value < 0 && Number(text.replace(/,/g, '')) !== 0;
  return `${negative ? '-' : m[1] ? '+' : ''}${text}`;
}

/** The artifact's rows in the view's order (stable; rows outside a vocabulary go last). */
function ordered(t: TableArtifact, order: ArtifactView['order']): TableArtifact['rows'] {
  if (!order) return t.rows;
  if (!t.columns.some((c) => c.id === order.column)) throw new Error(`tables/${t.id}.json: no column "${order.column}" to order by`);
  const rank = 'values' in order
    ? (row: TableArtifact['rows'][number]) => { const i = order.values.indexOf(String(row[order.column])); return i < 0 ? order.values.length : i; }
    : (row: TableArtifact['rows'][number]) => -(typeof row[order.column] === 'number' ? (row[order.column] as number) : Number.NEGATIVE_INFINITY);
  return t.rows.map((row, i) => ({ row, i })).sort((a, b) => rank(a.row) - rank(b.row) || a.i - b.i).map((x) => x.row);
}

/** Display names of ids, by the entity a column links to (e.g. model id → "Claude-Opus-4.7"). */
export type DisplayNames = Partial<Record<NonNullable<TableColumn['links_to']>, Map<string, string>>>;

/** One artifact as a grid: chosen columns, bounds merged into their estimate's cell; ids shown by
 * their display name when `names` has one (JSON keeps the id), also a summary row's text whose
 * `unit` is "id" (Table 2's top model). */
export function artifactGrid(t: TableArtifact, view: Omit<ArtifactView, 'table'>, names: DisplayNames = {}): Grid {
  const bounds = new Map<string, { lower?: TableColumn; upper?: TableColumn }>();
  for (const c of t.columns) {
    if (c.interval_of && c.bound) bounds.set(c.interval_of, { ...bounds.get(c.interval_of), [c.bound]: c });
  }
  const chosen = (view.columns ?? t.columns.filter((c) => !c.interval_of).map((c) => c.id)).map((id) => {
    const c = t.columns.find((x) => x.id === id);
    if (!c) throw new Error(`tables/${t.id}.json: no column "${id}" (reproduce's layout of this table expects it)`);
    return c;
  });
  const columns: GridColumn[] = chosen.map((c) => ({
    id: c.id, label: c.label, numeric: NUMERIC_UNITS.has(c.unit), ...(bounds.has(c.id) ? { interval: true } : {}),
  }));
  const rows = ordered(t, view.order);
  const intervals = rows.map((row) => chosen.map((c) => {
    const b = bounds.get(c.id);
    if (!b?.lower || !b.upper) return null;
    // No interval (a resample-free statistic, or undefined bounds): show the estimate alone.
    if ((row[b.lower.id] ?? null) === null && (row[b.upper.id] ?? null) === null) return null;
    const f = formatter(c);
    return { estimate: f(row[c.id]), lower: f(row[b.lower.id]), upper: f(row[b.upper.id]) };
  }));
  const modelIds: Record<string, string> = {};
  const cells = rows.map((row, r) => chosen.map((c, i) => {
    const ids = modelIdsOfCell(c, row);
    // A list of models (a cluster's members) or a figure row's model: display names, as on the site.
    if (ids && c.unit === 'text') {
      const map = names[c.links_to === 'build' ? 'build' : 'model'];
      // Each name isolated: an override in one must not reverse the names after it.
      if (map) return ids.map((id) => { const name = map.get(id) ?? id; modelIds[name] = id; return isolateBidi(name); }).join(', ');
    }
    const named = c.links_to ? names[c.links_to]?.get(String(row[c.id])) : undefined;
    if (named !== undefined) {
      if (c.links_to === 'model' || c.links_to === 'build') modelIds[named] = String(row[c.id]);
      return named;
    }
    // A display-name column beside the row's model id (Table 2).
    if (c.id === 'display_name' && typeof row.model_id === 'string' && typeof row[c.id] === 'string') modelIds[row[c.id] as string] = row.model_id;
    const interval = intervals[r]![i];
    return interval ? `${interval.estimate} [${interval.lower}, ${interval.upper}]` : formatter(c)(row[c.id]);
  }));
  const raw = rows.map((row) => Object.fromEntries(chosen.flatMap((c) => {
    const b = bounds.get(c.id);
    const entries: [string, FigureValue | null][] = [[c.id, (row[c.id] ?? null) as FigureValue | null]];
    if (b?.lower) entries.push([b.lower.id, (row[b.lower.id] ?? null) as FigureValue | null]);
    if (b?.upper) entries.push([b.upper.id, (row[b.upper.id] ?? null) as FigureValue | null]);
    return entries;
  })));
  return { id: t.id, title: t.title, paperRef: t.paper_ref, columns, cells, intervals, raw, notes: view.notes ? t.notes : [], modelIds };
}

/**
 * The view reproduce prints a table artifact with, and the id its grid carries (LaTeX \label):
 * the paper table's id for the paper's own table (its first view), else the artifact's id;
 * a table no paper table uses gets every column in the artifact's order.
 */
export function tableView(tableId: string): { id: string; view: ArtifactView } {
  for (const [paperId, views] of Object.entries(PAPER_TABLES) as [PaperTableId, readonly ArtifactView[]][]) {
    const i = views.findIndex((v) => v.table === tableId);
    if (i >= 0) return { id: i === 0 ? paperId : tableId, view: views[i]! };
  }
  return { id: tableId, view: { table: tableId } };
}
