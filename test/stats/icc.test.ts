import { describe, expect, it } from 'vitest';
import { icc, type IccOk } from '../../src/stats/icc.ts';

// Shrout & Fleiss (1979) Table 2: 6 targets × 4 judges (docs/paper/STATISTICS.md).
const SHROUT_FLEISS = [
  [9, 2, 5, 8],
  [6, 1, 3, 2],
  [8, 4, 6, 8],
  [7, 1, 2, 6],
  [10, 5, 6, 9],
  [6, 2, 4, 7],
];

function ok(result: ReturnType<typeof icc>): IccOk {
  if (result.status !== 'ok') throw new Error(`expected an ok ICC, got: ${result.reason}`);
  return result;
}

describe('icc', () => {
  it('R psych::ICC on the Shrout & Fleiss 6×4 example: all six forms and intervals to 1e-5', () => {
    const result = ok(icc(SHROUT_FLEISS));
    const expected = {
      ICC1: [0.165742, -0.132932, 0.72256],
      ICC2: [0.289764, 0.018787, 0.761084],
      ICC3: [0.714841, 0.342465, 0.945858],
      ICC1k: [0.442797, -0.884442, 0.912415],
      ICC2k: [0.620051, 0.071137, 0.927232],
      ICC3k: [0.909316, 0.675675, 0.985892],
    } as const;
    for (const [form, [value, lower, upper]] of Object.entries(expected)) {
      const estimate = result[form as keyof typeof expected];
      expect(Math.abs(estimate.value - value), `${form} value`).toBeLessThan(1e-5);
      expect(Math.abs(estimate.lower - lower), `${form} lower`).toBeLessThan(1e-5);
      expect(Math.abs(estimate.upper - upper), `${form} upper`).toBeLessThan(1e-5);
    }
  });
  it('R psych::ICC F tests: F1 = 1.79468 (5, 18), F3 = 11.02725 (5, 15)', () => {
    const result = ok(icc(SHROUT_FLEISS));
    expect(result.f1.value).toBeCloseTo(1.79468, 5);
    expect([result.f1.df1, result.f1.df2]).toEqual([5, 18]);
    expect(result.f3.value).toBeCloseTo(11.02725, 5);
    expect([result.f3.df1, result.f3.df2]).toEqual([5, 15]);
  });
  it('mean squares match the Shrout & Fleiss (1979) ANOVA of the example: BMS 11.24, JMS 32.49, EMS 1.02, WMS 6.26', () => {
    const result = ok(icc(SHROUT_FLEISS));
    expect(result.msr).toBeCloseTo(11.24, 2);
    expect(result.msc).toBeCloseTo(32.49, 2);
    expect(result.mse).toBeCloseTo(1.02, 2);
    expect(result.msw).toBeCloseTo(6.26, 2);
  });
  it('constant rows shifted by rater (perfect consistency, no residual) are degenerate, not NaN', () => {
    const result = icc([
      [1, 2, 3],
      [4, 5, 6],
      [7, 8, 9],
    ]);
    expect(result.status).toBe('degenerate');
  });
  it('all-equal ratings (zero variance), n < 2 and k < 2 are degenerate', () => {
    expect(icc([[3, 3], [3, 3]]).status).toBe('degenerate');
    expect(icc([[1, 2, 3]]).status).toBe('degenerate');
    expect(icc([[1], [2], [3]]).status).toBe('degenerate');
  });
  it('every number of a noisy table is finite (no NaN leaks) and single ≤ average for positive ICC', () => {
    const result = ok(icc([[1, 2], [2, 2], [3, 5], [4, 3]]));
    const forms = [result.ICC1, result.ICC2, result.ICC3, result.ICC1k, result.ICC2k, result.ICC3k];
    for (const form of forms) for (const v of [form.value, form.lower, form.upper]) expect(Number.isFinite(v)).toBe(true);
    expect(result.ICC3.value).toBeLessThanOrEqual(result.ICC3k.value);
  });
  it('rejects unbalanced tables and NaN with the target named', () => {
    expect(() => icc([[1, 2], [3]])).toThrow(/target 1 has 1/);
    expect(() => icc([[1, 2], [3, Number.NaN]])).toThrow(/target 1/);
  });
});
