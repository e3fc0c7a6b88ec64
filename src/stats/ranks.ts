/**
 * Fractional ("average") ranks, as R `rank(ties.method = "average")` and scipy `rankdata`:
 * 'descending' gives rank 1 to the largest value, rank_m = 1 + #{j : v_j > v_m} + #{j ≠ m : v_j = v_m} / 2;
 * 'ascending' counts v_j < v_m instead. Tied values share the mean of the positions they span
 * (two values tied for 2nd and 3rd both get 2.5), so ranks always sum to n(n + 1)/2.
 * O(n²) by counting: the inputs are a dozen models or surfaces; with `out` nothing is allocated,
 * which the Table 2 bootstrap relies on (one ranking per resample).
 */
import { assertFiniteValues } from './finite.ts';

export function averageRanks(values: ArrayLike<number>, order: 'descending' | 'ascending'): number[];
export function averageRanks(values: ArrayLike<number>, order: 'descending' | 'ascending', out: Float64Array): Float64Array;
export function averageRanks(values: ArrayLike<number>, order: 'descending' | 'ascending', out: number[] | Float64Array = new Array<number>(values.length)): number[] | Float64Array {
  assertFiniteValues(values, 'averageRanks');
  const n = values.length;
  const descending = order === 'descending';
  for (let m = 0; m < n; m++) {
    const v = values[m]!;
    let before = 0;
    let tied = 0;
    for (let j = 0; j < n; j++) {
      const u = values[j]!;
      if (descending ? u > v : u < v) before++;
      else if (j !== m && u === v) tied++;
    }
    out[m] = 1 + before + tied / 2;
  }
  return out;
}
