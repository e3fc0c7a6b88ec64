/**
 * Arithmetic mean: (1/n) Σ x_i. Throws on an empty input (the mean of nothing is undefined)
 * and on non-finite values. Summation is plain left-to-right in double precision.
 */
import { assertFiniteValues } from './finite.ts';

export function mean(xs: ArrayLike<number>): number {
  if (xs.length === 0) throw new Error('mean: no values (the mean of an empty sample is undefined)');
  assertFiniteValues(xs, 'mean');
  let sum = 0;
  for (let i = 0; i < xs.length; i++) sum += xs[i]!;
  return sum / xs.length;
}
