/**
 * Pearson product-moment correlation coefficient — the project's one implementation (Table 2's
 * DW-Acc rule weights in src/accuracy-bootstrap/bootstrap.ts and the cohort correlation of §4.2 use it):
 * r = Σ (x_i − x̄)(y_i − ȳ) / √( Σ (x_i − x̄)² · Σ (y_i − ȳ)² ), two-pass (means first).
 * Returns null when it is undefined: n < 2, or either side constant (zero variance; tested on
 * the raw values, so that rounding in the mean cannot turn a constant into a tiny variance).
 * The result is clamped to [−1, 1] against rounding.
 * Reference: Pearson (1895); R `cor(x, y)`.
 */
import { assertFiniteValues, assertSameLength, isConstant } from './finite.ts';

/**
 * Deviations d_i = v_i − v̄ of values[0 … n − 1] from their mean v̄ = (Σ v_i) / n (summed in index
 * order) into out[0 … n − 1]; returns Σ d_i². Pearson's first pass, for one side.
 */
export function deviationsFromMean(values: ArrayLike<number>, n: number, out: Float64Array): number {
  let sum = 0;
  for (let i = 0; i < n; i++) sum += values[i]!;
  const mean = sum / n;
  let squares = 0;
  for (let i = 0; i < n; i++) {
    const d = values[i]! - mean;
    out[i] = d;
    squares += d * d;
  }
  return squares;
}

/**
 * Pearson's r from the two sides' deviations dx, dy (n of each) and their sums of squares sxx, syy
 * (deviationsFromMean): Σ dx_i·dy_i / √(sxx · syy), clamped to [−1, 1]; null when sxx or syy is 0.
 */
export function pearsonOfDeviations(dx: ArrayLike<number>, sxx: number, dy: ArrayLike<number>, syy: number, n: number): number | null {
  if (sxx === 0 || syy === 0) return null;
  let sxy = 0;
  for (let i = 0; i < n; i++) sxy += dx[i]! * dy[i]!;
  return Math.max(-1, Math.min(1, sxy / Math.sqrt(sxx * syy)));
}

export function pearson(x: ArrayLike<number>, y: ArrayLike<number>): number | null {
  assertSameLength(x, y, 'pearson');
  assertFiniteValues(x, 'pearson x');
  assertFiniteValues(y, 'pearson y');
  const n = x.length;
  if (n < 2 || isConstant(x) || isConstant(y)) return null;
  const dx = new Float64Array(n);
  const dy = new Float64Array(n);
  return pearsonOfDeviations(dx, deviationsFromMean(x, n, dx), dy, deviationsFromMean(y, n, dy), n);
}
