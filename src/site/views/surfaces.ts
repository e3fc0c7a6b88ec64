/**
 * The surfaces page's view model: the finding "which surface wins a conflict" worded from the
 * build's E0 artifacts (pooled Bradley–Terry strengths with crossed-bootstrap intervals, and the
 * bootstrap summary's full-order count), the strengths chart sorted by value, and why the harness
 * default (HD) has no row, from the build's surface_placements table. Nothing is ranked here: the order
 * is the one the build tested (the bootstrap summary's tested_group_<surface> cells).
 */
import type { TableArtifact } from '../../artifacts/table.ts';
import { intervalDotsChart } from '../../components/charts/interval-dots.ts';
import { plottedColumns } from '../../components/charts/plotted.ts';
import { CONFIGURABLE_SURFACES, SURFACE_META } from '../../release/vocab.ts';
import { formatNumber } from '../format.ts';
import { vocabLabel } from '../labels.ts';

export interface SurfacesArtifacts {
  /** tables/e0_bradley_terry.json (surface, theta, theta_lower, theta_upper), or null without E0. */
  bradleyTerry: TableArtifact | null;
  /** tables/e0_bootstrap_summary.json (one row), or null without E0. */
  bootstrap: TableArtifact | null;
  /** tables/table4_surfaces.json: surfaces with qualifying verdicts in the main panel. */
  table4: TableArtifact | null;
  /** tables/surface_placements.json: per surface, rules admitting it and panel placements on it (with the totals), or null. */
  placements: TableArtifact | null;
}

interface Strength { surface: string; label: string; theta: number; lower: number | null; upper: number | null }

const fmt = (v: number) => formatNumber(v, '.2f');
/** What the strengths chart plots (e0_bradley_terry's theta, labelled "Log-strength θ"). */
export const STRENGTH_HEADING = 'Log-strength θ of each surface, pooled E0 Bradley–Terry fit';
const withInterval = (s: Strength) => `θ = ${fmt(s.theta)}${s.lower !== null && s.upper !== null ? ` [${fmt(s.lower)}, ${fmt(s.upper)}]` : ''}`;

/** "A", "A and B", "A, B and C". */
export function listWords(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)!}`;
}

/**
 * The tested order as groups, strongest first, from the summary row's tested_group_<surface>
 * cells (src/pipeline/e0-tables.ts TESTED_ORDER); null when the row has none.
 */
export function testedOrder(row: Readonly<Record<string, unknown>>): string[][] | null {
  const groups = new Map<number, string[]>();
  for (const surface of CONFIGURABLE_SURFACES) {
    const group = row[`tested_group_${surface.toLowerCase()}`];
    if (typeof group === 'number') groups.set(group, [...(groups.get(group) ?? []), surface]);
  }
  if (groups.size < 2) return null;
  return [...groups.entries()].sort((a, b) => a[0] - b[0]).map(([, g]) => g);
}

/** [[SP, UI], [TD], [SD]] → "SP and UI win over TD, and TD over SD". */
function orderWords(order: readonly (readonly string[])[]): string {
  const steps = order.slice(1).map((g, i) => `${listWords(order[i]!)}${i === 0 ? (order[0]!.length > 1 ? ' win' : ' wins') : ''} over ${listWords(g)}`);
  return steps.length <= 1 ? (steps[0] ?? '') : `${steps.slice(0, -1).join(', ')}, and ${steps.at(-1)!}`;
}

/** The E0 result in words: the tested order, its crossed-bootstrap share, the single-build fits, and whether the pooled fit gives it. */
export interface E0Result { words: string; share: string; single: string | null; pooledReproduces: boolean }

/** The E0 result of tables/e0_bootstrap_summary.json; null without E0 fits. */
export function e0Result(bootstrap: TableArtifact | null): E0Result | null {
  const summary = bootstrap?.rows[0];
  const order = summary ? testedOrder(summary) : null;
  if (!summary || !order || typeof summary.resamples !== 'number' || typeof summary.full_order_count !== 'number' || summary.resamples === 0) return null;
  return {
    words: orderWords(order),
    share: `${formatNumber((100 * summary.full_order_count) / summary.resamples, '.1f')}% of ${formatNumber(summary.resamples, ',d')} crossed-bootstrap resamples`,
    single: typeof summary.single_build_reproducing === 'number' && typeof summary.builds === 'number' ? `${summary.single_build_reproducing} of ${summary.builds} single-build fits` : null,
    pooledReproduces: summary.pooled_reproduces === true,
  };
}

/**
 * The E0 finding in one sentence: the order the build tested and how often it holds (pooled fit,
 * crossed-bootstrap share, single-build fits), from tables/e0_bootstrap_summary.json; null without E0 fits.
 */
export function e0Finding(bootstrap: TableArtifact | null): string | null {
  const r = e0Result(bootstrap);
  if (!r) return null;
  const single = r.single ? ` and ${r.single}` : '';
  return r.pooledReproduces
    ? `When two surfaces contradict each other, ${r.words}: the pooled Bradley–Terry fit gives this order, and ${r.share}${single} reproduce it.`
    : `The pooled Bradley–Terry fit does not give the tested order (${r.words}); ${r.share}${single} reproduce it.`;
}

export function surfacesView(a: SurfacesArtifacts) {
  const strengths: Strength[] = (a.bradleyTerry?.rows ?? [])
    .filter((r) => typeof r.theta === 'number')
    .map((r) => ({
      surface: String(r.surface), label: vocabLabel('surface', String(r.surface)), theta: r.theta as number,
      lower: typeof r.theta_lower === 'number' ? r.theta_lower : null, upper: typeof r.theta_upper === 'number' ? r.theta_upper : null,
    }))
    .sort((x, y) => y.theta - x.theta || x.surface.localeCompare(y.surface));
  const finding = e0Finding(a.bootstrap);
  // Strongest and weakest surface with their intervals, and which intervals exclude 0.
  let detail: string | null = null;
  if (strengths.length >= 2) {
    const side = (pred: (s: Strength) => boolean) => strengths.filter(pred).map((s) => s.surface);
    const above = side((s) => s.lower !== null && s.lower > 0);
    const below = side((s) => s.upper !== null && s.upper < 0);
    const parts = [above.length ? `above 0 (wins more than the average surface) for ${listWords(above)}` : null, below.length ? `below 0 for ${listWords(below)}` : null].filter(Boolean);
    detail = `Strongest: ${strengths[0]!.label}, ${withInterval(strengths[0]!)}; weakest: ${strengths.at(-1)!.label}, ${withInterval(strengths.at(-1)!)}.`
      + (parts.length ? ` The 95% interval lies ${parts.join(' and ')}; the others include 0.` : ' Every 95% interval includes 0.');
  }
  const chart = strengths.length >= 2
    ? intervalDotsChart(strengths.map((s) => ({ label: s.label, value: s.theta, lower: s.lower, upper: s.upper })), {
      xLabel: `${STRENGTH_HEADING}, 95% interval →`, ariaLabel: STRENGTH_HEADING,
      reference: 0, format: fmt,
    })
    : null;
  // What it plots: e0_bradley_terry's theta (headed "Log-strength θ"), the values it was given.
  const plotted = chart && a.bradleyTerry ? plottedColumns(a.bradleyTerry, ['theta'], 'Log-strength', STRENGTH_HEADING, strengths.map((s) => s.theta)) : null;
  // The build's counts per surface (a surface in no rule and no placement has no row: none of either).
  const placementRows = a.placements?.rows ?? [];
  const placementsOf = (surface: string) => placementRows.find((r) => r.surface === surface);
  const totals = placementRows[0];
  return {
    finding, detail, strengths, chart, plotted,
    // Why HD has no row in Table 4 or E0, from the build's surface_placements (null without it).
    hd: a.placements ? {
      label: SURFACE_META.HD.label, admissible: Number(placementsOf('HD')?.admissible_rules ?? 0), rules: Number(totals?.library_rules ?? 0),
      placed: Number(placementsOf('HD')?.placements ?? 0), placements: Number(totals?.panel_placements ?? 0),
      inTable4: (a.table4?.rows ?? []).some((r) => r.surface === 'HD'),
      inE0: strengths.some((s) => s.surface === 'HD'),
    } : null,
  };
}
