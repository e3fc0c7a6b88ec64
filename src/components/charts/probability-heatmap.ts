/**
 * Heatmap of probabilities, one row per model in the order given (the leaderboard's rank order)
 * and one column per outcome: P(rank = k) per model and rank k, or P(row model ahead of column
 * model). Each cell prints its probability in percent; its fill darkens with the probability
 * (probabilityFill) and its text is black or white, whichever contrasts more with the fill
 * (≥ 4.5:1, test/site/charts.test.ts); cell outlines reach 3:1 on both themes' backgrounds.
 * Returns Plot options, so the build renders them to SVG (render.ts) and the browser's
 * re-ranking draws them live with Plot.plot (no DOM library bundled).
 */
import * as Plot from '@observablehq/plot';
import { contrastRatio } from './palette.ts';
import { chartLabel } from './label.ts';

export interface ProbabilityCell {
  /** Row (model) label. */
  row: string;
  /** Column label (a rank "1", "2" …, or a model). */
  column: string;
  /** Probability in [0, 1]. */
  p: number;
}

interface ProbabilityHeatmapOptions {
  /** Row labels in display order (best rank first). */
  rows: readonly string[];
  columns: readonly string[];
  xLabel: string;
  ariaLabel: string;
  width?: number;
  /** Tooltip of a cell. */
  title: (cell: ProbabilityCell) => string;
}

/** Fill at p = 0 and p = 1; between them a straight line in sRGB. */
const LIGHT = [0xf2, 0xf6, 0xfc] as const;
const DARK = [0x0b, 0x3a, 0x8a] as const;
/** Cell outline: 3:1 or more against the page backgrounds of both themes (test/site/charts.test.ts). */
export const CELL_OUTLINE = '#7d8791';

const hex = (v: readonly number[]) => `#${v.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** The fill of a cell of probability p. */
export function probabilityFill(p: number): string {
  const t = Math.min(1, Math.max(0, p));
  return hex(LIGHT.map((l, i) => l + t * (DARK[i]! - l)));
}

/** Black or white text, whichever contrasts more with the cell's fill. */
export function probabilityText(p: number): string {
  const fill = probabilityFill(p);
  return contrastRatio('#000000', fill) >= contrastRatio('#ffffff', fill) ? '#000000' : '#ffffff';
}

/** "37" (percent, rounded), "<1" for a non-zero probability under 0.5%, "" for 0. */
export function probabilityLabel(p: number): string {
  if (p === 0) return '';
  const percent = Math.round(100 * p);
  return percent === 0 ? '<1' : String(percent);
}

export function probabilityHeatmap(data: readonly ProbabilityCell[], options: ProbabilityHeatmapOptions): Plot.PlotOptions {
  const longest = Math.max(4, ...options.rows.map((r) => [...chartLabel(r, 22)].length));
  const marginLeft = Math.min(170, 12 + longest * 6.6);
  const width = options.width ?? Math.max(320, marginLeft + 34 * options.columns.length + 12);
  const cell = Math.max(16, (width - marginLeft - 12) / Math.max(1, options.columns.length));
  return {
    width,
    height: 56 + cell * options.rows.length,
    marginLeft,
    marginRight: 12,
    marginTop: 48,
    marginBottom: 8,
    ariaLabel: options.ariaLabel,
    style: { background: 'transparent', color: 'inherit', fontSize: cell < 24 ? '9px' : '11px' },
    x: { domain: [...options.columns], axis: 'top', label: options.xLabel, labelAnchor: 'center', tickFormat: (c: string) => chartLabel(c, 6), padding: 0 },
    y: { domain: [...options.rows], label: null, tickFormat: (r: string) => `\u2068${chartLabel(r, 22)}\u2069`, padding: 0 },
    marks: [
      Plot.cell(data, { x: 'column', y: 'row', fill: (d: ProbabilityCell) => probabilityFill(d.p), stroke: CELL_OUTLINE, strokeWidth: 0.5, inset: 0.5, title: options.title }),
      Plot.text(data, { x: 'column', y: 'row', text: (d: ProbabilityCell) => probabilityLabel(d.p), fill: (d: ProbabilityCell) => probabilityText(d.p) }),
    ],
  };
}
