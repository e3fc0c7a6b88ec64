/**
 * DW-Acc gives weight 0 to a rule fewer than 3 models qualify on — our addition to the paper
 * (docs/metrics.md "DW-Acc": with 2 models Pearson r is ±1). Hand-computed example, one task:
 *   rule 0: models A, B, C pass 2/2, 1/2, 0/2;  rule 1: only A and B qualify, 2/2 and 0/2.
 *   Acc: A 4/4 = 100, B 1/4 = 25, C 0/2 = 0.
 *   rule 0: r(rates 1, .5, 0; Acc 100, 25, 0) = 50 / √(0.5 · 5416.67) ≈ 0.961 > 0;
 *   rule 1: 2 models → weight 0 (the paper's reading would give r = +1, weight 1).
 * So DW-Acc is rule 0's pass rate: A 100, B 50, C 0 (with weight 1 on rule 1, B would get
 * (0.961·1 + 0) / (0.961·2 + 2) ≈ 24.5).
 */
import { describe, expect, it } from 'vitest';
import { table2Point } from '../../src/accuracy-bootstrap/bootstrap.ts';
import { cellsFromRuleCells, type FlaggedRuleCells } from '../../src/accuracy-bootstrap/cells.ts';

describe('DW-Acc with a rule only 2 models qualify on', () => {
  it('gives that rule weight 0 (our addition): DW-Acc is A 100, B 50, C 0', () => {
    const rows = [
      { m: 0, r: 0, p: 2, q: 2 }, { m: 1, r: 0, p: 1, q: 2 }, { m: 2, r: 0, p: 0, q: 2 },
      { m: 0, r: 1, p: 2, q: 2 }, { m: 1, r: 1, p: 0, q: 2 },
    ];
    const col = (f: (x: (typeof rows)[number]) => number) => rows.map(f);
    const cells: FlaggedRuleCells = {
      rules: 2, task: col(() => 0), model: col((x) => x.m), rule: col((x) => x.r), passes: col((x) => x.p), qualifying: col((x) => x.q),
      against: col(() => 0), separates: col(() => 1), commonPasses: col(() => 0), commonQualifying: col(() => 0),
    };
    const point = table2Point(cellsFromRuleCells(cells, 1, 3), cells);
    expect([...point.acc]).toEqual([100, 25, 0]);
    const dw = [...point.dwAcc!];
    expect(dw[0]).toBeCloseTo(100, 10);
    expect(dw[1]).toBeCloseTo(50, 10);
    expect(dw[2]).toBeCloseTo(0, 10);
  });
});
