/**
 * Several estimates per row as coloured dots on one axis: every E0 Bradley–Terry θ of a fit (one
 * row per build, left-out build or variant, one colour per surface), so a reader sees all five
 * strengths of each fit and whether their order holds, not one surface picked from the table.
 */
import * as Plot from '@observablehq/plot';
import { CATEGORY_COLOURS } from './palette.ts';
import { AXIS_SPACE, chartLabel, COLUMN_WIDTH, renderPlot } from './render.ts';

export interface GroupedDatum {
  /** Row (e.g. the build). */
  label: string;
  /** Series shown by colour (e.g. the surface). */
  series: string;
  value: number;
}

interface GroupedDotsOptions {
  xLabel: string;
  ariaLabel: string;
  /** What the colours are (legend title). */
  seriesLabel: string;
  /** Row order, top first (default: as first met). */
  rows?: readonly string[];
  reference?: number | null;
  format?: (value: number) => string;
  width?: number;
  className?: string;
}

/** Dot plot of several series per row → SVG string. */
export function groupedDotsChart(data: readonly GroupedDatum[], options: GroupedDotsOptions): string {
  const rows = options.rows ?? [...new Set(data.map((d) => d.label))];
  const fmt = options.format ?? ((v: number) => v.toFixed(2));
  return renderPlot({
    width: options.width ?? COLUMN_WIDTH,
    height: 40 + AXIS_SPACE.marginBottom + rows.length * 24,
    marginBottom: AXIS_SPACE.marginBottom,
    marginLeft: 140,
    marginRight: 24,
    ariaLabel: options.ariaLabel,
    style: { background: 'transparent', color: 'inherit', fontSize: '12px' },
    x: { label: options.xLabel, labelAnchor: 'center', labelOffset: AXIS_SPACE.labelOffset, grid: true, nice: true },
    y: { domain: rows, label: null, tickFormat: (label: string) => chartLabel(label, 22) },
    color: { type: 'ordinal', domain: [...new Set(data.map((d) => d.series))], range: [...CATEGORY_COLOURS], legend: true, label: options.seriesLabel },
    marks: [
      options.reference !== undefined && options.reference !== null ? Plot.ruleX([options.reference], { strokeDasharray: '3,3', strokeOpacity: 0.6 }) : null,
      Plot.ruleY(rows, { strokeOpacity: 0.15 }),
      Plot.dot(data, { y: 'label', x: 'value', r: 4.5, fill: 'series', stroke: 'var(--bg, white)', strokeWidth: 1, title: (d: GroupedDatum) => `${d.label} · ${d.series}: ${fmt(d.value)}` }),
    ],
  }, options.className);
}
