/** Derived tolerances (docs/metrics.md "Check tolerances") on hand-computed cases. */
import { describe, expect, it } from 'vitest';
import { parsePublished } from '../../src/reproduce/published.ts';
import { binomialCountStandardError, compareFigure, halfUnit, monteCarloTolerance, percentileStandardError } from '../../src/reproduce/tolerances.ts';

describe('halfUnit: half a unit of the last written digit', () => {
  it('hand: "85.9" → 0.05, "77.0" → 0.05, "0.4717" → 0.00005, "642" → 0.5, "-1.29" → 0.005', () => {
    expect(halfUnit('85.9')).toBeCloseTo(0.05, 15);
    expect(halfUnit('77.0')).toBeCloseTo(0.05, 15);
    expect(halfUnit('0.4717')).toBeCloseTo(0.00005, 15);
    expect(halfUnit('642')).toBe(0.5);
    expect(halfUnit('-1.29')).toBeCloseTo(0.005, 15);
    expect(() => halfUnit('1e-3')).toThrow(/plain decimal/);
  });
  it('reads the digits as written in published.json, which JSON.parse alone loses (77.0 → 77)', () => {
    const doc = parsePublished('{"a": 77.0, "b": [1.50, 2], "c": "text"}');
    expect(doc.values).toEqual({ a: 77, b: [1.5, 2], c: 'text' });
    expect(doc.literals).toEqual({ a: '77.0', b: ['1.50', '2'], c: 'text' });
  });
});

describe('Monte-Carlo standard errors', () => {
  it('percentile bound: [−1.96, 1.96], 10,000 resamples → σ = 1, SE = √(0.025·0.975/10⁴)/φ(1.96) = 0.02671', () => {
    expect(percentileStandardError(-1.959963984540054, 1.959963984540054, 10_000)).toBeCloseTo(0.026713, 5);
    // SE scales with σ and 1/√B: the interval twice as wide and 4× the resamples give the same SE.
    expect(percentileStandardError(0, 4 * 1.959963984540054, 40_000)).toBeCloseTo(0.026713, 5);
  });
  it('binomial count: 9,652 of 10,000 → √(10⁴·0.9652·0.0348) = 18.327', () => {
    expect(binomialCountStandardError(9652, 10_000)).toBeCloseTo(18.3273, 3);
    expect(binomialCountStandardError(10_000, 10_000)).toBe(0);
  });
  it('tolerance = 3·√2·SE + half a unit (hand: SE 0.03, "4.83" → 0.12728 + 0.005)', () => {
    expect(monteCarloTolerance(0.03, '4.83')).toBeCloseTo(3 * Math.SQRT2 * 0.03 + 0.005, 12);
  });
});

describe('compareFigure', () => {
  it('a rounded figure passes within half a unit, inclusive (hand: 4.2 vs 4.2476 passes, vs 4.0667 — the population SD — fails)', () => {
    expect(compareFigure(0.05, 4.2, 4.2476).ok).toBe(true);
    expect(compareFigure(0.05, 4.2, 4.25).ok).toBe(true);
    expect(compareFigure(0.05, 4.2, 4.2501).ok).toBe(false);
    expect(compareFigure(0.05, 4.2, 4.0667).ok).toBe(false);
    expect(compareFigure(0.05, 85.9, 86.2).difference).toBeCloseTo(0.3, 12);
  });
  it('ranges compare each end under its own tolerance', () => {
    expect(compareFigure([0.05, 0.05], [59.1, 79.3], [59.14, 79.26]).ok).toBe(true);
    expect(compareFigure([0.14, 0.14], [1.06, 4.83], [1.04, 5.01]).ok).toBe(false);
    expect(compareFigure([0.05, 0.05], [59.1, 79.3], [59.1]).ok).toBe(false);
    expect(() => compareFigure([0.05], [59.1, 79.3], [59.1, 79.3])).toThrow();
  });
  it('counts, booleans, text and sets are exact; a bound must be strictly below', () => {
    expect(compareFigure('exact', 37616, 37617).ok).toBe(false);
    expect(compareFigure('exact', true, true).ok).toBe(true);
    expect(compareFigure('exact', '2-3 4-5 11-12', '2-3 4-5').ok).toBe(false);
    expect(compareFigure('exact', ['a', 'b'], ['a', 'b']).ok).toBe(true);
    expect(compareFigure('upper_bound', 79, 78.99).ok).toBe(true);
    expect(compareFigure('upper_bound', 79, 79).ok).toBe(false);
  });
});
