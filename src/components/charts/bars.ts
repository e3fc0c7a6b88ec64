/**
 * Horizontal bars with the value printed at the end, for shares and accuracies by group (family,
 * surface, method, modality class), largest first (or in the given order, e.g. rounds). Intervals, where given, are drawn as a
 * whisker with end ticks over the bar end, and the value is printed past the upper bound.
 */
import * as Plot from '@observablehq/plot';
import { AXIS_SPACE, chartLabel, COLUMN_WIDTH, renderPlot } from './render.ts';

export interface BarDatum {
  label: string;
  value: number;
  lower?: number | null;
  upper?: number | null;
}

interface BarsOptions {
  xLabel: string;
  ariaLabel: string;
  width?: number;
  /** Fixed x domain, e.g. [0, 100] for percentages. */
  domain?: [number, number];
  format?: (value: number) => string;
  className?: string;
  /** 'value' (default): largest first; 'given': the data's own order (rounds 1, 2, 3, …). */
  order?: 'value' | 'given';
}

/** Horizontal bar chart → SVG string. */
export function barsChart(data: readonly BarDatum[], options: BarsOptions): string {
  const fmt = options.format ?? ((v: number) => v.toFixed(1));
  const sorted = options.order === 'given' ? [...data] : [...data].sort((a, b) => b.value - a.value || a.label.localeCompare(b.label));
  const intervals = sorted.filter((d) => typeof d.lower === 'number' && typeof d.upper === 'number');
  return renderPlot({
    width: options.width ?? COLUMN_WIDTH,
    height: 20 + AXIS_SPACE.marginBottom + sorted.length * 24,
    marginBottom: AXIS_SPACE.marginBottom,
    marginLeft: 150,
    marginRight: 48,
    ariaLabel: options.ariaLabel,
    style: { background: 'transparent', color: 'inherit', fontSize: '12px' },
    x: { label: options.xLabel, labelAnchor: 'center', labelOffset: AXIS_SPACE.labelOffset, grid: true, ...(options.domain ? { domain: options.domain } : {}) },
    y: { domain: sorted.map((d) => d.label), label: null, tickFormat: (label: string) => chartLabel(label, 22) },
    marks: [
      Plot.barX(sorted, { y: 'label', x: 'value', fill: 'var(--c1, #0b5cad)', fillOpacity: 0.8, title: (d: BarDatum) => `${d.label}: ${fmt(d.value)}${typeof d.lower === 'number' && typeof d.upper === 'number' ? ` [${fmt(d.lower)}, ${fmt(d.upper)}]` : ''}` }),
      Plot.ruleY(intervals, { y: 'label', x1: 'lower', x2: 'upper', stroke: 'currentColor', strokeWidth: 1.5 }),
      Plot.tickX(intervals, { y: 'label', x: 'lower', stroke: 'currentColor', strokeWidth: 1.5, inset: 6 }),
      Plot.tickX(intervals, { y: 'label', x: 'upper', stroke: 'currentColor', strokeWidth: 1.5, inset: 6 }),
      // A negative bar's value sits right of the zero line, not over the bar or the axis labels.
      Plot.text(sorted, { y: 'label', x: (d: BarDatum) => (d.value < 0 ? 0 : Math.max(d.value, d.upper ?? d.value)), text: (d: BarDatum) => fmt(d.value), dx: 4, textAnchor: 'start', fill: 'currentColor' }),
      Plot.ruleX([0]),
    ],
  }, options.className);
}
