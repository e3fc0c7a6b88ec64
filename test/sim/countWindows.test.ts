/**
 * The enumeration behind docs/metrics.md proofs 1–4 (sim/check/countWindows.ts). Expected values
 * are hand-computed (noted per test).
 */
import { describe, expect, it } from 'vitest';
import { attainableSums, countsWithin, rowSolutions, tauBWithin, within } from '../../sim/check/countWindows.ts';

describe('within (the check: ½ unit of the last digit + 1e-9)', () => {
  it('reads the digits of the literal, or at least the given decimals (hand: 0.03 → ±0.005, 76 as 76.0 → ±0.05)', () => {
    expect(within(0.025, 0.03)).toBe(true);
    expect(within(0.0226, 0.03)).toBe(false);
    expect(within(75.94, 76, 1)).toBe(false);
    expect(within(75.95, 76, 1)).toBe(true);
    expect(within(75.5, 76)).toBe(true);
  });
});

describe('countsWithin', () => {
  it('gives the only pass count of 1,696 within 66.1 ± 0.05 (hand: 66.05·16.96 = 1,120.2, 66.15·16.96 = 1,121.9)', () => {
    expect(countsWithin(1696, 66.1, 1)).toEqual([1121]);
  });
});

describe('rowSolutions', () => {
  it('finds no Seed-2.0-Pro row (hand, proof 1: AP-Acc must lie in (66.10, 66.15]; 1,121/1,696 = 66.0967, 1,122/1,696 = 66.1557)', () => {
    expect(rowSolutions(3262, 1696, { acc: 73.6, ap_acc: 66.1, delta: 7.4 })).toEqual([]);
  });
  it('finds the one row of a small case (hand: 7 of 10, 2 of 4 → Acc 70, AP-Acc 50, Δ 20)', () => {
    expect(rowSolutions(10, 4, { acc: 70, ap_acc: 50, delta: 20 }).map(({ p, pa }) => [p, pa])).toEqual([[7, 2]]);
  });
  it('respects the other verdicts\u2019 count (hand: 3 passes of 10 with only 2 not against-prior need pa ≥ 1, so AP-Acc 0 is impossible)', () => {
    expect(rowSolutions(10, 8, { acc: 30, ap_acc: 0, delta: 30 })).toEqual([]);
  });
});

describe('attainableSums', () => {
  it('lists every total of one choice per part (hand: {1, 2} + {10, 20} = 11, 12, 21, 22)', () => {
    expect(attainableSums([[1, 2], [10, 20]])).toEqual([11, 12, 21, 22]);
  });
});

describe('tauBWithin (docs/metrics.md item 8, hybrid τ)', () => {
  it('has no untied value of 12 items within 0.72 ± 0.005 (hand: S even, 46/66 = 0.6970, 48/66 = 0.7273)', () => {
    expect(tauBWithin(12, 0, 0, 0, 0.72, 2)).toEqual([]);
  });
  it('gives 47/√(65·66) = 0.7176 with one tie in one ranking, 47/65 = 0.7231 with the same pair tied in both', () => {
    expect(tauBWithin(12, 1, 0, 0, 0.72, 2).map((x) => x.toFixed(4))).toEqual(['0.7176']);
    expect(tauBWithin(12, 1, 1, 1, 0.72, 2).map((x) => x.toFixed(4))).toEqual(['0.7231']);
  });
  it('keeps the untied values a published τ can take (hand: 60/66 = 0.9091 for 0.91, 0 for 0.00)', () => {
    expect(tauBWithin(12, 0, 0, 0, 0.91, 2).map((x) => x.toFixed(4))).toEqual(['0.9091']);
    expect(tauBWithin(12, 0, 0, 0, 0, 2)).toEqual([0]);
  });
});
