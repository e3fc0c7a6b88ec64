/**
 * Marks a chart's axis titles (Plot draws each in a group labelled "x-axis label" / "y-axis
 * label") with data-axis-label="x|y", so the title survives removing Plot's inner aria-labels and
 * a test can read what an axis says it shows. Used on build-time (linkedom) and browser-drawn charts.
 */
export function markAxisLabels(root: Element): void {
  for (const g of root.querySelectorAll('[aria-label$="-axis label"]')) g.setAttribute('data-axis-label', (g.getAttribute('aria-label') ?? '').slice(0, 1));
}
