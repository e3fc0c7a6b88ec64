/**
 * The enumeration behind sim/CALIBRATION.md proofs 1–4 (sim/check/countWindows.ts). Expected values
 * are hand-computed (noted per test).
 */
import { describe, expect, it } from 'vitest';
import { attainableSums, closestSplit, countsWithin, rowSolutions, tauBWithin, within } from '../../sim/check/countWindows.ts';

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

describe('tauBWithin (sim/CALIBRATION.md item 8, hybrid τ)', () => {
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

describe('closestSplit (proof F: as close as the constraint allows)', () => {
  // Hand windows: 10 verdicts at 85 ± 6 → 1–2 failures; 20 at 87.5 ± 3 → 2–3; 100 at 97 ± 1.5 → 2–4.
  const a = { n: 10, accuracy: 85, tol: 6 };
  const b = { n: 20, accuracy: 87.5, tol: 3 };
  const c = { n: 100, accuracy: 97, tol: 1.5 };
  it('raises the windows from their low ends in order when the total is attainable (hand: 1 + 2 = 3, total 4 → 2 + 2)', () => {
    expect(closestSplit([a, b], 4)).toEqual([2, 2]);
  });
  it('puts an excess on the part it moves least (hand: total 8 > 2 + 4; the 10 take 4 → 60, z 25/6 = 4.2; the 100 take 6 → 94, z 3/1.5 = 2)', () => {
    expect(closestSplit([a, c], 8)).toEqual([2, 6]);
  });
  it('holds the others at their low edges when the total falls short (hand: total 1 < 1 + 2; the 10 would need −1; the 100 take 0 → 100, z 2)', () => {
    expect(closestSplit([a, c], 1)).toEqual([1, 0]);
  });
  it('rejects a part no count can hold (hand: 10 verdicts at 85 ± 1 need 1.4–1.6 failures)', () => {
    expect(() => closestSplit([{ n: 10, accuracy: 85, tol: 1 }], 1)).toThrow(/no count/);
  });
});
