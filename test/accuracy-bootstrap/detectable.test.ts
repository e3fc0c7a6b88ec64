/**
 * The re-rank page's adjacent detectable effects (src/accuracy-bootstrap/leaderboard.ts
 * adjacentDetectableEffects) and its task count (cells.ts tasksWithVerdicts), on hand cases.
 */
import { describe, expect, it } from 'vitest';
import { adjacentDetectableEffects, type LeaderboardRow } from '../../src/accuracy-bootstrap/leaderboard.ts';
import { BROWSER_SUBSETS, tasksWithVerdicts, type TaskModelCells } from '../../src/accuracy-bootstrap/cells.ts';

const row = (model: number, acc: number | null): LeaderboardRow => ({
  model, modelId: `m${model}`, qualifying: 1, againstQualifying: 0, tier: 1,
  acc: { value: acc, lower: null, upper: null }, apAcc: { value: null, lower: null, upper: null },
  delta: { value: null, lower: null, upper: null }, rank: { value: null, lower: null, upper: null },
});

describe('adjacentDetectableEffects', () => {
  it('hand example: paired differences 1 … 5 pp give MDE 2.801585·√2.5 = 4.4297 pp; gaps from the point Accs', () => {
    // Model 0's draws 11 … 15, model 1's all 10: differences 1, 2, 3, 4, 5 (s = √2.5).
    // Model 2's draws equal model 1's: differences 0 → MDE 0.
    const B = 5;
    const draws = Float64Array.from([11, 12, 13, 14, 15, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10]);
    const out = adjacentDetectableEffects([row(0, 13), row(1, 10), row(2, 9.5)], draws, B);
    expect(out.map((a) => [a.upper, a.lower])).toEqual([['m0', 'm1'], ['m1', 'm2']]);
    expect(out[0]!.gap).toBe(3);
    expect(out[0]!.mde).toBeCloseTo(4.4296952, 6);
    expect(out[1]!.gap).toBe(0.5);
    expect(out[1]!.mde).toBe(0);
  });

  it('skips a pair with an undefined Acc', () => {
    expect(adjacentDetectableEffects([row(0, 13), row(1, null)], new Float64Array(4), 2)).toEqual([]);
  });
});

describe('tasksWithVerdicts', () => {
  it('counts the tasks where some model has a qualifying verdict', () => {
    // 3 tasks × 2 models × (passes, qualifying, against passes, against qualifying); task 1 has none.
    const sums = new Float64Array(3 * 2 * 2 * BROWSER_SUBSETS);
    sums[(0 * 2 + 1) * 4 + 1] = 2; // task 0, model 1: 2 qualifying
    sums[(2 * 2 + 0) * 4 + 1] = 1; // task 2, model 0: 1 qualifying
    sums[(1 * 2 + 0) * 4 + 0] = 0;
    const cells: TaskModelCells = { tasks: 3, models: 2, subsets: BROWSER_SUBSETS, sums };
    expect(tasksWithVerdicts(cells)).toBe(2);
  });
});
