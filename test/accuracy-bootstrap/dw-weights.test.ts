/**
 * DW-Acc's rule weights in the Table 2 bootstrap (src/accuracy-bootstrap/bootstrap.ts) reuse the Acc
 * side of the Pearson r while the set of qualifying models repeats, keyed by a bit mask up to 30
 * models. Against src/stats/pearson.ts (tested on its own) on rules whose qualifying sets change
 * from rule to rule, with 12 models (keyed) and 33 (recomputed every rule): equal bit for bit.
 */
import { describe, expect, it } from 'vitest';
import { table2Point } from '../../src/accuracy-bootstrap/bootstrap.ts';
import { cellsFromRuleCells, type FlaggedRuleCells } from '../../src/accuracy-bootstrap/cells.ts';
import { pearson } from '../../src/stats/pearson.ts';

/** One task, `models` models, 4 rules; model m misses rule 1 when m % 5 = 0 and rule 3 when m is odd; rule 2 is passed by all (constant). */
function example(models: number): { cells: FlaggedRuleCells; passes: number[][]; qualifying: number[][] } {
  const passes: number[][] = [];
  const qualifying: number[][] = [];
  const rows: { m: number; r: number; p: number; q: number }[] = [];
  for (let m = 0; m < models; m++) {
    passes.push([]); qualifying.push([]);
    for (let r = 0; r < 4; r++) {
      const q = (r === 1 && m % 5 === 0) || (r === 3 && m % 2 === 1) ? 0 : 3 + ((m + r) % 4);
      const p = r === 2 ? q : Math.min(q, (m * 7 + r * 3) % (q + 1));
      passes[m]!.push(p); qualifying[m]!.push(q);
      if (q > 0) rows.push({ m, r, p, q });
    }
  }
  const col = (f: (x: (typeof rows)[number]) => number) => rows.map(f);
  const cells: FlaggedRuleCells = {
    rules: 4, task: col(() => 0), model: col((x) => x.m), rule: col((x) => x.r), passes: col((x) => x.p), qualifying: col((x) => x.q),
    against: col(() => 0), separates: col(() => 1), commonPasses: col(() => 0), commonQualifying: col(() => 0),
  };
  return { cells, passes, qualifying };
}

function expectedDwAcc(passes: number[][], qualifying: number[][]): number[] {
  const M = passes.length;
  const acc = passes.map((p, m) => (100 * p.reduce((a, b) => a + b, 0)) / qualifying[m]!.reduce((a, b) => a + b, 0));
  const weights = [0, 1, 2, 3].map((r) => {
    const who = [...Array(M).keys()].filter((m) => qualifying[m]![r]! > 0);
    if (who.length < 3) return 0;
    return Math.max(0, pearson(who.map((m) => passes[m]![r]! / qualifying[m]![r]!), who.map((m) => acc[m]!)) ?? 0);
  });
  return passes.map((p, m) => {
    let wp = 0;
    let wq = 0;
    for (let r = 0; r < 4; r++) { if (weights[r] === 0) continue; wp += weights[r]! * p[r]!; wq += weights[r]! * qualifying[m]![r]!; }
    return wq > 0 ? (100 * wp) / wq : Number.NaN;
  });
}

describe('DW-Acc rule weights', () => {
  for (const models of [12, 33]) {
    it(`equal src/stats/pearson.ts's with ${models} models and changing qualifying sets`, () => {
      const { cells, passes, qualifying } = example(models);
      const point = table2Point(cellsFromRuleCells(cells, 1, models), cells);
      const expected = expectedDwAcc(passes, qualifying);
      expect(expected.some((v) => v > 0)).toBe(true);
      expect([...point.dwAcc!]).toEqual(expected);
    });
  }
});
