/**
 * The build's own statistic code on hand-made inputs: the Table 2 statistics under given task
 * multiplicities (cluster-bootstrap.ts), κ from a confusion matrix (reliability.ts) and the E0
 * full-order predicate (e0.ts). Expected values are worked by hand in the comments.
 */
import { describe, expect, it } from 'vitest';
import { bootstrapTable2, bootstrapTable2Parallel, table2Statistics, workspace, type ModelCells } from '../../src/lib/build/compute/cluster-bootstrap.ts';
import { table2Layout } from '../../src/lib/build/compute/cluster-bootstrap-layout.ts';
import { drawResampleWeights } from '../../src/lib/leaderboard/resample-weights.ts';
import { fullOrderHolds } from '../../src/lib/build/compute/e0.ts';

// Two tasks, three models (A, B, C), rules r0 (against-prior) and r1.
// T0: r0 A 2/2, B 1/2, C 0/2; r1 A 1/1, B 1/1, C 1/1.  T1: r1 A 1/2, B 0/2, C 2/2.
const spec: [number, number, number, number, number, boolean][] = [
  [0, 0, 0, 2, 2, true], [0, 1, 0, 1, 2, true], [0, 2, 0, 0, 2, true],
  [0, 0, 1, 1, 1, false], [0, 1, 1, 1, 1, false], [0, 2, 1, 1, 1, false],
  [1, 0, 1, 1, 2, true], [1, 1, 1, 0, 2, true], [1, 2, 1, 2, 2, true],
];
// separates: (T0, r0) rates 1, .5, 0 → yes; (T0, r1) all 1 → no; (T1, r1) .5, 0, 1 → yes.
const cells: ModelCells = {
  tasks: ['T0', 'T1'], models: ['A', 'B', 'C'], rules: ['r0', 'r1'],
  task: Int32Array.from(spec.map((s) => s[0])), model: Int32Array.from(spec.map((s) => s[1])), rule: Int32Array.from(spec.map((s) => s[2])),
  passes: Float64Array.from(spec.map((s) => s[3])), qualifying: Float64Array.from(spec.map((s) => s[4])),
  against: Uint8Array.from(spec.map((s) => (s[2] === 0 ? 1 : 0))), separates: Uint8Array.from(spec.map((s) => (s[5] ? 1 : 0))),
  commonPasses: Float64Array.from(spec.map((s) => s[3])), commonQualifying: Float64Array.from(spec.map((s) => s[4])),
};
const run = (multiplicity: number[]) => {
  const out = new Float64Array(6 * 3);
  table2Statistics(workspace(table2Layout(cells)), Float64Array.from(multiplicity), out);
  const pick = (s: number) => [out[s * 3]!, out[s * 3 + 1]!, out[s * 3 + 2]!];
  return { acc: pick(0), ap: pick(1), delta: pick(2), f: pick(3), dw: pick(4), common: pick(5) };
};

describe('Table 2 statistics on a hand example', () => {
  it('gives Acc, AP-Acc, Δ, F-Acc and DW-Acc at multiplicity 1', () => {
    const r = run([1, 1]);
    // hand: A 4/5, B 2/5, C 3/5
    expect(r.acc).toEqual([80, 40, 60].map((x) => expect.closeTo(x, 10)));
    // hand: r0 only: A 2/2, B 1/2, C 0/2
    expect(r.ap).toEqual([100, 50, 0].map((x) => expect.closeTo(x, 10)));
    expect(r.delta).toEqual([-20, -10, 60].map((x) => expect.closeTo(x, 10)));
    // hand: drop (T0, r1): A 3/4, B 1/4, C 2/4
    expect(r.f).toEqual([75, 25, 50].map((x) => expect.closeTo(x, 10)));
    // hand: Pearson(r0 rates 1, .5, 0; Acc .8, .4, .6) = 0.1/√(0.5·0.08) = 0.5;
    // Pearson(r1 rates 2/3, 1/3, 1; Acc) = (1/15)/√((2/9)·0.08) = 0.5 → equal weights → DW-Acc = Acc
    expect(r.dw).toEqual([80, 40, 60].map((x) => expect.closeTo(x, 10)));
  });

  it('recomputes everything under other multiplicities, with an undefined AP-Acc as NaN', () => {
    // only T1, drawn twice: A 2/4, B 0/4, C 4/4; no against-prior verdict → AP-Acc undefined
    const r = run([0, 2]);
    expect(r.acc).toEqual([50, 0, 100].map((x) => expect.closeTo(x, 10)));
    expect(r.ap.every(Number.isNaN)).toBe(true);
    expect(r.f).toEqual([50, 0, 100].map((x) => expect.closeTo(x, 10)));
    // hand: r1 rates .5, 0, 1 equal the Accs → r = 1 → DW-Acc = Acc
    expect(r.dw).toEqual([50, 0, 100].map((x) => expect.closeTo(x, 10)));
  });

  it('gives a rule zero weight when fewer than three models qualify on it', () => {
    const two: ModelCells = { ...cells, task: cells.task.slice(0, 2), model: cells.model.slice(0, 2), rule: cells.rule.slice(0, 2), passes: cells.passes.slice(0, 2),
      qualifying: cells.qualifying.slice(0, 2), against: cells.against.slice(0, 2), separates: cells.separates.slice(0, 2), commonPasses: cells.commonPasses.slice(0, 2), commonQualifying: cells.commonQualifying.slice(0, 2) };
    const out = new Float64Array(18);
    table2Statistics(workspace(table2Layout(two)), Float64Array.from([1, 1]), out);
    // hand: only A and B have r0 verdicts → w = 0 → DW-Acc undefined (0/0) for every model
    expect(Number.isNaN(out[12]!) && Number.isNaN(out[13]!)).toBe(true);
  });
});

describe('Table 2 bootstrap on worker threads', () => {
  it('gives exactly the draws of the one-thread run (any split of the resamples)', async () => {
    const one = bootstrapTable2(cells, 101, 5, 'test');
    const two = await bootstrapTable2Parallel(cells, 101, 5, 'test', 2);
    const three = await bootstrapTable2Parallel(cells, 101, 5, 'test', 3);
    expect(Buffer.from(two.draws.buffer).equals(Buffer.from(one.draws.buffer))).toBe(true);
    expect(Buffer.from(three.draws.buffer).equals(Buffer.from(one.draws.buffer))).toBe(true);
    expect(Array.from(two.point)).toEqual(Array.from(one.point));
  });

  it('gives the same draws when the workers read the multiplicities drawn once in shared memory', async () => {
    const one = bootstrapTable2(cells, 101, 5, 'test');
    const weights = drawResampleWeights(cells.tasks.length, 101, 5, 'test');
    const shared = new Uint16Array(new SharedArrayBuffer(weights.multiplicity.byteLength));
    shared.set(weights.multiplicity);
    const two = await bootstrapTable2Parallel(cells, 101, 5, 'test', 2, shared);
    expect(Buffer.from(two.draws.buffer).equals(Buffer.from(one.draws.buffer))).toBe(true);
    // Multiplicities that are not the stream's give other draws: the workers really read them.
    const other = drawResampleWeights(cells.tasks.length, 101, 6, 'test');
    shared.set(other.multiplicity);
    const three = await bootstrapTable2Parallel(cells, 101, 5, 'test', 2, shared);
    expect(Buffer.from(three.draws.buffer).equals(Buffer.from(one.draws.buffer))).toBe(false);
  });
});

describe('E0 full order', () => {
  // surfaces in CONFIGURABLE_SURFACES order: SP, TD, SD, PF, UI
  it('holds only for {SP, PF, UI} > TD > SD, strictly', () => {
    expect(fullOrderHolds([0.57, -0.53, -1.29, 0.65, 0.6])).toBe(true);
    expect(fullOrderHolds([0.57, 0.6, -1.29, 0.65, 0.7])).toBe(false); // TD above SP
    expect(fullOrderHolds([0.5, -0.5, -0.5, 0.5, 0.5])).toBe(false); // TD = SD: not strict
  });
});
