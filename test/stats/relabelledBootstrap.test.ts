import { describe, expect, it } from 'vitest';
import { relabelledBootstrap } from '../../src/stats/relabelledBootstrap.ts';
import { seededRandom } from '../../src/stats/random.ts';

/** A uniform stream that replays `us`. */
const replay = (us: number[]) => { let i = 0; return () => us[i++]!; };

describe('relabelledBootstrap', () => {
  it('hand: certain re-labels — judge passes stay pass, judge fails become n/a: (1 + 2)/(2 + 2) = 75% vs 60% as labelled', () => {
    // One task, one model: deterministic 1 pass of 2; judge 2 pass, 1 fail, 0 na. One resample, c = 1.
    const d = relabelledBootstrap({ tasks: 1, models: 1, cells: [1, 2, 2, 1, 0], conditional: [[1, 0, 0], [0, 0, 1], null], multiplicity: [1], resamples: 1, next: replay([0.5, 0.5, 0.5, 0.5]) });
    expect([...d.relabelled]).toEqual([75]);
    expect([...d.original]).toEqual([60]);
  });

  it('hand: task multiplicity 2 doubles every count; Binomial(4, ½) at u = 0.1 gives its mode 2, then all 2 others fail (π = ½/½ = 1)', () => {
    // Judge passes: N = 2 · 2 = 4, π = [½, ½, 0]: K⁺ = mode 2 (P(2) = 6/16 > 0.1), K⁻ ~ Binomial(2, 1) = 2.
    // Judge fails: N = 0. Deterministic: 2 · (0 of 1). Acc = 2 / (2 + 2 + 2) = 33.3…%.
    const d = relabelledBootstrap({ tasks: 1, models: 1, cells: [0, 1, 2, 0, 0], conditional: [[0.5, 0.5, 0], [0, 1, 0], null], multiplicity: [2], resamples: 1, next: replay([0.1, 0.7, 0.5, 0.5]) });
    expect(d.relabelled[0]).toBeCloseTo(100 / 3, 12);
    expect(d.original[0]).toBeCloseTo(100 * 4 / 6, 12);
  });

  it('identity π gives the original draws, model-major, and a task drawn 0 times drops out', () => {
    // Two tasks, two models, two resamples: b0 draws task 0 twice, b1 draws task 1 twice.
    const cells = [/* t0 m0 */ 1, 1, 1, 0, 0, /* t0 m1 */ 0, 0, 0, 2, 0, /* t1 m0 */ 0, 1, 3, 0, 0, /* t1 m1 */ 1, 1, 1, 1, 1];
    const identity = [[1, 0, 0], [0, 1, 0], [0, 0, 1]];
    const r = seededRandom(1, 'test');
    const d = relabelledBootstrap({ tasks: 2, models: 2, cells, conditional: identity, multiplicity: [2, 0, 0, 2], resamples: 2, next: r.next });
    // m0: b0 = (1+1)/(1+1) = 100, b1 = 3/4 = 75; m1: b0 = 0/2 = 0, b1 = (1 + 1)/(1 + 2) = 66.7.
    expect([...d.original].map((x) => +x.toFixed(4))).toEqual([100, 75, 0, 66.6667]);
    expect([...d.relabelled]).toEqual([...d.original]);
  });

  it('no qualifying verdict in a resample gives NaN (undefined), never 0', () => {
    const d = relabelledBootstrap({ tasks: 1, models: 1, cells: [0, 0, 0, 0, 3], conditional: [null, null, [0, 0, 1]], multiplicity: [1], resamples: 1, next: replay([0.5, 0.5]) });
    expect(Number.isNaN(d.relabelled[0])).toBe(true);
    expect(Number.isNaN(d.original[0])).toBe(true);
  });

  it('rejects a π row that is not a distribution and mismatched lengths', () => {
    expect(() => relabelledBootstrap({ tasks: 1, models: 1, cells: [0, 0, 0, 0, 0], conditional: [[0.5, 0.6, 0], null, null], multiplicity: [1], resamples: 1, next: Math.random })).toThrow(/not a distribution/);
    expect(() => relabelledBootstrap({ tasks: 1, models: 1, cells: [0, 0], conditional: [null, null, null], multiplicity: [1], resamples: 1, next: Math.random })).toThrow(/cell values/);
  });
});
