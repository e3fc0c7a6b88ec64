/**
 * Derived check tolerances (docs/metrics.md "Check tolerances"). No tolerance is chosen: each
 * follows from how the figure was published and computed.
 *   - rounding: a figure a deterministic computation gives is published rounded, so ours must
 *     round to it: |ours − published| ≤ half a unit of the last published digit (per element).
 *   - count, exact: integers, booleans, text and sets must be equal.
 *   - upper_bound: the paper states a bound ("below 79"); ours must be strictly below it.
 *   - bootstrap_quantile, bootstrap_count: a bootstrap figure carries Monte-Carlo error, in the
 *     paper's value and in ours (independent resamples of the same size). Tolerance = three
 *     standard deviations of that difference, 3·√2·SE, plus half a unit of the published digit,
 *     where SE is the Monte-Carlo standard error of our estimate, estimated from the build.
 */
import type { FigureValue } from './readers.ts';

export type Precision =
  | { kind: 'count' }
  | { kind: 'exact' }
  | { kind: 'rounding' }
  | { kind: 'upper_bound' }
  /**
   * A bound of a 95% bootstrap interval, or the min/max of such bounds over the rows of a table:
   * each element of ours is matched to the row whose `bound` column attains it, and that row's
   * interval [lower, upper] gives its SE; the resamples are the build's (manifest seeds).
   */
  | { kind: 'bootstrap_quantile'; table: string; bound: string; lower: string; upper: string }
  /** A count of resamples with a property (binomial): the resamples from `table`.`resamples`. */
  | { kind: 'bootstrap_count'; table: string; resamples: string };

/** Standard deviations of the Monte-Carlo difference (ours − paper's) a bootstrap figure may be off. */
export const MONTE_CARLO_SDS = 3;

/** Floating-point slack so that a difference of exactly the tolerance passes. */
const EPSILON = 1e-9;

/** Half a unit of the last digit of a number as written: "85.9" → 0.05, "77.0" → 0.05, "642" → 0.5. */
export function halfUnit(literal: string): number {
  if (!/^-?\d+(\.\d+)?$/.test(literal)) throw new Error(`not a plain decimal number: "${literal}"`);
  return 0.5 * 10 ** -writtenDecimals(literal);
}

/** The number of decimals of a number as written ("77.0" → 1). */
export function writtenDecimals(literal: string): number {
  return literal.includes('.') ? literal.length - literal.indexOf('.') - 1 : 0;
}

/** Φ⁻¹(0.975), the normal quantile of a two-sided 95% interval. */
const Z_975 = 1.959963984540054;
const P_BOUND = 0.025;

/**
 * Monte-Carlo standard error of either bound of a 95% percentile bootstrap interval (the 2.5% or
 * 97.5% quantile of B resamples), under a normal approximation of the bootstrap distribution:
 * SE = √(p(1 − p)/B) / f(q_p), the asymptotic SE of a sample p-quantile (Serfling 1980,
 * Thm 2.3.3A), p = 0.025, with f the normal density of SD σ = (upper − lower) / (2·z_0.975) read
 * off the interval itself; so SE = σ·√(p(1 − p)/B) / φ(z_0.975).
 * Hand case: [−1.96, 1.96], B = 10,000 → σ = 1, SE = 0.0015612 / 0.058441 = 0.02671.
 */
export function percentileStandardError(lower: number, upper: number, resamples: number): number {
  const sigma = (upper - lower) / (2 * Z_975);
  const density = Math.exp(-(Z_975 ** 2) / 2) / Math.sqrt(2 * Math.PI);
  return (sigma * Math.sqrt((P_BOUND * (1 - P_BOUND)) / resamples)) / density;
}

/**
 * Monte-Carlo standard error of a count of resamples with a property: the count is binomial
 * (B, p), so SE = √(B·p̂(1 − p̂)) with p̂ = count / B. Hand case: 9,652 of 10,000 → 18.33.
 */
export function binomialCountStandardError(count: number, resamples: number): number {
  const p = count / resamples;
  return Math.sqrt(resamples * p * (1 - p));
}

/** Tolerance from a Monte-Carlo SE and the published literal: 3·√2·SE + half a unit. */
export function monteCarloTolerance(standardError: number, literal: string): number {
  return MONTE_CARLO_SDS * Math.SQRT2 * standardError + halfUnit(literal);
}

/** A tolerance as applied: largest allowed |ours − published| (per element), or a rule. */
export type Allowed = number | number[] | 'exact' | 'upper_bound';

export interface Comparison {
  ok: boolean;
  /** ours − published (per element for lists), null for text, booleans and sets. */
  difference: number | number[] | null;
}

/** Compares ours with the published figure under an allowed difference. */
export function compareFigure(allowed: Allowed, published: FigureValue, ours: FigureValue): Comparison {
  if (allowed === 'upper_bound') {
    const numbers = typeof ours === 'number' && typeof published === 'number';
    return { ok: numbers && ours < published, difference: numbers ? ours - published : null };
  }
  if (Array.isArray(published) || Array.isArray(ours)) {
    if (!Array.isArray(published) || !Array.isArray(ours) || published.length !== ours.length) return { ok: false, difference: null };
    if (Array.isArray(allowed) && allowed.length !== published.length) throw new Error(`${allowed.length} tolerances for a list of ${published.length}`);
    const parts = published.map((p, i) => compareFigure(Array.isArray(allowed) ? allowed[i]! : allowed, p, ours[i]!));
    const numericDiffs = parts.map((p) => p.difference).filter((d): d is number => typeof d === 'number');
    return { ok: parts.every((p) => p.ok), difference: numericDiffs.length === parts.length ? numericDiffs : null };
  }
  if (Array.isArray(allowed)) throw new Error('a list of tolerances for a single figure');
  if (typeof published === 'number' && typeof ours === 'number') {
    const difference = ours - published;
    return { ok: Math.abs(difference) <= (allowed === 'exact' ? 0 : allowed) + EPSILON, difference };
  }
  return { ok: published === ours, difference: null };
}
