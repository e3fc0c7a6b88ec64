/**
 * Binomial variate by inversion from the mode (Kemp 1986, "A modal method for generating binomial
 * variables", Communications in Statistics — Theory and Methods 15(3), 805–813): the outcomes are
 * visited in the fixed order mode, mode − 1, mode + 1, mode − 2, mode + 2, … (skipping those outside
 * 0 … n), accumulating P(K = k) = C(n, k) pᵏ (1 − p)ⁿ⁻ᵏ, and the first k whose running sum exceeds
 * the uniform u is returned. Each k owns a sub-interval of [0, 1) of length P(K = k), so the draw is
 * exactly Binomial(n, p) (up to floating point), in O(√(n p (1 − p))) steps, with no underflow:
 * P(K = mode) is computed in logs (ln k! exact below 256, Stirling's series with three correction
 * terms above, relative error < 1e−15), the neighbours by the ratio
 * P(k + 1) / P(k) = (n − k) p / ((k + 1)(1 − p)). Mode = ⌊(n + 1) p⌋ capped at n.
 * Pure: the caller passes u (src/stats/random.ts), so a draw is reproducible from it.
 */

const TABLE = 256;
const LOG_FACTORIAL = (() => {
  const t = new Float64Array(TABLE);
  for (let k = 2; k < TABLE; k++) t[k] = t[k - 1]! + Math.log(k);
  return t;
})();

/** ln n! for an integer n ≥ 0. */
export function logFactorial(n: number): number {
  if (n < TABLE) return LOG_FACTORIAL[n]!;
  const inv = 1 / n;
  const inv2 = inv * inv;
  return n * Math.log(n) - n + 0.5 * Math.log(2 * Math.PI * n) + inv * (1 / 12 - inv2 * (1 / 360 - inv2 / 1260));
}

/** One Binomial(n, p) draw for a uniform u ∈ [0, 1). n a non-negative integer, p ∈ [0, 1]. */
export function binomialDraw(n: number, p: number, u: number): number {
  if (!Number.isInteger(n) || n < 0) throw new Error(`binomialDraw: n = ${n} is not a non-negative integer`);
  if (!(p >= 0 && p <= 1)) throw new Error(`binomialDraw: p = ${p} is not a probability`);
  if (n === 0 || p === 0) return 0;
  if (p === 1) return n;
  const q = 1 - p;
  const mode = Math.min(n, Math.floor((n + 1) * p));
  const pMode = Math.exp(logFactorial(n) - logFactorial(mode) - logFactorial(n - mode) + mode * Math.log(p) + (n - mode) * Math.log(q));
  let sum = pMode;
  if (u < sum) return mode;
  const up = p / q;
  let lo = mode;
  let pLo = pMode;
  let hi = mode;
  let pHi = pMode;
  let last = mode;
  while (lo > 0 || hi < n) {
    if (lo > 0) {
      // P(k − 1) = P(k) · k (1 − p) / ((n − k + 1) p)
      pLo *= lo / ((n - lo + 1) * up);
      lo--;
      sum += pLo;
      last = lo;
      if (u < sum) return lo;
    }
    if (hi < n) {
      pHi *= ((n - hi) * up) / (hi + 1);
      hi++;
      sum += pHi;
      last = hi;
      if (u < sum) return hi;
    }
  }
  // Rounding left the probabilities' sum a hair below u: the outcome visited last.
  return last;
}
