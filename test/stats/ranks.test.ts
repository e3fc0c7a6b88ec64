import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../src/stats/random.ts';
import { averageRanks } from '../../src/stats/ranks.ts';

/** Reference: sort, then give each tied run the mean of the 1-based positions it spans. */
function sortedRanks(values: readonly number[]): number[] {
  const order = values.map((v, i) => ({ v, i })).sort((a, b) => b.v - a.v);
  const ranks = new Array<number>(values.length);
  for (let k = 0; k < order.length;) {
    let end = k;
    while (end + 1 < order.length && order[end + 1]!.v === order[k]!.v) end++;
    for (let j = k; j <= end; j++) ranks[order[j]!.i] = (k + end) / 2 + 1;
    k = end + 1;
  }
  return ranks;
}

describe('averageRanks', () => {
  it('R rank(-c(0.5, 0.9, 0.5, 0.1)) = 2.5 1 2.5 4 (descending: 1 = highest, ties averaged)', () => {
    expect(averageRanks([0.5, 0.9, 0.5, 0.1], 'descending')).toEqual([2.5, 1, 2.5, 4]);
  });
  it('scipy rankdata([0, 2, 3, 2]) = [1, 2.5, 4, 2.5] (ascending)', () => {
    expect(averageRanks([0, 2, 3, 2], 'ascending')).toEqual([1, 2.5, 4, 2.5]);
  });
  it('a constant input gives everyone the middle rank (hand: (1+2+3)/3 = 2)', () => {
    expect(averageRanks([7, 7, 7], 'descending')).toEqual([2, 2, 2]);
  });
  it('writes into `out` and returns it (hand: [80, 90, 80, 70] → [2.5, 1, 2.5, 4])', () => {
    const out = new Float64Array(4);
    expect(averageRanks([80, 90, 80, 70], 'descending', out)).toBe(out);
    expect([...out]).toEqual([2.5, 1, 2.5, 4]);
  });
  it('equals the sort-based definition on random vectors with ties', () => {
    const random = seededRandom(11, 'test/stats/ranks');
    for (let trial = 0; trial < 500; trial++) {
      const values = Array.from({ length: 1 + random.int(14) }, () => random.int(5) - 1);
      expect(averageRanks(values, 'descending')).toEqual(sortedRanks(values));
      expect(averageRanks(values, 'ascending')).toEqual(sortedRanks(values.map((v) => -v)));
    }
  });
  it('rejects NaN', () => expect(() => averageRanks([1, Number.NaN], 'ascending')).toThrow(/index 1/));
});
