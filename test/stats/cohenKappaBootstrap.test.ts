import { describe, expect, it } from 'vitest';
import { cohenKappa } from '../../src/stats/cohenKappa.ts';
import { cohenKappaBootstrap } from '../../src/stats/cohenKappaBootstrap.ts';
import { clusterBootstrapWeights } from '../../src/stats/clusterResampleWeights.ts';

const A = ['pass', 'pass', 'fail', 'na', 'pass', 'fail', 'pass', 'fail', 'pass', 'pass'];
const B = ['pass', 'fail', 'fail', 'na', 'pass', 'fail', 'pass', 'pass', 'pass', 'na'];

describe('cohenKappaBootstrap', () => {
  it('equals re-expanding the resampled rows and calling cohenKappa (same seed and stream)', () => {
    const fast = cohenKappaBootstrap({ a: A, b: B, resamples: 300, seed: 8 });
    // κ of each resample's rows written out, from the same multiplicities (null where undefined).
    const reference = Array.from(clusterBootstrapWeights(A.length, 300, 8, 'cohen-kappa-bootstrap'), (m) => {
      const a: string[] = [];
      const b: string[] = [];
      m.forEach((count, i) => {
        for (let c = 0; c < count; c++) {
          a.push(A[i]!);
          b.push(B[i]!);
        }
      });
      return cohenKappa(a, b, ['fail', 'na', 'pass']).kappa;
    });
    if (fast.status !== 'ok') throw new Error(fast.reason);
    expect(fast.undefinedCount).toBe(reference.filter((k) => k === null).length);
    const expected = reference.filter((k) => k !== null);
    Array.from(fast.draws).forEach((v, i) => expect(v).toBeCloseTo(expected[i]!, 12));
    expect(fast.lower).toBeLessThan(fast.upper);
  });
  it('perfect agreement on two labels: every defined draw is exactly 1; one-label resamples are undefined (hand)', () => {
    const labels = ['pass', 'fail', 'pass', 'fail'];
    const result = cohenKappaBootstrap({ a: labels, b: labels, resamples: 200, seed: 2 });
    if (result.status !== 'ok') throw new Error(result.reason);
    expect(Array.from(result.draws).every((k) => k === 1)).toBe(true);
    // P(all 4 draws the same label) = 2·(1/2)^4 = 1/8 → about 25 of 200
    expect(result.undefinedCount).toBeGreaterThan(5);
    expect(result.undefinedCount).toBeLessThan(50);
    expect([result.lower, result.upper]).toEqual([1, 1]);
  });
  it('is degenerate when κ is undefined in every resample (both raters always pass)', () => {
    const result = cohenKappaBootstrap({ a: ['pass', 'pass'], b: ['pass', 'pass'], resamples: 20, seed: 1 });
    expect(result).toMatchObject({ status: 'degenerate', undefinedCount: 20 });
  });
});
