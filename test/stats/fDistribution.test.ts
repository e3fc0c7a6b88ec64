import { describe, expect, it } from 'vitest';
import { fQuantile } from '../../src/stats/fDistribution.ts';

describe('fQuantile (jStat.centralF.inv)', () => {
  it('scipy f.ppf(0.975, 5, 18) = 3.381967805875243', () => {
    expect(fQuantile(0.975, 5, 18)).toBeCloseTo(3.381967805875243, 7);
  });
  it('fractional df work: scipy f.ppf(0.975, 5, 7.5) = 5.029803979266063, f.ppf(0.975, 7.5, 5) = 6.802195408845406', () => {
    expect(fQuantile(0.975, 5, 7.5)).toBeCloseTo(5.029803979266063, 7);
    expect(fQuantile(0.975, 7.5, 5)).toBeCloseTo(6.802195408845406, 7);
  });
  it('large df (cell-level ICC): scipy f.ppf(0.975, 719, 1438) = 1.1335213295521862', () => {
    expect(fQuantile(0.975, 719, 1438)).toBeCloseTo(1.1335213295521862, 7);
  });
  it('rejects p outside (0, 1) and non-positive df', () => {
    expect(() => fQuantile(1, 5, 5)).toThrow(/outside/);
    expect(() => fQuantile(0.5, 0, 5)).toThrow(/degrees of freedom/);
  });
});
