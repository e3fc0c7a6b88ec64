/**
 * The fast Table 2 kernel (cluster-bootstrap-kernel.ts on the packed layout of
 * cluster-bootstrap-layout.ts) against the straightforward reference (table2-reference.ts) on
 * random small releases, including degenerate ones, and its refusals of inputs that would break
 * the exact packed sums.
 */
import { describe, expect, it } from 'vitest';
import type { ModelCells } from '../../src/lib/build/compute/cluster-bootstrap.ts';
import { RESAMPLES_PER_PASS, table2Statistics, table2StatisticsBatch, workspace } from '../../src/lib/build/compute/cluster-bootstrap-kernel.ts';
import { table2DrawRange } from '../../src/lib/build/compute/cluster-bootstrap.ts';
import { table2Layout } from '../../src/lib/build/compute/cluster-bootstrap-layout.ts';
import { clusterBootstrapWeights } from '../../src/lib/stats/clusteredBootstrap.ts';
import { seededRandom } from '../../src/lib/stats/random.ts';
import { referenceTable2Statistics } from './table2-reference.ts';

interface Shape {
  tasks: number;
  models: number;
  rules: number;
  /** Share of (task, model, rule) cells present. */
  density: number;
  /** Model index with no cell at all (its Acc is undefined), or −1. */
  absentModel: number;
  /** Rule index whose verdicts all pass (constant rates), or −1. */
  constantRule: number;
  /** Rule index only two models have verdicts on (weight 0), or −1. */
  twoModelRule: number;
  /** Every model passes the same share everywhere (constant Acc side), as the first model. */
  sameModels: boolean;
}

function randomCells(seed: number, shape: Shape): ModelCells {
  const random = seededRandom(seed, 'test/build/cluster-bootstrap-kernel');
  const rows: number[][] = [];
  const againstRule = Array.from({ length: shape.rules }, () => (random.next() < 0.5 ? 1 : 0));
  for (let t = 0; t < shape.tasks; t++) {
    const separates = Array.from({ length: shape.rules }, () => (random.next() < 0.6 ? 1 : 0));
    for (let m = 0; m < shape.models; m++) for (let r = 0; r < shape.rules; r++) {
      if (m === shape.absentModel || random.next() >= shape.density) continue;
      if (r === shape.twoModelRule && m >= 2) continue;
      const q = 1 + random.int(3);
      let p = r === shape.constantRule ? q : random.int(q + 1);
      if (shape.sameModels) p = q;
      const cq = random.int(q + 1);
      rows.push([t, m, r, p, q, againstRule[r]!, separates[r]!, Math.min(p, cq), cq]);
    }
  }
  const col = (i: number) => rows.map((row) => row[i]!);
  return {
    tasks: Array.from({ length: shape.tasks }, (_, i) => `T${i}`), models: Array.from({ length: shape.models }, (_, i) => `m${i}`),
    rules: Array.from({ length: shape.rules }, (_, i) => `R${i}`),
    task: Int32Array.from(col(0)), model: Int32Array.from(col(1)), rule: Int32Array.from(col(2)),
    passes: Float64Array.from(col(3)), qualifying: Float64Array.from(col(4)), against: Uint8Array.from(col(5)), separates: Uint8Array.from(col(6)),
    commonPasses: Float64Array.from(col(7)), commonQualifying: Float64Array.from(col(8)),
  };
}

/** Largest relative difference (NaN must meet NaN). */
function expectClose(fast: Float64Array, reference: number[], context: string): void {
  expect(fast.length, context).toBe(reference.length);
  for (let i = 0; i < fast.length; i++) {
    const a = fast[i]!;
    const b = reference[i]!;
    if (Number.isNaN(b)) { expect(a, `${context}, value ${i}`).toBeNaN(); continue; }
    expect(Math.abs(a - b), `${context}, value ${i}: fast ${a}, reference ${b}`).toBeLessThanOrEqual(1e-12 * Math.max(1, Math.abs(b)));
  }
}

function check(cells: ModelCells, multiplicity: Float64Array, context: string): Float64Array {
  const out = new Float64Array(6 * cells.models.length);
  table2Statistics(workspace(table2Layout(cells)), multiplicity, out);
  expectClose(out, referenceTable2Statistics(cells, multiplicity), context);
  return out;
}

const plain: Shape = { tasks: 6, models: 5, rules: 4, density: 0.7, absentModel: -1, constantRule: -1, twoModelRule: -1, sameModels: false };

describe('fast Table 2 kernel vs the reference', () => {
  const shapes: [string, Shape][] = [
    ['plain', plain],
    ['dense, many tasks', { ...plain, tasks: 15, density: 1 }],
    ['sparse', { ...plain, tasks: 9, models: 6, rules: 7, density: 0.3 }],
    ['a model without any verdict', { ...plain, absentModel: 2 }],
    ['a rule with constant rates', { ...plain, constantRule: 1 }],
    ['a rule only two models qualify on', { ...plain, twoModelRule: 0 }],
    ['all models alike (constant Acc)', { ...plain, sameModels: true }],
    ['three models, all degeneracies', { ...plain, models: 4, absentModel: 3, constantRule: 0, twoModelRule: 2 }],
  ];
  for (const [name, shape] of shapes) {
    it(`agrees on ${name}: every task once and 40 bootstrap resamples`, () => {
      const cells = randomCells(shape.tasks * 31 + shape.rules, shape);
      check(cells, new Float64Array(shape.tasks).fill(1), `${name}, point`);
      let b = 0;
      for (const multiplicity of clusterBootstrapWeights(shape.tasks, 40, 7, name)) check(cells, multiplicity, `${name}, resample ${b++}`);
    });
  }

  it('gives NaN for a statistic with no qualifying verdict among the drawn tasks, as the reference does', () => {
    const cells = randomCells(4, { ...plain, tasks: 3 });
    const out = check(cells, Float64Array.from([0, 3, 0]), 'one task drawn three times');
    expect(out.some(Number.isFinite)).toBe(true);
  });

  it('recovers every packed count at its largest reachable sum (one task drawn T times, all passing)', () => {
    const cells = randomCells(9, { ...plain, density: 1, sameModels: true });
    const layout = table2Layout(cells);
    // Several counts share each float64 slot here, so a carry between them would show.
    expect(layout.ruleRegion.fieldsPerSlot).toBeGreaterThan(2);
    for (let t = 0; t < plain.tasks; t++) {
      const multiplicity = new Float64Array(plain.tasks);
      multiplicity[t] = plain.tasks;
      check(cells, multiplicity, `task ${t} drawn ${plain.tasks} times`);
    }
  });

  it('reuses one workspace across resamples without carrying sums over', () => {
    const cells = randomCells(11, plain);
    const ws = workspace(table2Layout(cells));
    const out = new Float64Array(30);
    for (const multiplicity of clusterBootstrapWeights(plain.tasks, 20, 3, 'reuse')) {
      table2Statistics(ws, multiplicity, out);
      expectClose(out, referenceTable2Statistics(cells, multiplicity), 'reused workspace');
    }
  });
});

describe('resamples in batches (one pass over the layout for several resamples)', () => {
  it('gives each resample of a batch the same bits as alone, for every batch size', () => {
    const cells = randomCells(13, plain);
    const layout = table2Layout(cells);
    const resamples = [...clusterBootstrapWeights(plain.tasks, RESAMPLES_PER_PASS, 5, 'batch')].map((m) => Float64Array.from(m));
    const alone = resamples.map((m) => { const out = new Float64Array(30); table2Statistics(workspace(layout), m, out); return out; });
    for (let size = 1; size <= RESAMPLES_PER_PASS; size++) {
      const outs = Array.from({ length: size }, () => new Float64Array(30));
      table2StatisticsBatch(Array.from({ length: size }, () => workspace(layout)), resamples.slice(0, size), outs);
      outs.forEach((out, i) => expect(Array.from(out), `batch of ${size}, resample ${i}`).toEqual(Array.from(alone[i]!)));
    }
  });

  it('any split of a range of resamples (batches cut anywhere) gives the draws of one run', () => {
    const layout = table2Layout(randomCells(17, plain));
    const whole = table2DrawRange(layout, 0, 11, 8, 'split');
    const parts = [table2DrawRange(layout, 0, 3, 8, 'split'), table2DrawRange(layout, 3, 9, 8, 'split'), table2DrawRange(layout, 9, 11, 8, 'split')];
    expect(Array.from(whole)).toEqual(parts.flatMap((p) => Array.from(p)));
  });

  it('refuses a batch larger than a pass, or workspaces of different layouts', () => {
    const layout = table2Layout(randomCells(19, plain));
    const ones = new Float64Array(plain.tasks).fill(1);
    const n = RESAMPLES_PER_PASS + 1;
    expect(() => table2StatisticsBatch(Array.from({ length: n }, () => workspace(layout)), Array(n).fill(ones), Array.from({ length: n }, () => new Float64Array(30)))).toThrow(/a batch is 1 to/);
    const other = table2Layout(randomCells(21, plain));
    expect(() => table2StatisticsBatch([workspace(layout), workspace(other)], [ones, ones], [new Float64Array(30), new Float64Array(30)])).toThrow(/share one layout/);
  });
});

describe('fast Table 2 kernel refuses inputs that would break its exact sums', () => {
  const cells = randomCells(5, plain);
  const ws = workspace(table2Layout(cells));
  const out = new Float64Array(30);

  it('rejects multiplicities summing to more than the number of tasks', () => {
    expect(() => table2Statistics(ws, new Float64Array(plain.tasks).fill(2), out)).toThrow(/sum to 12, more than the 6 tasks/);
  });

  it('rejects a fractional or negative multiplicity', () => {
    expect(() => table2Statistics(ws, Float64Array.from([0.5, 1, 1, 1, 1, 1]), out)).toThrow(/multiplicity of task 0 is 0.5/);
    expect(() => table2Statistics(ws, Float64Array.from([1, -1, 1, 1, 1, 1]), out)).toThrow(/multiplicity of task 1 is -1/);
  });

  it('names the cell whose counts are not counts', () => {
    const bad = { ...cells, passes: Float64Array.from(cells.passes, (p, c) => (c === 2 ? cells.qualifying[c]! + 1 : p)) };
    expect(() => table2Layout(bad)).toThrow(/cell 2 \(task T\d+, model m\d+, rule R\d+\): passes = \d+, expected an integer in \[0, \d+\]/);
  });

  it('refuses counts whose resample sums could pass 2^53', () => {
    // 6 tasks × 2^51 > 2^53; at 2^50 the sums would still be exact (one count per slot).
    const huge = { ...cells, qualifying: Float64Array.from(cells.qualifying, (q, c) => (c === 0 ? 2 ** 51 : q)) };
    expect(() => table2Layout(huge)).toThrow(/beyond exact float64 sums/);
  });

  it('requires the cells sorted by task', () => {
    const reversed = { ...cells, task: Int32Array.from(cells.task).reverse() };
    expect(() => table2Layout(reversed)).toThrow(/sorted by task/);
  });
});
