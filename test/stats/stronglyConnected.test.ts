import { describe, expect, it } from 'vitest';
import { flattenWinMatrix, isStronglyConnectedFlat } from '../../src/stats/stronglyConnected.ts';

const isStronglyConnected = (wins: number[][]) => isStronglyConnectedFlat(flattenWinMatrix(wins, 'isStronglyConnected'), wins.length);

describe('isStronglyConnected', () => {
  it('hand: a 3-cycle 0→1→2→0 is strongly connected', () => {
    expect(isStronglyConnected([[0, 1, 0], [0, 0, 1], [1, 0, 0]])).toBe(true);
  });
  it('hand: a surface that never wins (row of zeros) breaks it', () => {
    expect(isStronglyConnected([[0, 1, 1], [1, 0, 1], [0, 0, 0]])).toBe(false);
  });
  it('hand: a surface that never loses (column of zeros) breaks it', () => {
    expect(isStronglyConnected([[0, 2, 2], [0, 0, 1], [0, 1, 0]])).toBe(false);
  });
  it('hand: two groups that only meet one way ({0,1} beat {2,3}, never the reverse)', () => {
    expect(isStronglyConnected([[0, 1, 1, 0], [1, 0, 0, 1], [0, 0, 0, 1], [0, 0, 1, 0]])).toBe(false);
  });
  it('ignores the diagonal and accepts fractional wins', () => {
    expect(isStronglyConnected([[5, 0.5], [0.5, 5]])).toBe(true);
    expect(isStronglyConnected([[5, 0.5], [0, 5]])).toBe(false);
  });
  it('rejects a non-square matrix and negative wins', () => {
    expect(() => isStronglyConnected([[0, 1], [1]])).toThrow(/row 1/);
    expect(() => isStronglyConnected([[0, -1], [1, 0]])).toThrow(/wins\[0\]\[1\]/);
  });
});
