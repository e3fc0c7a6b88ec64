import { describe, expect, it } from 'vitest';
import { bradleyTerry } from '../../src/stats/bradleyTerry.ts';

// STATISTICS.md worked example: A–B 7–3, A–C 6–4, B–C 5–5, A–D 8–2, B–D 6–4, C–D 7–3.
const WORKED_EXAMPLE = [
  [0, 7, 6, 8],
  [3, 0, 5, 6],
  [4, 5, 0, 7],
  [2, 4, 3, 0],
];

describe('bradleyTerry', () => {
  it('R BradleyTerry2 BTm, abilities centred: A +0.651183, B −0.105442, C +0.105442, D −0.651183', () => {
    const fit = bradleyTerry(WORKED_EXAMPLE);
    if (fit.status !== 'ok') throw new Error(fit.reason);
    const expected = [0.651183, -0.105442, 0.105442, -0.651183];
    fit.theta.forEach((t, i) => expect(Math.abs(t - expected[i]!)).toBeLessThan(1e-5));
    expect(fit.theta.reduce((a, b) => a + b, 0)).toBeCloseTo(0, 12);
  });
  it('hand: two players 3–1 → γ ratio 3, θ = ±log(3)/2', () => {
    const fit = bradleyTerry([[0, 3], [1, 0]]);
    if (fit.status !== 'ok') throw new Error(fit.reason);
    expect(fit.theta[0]).toBeCloseTo(Math.log(3) / 2, 9);
    expect(fit.theta[1]).toBeCloseTo(-Math.log(3) / 2, 9);
  });
  it('hand: a balanced round robin (every pair 1–1) gives θ = 0 for all', () => {
    const fit = bradleyTerry([[0, 1, 1], [1, 0, 1], [1, 1, 0]]);
    expect(fit).toMatchObject({ status: 'ok', theta: [0, 0, 0] });
  });
  it('fractional wins: doubling every count leaves θ unchanged, halving too (likelihood scale-free)', () => {
    const base = bradleyTerry(WORKED_EXAMPLE);
    const halved = bradleyTerry(WORKED_EXAMPLE.map((row) => row.map((v) => v / 2)));
    if (base.status !== 'ok' || halved.status !== 'ok') throw new Error('expected ok fits');
    halved.theta.forEach((t, i) => expect(t).toBeCloseTo(base.theta[i]!, 9));
  });
  it('a surface that never wins is degenerate, not NaN or −∞', () => {
    const fit = bradleyTerry([[0, 3, 2], [1, 0, 2], [0, 0, 0]]);
    expect(fit.status).toBe('degenerate');
  });
  it('fewer than two players is degenerate', () => {
    expect(bradleyTerry([[0]]).status).toBe('degenerate');
    expect(bradleyTerry([]).status).toBe('degenerate');
  });
  it('throws when the iteration cap is reached before convergence', () => {
    expect(() => bradleyTerry(WORKED_EXAMPLE, { maxIterations: 2 })).toThrow(/no convergence after 2/);
  });
});
