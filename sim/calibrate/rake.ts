/**
 * Raking of logit offsets: find one additive logit offset per category so that the expected
 * number of failures in every category equals its target (iterative proportional fitting on the
 * logit scale, Gauss–Seidel with a Newton step per category:
 * o_c ← o_c + (E_c − F_c) / Σ_{i∈c} p_i (1 − p_i), E_c = Σ_{i∈c} (1 − p_i)).
 * Reference: Deming & Stephan (1940) for IPF; the logit-offset form is a standard calibration
 * (Deville & Särndal 1992, raking ratio with a logistic link).
 */
export interface RakeCategory {
  name: string;
  /** Slot indices in the category (qualifying, not always-pass). */
  slots: Int32Array;
  targetFails: number;
}

interface RakeResult { logits: Float64Array; offsets: number[]; maxError: number; sweeps: number }

export function rakeLogits(base: Float64Array, categories: RakeCategory[], maxSweeps = 400, tolerance = 0.05): RakeResult {
  const offsets = categories.map(() => 0);
  const logits = Float64Array.from(base);
  let maxError = Infinity;
  let sweep = 0;
  for (; sweep < maxSweeps && maxError > tolerance; sweep++) {
    maxError = 0;
    categories.forEach((c, k) => {
      let expected = 0;
      let variance = 0;
      for (const s of c.slots) {
        const p = 1 / (1 + Math.exp(-logits[s]!));
        expected += 1 - p;
        variance += p * (1 - p);
      }
      const error = expected - c.targetFails;
      maxError = Math.max(maxError, Math.abs(error));
      if (variance <= 0) throw new Error(`rakeLogits: category ${c.name} has no variance`);
      const step = Math.max(-2, Math.min(2, error / variance));
      offsets[k]! += step;
      for (const s of c.slots) logits[s]! += step;
    });
  }
  return { logits, offsets, maxError, sweeps: sweep };
}
