/**
 * Render an Observable Plot chart to an SVG string at build time, on linkedom's server-side DOM.
 * A fixed class name (instead of Plot's random one) makes output byte-stable for snapshots and
 * reproducible builds. Text in the chart (model names from the release) is set by Plot as text
 * nodes and escaped on serialisation, never parsed as markup.
 */
import * as Plot from '@observablehq/plot';
import { parseHTML } from 'linkedom';
import { chartLabel } from './label.ts';
import { markAxisLabels } from './axis-label.ts';

export type PlotOptions = Plot.PlotOptions;

/** Room under the plot for the x tick labels and, below them, the axis title (which Plot's default 30 px margin lays over the ticks). */
export const AXIS_SPACE = { marginBottom: 44, labelOffset: 38 } as const;

/**
 * Width of the site's text column at a laptop's 1366 px (main: 72rem less 2rem of padding, at
 * 16 px): a chart drawn at it fills the column at scale 1, its text at the size it was drawn.
 */
export const COLUMN_WIDTH = 1120;

/**
 * The tablet variant, for columns between the phone's and COLUMN_WIDTH: a COLUMN_WIDTH chart
 * scaled into a 700 px column would shrink its text to 60 %, so a chart drawn wider than this is
 * also drawn at it (site.css shows it below 62rem).
 */
export const MEDIUM = { width: 640 } as const;

/**
 * The phone variant: a chart scaled from 640 px into a 358 px column would print 12 px text at
 * under 7 px, so phones get the chart drawn at 360 px (text stays ≥ 11 px), with label margins
 * capped to leave room for the marks, y labels cut shorter and the x title ending at the right
 * edge (a centred long title would run off both sides). CSS (site.css) shows one variant by the column's width.
 */
export const NARROW = { width: 360, maxMargin: 140, labelChars: 18 } as const;

/**
 * Plot options → a wide and a narrow rendering, each in a <div class="plot-wide|plot-narrow">,
 * and between them a medium one (<div class="plot-medium">) for a chart wider than MEDIUM.width;
 * a chart already no wider than NARROW.width is rendered once (as the wide one, shown always).
 */
export function renderPlot(options: PlotOptions, className = 'hif-plot'): string {
  const wide = renderOne(options, className);
  const width = options.width ?? 640;
  if (width <= NARROW.width) return `<div class="plot-wide plot-only">${wide}</div>`;
  const cap = (m: number | undefined) => (m === undefined ? undefined : Math.min(m, NARROW.maxMargin));
  const y = options.y?.tickFormat ? { ...options.y, tickFormat: (label: unknown) => chartLabel(String(label), NARROW.labelChars) } : options.y;
  const x = options.x ? { ...options.x, labelAnchor: 'right' as const } : options.x;
  const narrow = renderOne({ ...options, width: NARROW.width, marginLeft: cap(options.marginLeft), marginRight: cap(options.marginRight), x, y }, className);
  if (width <= MEDIUM.width) return `<div class="plot-wide plot-no-medium">${wide}</div><div class="plot-narrow">${narrow}</div>`;
  const medium = renderOne({ ...options, width: MEDIUM.width }, className);
  return `<div class="plot-wide">${wide}</div><div class="plot-medium">${medium}</div><div class="plot-narrow">${narrow}</div>`;
}

/** Plot options → serialised <svg> (or a <figure> holding the legend and the <svg> when a legend is asked for). */
function renderOne(options: PlotOptions, className: string): string {
  const { document } = parseHTML('<!doctype html><html><body></body></html>');
  const node = Plot.plot({ ...options, document: document as unknown as Document, className }) as unknown as Element;
  // Plot labels its inner groups with aria-label ("dot", "rule"), which ARIA prohibits on elements
  // without a role; the chart is one image, described by the svg's own label and the data table.
  const svg = node.tagName.toLowerCase() === 'svg' ? node : node.querySelector(`svg.${className}`);
  markAxisLabels(node);
  for (const inner of node.querySelectorAll('[aria-label]')) if (inner !== svg) inner.removeAttribute('aria-label');
  svg?.setAttribute('role', 'img');
  // A legend's swatches are decoration beside their text; the chart's label and table carry the groups.
  for (const swatch of node.querySelectorAll(`.${className}-swatch > svg`)) { swatch.removeAttribute('role'); swatch.setAttribute('aria-hidden', 'true'); }
  return node.outerHTML;
}

export { chartLabel };
