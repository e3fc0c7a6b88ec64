/**
 * Unit tests of the simulator's calibration building blocks. Expected values are hand-computed
 * (noted per test) or are invariants the design promises (docs in each module).
 */
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../src/stats/random.ts';
import { nonQualifyingPerModel, passCounts } from '../../sim/calibrate/modelCounts.ts';
import { rakeLogits } from '../../sim/calibrate/rake.ts';
import { scaleToSum, systematicSample } from '../../sim/calibrate/systematicSample.ts';
import { apportion, boundedIntegersWithSum } from '../../sim/util.ts';

describe('apportion (largest remainder)', () => {
  it('splits 10 over three equal weights as 4/3/3 (hand: 3.33 each, first remainder wins the tie)', () => {
    expect(apportion(10, [1, 1, 1])).toEqual([4, 3, 3]);
  });
  it('gives exact proportional counts when they are integers (hand: 8440 × 0.5/0.3/0.2)', () => {
    expect(apportion(8440, [5, 3, 2])).toEqual([4220, 2532, 1688]);
  });
});

describe('boundedIntegersWithSum', () => {
  it('hits the sum with every value in bounds (60 tasks, 1,114 scoreable pairs, 10–27 each)', () => {
    const xs = boundedIntegersWithSum(60, 1114, 10, 27, seededRandom(3, 't'));
    expect(xs.reduce((a, b) => a + b, 0)).toBe(1114);
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(10);
    expect(Math.max(...xs)).toBeLessThanOrEqual(27);
  });
  it('refuses an unreachable sum', () => {
    expect(() => boundedIntegersWithSum(2, 100, 0, 10, seededRandom(1, 't'))).toThrow(/not reachable/);
  });
});

describe('systematic sampling', () => {
  it('draws exactly n units and each contiguous block gets its expected count ±1', () => {
    const pi = Array.from({ length: 200 }, (_, i) => 0.05 + 0.9 * ((i * 37) % 100) / 100);
    const n = Math.round(pi.reduce((a, b) => a + b, 0));
    const chosen = new Set(systematicSample(pi, n, seededRandom(7, 't')));
    expect(chosen.size).toBe(n);
    const scaled = scaleToSum(pi, n);
    for (let start = 0; start < 200; start += 25) {
      const expected = scaled.slice(start, start + 25).reduce((a, b) => a + b, 0);
      const got = [...chosen].filter((i) => i >= start && i < start + 25).length;
      expect(Math.abs(got - expected)).toBeLessThanOrEqual(1);
    }
  });
  it('selects each unit with its inclusion probability (2,000 seeded repetitions, ±0.04)', () => {
    const pi = [0.1, 0.5, 0.9, 0.25, 0.25];
    const hits = new Array<number>(pi.length).fill(0);
    const rng = seededRandom(11, 't');
    for (let k = 0; k < 2000; k++) for (const i of systematicSample(pi, 2, rng)) hits[i]! += 1;
    hits.forEach((h, i) => expect(Math.abs(h / 2000 - pi[i]!)).toBeLessThan(0.04));
  });
  it('caps probabilities at 1 when scaling up to n (hand: [0.9, 0.3, 0.3] → n = 2 gives [1, 0.5, 0.5])', () => {
    expect(scaleToSum([0.9, 0.3, 0.3], 2).map((x) => Math.round(x * 1e9) / 1e9)).toEqual([1, 0.5, 0.5]);
  });
});

describe('raking of logit offsets', () => {
  it('meets overlapping category failure targets (two crossed factors, hand-set feasible targets)', () => {
    const base = new Float64Array(400).map((_, i) => ((i * 7919) % 100) / 50 - 1);
    const a = Int32Array.from({ length: 200 }, (_, i) => i);
    const b = Int32Array.from({ length: 200 }, (_, i) => 200 + i);
    const even = Int32Array.from({ length: 200 }, (_, i) => 2 * i);
    const result = rakeLogits(base, [
      { name: 'a', slots: a, targetFails: 60 },
      { name: 'b', slots: b, targetFails: 40 },
      { name: 'even', slots: even, targetFails: 55 },
    ]);
    const fails = (slots: Int32Array) => Array.from(slots).reduce((s, i) => s + 1 / (1 + Math.exp(result.logits[i]!)), 0);
    expect(fails(a)).toBeCloseTo(60, 1);
    expect(fails(b)).toBeCloseTo(40, 1);
    expect(fails(even)).toBeCloseTo(55, 1);
  });
});

describe('per-model counts', () => {
  const acc = [85.86, 83.1, 82.5, 79.04, 78.82, 77.2, 76.2, 75.6, 75.5, 73.61, 73.58, 72.14];
  it('skews n/a toward stronger builds so Σ Acc·q equals the published 29,176 passes (HARNESS-IF.md §4: 37,616 − 8,440)', () => {
    const n = nonQualifyingPerModel(acc, 3342, 2488, 29176);
    expect(n.reduce((a, b) => a + b, 0)).toBe(2488);
    for (let m = 1; m < n.length; m++) expect(n[m]!).toBeLessThanOrEqual(n[m - 1]!);
    const passes = n.reduce((s, x, m) => s + (acc[m]! / 100) * (3342 - x), 0);
    expect(Math.abs(passes - 29176)).toBeLessThan(2);
  });
  it('makes pass counts that sum to the total with each Acc within 0.05 pp', () => {
    const q = nonQualifyingPerModel(acc, 3342, 2488, 29176).map((x) => 3342 - x);
    const qa = q.map((x) => Math.round(x * 0.517));
    const ap = acc.map((a) => a - 6);
    const { against, other } = passCounts(acc, ap, q, qa, 29176);
    expect(against.reduce((a, b) => a + b, 0) + other.reduce((a, b) => a + b, 0)).toBe(29176);
    acc.forEach((a, m) => expect(Math.abs((100 * (against[m]! + other[m]!)) / q[m]! - a)).toBeLessThan(0.05));
  });
});
