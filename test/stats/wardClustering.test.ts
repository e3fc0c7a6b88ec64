import { describe, expect, it } from 'vitest';
import { wardClustering, wardMerges } from '../../src/stats/wardClustering.ts';

describe('wardMerges', () => {
  it('hand + scipy linkage([[0],[1],[3],[7]], "ward"): merges {0,1} at 1, +{3} at √(25/3), +{7} at 6.94022094', () => {
    // hand: ΔSS({0,1},{3}) = (2·1/3)·2.5² → d² = 2ΔSS = 25/3; ΔSS({0,1,3},{7}) = (3/4)(17/3)² → d² = 48.1667
    const { merges } = wardMerges([[0], [1], [3], [7]]);
    expect(merges.map((m) => [m.a, m.b])).toEqual([
      [0, 1],
      [0, 2],
      [0, 3],
    ]);
    expect(merges[0]!.height).toBeCloseTo(1, 12);
    expect(merges[1]!.height).toBeCloseTo(Math.sqrt(25 / 3), 12);
    expect(merges[2]!.height).toBeCloseTo(6.94022094, 8);
    expect(merges[2]!.members).toEqual([0, 1, 2, 3]);
  });
  it('scipy linkage(X, "ward") heights on a 2-D six-point set: 0.53851648, 1, 1.07857931, 1.15470054, 12.58358719', () => {
    const X = [[0, 0], [0, 1], [5, 5], [6, 5], [0.5, 0.2], [5.5, 6]];
    const heights = wardMerges(X).merges.map((m) => m.height);
    [0.53851648, 1, 1.07857931, 1.15470054, 12.58358719].forEach((h, i) => expect(heights[i]).toBeCloseTo(h, 7));
  });
  it('breaks ties toward the lowest indices: equidistant points 0,1,2,3 at 0, 1, 2, 3 merge (0,1) first', () => {
    const { merges } = wardMerges([[0], [1], [2], [3]]);
    expect([merges[0]!.a, merges[0]!.b]).toEqual([0, 1]);
    expect([merges[1]!.a, merges[1]!.b]).toEqual([2, 3]);
  });
});

describe('wardClustering', () => {
  it('finds the obvious two groups (scipy fcluster maxclust 2 → [1 1 2 2 1 2]), labelled by first member', () => {
    const X = [[0, 0], [0, 1], [5, 5], [6, 5], [0.5, 0.2], [5.5, 6]];
    expect(wardClustering(X, 2)).toEqual([0, 0, 1, 1, 0, 1]);
  });
  it('labels by first member even when point 0 sits in the smaller group', () => {
    expect(wardClustering([[10], [0], [0.1], [0.2]], 2)).toEqual([0, 1, 1, 1]);
  });
  it('k = n keeps singletons, k = 1 joins everything', () => {
    expect(wardClustering([[1], [2], [3]], 3)).toEqual([0, 1, 2]);
    expect(wardClustering([[1], [2], [3]], 1)).toEqual([0, 0, 0]);
  });
  it('rejects impossible k, ragged points and NaN', () => {
    expect(() => wardClustering([[1], [2]], 3)).toThrow(/into 3 clusters/);
    expect(() => wardClustering([[1, 2], [2]], 1)).toThrow(/point 1 has 1/);
    expect(() => wardClustering([[1], [Number.NaN]], 1)).toThrow(/point 1/);
  });
});
