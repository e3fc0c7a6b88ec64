import { describe, expect, it } from 'vitest';
import { binomialDraw, logFactorial } from '../../src/stats/binomialDraw.ts';
import { seededRandom } from '../../src/stats/random.ts';

describe('binomialDraw (inversion from the mode)', () => {
  it('n = 3, p = ¼: mode 1, visited 1, 0, 2, 3 with cumulative 27/64, 54/64, 63/64, 1 (hand)', () => {
    // P(0) = 27/64, P(1) = 27/64, P(2) = 9/64, P(3) = 1/64; mode = ⌊4 · ¼⌋ = 1.
    expect(binomialDraw(3, 0.25, 0)).toBe(1);
    expect(binomialDraw(3, 0.25, 0.42)).toBe(1);
    expect(binomialDraw(3, 0.25, 0.43)).toBe(0);
    expect(binomialDraw(3, 0.25, 0.84)).toBe(0);
    expect(binomialDraw(3, 0.25, 0.85)).toBe(2);
    expect(binomialDraw(3, 0.25, 0.98)).toBe(2);
    expect(binomialDraw(3, 0.25, 0.99)).toBe(3);
  });

  it('n = 2, p = ½: 1 below ½, 0 up to ¾, then 2 (hand)', () => {
    expect(binomialDraw(2, 0.5, 0.3)).toBe(1);
    expect(binomialDraw(2, 0.5, 0.6)).toBe(0);
    expect(binomialDraw(2, 0.5, 0.8)).toBe(2);
  });

  it('p = 0 and p = 1 and n = 0 are certain', () => {
    expect(binomialDraw(10, 0, 0.9)).toBe(0);
    expect(binomialDraw(10, 1, 0.1)).toBe(10);
    expect(binomialDraw(0, 0.3, 0.5)).toBe(0);
  });

  it('a large n does not underflow: Binomial(100000, ½) at u = ½ lies within 3 SD of 50000', () => {
    // 0.5^100000 underflows to 0; the modal start is computed in logs. SD = √(25000) ≈ 158.
    const k = binomialDraw(100000, 0.5, 0.5);
    expect(Math.abs(k - 50000)).toBeLessThan(475);
  });

  it('mean and variance of 20000 seeded draws of Binomial(40, 0.3) are near 12 and 8.4', () => {
    const r = seededRandom(3, 'test/binomialDraw');
    const xs = Array.from({ length: 20000 }, () => binomialDraw(40, 0.3, r.next()));
    const mean = xs.reduce((s, x) => s + x, 0) / xs.length;
    const variance = xs.reduce((s, x) => s + (x - mean) ** 2, 0) / (xs.length - 1);
    // SE of the mean ≈ √(8.4/20000) ≈ 0.02.
    expect(Math.abs(mean - 12)).toBeLessThan(0.1);
    expect(Math.abs(variance - 8.4)).toBeLessThan(0.4);
  });

  it('logFactorial agrees with Σ ln k past the exact table (n = 300, 5000)', () => {
    for (const n of [300, 5000]) {
      let s = 0;
      for (let k = 2; k <= n; k++) s += Math.log(k);
      expect(Math.abs(logFactorial(n) - s) / s).toBeLessThan(1e-12);
    }
    expect(logFactorial(5)).toBeCloseTo(Math.log(120), 12);
  });

  it('rejects a non-integer n and a p outside [0, 1]', () => {
    expect(() => binomialDraw(2.5, 0.5, 0.1)).toThrow(/not a non-negative integer/);
    expect(() => binomialDraw(2, 1.5, 0.1)).toThrow(/not a probability/);
  });
});
