import { describe, expect, it } from 'vitest';
import { averageRanks } from '../../src/lib/stats/ranks.ts';

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
  it('rejects NaN', () => expect(() => averageRanks([1, Number.NaN], 'ascending')).toThrow(/index 1/));
});
