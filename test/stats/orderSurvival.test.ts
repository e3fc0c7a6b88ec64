import { describe, expect, it } from 'vitest';
import { orderSurvival } from '../../src/stats/orderSurvival.ts';

describe('orderSurvival', () => {
  // Three models, two draws (model-major): draw 0: 80, 75, 60; draw 1: 70, 70, 72. Tiers {0, 1}, {2}.
  const draws = [80, 70, /* model 1 */ 75, 70, /* model 2 */ 60, 72];

  it('hand: pair (0,1) ahead in draw 0, tied in draw 1 → (1 + ½)/2 = 0.75; pair (1,2) → ½', () => {
    const s = orderSurvival(draws, 3, 2, [0, 1, 2], [0, 0, 1]);
    expect([...s.adjacent]).toEqual([0.75, 0.5]);
  });

  it('hand: both tiers hold their positions in draw 0 only (72 > 70 breaks the boundary in draw 1) → ½, ½', () => {
    expect([...orderSurvival(draws, 3, 2, [0, 1, 2], [0, 0, 1]).groups]).toEqual([0.5, 0.5]);
    // One tier holding every position always survives.
    expect([...orderSurvival(draws, 3, 2, [0, 1, 2], [0, 0, 0]).groups]).toEqual([1]);
  });

  it('the order is read through `order`, and an undefined draw counts as −1 (last)', () => {
    // Reversed order: model 2 at position 0 is ahead of model 1 only in draw 1.
    expect([...orderSurvival(draws, 3, 2, [2, 1, 0], [0, 1, 2]).adjacent]).toEqual([0.5, 0.25]);
    expect([...orderSurvival([Number.NaN, 0], 2, 1, [1, 0], [0, 1]).adjacent]).toEqual([1]);
  });

  it('rejects groups that are not 0, 1, … in order', () => {
    expect(() => orderSurvival(draws, 3, 2, [0, 1, 2], [0, 2, 2])).toThrow(/groups/);
  });
});
