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
  const node = Plot.plot({ ...options, document: document as unknown as Document, className }) as unknown as { outerHTML: string };
  return node.outerHTML;
}
