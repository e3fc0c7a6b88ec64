import { describe, expect, it } from 'vitest';
import { minimumFlips } from '../../src/stats/minimumFlips.ts';

/** Independent check: every (x, y) in range, the smallest x + y with (pB + y)/nB > (pA − x)/nA. */
function bruteForce(pA: number, nA: number, X: number, pB: number, nB: number, Y: number): number | null {
  let best: number | null = null;
  for (let x = 0; x <= X; x++) for (let y = 0; y <= Y; y++) {
    if ((pB + y) * nA > (pA - x) * nB && (best === null || x + y < best)) best = x + y;
  }
  return best;
}

describe('minimumFlips', () => {
  it('hand: A 8/10 vs B 6/10 needs 3 flips (2 only tie them at 6/10)', () => {
    expect(minimumFlips({ passesA: 8, qualifyingA: 10, flippableA: 5, passesB: 6, qualifyingB: 10, flippableB: 4 })).toEqual({ flips: 3, flipsA: 3, flipsB: 0 });
  });

  it('hand: A 9/10 (90%) vs B 40/50 (80%): two of A\'s passes (each −10 pp) beat ten of B\'s fails (each +2 pp)', () => {
    // 1 flip of A: 80% = 80% (a tie, not a swap); 2 flips: 70% < 80%.
    expect(minimumFlips({ passesA: 9, qualifyingA: 10, flippableA: 9, passesB: 40, qualifyingB: 50, flippableB: 10 })).toEqual({ flips: 2, flipsA: 2, flipsB: 0 });
    // Only one of A's passes flippable: 8/10 = 80% vs 41/50 = 82% after one of B's fails → 2.
    expect(minimumFlips({ passesA: 9, qualifyingA: 10, flippableA: 1, passesB: 40, qualifyingB: 50, flippableB: 10 })).toEqual({ flips: 2, flipsA: 1, flipsB: 1 });
  });

  it('B already ahead → 0; nothing flippable → null; an empty denominator → null; equal Acc → 1', () => {
    expect(minimumFlips({ passesA: 5, qualifyingA: 10, flippableA: 5, passesB: 6, qualifyingB: 10, flippableB: 4 }).flips).toBe(0);
    expect(minimumFlips({ passesA: 9, qualifyingA: 10, flippableA: 0, passesB: 5, qualifyingB: 10, flippableB: 0 }).flips).toBeNull();
    expect(minimumFlips({ passesA: 0, qualifyingA: 0, flippableA: 0, passesB: 5, qualifyingB: 10, flippableB: 5 }).flips).toBeNull();
    expect(minimumFlips({ passesA: 3, qualifyingA: 4, flippableA: 3, passesB: 6, qualifyingB: 8, flippableB: 2 }).flips).toBe(1);
  });

  it('equals a brute-force search on every small case', () => {
    let checked = 0;
    for (let nA = 1; nA <= 6; nA++) for (let pA = 0; pA <= nA; pA++) for (let nB = 1; nB <= 6; nB++) for (let pB = 0; pB <= nB; pB++) {
      for (let X = 0; X <= pA; X++) for (let Y = 0; Y <= nB - pB; Y++) {
        const got = minimumFlips({ passesA: pA, qualifyingA: nA, flippableA: X, passesB: pB, qualifyingB: nB, flippableB: Y });
        expect(got.flips, `${pA}/${nA} ${X} vs ${pB}/${nB} ${Y}`).toBe(bruteForce(pA, nA, X, pB, nB, Y));
        if (got.flips !== null && got.flips > 0) expect((pB + got.flipsB!) * nA > (pA - got.flipsA!) * nB).toBe(true);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it('rejects non-counts and flippable counts above their totals', () => {
    expect(() => minimumFlips({ passesA: 1.5, qualifyingA: 2, flippableA: 0, passesB: 0, qualifyingB: 1, flippableB: 0 })).toThrow(/not a count/);
    expect(() => minimumFlips({ passesA: 1, qualifyingA: 2, flippableA: 2, passesB: 0, qualifyingB: 1, flippableB: 0 })).toThrow(/exceed/);
  });
});
