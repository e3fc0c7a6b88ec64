import { describe, expect, it } from 'vitest';
import { clusterBootstrapWeights } from '../../src/stats/clusterResampleWeights.ts';
import { seededRandom } from '../../src/stats/random.ts';

describe('clusterBootstrapWeights', () => {
  it('hand: multiplicities are the counts of `clusters` seeded index draws, summing to clusters', () => {
    const random = seededRandom(7, 'task-clustered-bootstrap');
    const expected: number[][] = [];
    for (let r = 0; r < 3; r++) {
      const counts = [0, 0, 0, 0];
      for (let d = 0; d < 4; d++) counts[random.int(4)]!++;
      expected.push(counts);
    }
    const got = [...clusterBootstrapWeights(4, 3, 7)].length; // the generator yields 3 times
    expect(got).toBe(3);
    const copies = Array.from(clusterBootstrapWeights(4, 3, 7), (m) => Array.from(m));
    expect(copies).toEqual(expected);
    for (const m of copies) expect(m.reduce((a, b) => a + b, 0)).toBe(4);
  });
  it('hand: a single cluster is always drawn once', () => {
    for (const m of clusterBootstrapWeights(1, 5, 3)) expect(Array.from(m)).toEqual([1]);
  });
  it('reuses one buffer (documented: copy to keep)', () => {
    const seen = [...clusterBootstrapWeights(5, 2, 1)];
    expect(seen[0]).toBe(seen[1]);
  });
  it('rejects non-integer sizes and seeds', () => {
    expect(() => [...clusterBootstrapWeights(0, 1, 1)]).toThrow(/clusters = 0/);
    expect(() => [...clusterBootstrapWeights(2, 1, 0.5)]).toThrow(/seed/);
  });
});
