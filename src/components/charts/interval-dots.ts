/**
 * Estimates with their 95% intervals, one row per item, sorted as given: the leaderboard's Acc
 * (or AP-Acc) per model and the E0 Bradley–Terry strengths per surface. Rows in the same tied
 * group share a colour, so statistically tied models are seen as a group, not a strict order;
 * a legend above the chart names the groups, and each dot's tooltip repeats its group.
 */
import * as Plot from '@observablehq/plot';
import { CATEGORY_COLOURS } from './palette.ts';
import { AXIS_SPACE, chartLabel, COLUMN_WIDTH, renderPlot } from './render.ts';

export interface IntervalDatum {
  label: string;
  value: number;
  lower: number | null;
  upper: number | null;
  /** Tied group or any grouping shown by colour (null = none). */
  group?: string | null;
}

interface IntervalDotsOptions {
  xLabel: string;
  ariaLabel: string;
  width?: number;
  /** Draw a reference line (e.g. 0 for log-strengths). */
  reference?: number | null;
  /** What the colours are, shown before the legend (e.g. "Tied group"). */
  groupLabel?: string;
  /** How to print each estimate beside its interval (default: one decimal). */
  format?: (value: number) => string;
  className?: string;
}

/** Dot-and-whisker chart → SVG string. */
export function intervalDotsChart(data: readonly IntervalDatum[], options: IntervalDotsOptions): string {
  const labels = data.map((d) => d.label);
  const withInterval = data.filter((d) => d.lower !== null && d.upper !== null);
  const grouped = data.some((d) => d.group);
  const fmt = options.format ?? ((v: number) => v.toFixed(1));
  return renderPlot({
    width: options.width ?? COLUMN_WIDTH,
    height: 20 + AXIS_SPACE.marginBottom + data.length * 26,
    marginBottom: AXIS_SPACE.marginBottom,
    marginLeft: 140,
    marginRight: 48,
    ariaLabel: options.ariaLabel,
    style: { background: 'transparent', color: 'inherit', fontSize: '12px' },
    x: { label: options.xLabel, labelAnchor: 'center', labelOffset: AXIS_SPACE.labelOffset, grid: true, nice: true },
    y: { domain: labels, label: null, tickFormat: (label: string) => chartLabel(label, 22) },
    color: grouped ? { type: 'ordinal', domain: [...new Set(data.flatMap((d) => (d.group ? [d.group] : [])))], range: [...CATEGORY_COLOURS], legend: true, label: options.groupLabel ?? null } : undefined,
    marks: [
      options.reference !== undefined && options.reference !== null ? Plot.ruleX([options.reference], { strokeDasharray: '3,3', strokeOpacity: 0.6 }) : null,
      Plot.ruleY(withInterval, { y: 'label', x1: 'lower', x2: 'upper', strokeWidth: 2, stroke: grouped ? 'group' : 'currentColor' }),
      Plot.dot(data, {
        y: 'label', x: 'value', r: 4.5, fill: grouped ? 'group' : 'currentColor', stroke: 'var(--bg, white)', strokeWidth: 1,
        // A native tooltip per mark (an SVG <title>): estimate, interval and group, no script needed.
        title: (d: IntervalDatum) => `${d.label}: ${fmt(d.value)}${d.lower !== null && d.upper !== null ? ` [${fmt(d.lower)}, ${fmt(d.upper)}]` : ''}${d.group ? ` · ${d.group}` : ''}`,
      }),
      Plot.text(data, { y: 'label', x: 'upper', text: (d: IntervalDatum) => fmt(d.value), dx: 6, textAnchor: 'start', fill: 'currentColor', filter: (d: IntervalDatum) => d.upper !== null }),
    ],
  }, options.className);
}
