/**
 * The Table 2 bootstrap (src/accuracy-bootstrap/bootstrap.ts, leaderboard.ts) on a hand example
 * small enough to enumerate: two tasks, so a resample is one of the multiplicities (2, 0), (1, 1),
 * (0, 2); three models A, B, C; rules r0 (against-prior) and r1. Expected values are worked by
 * hand in the comments. Then properties: a seed gives the same draws, intervals are d3-array's
 * quantiles of the draws, and the page's bootstrap in time slices gives the whole run.
 */
import { quantile } from 'd3-array';
import { describe, expect, it } from 'vitest';
import { bootstrapTable2, emptyDraws, groupedSums, groupResamples, table2Draws } from '../../src/accuracy-bootstrap/bootstrap.ts';
import { BROWSER_SUBSETS, cellsFromRuleCells, type FlaggedRuleCells, type TaskModelCells } from '../../src/accuracy-bootstrap/cells.ts';
import { leaderboardRows } from '../../src/accuracy-bootstrap/leaderboard.ts';
import { drawResampleWeights, drawResampleWeightsInSlices, type ResampleWeights } from '../../src/accuracy-bootstrap/resample-weights.ts';
import { pageLeaderboard, slicedBootstrap } from '../../src/site/rerank/page-bootstrap.ts';

// T0: r0 A 2/2, B 1/2, C 0/2; r1 A 1/1, B 1/1, C 1/1.  T1: r1 A 1/2, B 0/2, C 2/2.
const spec: [number, number, number, number, number, boolean][] = [
  [0, 0, 0, 2, 2, true], [0, 1, 0, 1, 2, true], [0, 2, 0, 0, 2, true],
  [0, 0, 1, 1, 1, false], [0, 1, 1, 1, 1, false], [0, 2, 1, 1, 1, false],
  [1, 0, 1, 1, 2, true], [1, 1, 1, 0, 2, true], [1, 2, 1, 2, 2, true],
];
// separates: (T0, r0) rates 1, .5, 0 → yes; (T0, r1) all 1 → no; (T1, r1) .5, 0, 1 → yes.
// Common support: the T1 verdicts only (their counts as common counts), so Δ on common support
// has no against-prior common verdict → undefined.
const rules: FlaggedRuleCells = {
  rules: 2,
  task: spec.map((s) => s[0]), model: spec.map((s) => s[1]), rule: spec.map((s) => s[2]),
  passes: spec.map((s) => s[3]), qualifying: spec.map((s) => s[4]),
  against: spec.map((s) => (s[2] === 0 ? 1 : 0)), separates: spec.map((s) => (s[5] ? 1 : 0)),
  commonPasses: spec.map((s) => (s[0] === 1 ? s[3] : 0)), commonQualifying: spec.map((s) => (s[0] === 1 ? s[4] : 0)),
};
const cells = cellsFromRuleCells(rules, 2, 3);
/** The three possible resamples, in this order: (1, 1), (0, 2), (2, 0). */
const enumerated: ResampleWeights = { tasks: 2, resamples: 3, multiplicity: Uint16Array.from([1, 1, 0, 2, 2, 0]) };
const near = (xs: number[]) => xs.map((x) => (Number.isNaN(x) ? Number.NaN : expect.closeTo(x, 10)));
const ofModel = (draws: Float64Array, m: number, B: number) => [...draws.subarray(m * B, (m + 1) * B)];

describe('Table 2 statistics on the hand example', () => {
  const boot = bootstrapTable2(cells, enumerated, rules);
  const { point, draws } = boot;

  it('point estimates: Acc, AP-Acc, Δ, F-Acc, DW-Acc, qualifying counts', () => {
    // hand: A 4/5, B 2/5, C 3/5; r0 only: A 2/2, B 1/2, C 0/2
    expect([...point.acc]).toEqual(near([80, 40, 60]));
    expect([...point.apAcc]).toEqual(near([100, 50, 0]));
    expect([...point.delta]).toEqual(near([-20, -10, 60]));
    // hand: drop (T0, r1): A 3/4, B 1/4, C 2/4
    expect([...point.fAcc!]).toEqual(near([75, 25, 50]));
    // hand: Pearson(r0 rates 1, .5, 0; Acc .8, .4, .6) = 0.1/√(0.5·0.08) = 0.5;
    // Pearson(r1 rates 2/3, 1/3, 1; Acc) = (1/15)/√((2/9)·0.08) = 0.5 → equal weights → DW-Acc = Acc
    expect([...point.dwAcc!]).toEqual(near([80, 40, 60]));
    // hand: common = T1: A 1/2, B 0/2, C 2/2, no common against-prior verdict → undefined
    expect(point.commonDelta!.every(Number.isNaN)).toBe(true);
    expect([...point.qualifying]).toEqual([5, 5, 5]);
    expect([...point.againstQualifying]).toEqual([2, 2, 2]);
    // hand: A > C > B
    expect([...point.rank]).toEqual([1, 3, 2]);
  });

  it('draws of each enumerated resample, an undefined AP-Acc as NaN', () => {
    // (1, 1) = the point; (0, 2): T1 twice: A 2/4, B 0/4, C 4/4; (2, 0): T0 twice: A 6/6, B 4/6, C 2/6
    expect(ofModel(draws.acc, 0, 3)).toEqual(near([80, 50, 100]));
    expect(ofModel(draws.acc, 1, 3)).toEqual(near([40, 0, 200 / 3]));
    expect(ofModel(draws.acc, 2, 3)).toEqual(near([60, 100, 100 / 3]));
    // (0, 2) has no against-prior verdict; (2, 0): r0 A 4/4, B 2/4, C 0/4
    expect(ofModel(draws.apAcc, 0, 3)).toEqual(near([100, Number.NaN, 100]));
    expect(ofModel(draws.apAcc, 2, 3)).toEqual(near([0, Number.NaN, 0]));
    // (0, 2): r1 rates .5, 0, 1 equal the Accs → r = 1 → DW-Acc = Acc. (2, 0): r0 rates 1, .5, 0
    // against Acc 100, 66.7, 33.3 → r = 1; r1 rates all 1 → constant → w = 0 → DW-Acc = r0 only.
    expect(ofModel(draws.dwAcc!, 0, 3)).toEqual(near([80, 50, 100]));
    expect(ofModel(draws.dwAcc!, 1, 3)).toEqual(near([40, 0, 50]));
    // ranks: (1, 1) A1 C2 B3; (0, 2) C1 A2 B3; (2, 0) A1 B2 C3
    expect(ofModel(draws.rank, 0, 3)).toEqual([1, 2, 1]);
    expect(ofModel(draws.rank, 1, 3)).toEqual([3, 3, 2]);
    expect(ofModel(draws.rank, 2, 3)).toEqual([2, 1, 3]);
  });

  it('leaderboard rows: intervals, rank intervals and tiers by hand', () => {
    const rows = leaderboardRows(boot, ['A', 'B', 'C']);
    expect(rows.map((r) => r.modelId)).toEqual(['A', 'C', 'B']);
    const a = rows[0]!;
    // A's Acc draws sorted 50, 80, 100: h = 2·0.025 = 0.05 → 50 + 0.05·30 = 51.5; h = 1.95 → 80 + 0.95·20 = 99
    expect(a.acc).toEqual({ value: expect.closeTo(80, 10), lower: expect.closeTo(51.5, 10), upper: expect.closeTo(99, 10) });
    // A's AP-Acc: the two defined draws 100, 100 → [100, 100]
    expect(a.apAcc).toEqual({ value: expect.closeTo(100, 10), lower: 100, upper: 100 });
    // A's ranks sorted 1, 1, 2: lower 1; upper 1 + 0.95·1 = 1.95
    expect(a.rank).toEqual({ value: 1, lower: 1, upper: expect.closeTo(1.95, 12) });
    // A − C: 20, −50, 66.7 → interval contains 0 → C in A's tier; A − B: 40, 50, 33.3 → B in tier 2
    expect(rows.map((r) => r.tier)).toEqual([1, 1, 2]);
  });
});

describe('Table 2 bootstrap properties', () => {
  const weights = drawResampleWeights(2, 501, 5, 'test/accuracy-bootstrap/bootstrap');

  it('gives the same draws for the same seed and stream, other draws for another seed', () => {
    const one = bootstrapTable2(cells, weights, rules);
    const again = bootstrapTable2(cells, drawResampleWeights(2, 501, 5, 'test/accuracy-bootstrap/bootstrap'), rules);
    const other = bootstrapTable2(cells, drawResampleWeights(2, 501, 6, 'test/accuracy-bootstrap/bootstrap'), rules);
    expect(Buffer.from(again.draws.dwAcc!.buffer).equals(Buffer.from(one.draws.dwAcc!.buffer))).toBe(true);
    expect(Buffer.from(again.draws.acc.buffer).equals(Buffer.from(one.draws.acc.buffer))).toBe(true);
    expect(Buffer.from(other.draws.acc.buffer).equals(Buffer.from(one.draws.acc.buffer))).toBe(false);
  });

  it('reports as intervals the d3-array quantiles at 2.5% and 97.5% of the defined draws', () => {
    const boot = bootstrapTable2(cells, weights, rules);
    const rows = leaderboardRows(boot, ['A', 'B', 'C']);
    for (const r of rows) {
      const apDraws = ofModel(boot.draws.apAcc, r.model, 501).filter((x) => !Number.isNaN(x));
      expect([r.apAcc.lower, r.apAcc.upper]).toEqual([quantile(apDraws, 0.025), quantile(apDraws, 0.975)]);
      const rankDraws = ofModel(boot.draws.rank, r.model, 501);
      expect([r.rank.lower, r.rank.upper]).toEqual([quantile(rankDraws, 0.025), quantile(rankDraws, 0.975)]);
    }
  });

  it('computes the browser\'s two-subset cells like the build\'s', () => {
    // The browser's cells: the first two subsets of the build's.
    const sums = new Float64Array(2 * 3 * 2 * BROWSER_SUBSETS);
    for (let c = 0; c < 6; c++) for (let k = 0; k < 4; k++) sums[c * 4 + k] = cells.sums[c * 10 + k]!;
    const browser: TaskModelCells = { tasks: 2, models: 3, subsets: BROWSER_SUBSETS, sums };
    const whole = bootstrapTable2(browser, weights);
    const build = bootstrapTable2(cells, weights, rules);
    expect(Buffer.from(whole.draws.rank.buffer).equals(Buffer.from(build.draws.rank.buffer))).toBe(true);
    expect(whole.draws.dwAcc).toBeNull();
  });

  it('computed in time slices on the page\'s thread (pauses between them) gives the whole run bit for bit', async () => {
    const sums = new Float64Array(2 * 3 * 2 * BROWSER_SUBSETS);
    for (let c = 0; c < 6; c++) for (let k = 0; k < 4; k++) sums[c * 4 + k] = cells.sums[c * 10 + k]!;
    const browser: TaskModelCells = { tasks: 2, models: 3, subsets: BROWSER_SUBSETS, sums };
    const whole = bootstrapTable2(browser, weights);
    let pauses = 0;
    // sliceMs 0: a pause after every 128 resamples, so 501 resamples come in 4 slices.
    const { boot } = await slicedBootstrap(browser, weights, async () => { pauses++; }, 0);
    expect(pauses).toBe(3);
    for (const key of ['acc', 'apAcc', 'delta', 'rank'] as const) {
      expect(Buffer.from(boot.draws[key].buffer).equals(Buffer.from(whole.draws[key].buffer))).toBe(true);
    }
    // The page's leaderboard (resamples grouped in parts, the bootstrap in slices) ranks as the whole run.
    const page = await pageLeaderboard(weights, ['A', 'B', 'C'], async () => undefined)(browser);
    expect(page.rows).toEqual(leaderboardRows(whole, ['A', 'B', 'C']));
  });

  it('draws the same multiplicities in slices as at once', async () => {
    let pauses = 0;
    const sliced = await drawResampleWeightsInSlices(2, 501, 20260601, 'test', async () => { pauses++; }, 0);
    expect(pauses).toBe(Math.floor(501 / 64));
    expect(sliced).toEqual(drawResampleWeights(2, 501, 20260601, 'test'));
  });

  it('groups the resamples by their multiplicity patterns (hand: 2 tasks in one group of 3, patterns (1,1), (0,2), (2,0))', () => {
    const g = groupResamples(enumerated);
    expect(g.groups).toBe(1);
    expect([...g.pattern]).toEqual([0, 1, 2]);
    expect([...g.groupOf]).toEqual([0, 0, 0]);
    // The group's third task does not exist: multiplicity 0.
    expect([...g.counts]).toEqual([1, 1, 0, 0, 2, 0, 2, 0, 0]);
    // Resamples that repeat a pattern share it: (1,1), (1,1), (0,2).
    expect([...groupResamples({ tasks: 2, resamples: 3, multiplicity: Uint16Array.from([1, 1, 1, 1, 0, 2]) }).pattern]).toEqual([0, 0, 1]);
  });

  it('gives the task-by-task draws bit for bit from the grouped pattern sums, whole and in parts; task by task for non-integer sums', () => {
    // 7 tasks (groups 3 + 3 + 1), 4 models, integer counts with an empty cell, the browser's two subsets.
    const T = 7;
    const M = 4;
    const sums = new Float64Array(T * M * 4);
    for (let c = 0; c < T * M; c++) {
      const q = c % 5 === 0 ? 0 : 1 + ((c * 7) % 9);
      const p = Math.min(q, (c * 3) % 7);
      const aq = Math.floor(q / 2);
      sums.set([p, q, Math.min(p, aq), aq], c * 4);
    }
    const browser: TaskModelCells = { tasks: T, models: M, subsets: BROWSER_SUBSETS, sums };
    const w = drawResampleWeights(T, 300, 11, 'test/accuracy-bootstrap/grouped');
    const g = groupResamples(w);
    const gs = groupedSums(browser, g);
    expect(gs).not.toBeNull();
    // hand: pattern 0 is resample 0's group-0 multiplicities; its sums are Σ c_t · sums of tasks 0–2.
    const W = M * 4;
    const expected0 = Array.from({ length: W }, (_, k) => [0, 1, 2].reduce((a, t) => a + g.counts[t]! * sums[t * W + k]!, 0));
    expect([...gs!.sums.subarray(0, W)]).toEqual(expected0);
    const direct = table2Draws(browser, w);
    const fast = table2Draws(browser, w, null, { grouped: gs });
    const part = table2Draws(browser, w, null, { from: 100, to: 250, grouped: gs });
    // Written in two parts into one set of draws, the first grouped, the second task by task.
    const into = emptyDraws(browser, 300);
    table2Draws(browser, w, null, { from: 0, to: 120, grouped: gs, into });
    table2Draws(browser, w, null, { from: 120, to: 300, into });
    for (const key of ['acc', 'apAcc', 'delta', 'rank'] as const) {
      expect(Buffer.from(fast[key].buffer).equals(Buffer.from(direct[key].buffer))).toBe(true);
      expect(Buffer.from(into[key].buffer).equals(Buffer.from(direct[key].buffer))).toBe(true);
      for (let m = 0; m < M; m++) expect([...part[key].subarray(m * 150, (m + 1) * 150)]).toEqual([...direct[key].subarray(m * 300 + 100, m * 300 + 250)]);
    }
    // A weighted sum that is not an integer: no grouping (the order of additions could round differently).
    const fractional = { ...browser, sums: Float64Array.from(sums, (x, i) => (i === 5 ? x + 0.5 : x)) };
    expect(groupedSums(fractional, g)).toBeNull();
    expect(() => groupedSums({ ...browser, tasks: 6, sums: sums.subarray(0, 6 * W) }, g)).toThrow(/7 tasks/);
  });
});

