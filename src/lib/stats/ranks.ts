/**
 * Fractional ("average") ranks, as R `rank(ties.method = "average")` and scipy `rankdata`:
 * rank 1 goes to the largest value when `order` is 'descending' (1 = best), to the smallest
 * when 'ascending'; tied values all get the mean of the ranks they span (e.g. two values tied
 * for 2nd and 3rd both get 2.5), so ranks always sum to n(n + 1)/2.
 */
import { assertFiniteValues } from './finite.ts';

export function averageRanks(values: ArrayLike<number>, order: 'descending' | 'ascending'): number[] {
  assertFiniteValues(values, 'averageRanks');
  const n = values.length;
  const sign = order === 'descending' ? -1 : 1;
  const indices = Array.from({ length: n }, (_, i) => i);
  indices.sort((i, j) => sign * (values[i]! - values[j]!) || i - j);
  const ranks = new Array<number>(n);
  let start = 0;
  while (start < n) {
    let end = start + 1;
    while (end < n && values[indices[end]!] === values[indices[start]!]) end++;
    // positions start..end-1 hold ranks start+1..end; their mean is (start + 1 + end) / 2
    const shared = (start + 1 + end) / 2;
    for (let p = start; p < end; p++) ranks[indices[p]!] = shared;
    start = end;
  }
  return ranks;
}
