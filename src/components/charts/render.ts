/**
 * Render an Observable Plot chart to an SVG string at build time, on linkedom's server-side DOM.
 * A fixed class name (instead of Plot's random one) makes output byte-stable for snapshots and
 * reproducible builds. Text in the chart (model names from the release) is set by Plot as text
 * nodes and escaped on serialisation, never parsed as markup.
 */
import * as Plot from '@observablehq/plot';
import { parseHTML } from 'linkedom';

export type PlotOptions = Plot.PlotOptions;

/** Plot options → serialised <svg> (or <figure> when Plot adds a legend). */
export function renderPlot(options: PlotOptions, className = 'hif-plot'): string {
  const { document } = parseHTML('<!doctype html><html><body></body></html>');
  const node = Plot.plot({ ...options, document: document as unknown as Document, className }) as unknown as Element;
  // Plot labels its inner groups with aria-label ("dot", "rule"), which ARIA prohibits on elements
  // without a role; the chart is one image, described by the svg's own label and the data table.
  for (const inner of node.querySelectorAll('[aria-label]')) inner.removeAttribute('aria-label');
  const svg = node.tagName.toLowerCase() === 'svg' ? node : node.querySelector('svg');
  svg?.setAttribute('role', 'img');
  return node.outerHTML;
}

/**
 * A chart label cut to `max` characters with an ellipsis: an SVG text never wraps, so a long
 * release name would run past the chart. The full label stays in the mark's title and the data table.
 */
export function chartLabel(label: string, max = 24): string {
  const chars = [...label];
  return chars.length <= max ? label : `${chars.slice(0, max - 1).join('')}…`;
}
