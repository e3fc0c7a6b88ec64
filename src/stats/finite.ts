/**
 * Input guards shared by the statistics: every statistic refuses NaN and ±Infinity up front,
 * so that a bad value fails loudly where it enters instead of surfacing later as a NaN figure.
 */

/** Throws an Error naming `what` and the first offending index if any value is not finite. */
export function assertFiniteValues(values: ArrayLike<number>, what: string): void {
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (typeof v !== 'number' || !Number.isFinite(v)) {
      throw new Error(`${what}: value at index ${i} is ${String(v)}, expected a finite number`);
    }
  }
}

/** Throws unless both sides have the same length (paired statistics). */
export function assertSameLength(x: ArrayLike<unknown>, y: ArrayLike<unknown>, what: string): void {
  if (x.length !== y.length) {
    throw new Error(`${what}: x has ${x.length} values but y has ${y.length}; paired inputs must have equal length`);
  }
}

/** True when every value of values[0 … n − 1] equals the first (an empty or one-value input counts as constant). */
export function isConstant(values: ArrayLike<number>, n = values.length): boolean {
  const first = values[0];
  for (let i = 1; i < n; i++) if (values[i] !== first) return false;
  return true;
}
