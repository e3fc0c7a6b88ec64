/**
 * The judge-agreement table stores each confusion matrix as text, e.g.
 * "rows = rater A, columns = rater B, order pass/fail: 1 1 | 0 1". This parses that layout into
 * labels and counts for an HTML matrix; anything else returns null and the text is shown as is.
 */
interface ConfusionMatrix {
  labels: string[];
  counts: number[][];
}

export function parseConfusion(text: string): ConfusionMatrix | null {
  const m = text.match(/order\s+([a-z_/]+):\s*([\d\s|]+)$/i);
  if (!m) return null;
  const labels = m[1]!.split('/');
  const counts = m[2]!.split('|').map((row) => row.trim().split(/\s+/).map(Number));
  if (counts.length !== labels.length || counts.some((r) => r.length !== labels.length || r.some((n) => !Number.isInteger(n)))) return null;
  return { labels, counts };
}
