/**
 * Conditional label distribution of a reference rater given a rated label, from paired labels:
 * the rows of the confusion matrix normalised to 1,
 *   P(b = j | a = i) = n_ij / n_i·,  n_ij = #{rows with a = i and b = j},
 * over a fixed label set (rows whose a or b is outside it are left out and counted). A label i with
 * n_i· = 0 has no estimate (null). Maximum-likelihood estimate of the rows of the misclassification
 * matrix (Dawid & Skene 1979, "Maximum likelihood estimation of observer error-rates using the EM
 * algorithm", JRSS C 28(1), with the reference rater taken as truth). Pure.
 */

interface ConditionalLabels {
  labels: readonly string[];
  /** rows[i]: counts n_i· and P(b = labels[j] | a = labels[i]), or null when n_i· = 0. */
  rows: { label: string; count: number; probabilities: number[] | null }[];
  /** Rows used, and rows left out (a label outside `labels`). */
  used: number;
  leftOut: number;
}

export function conditionalLabels(a: readonly string[], b: readonly string[], labels: readonly string[]): ConditionalLabels {
  if (a.length !== b.length) throw new Error(`conditionalLabels: ${a.length} labels against ${b.length}`);
  const L = labels.length;
  const index = new Map(labels.map((l, i) => [l, i]));
  const counts = Array.from({ length: L }, () => new Array<number>(L).fill(0));
  let used = 0;
  for (let k = 0; k < a.length; k++) {
    const i = index.get(a[k]!);
    const j = index.get(b[k]!);
    if (i === undefined || j === undefined) continue;
    counts[i]![j]!++;
    used++;
  }
  const rows = labels.map((label, i) => {
    const count = counts[i]!.reduce((s, x) => s + x, 0);
    return { label, count, probabilities: count === 0 ? null : counts[i]!.map((x) => x / count) };
  });
  return { labels, rows, used, leftOut: a.length - used };
}
