import { describe, expect, it } from 'vitest';
import { cohenKappa } from '../../src/stats/cohenKappa.ts';

describe('cohenKappa', () => {
  it('sklearn cohen_kappa_score docs example → 0.6875, with p_o = 4/5 and p_e = 9/25 (hand)', () => {
    const result = cohenKappa(['neg', 'pos', 'neg', 'neu', 'pos'], ['neg', 'pos', 'neg', 'neu', 'neg']);
    expect(result.kappa).toBeCloseTo(0.6875, 12);
    expect(result.agreement).toBe(0.8);
    expect(result.expected).toBeCloseTo(0.36, 12);
    expect(result.n).toBe(5);
    expect(result.labels).toEqual(['neg', 'neu', 'pos']);
    // rows rater a, columns rater b (hand count)
    expect(result.confusion).toEqual([
      [2, 0, 0],
      [0, 1, 0],
      [1, 0, 1],
    ]);
  });
  it('uses the given label order, including labels nobody used', () => {
    const result = cohenKappa(['pass', 'fail'], ['pass', 'pass'], ['pass', 'fail', 'na']);
    expect(result.confusion).toEqual([
      [1, 0, 0],
      [1, 0, 0],
      [0, 0, 0],
    ]);
    // hand: p_o = 1/2, p_e = (1·2)/4 = 1/2 → κ = 0
    expect(result.kappa).toBe(0);
  });
  it('is null (undefined) when expected agreement is 1: both raters always say pass', () => {
    const result = cohenKappa(['pass', 'pass', 'pass'], ['pass', 'pass', 'pass']);
    expect(result.kappa).toBeNull();
    expect(result.agreement).toBe(1);
    expect(result.expected).toBe(1);
  });
  it('hand: total disagreement on a balanced pair → κ = −1', () => {
    expect(cohenKappa(['a', 'b'], ['b', 'a']).kappa).toBe(-1);
  });
  it('rejects unknown labels, unequal lengths and empty input', () => {
    expect(() => cohenKappa(['x'], ['pass'], ['pass'])).toThrow(/rater a, item 0/);
    expect(() => cohenKappa(['a'], [])).toThrow(/rater b has 0/);
    expect(() => cohenKappa([], [])).toThrow(/no items/);
  });
});
