/**
 * prepareResamples (src/lib/leaderboard/resample-slice.ts): the drawn-task lists keep every
 * non-zero multiplicity exactly, in 16-bit integers when they fit and in doubles otherwise.
 */
import { describe, expect, it } from 'vitest';
import { prepareResamples } from '../../src/lib/leaderboard/resample-slice.ts';

describe('prepareResamples', () => {
  it('lists the drawn tasks of each resample as 16-bit integers (hand: rows [2,0,1] and [0,3,0])', () => {
    const p = prepareResamples(Uint16Array.from([2, 0, 1, 0, 3, 0]), 3, 2);
    expect(Array.from(p.start)).toEqual([0, 2, 3]);
    expect(Array.from(p.task)).toEqual([0, 2, 1]);
    expect(Array.from(p.count)).toEqual([2, 1, 3]);
    expect(p.count).toBeInstanceOf(Uint16Array);
    expect(p.maxDraws).toBe(3);
  });

  it('keeps weights that are not small positive integers as doubles, unpacked (infinite bound)', () => {
    const p = prepareResamples([0.5, 0, 70000, 1], 2, 2);
    expect(p.count).toBeInstanceOf(Float64Array);
    expect(Array.from(p.count)).toEqual([0.5, 70000, 1]);
    expect(p.maxDraws).toBe(Number.POSITIVE_INFINITY);
  });
});
