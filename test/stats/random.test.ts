import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../src/stats/random.ts';

const take = (n: number, f: () => number) => Array.from({ length: n }, f);

describe('seededRandom', () => {
  it('same (seed, label) → identical sequence; consecutive values differ', () => {
    const a = seededRandom(123, 'x');
    const b = seededRandom(123, 'x');
    const xs = take(20, a.next);
    expect(take(20, b.next)).toEqual(xs);
    expect(new Set(xs).size).toBe(20);
  });
  it('a different label or seed gives a different stream', () => {
    const base = take(5, seededRandom(1, 'a').next);
    expect(take(5, seededRandom(1, 'b').next)).not.toEqual(base);
    expect(take(5, seededRandom(2, 'a').next)).not.toEqual(base);
  });
  it('next() is in [0, 1) and a multiple of 2^-53; int(n) is an integer in [0, n)', () => {
    const random = seededRandom(5, 'range');
    for (let i = 0; i < 2000; i++) {
      const u = random.next();
      expect(u >= 0 && u < 1).toBe(true);
      expect(Number.isInteger(u * 2 ** 53)).toBe(true);
      const k = random.int(7);
      expect(Number.isInteger(k) && k >= 0 && k < 7).toBe(true);
    }
  });
  it('int(6) hits every face about equally in 60,000 draws (each within 5% of 10,000; binomial sd ≈ 91)', () => {
    const random = seededRandom(9, 'dice');
    const counts = new Array<number>(6).fill(0);
    for (let i = 0; i < 60_000; i++) counts[random.int(6)]!++;
    for (const c of counts) expect(Math.abs(c - 10_000)).toBeLessThan(500);
  });
  it('normal() has mean ≈ 0 and sd ≈ 1 over 20,000 draws (tolerances ≈ 5 standard errors)', () => {
    const random = seededRandom(3, 'normal');
    const xs = take(20_000, random.normal);
    const m = xs.reduce((a, b) => a + b, 0) / xs.length;
    const sd = Math.sqrt(xs.reduce((a, b) => a + (b - m) ** 2, 0) / (xs.length - 1));
    expect(Math.abs(m)).toBeLessThan(0.035);
    expect(Math.abs(sd - 1)).toBeLessThan(0.025);
    expect(xs.every(Number.isFinite)).toBe(true);
  });
});
