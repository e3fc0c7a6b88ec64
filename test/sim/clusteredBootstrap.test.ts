/** The simulator's task-clustered bootstrap of any statistic (sim/clusteredBootstrap.ts). */
import { describe, expect, it } from 'vitest';
import { clusteredBootstrapDefinedDraws, taskClusteredBootstrap } from '../../sim/clusteredBootstrap.ts';
import { seededRandom } from '../../src/stats/random.ts';

describe('taskClusteredBootstrap', () => {
  const xs = [3, 1, 4, 1, 5, 9, 2, 6];

  it('with one cluster per observation it equals an ordinary bootstrap of the mean (same seeded draws)', () => {
    const [draws] = taskClusteredBootstrap({
      clusters: xs.length,
      resamples: 50,
      seed: 9,
      statistic: (m) => [xs.reduce((sum, x, i) => sum + m[i]! * x, 0) / xs.length],
    });
    const random = seededRandom(9, 'task-clustered-bootstrap');
    for (let r = 0; r < 50; r++) {
      let sum = 0;
      for (let d = 0; d < xs.length; d++) sum += xs[random.int(xs.length)]!;
      expect(draws![r]).toBeCloseTo(sum / xs.length, 12);
    }
  });
  it('is deterministic by seed and label; another seed or label changes the draws', () => {
    const run = (seed: number, label?: string) =>
      Array.from(
        taskClusteredBootstrap({ clusters: 8, resamples: 20, seed, ...(label ? { label } : {}), statistic: (m) => [m[0]!] })[0]!,
      );
    expect(run(1)).toEqual(run(1));
    expect(run(1)).not.toEqual(run(2));
    expect(run(1)).not.toEqual(run(1, 'other'));
  });
  it('keeps several statistics paired: draws of a − b equal draws(a) − draws(b) resample by resample', () => {
    const a = [1, 0, 1, 1, 0];
    const b = [0, 0, 1, 0, 0];
    const weighted = (m: Float64Array, v: number[]) => v.reduce((s, x, i) => s + m[i]! * x, 0) / 5;
    const [da, db, diff] = taskClusteredBootstrap({
      clusters: 5,
      resamples: 30,
      seed: 4,
      statistic: (m) => [weighted(m, a), weighted(m, b), weighted(m, a) - weighted(m, b)],
    });
    for (let r = 0; r < 30; r++) expect(diff![r]).toBeCloseTo(da![r]! - db![r]!, 12);
  });
  it('throws on NaN or undefined statistics, naming the resample', () => {
    expect(() => taskClusteredBootstrap({ clusters: 2, resamples: 3, seed: 1, statistic: () => [Number.NaN] })).toThrow(
      /resample 0, statistic 0/,
    );
  });
});

describe('clusteredBootstrapDefinedDraws', () => {
  it('counts and skips undefined (null) resamples per statistic', () => {
    // statistic 0 is undefined whenever cluster 0 is not drawn (hand: P = (1/2)^2 per resample)
    const result = clusteredBootstrapDefinedDraws({
      clusters: 2,
      resamples: 400,
      seed: 3,
      statistic: (m) => [m[0]! > 0 ? m[0]! : null, 1],
    });
    expect(result.undefinedCount[1]).toBe(0);
    expect(result.undefinedCount[0]).toBeGreaterThan(60);
    expect(result.undefinedCount[0]).toBeLessThan(140);
    expect(result.draws[0]!.length).toBe(400 - result.undefinedCount[0]!);
    expect(result.draws[0]!.every((v) => v > 0)).toBe(true);
  });
});

