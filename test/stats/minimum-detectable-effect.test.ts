/**
 * The minimum detectable effect (src/stats/minimum-detectable-effect.ts) on a hand-worked case,
 * and its normal quantiles against jStat's Φ⁻¹.
 */
import jStatModule from 'jstat';
import { describe, expect, it } from 'vitest';
import { minimumDetectableEffect, NORMAL_QUANTILES } from '../../src/stats/minimum-detectable-effect.ts';

describe('minimumDetectableEffect', () => {
  it('hand example: draws 1, 2, 3, 4, 5 (pp) → SE = √2.5 = 1.5811, MDE = 2.801585 · 1.5811 = 4.42970 pp', () => {
    // mean 3; Σ(x − 3)² = 4 + 1 + 0 + 1 + 4 = 10; s² = 10 / 4 = 2.5; s = 1.58113883.
    // z_0.975 + z_0.80 = 1.95996398 + 0.84162123 = 2.80158522; 2.80158522 · 1.58113883 = 4.42969517.
    expect(minimumDetectableEffect([3, 1, 5, 2, 4])).toBeCloseTo(4.4296952, 6);
  });

  it('leaves undefined draws out; null with fewer than two finite draws; 0 for constant draws', () => {
    expect(minimumDetectableEffect([Number.NaN, 1, 2, 3, 4, 5, Number.NaN])).toBeCloseTo(4.4296952, 6);
    expect(minimumDetectableEffect([2, Number.NaN])).toBeNull();
    expect(minimumDetectableEffect([])).toBeNull();
    expect(minimumDetectableEffect([1.5, 1.5, 1.5])).toBe(0);
  });

  it('at α = 0.01 and power 0.9 uses z_0.995 + z_0.90 = 3.857381', () => {
    expect(minimumDetectableEffect([1, 2, 3, 4, 5], { alpha: 0.01, power: 0.9 })).toBeCloseTo(3.85738087 * Math.sqrt(2.5), 6);
  });

  it('its normal quantiles are Φ⁻¹ at 0.8, 0.9, 0.975 and 0.995', () => {
    const jStat = jStatModule as unknown as { normal: { inv(p: number, mean: number, sd: number): number } };
    for (const p of [0.8, 0.9, 0.975, 0.995] as const) expect(NORMAL_QUANTILES[p]).toBeCloseTo(jStat.normal.inv(p, 0, 1), 9);
  });
});
