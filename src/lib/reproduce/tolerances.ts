/**
 * The check tolerances of docs/metrics.md ("Check tolerances"), one entry per row of that table,
 * plus `upper_bound` for the one published figure that is a bound ("below 79"). A published
 * figure is rounded; ours is not, so a figure within tolerance of the rounded value passes.
 */
import type { FigureValue } from './readers.ts';

export type ToleranceId =
  | 'count' | 'model_acc' | 'share' | 'range_end' | 'span_sd' | 'bt' | 'rank_sum' | 'rank_mean'
  | 'full_order' | 'coefficient' | 'tau' | 'exact' | 'upper_bound';

export interface Tolerance {
  /** Largest allowed |ours − published| (per element for ranges and lists); 0 = exact. */
  max: number;
  unit: string;
  /** The row of the docs/metrics.md table this tolerance comes from. */
  docs: string;
}

export const TOLERANCES: Record<ToleranceId, Tolerance> = {
  count: { max: 0, unit: '', docs: 'counts: exact' },
  model_acc: { max: 0.3, unit: 'pp', docs: 'per-model Acc, AP-Acc, Δ; gap means; cluster means: ±0.3 pp' },
  share: { max: 1.0, unit: 'pp', docs: 'shares, rates, family/modality/surface accuracies, agreement: ±1.0 pp' },
  range_end: { max: 1.0, unit: 'pp', docs: 'ranges of F-Acc, DW-Acc, Δ CI lower bounds, per-model shifts: ±1.0 pp at each end' },
  span_sd: { max: 0.3, unit: 'pp', docs: 'Acc span and SD: ±0.3 pp' },
  bt: { max: 0.1, unit: '', docs: 'Bradley–Terry log-strengths: ±0.10' },
  rank_sum: { max: 0, unit: '', docs: 'E0 rank sums: exact' },
  rank_mean: { max: 0.005, unit: '', docs: 'E0 rank sums: exact — the mean rank is the sum / builds, published to 2 decimals, so ±0.005 (rounding only)' },
  full_order: { max: 100, unit: '', docs: 'full-order frequency: ±100 of 10,000' },
  coefficient: { max: 0.03, unit: '', docs: 'ICC, κ, Pearson correlations: ±0.03' },
  tau: { max: 0.1, unit: '', docs: 'Kendall τ-b: ±0.10' },
  exact: { max: 0, unit: '', docs: 'booleans and sets (swaps, all-positive, order): exact' },
  upper_bound: { max: 0, unit: '', docs: 'a published bound ("below N"): ours must be strictly below (not in the docs table)' },
};

/** Floating-point slack so that a difference of exactly the tolerance passes. */
const EPSILON = 1e-9;

export interface Comparison {
  ok: boolean;
  /** ours − published (per element for lists), null for text, booleans and bounds. */
  difference: number | number[] | null;
}

/** Compares ours with the published figure under a tolerance. */
export function compareFigure(tolerance: ToleranceId, published: FigureValue, ours: FigureValue): Comparison {
  const t = TOLERANCES[tolerance];
  if (tolerance === 'upper_bound') {
    return { ok: typeof ours === 'number' && typeof published === 'number' && ours < published, difference: typeof ours === 'number' && typeof published === 'number' ? ours - published : null };
  }
  if (Array.isArray(published) || Array.isArray(ours)) {
    if (!Array.isArray(published) || !Array.isArray(ours) || published.length !== ours.length) return { ok: false, difference: null };
    const parts = published.map((p, i) => compareFigure(tolerance, p, ours[i]!));
    const numericDiffs = parts.map((p) => p.difference).filter((d): d is number => typeof d === 'number');
    return { ok: parts.every((p) => p.ok), difference: numericDiffs.length === parts.length ? numericDiffs : null };
  }
  if (typeof published === 'number' && typeof ours === 'number') {
    const difference = ours - published;
    return { ok: Math.abs(difference) <= t.max + EPSILON, difference };
  }
  return { ok: published === ours, difference: null };
}
