import { describe, expect, it } from 'vitest';
import { kendallTauB } from '../../src/stats/kendallTauB.ts';

describe('kendallTauB', () => {
  it('scipy kendalltau docs: [1,2,2,3] vs [1,3,2,4] → 0.912870929', () => {
    expect(kendallTauB([1, 2, 2, 3], [1, 3, 2, 4])).toBeCloseTo(0.912870929, 8);
  });
  it('hand: P=1, Q=2, no ties → (1 − 2)/3 for [1,2,3] vs [2,3,1]', () => {
    // pairs (1,2): concordant; (1,3): discordant; (2,3): discordant
    expect(kendallTauB([1, 2, 3], [2, 3, 1])).toBeCloseTo(-1 / 3, 14);
  });
  it('hand: ties in both: [1,1,2] vs [1,2,2] → 0.5', () => {
    // pairs: (0,1) x tie, y differs → T; (0,2) concordant; (1,2) y tie → U. τ = 1/√(2·2) = 0.5
    expect(kendallTauB([1, 1, 2], [1, 2, 2])).toBe(0.5);
  });
  it('is null for a constant ranking or n < 2', () => {
    expect(kendallTauB([1, 1, 1], [1, 2, 3])).toBeNull();
    expect(kendallTauB([1, 2, 3], [4, 4, 4])).toBeNull();
    expect(kendallTauB([1], [1])).toBeNull();
  });
});
