import { describe, expect, it } from 'vitest';
import {
  crossedBootstrapBradleyTerry,
  type CrossedBootstrapCell,
  type CrossedBootstrapRow,
} from '../../src/stats/crossedBootstrap.ts';
import { naiveCrossedBootstrapBradleyTerry } from './crossed-bootstrap-reference.ts';
import { seededRandom } from '../../src/stats/random.ts';

/** A small synthetic E0: 3 builds × 6 items × 3 surfaces, surface 0 strongest (seeded). */
function syntheticRows(): CrossedBootstrapRow[] {
  const random = seededRandom(11, 'test/crossed-bootstrap-rows');
  const strength = [1, 0, -1];
  const rows: CrossedBootstrapRow[] = [];
  for (let build = 0; build < 3; build++) {
    for (let item = 0; item < 6; item++) {
      const a = item % 3;
      const b = (item + 1) % 3;
      for (let run = 0; run < 4; run++) {
        const pA = 1 / (1 + Math.exp(strength[b]! - strength[a]!));
        const aWins = random.next() < pA;
        rows.push({ build, item, winner: aWins ? a : b, loser: aWins ? b : a });
      }
    }
  }
  return rows;
}

function toCells(rows: readonly CrossedBootstrapRow[]): CrossedBootstrapCell[] {
  return rows.map((row) => ({ ...row, count: 1 }));
}

const SHAPE = { surfaces: 3, builds: 3, items: 6, resamples: 200, seed: 42 };

describe('crossedBootstrapBradleyTerry', () => {
  it('gives draws identical to the naive row re-expanding reference for the same seed', () => {
    const rows = syntheticRows();
    const fast = crossedBootstrapBradleyTerry({ ...SHAPE, cells: toCells(rows) });
    const naive = naiveCrossedBootstrapBradleyTerry({ ...SHAPE, rows });
    expect(Array.from(fast.theta)).toEqual(Array.from(naive.theta));
    expect(Array.from(fast.degenerate)).toEqual(Array.from(naive.degenerate));
    expect(fast.degenerateCount).toBe(naive.degenerateCount);
  });
  it('is deterministic by seed, and a different seed gives different draws', () => {
    const cells = toCells(syntheticRows());
    const a = crossedBootstrapBradleyTerry({ ...SHAPE, cells });
    const b = crossedBootstrapBradleyTerry({ ...SHAPE, cells });
    const c = crossedBootstrapBradleyTerry({ ...SHAPE, cells, seed: 43 });
    expect(Array.from(a.theta)).toEqual(Array.from(b.theta));
    expect(Array.from(a.theta)).not.toEqual(Array.from(c.theta));
  });
  it('pre-aggregation does not change results: a cell with count 2 equals two cells with count 1', () => {
    const cells = toCells(syntheticRows());
    const merged = new Map<string, CrossedBootstrapCell>();
    for (const cell of cells) {
      const key = `${cell.build}/${cell.item}/${cell.winner}/${cell.loser}`;
      const previous = merged.get(key);
      merged.set(key, previous ? { ...previous, count: previous.count + 1 } : { ...cell });
    }
    const a = crossedBootstrapBradleyTerry({ ...SHAPE, cells });
    const b = crossedBootstrapBradleyTerry({ ...SHAPE, cells: [...merged.values()].reverse() });
    expect(Array.from(a.theta)).toEqual(Array.from(b.theta));
  });
  it('flags degenerate resamples, fills them with 0 and never emits NaN', () => {
    // one build, one item per surface pair; surface 2 only wins in item 2: any resample that
    // misses item 2 leaves surface 2 winless → degenerate (hand).
    const cells: CrossedBootstrapCell[] = [
      { build: 0, item: 0, winner: 0, loser: 1, count: 2 },
      { build: 0, item: 0, winner: 1, loser: 0, count: 1 },
      { build: 0, item: 1, winner: 1, loser: 2, count: 2 },
      { build: 0, item: 2, winner: 2, loser: 0, count: 1 },
    ];
    const result = crossedBootstrapBradleyTerry({ surfaces: 3, builds: 1, items: 3, resamples: 300, seed: 5, cells });
    expect(result.degenerateCount).toBeGreaterThan(0);
    expect(result.degenerateCount).toBeLessThan(300);
    expect(result.theta.every((t) => Number.isFinite(t))).toBe(true);
    for (let r = 0; r < 300; r++) {
      const row = Array.from(result.theta.subarray(r * 3, r * 3 + 3));
      if (result.degenerate[r]) expect(row).toEqual([0, 0, 0]);
      else expect(Math.abs(row[0]! + row[1]! + row[2]!)).toBeLessThan(1e-9);
    }
    expect(result.degenerateCount).toBe(result.degenerate.reduce((a, b) => a + b, 0));
    // the naive reference flags exactly the same resamples
    const rows = cells.flatMap((cell) => Array.from({ length: cell.count }, () => ({ ...cell })));
    const naive = naiveCrossedBootstrapBradleyTerry({ surfaces: 3, builds: 1, items: 3, resamples: 300, seed: 5, rows });
    expect(Array.from(naive.degenerate)).toEqual(Array.from(result.degenerate));
    expect(Array.from(naive.theta)).toEqual(Array.from(result.theta));
  });
  it('centres the bootstrap around the point estimate: surface 0 strongest in most resamples', () => {
    const result = crossedBootstrapBradleyTerry({ ...SHAPE, resamples: 500, cells: toCells(syntheticRows()) });
    let zeroAboveTwo = 0;
    for (let r = 0; r < 500; r++) if (!result.degenerate[r] && result.theta[r * 3]! > result.theta[r * 3 + 2]!) zeroAboveTwo++;
    expect(zeroAboveTwo).toBeGreaterThan(400);
  });
  it('accepts fractional counts: halving every count leaves each resample θ unchanged (BT is scale-free)', () => {
    const cells = toCells(syntheticRows());
    const whole = crossedBootstrapBradleyTerry({ ...SHAPE, cells });
    const halved = crossedBootstrapBradleyTerry({ ...SHAPE, cells: cells.map((c) => ({ ...c, count: 0.5 })) });
    expect(Array.from(halved.degenerate)).toEqual(Array.from(whole.degenerate));
    halved.theta.forEach((t, i) => expect(Math.abs(t - whole.theta[i]!)).toBeLessThan(1e-8));
  });
  it('rejects out-of-range indices with the cell named', () => {
    expect(() =>
      crossedBootstrapBradleyTerry({ ...SHAPE, cells: [{ build: 3, item: 0, winner: 0, loser: 1, count: 1 }] }),
    ).toThrow(/cells\[0\]\.build = 3/);
    expect(() =>
      crossedBootstrapBradleyTerry({ ...SHAPE, cells: [{ build: 0, item: 0, winner: 1, loser: 1, count: 1 }] }),
    ).toThrow(/both surface 1/);
  });
});
