/**
 * Several small non-negative integer sums carried in one float64, so that the bootstrap's
 * multiply-adds run once per packed number instead of once per sum — exactly, not approximately.
 *
 * Why it is exact: a packed number is X = Σ_f x_f · 2^(b·f) for fields f = 0 … k − 1, with every
 * x_f a non-negative integer. A resample adds c_t · X_t over tasks t with integer multiplicities
 * c_t ≥ 0, Σ_t c_t ≤ D. Field f of the total is Σ_t c_t · x_{f,t} ≤ D · max x ≤ U < 2^b, so the
 * fields never carry into each other, and every product and partial sum is an integer below
 * 2^(b·k) ≤ 2^53, which a float64 holds exactly. Reading a field back (division by a power of
 * two, floor, subtraction) is exact too. So each unpacked sum is bit-for-bit the sum the plain
 * float loop would give (all of its partial sums are exact integers as well).
 * When a sum is not a non-negative integer (never for counts or the 3/2/1 severity weights, but
 * the module does not assume it), the plan has one field per number: the plain float loop, in
 * the same order as before.
 * Pure: typed arrays only.
 */

/** Largest integer a float64 represents with every smaller integer: 2^53. */
const EXACT_BITS = 53;

export interface PackingPlan {
  /** Sums per packed number (1 = no packing). */
  fields: number;
  /** Bits per field (0 when fields = 1). */
  bits: number;
  /** Packed numbers per task row, a multiple of 4 (the kernel's unrolling), zero-padded. */
  width: number;
  /** Sums per task row (unpacked). */
  sums: number;
}

/**
 * The densest exact packing of rows of `rowWidth` sums for a bootstrap whose resamples draw at
 * most `draws` tasks (Σ_t c_t; the number of tasks for the task-clustered bootstrap):
 * U = draws · max value bounds every resample's sum, b = bits of U, k = ⌊53 / b⌋ fields (at most
 * rowWidth). One field per number if any value is negative, fractional or not finite.
 */
export function packingPlan(values: ArrayLike<number>, rowWidth: number, draws: number): PackingPlan {
  let max = 0;
  let integral = true;
  for (let i = 0; i < values.length; i++) {
    const v = values[i]!;
    if (!(Number.isInteger(v) && v >= 0)) {
      integral = false;
      break;
    }
    if (v > max) max = v;
  }
  const bound = draws * max;
  const unpacked = { fields: 1, bits: 0, width: Math.ceil(rowWidth / 4) * 4, sums: rowWidth };
  if (!integral || !Number.isSafeInteger(bound)) return unpacked;
  // log2 of a float may round: widen until 2^b really exceeds the bound (b ≤ 54 here).
  let b = Math.max(1, Math.ceil(Math.log2(bound + 1)));
  while (2 ** b <= bound) b++;
  const fields = Math.min(rowWidth, Math.floor(EXACT_BITS / b));
  if (fields <= 1) return unpacked;
  return { fields, bits: b, width: Math.ceil(Math.ceil(rowWidth / fields) / 4) * 4, sums: rowWidth };
}

/** Packs rows (row r = values[r · plan.sums …]) into rows of plan.width numbers: sum j goes to number ⌊j / k⌋, field j mod k. */
export function packRows(values: ArrayLike<number>, rows: number, plan: PackingPlan): Float64Array {
  const out = new Float64Array(rows * plan.width);
  for (let r = 0; r < rows; r++) {
    for (let j = 0; j < plan.sums; j++) {
      const f = j % plan.fields;
      const o = r * plan.width + (j - f) / plan.fields;
      out[o] = out[o]! + values[r * plan.sums + j]! * 2 ** (plan.bits * f);
    }
  }
  return out;
}

/** Unpacks one accumulated row (packed[from … from + plan.width)) into out[0 … plan.sums). */
export function unpackRowInto(packed: Float64Array, from: number, plan: PackingPlan, out: Float64Array): void {
  if (plan.fields === 1) {
    for (let j = 0; j < plan.sums; j++) out[j] = packed[from + j]!;
    return;
  }
  const scale = 2 ** plan.bits;
  const inverse = 1 / scale;
  let j = 0;
  for (let p = 0; j < plan.sums; p++) {
    let x = packed[from + p]!;
    for (let f = 0; f < plan.fields && j < plan.sums; f++, j++) {
      // x · 2^−b is exact (power of two); the floor is the higher fields, the rest field f.
      const higher = Math.floor(x * inverse);
      out[j] = x - higher * scale;
      x = higher;
    }
  }
}
