/**
 * Percentile-bootstrap 95% interval of Cohen's κ over audit rows (docs/metrics.md
 * "Reliability"): each resample draws the n rated items with replacement (multiplicities from
 * clusterBootstrapWeights with one cluster per item), recomputes κ from the weighted confusion
 * counts, and skips — but counts — resamples where κ is undefined (expected agreement 1).
 * Interval: type-7 quantiles at 2.5% and 97.5% of the defined draws (Efron & Tibshirani 1993,
 * ch. 13). Per resample the work is O(n + labels²) with no allocation.
 */
import { clusterBootstrapWeights } from './clusterResampleWeights.ts';
import { percentileInterval } from './quantile.ts';
import { cohenKappa } from './cohenKappa.ts';

const COHEN_KAPPA_BOOTSTRAP_LABEL = 'cohen-kappa-bootstrap';

type CohenKappaBootstrapResult =
  | { status: 'ok'; lower: number; upper: number; resamples: number; undefinedCount: number; draws: Float64Array }
  | { status: 'degenerate'; reason: string; resamples: number; undefinedCount: number };

export function cohenKappaBootstrap(input: {
  a: readonly string[];
  b: readonly string[];
  labels?: readonly string[];
  resamples: number;
  seed: number;
  /** Random stream label (default 'cohen-kappa-bootstrap'). */
  label?: string;
  level?: number;
}): CohenKappaBootstrapResult {
  // Validates the inputs and fixes the label order exactly as the point estimate does.
  const point = cohenKappa(input.a, input.b, input.labels);
  const labelCount = point.labels.length;
  const index = new Map(point.labels.map((label, i) => [label, i] as const));
  const n = point.n;
  const rowOf = Int32Array.from(input.a, (label) => index.get(label)!);
  const columnOf = Int32Array.from(input.b, (label) => index.get(label)!);
  const rowTotals = new Float64Array(labelCount);
  const columnTotals = new Float64Array(labelCount);
  const draws = new Float64Array(input.resamples);
  let defined = 0;
  for (const multiplicity of clusterBootstrapWeights(n, input.resamples, input.seed, input.label ?? COHEN_KAPPA_BOOTSTRAP_LABEL)) {
    rowTotals.fill(0);
    columnTotals.fill(0);
    let agreeing = 0;
    for (let item = 0; item < n; item++) {
      const m = multiplicity[item]!;
      if (m === 0) continue;
      const row = rowOf[item]!;
      const column = columnOf[item]!;
      rowTotals[row]! += m;
      columnTotals[column]! += m;
      if (row === column) agreeing += m;
    }
    // Multiplicities are integers summing to n, so these sums are exact and p_e = 1 is detectable.
    let chanceProducts = 0;
    for (let k = 0; k < labelCount; k++) chanceProducts += rowTotals[k]! * columnTotals[k]!;
    if (chanceProducts === n * n) continue;
    const observed = agreeing / n;
    const expected = chanceProducts / (n * n);
    draws[defined++] = (observed - expected) / (1 - expected);
  }
  const undefinedCount = input.resamples - defined;
  if (defined === 0) {
    return { status: 'degenerate', reason: 'κ is undefined (expected agreement 1) in every resample', resamples: input.resamples, undefinedCount };
  }
  const kept = draws.subarray(0, defined);
  const [lower, upper] = percentileInterval(kept, input.level);
  return { status: 'ok', lower, upper, resamples: input.resamples, undefinedCount, draws: kept };
}
