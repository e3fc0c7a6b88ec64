import { describe, expect, it } from 'vitest';
import { rankProbabilities } from '../../src/stats/rankProbabilities.ts';
import { averageRanks } from '../../src/stats/ranks.ts';
import { seededRandom } from '../../src/stats/random.ts';

describe('rankProbabilities', () => {
  // Three models, four resamples (model-major: ranks[m · 4 + b]):
  //   b0: A 1, B 2, C 3   b1: A 2, B 1, C 3   b2: A 1.5, B 1.5, C 3   b3: A 1, B 3, C 2
  const ranks = [1, 2, 1.5, 1, /* B */ 2, 1, 1.5, 3, /* C */ 3, 3, 3, 2];
  const p = rankProbabilities(ranks, 3, 4);
  const row = (a: Float64Array, m: number) => [...a.subarray(m * 3, m * 3 + 3)];

  it('P(rank = k), a tie sharing its positions (hand: A = (1 + 0 + ½ + 1)/4 at rank 1 = 0.625)', () => {
    // A: rank 1 in b0, b3, ½ in b2 → 2.5/4; rank 2 in b1, ½ in b2 → 1.5/4; never 3.
    expect(row(p.pRank, 0)).toEqual([0.625, 0.375, 0]);
    // B: rank 1 in b1, ½ in b2 → 0.375; rank 2 in b0, ½ in b2 → 0.375; rank 3 in b3 → 0.25.
    expect(row(p.pRank, 1)).toEqual([0.375, 0.375, 0.25]);
    expect(row(p.pRank, 2)).toEqual([0, 0.25, 0.75]);
  });

  it('P(A ahead of B), a tie counting half (hand: A ahead of B in b0, b3, ½ in b2 → 2.5/4)', () => {
    expect(row(p.pAhead, 0)).toEqual([0, 0.625, 1]);
    expect(row(p.pAhead, 1)).toEqual([0.375, 0, 0.75]);
    expect(row(p.pAhead, 2)).toEqual([0, 0.25, 0]);
  });

  it('rows and columns of P(rank = k) sum to 1 and P(a ahead of b) + P(b ahead of a) = 1 on random ranks with ties', () => {
    const random = seededRandom(5, 'test/stats/rankProbabilities');
    const M = 6;
    const B = 50;
    const draws = new Float64Array(M * B);
    for (let b = 0; b < B; b++) {
      const r = averageRanks(Array.from({ length: M }, () => random.int(3)), 'descending');
      for (let m = 0; m < M; m++) draws[m * B + b] = r[m]!;
    }
    const q = rankProbabilities(draws, M, B);
    for (let i = 0; i < M; i++) {
      let rowSum = 0;
      let colSum = 0;
      for (let k = 0; k < M; k++) { rowSum += q.pRank[i * M + k]!; colSum += q.pRank[k * M + i]!; }
      expect(rowSum).toBeCloseTo(1, 12);
      expect(colSum).toBeCloseTo(1, 12);
      for (let j = 0; j < M; j++) if (i !== j) expect(q.pAhead[i * M + j]! + q.pAhead[j * M + i]!).toBeCloseTo(1, 12);
    }
  });

  it('rejects draws of the wrong length', () => {
    expect(() => rankProbabilities([1, 2, 3], 2, 2)).toThrow(/3 rank draws for 2 models × 2 resamples/);
  });
});

describe('rankProbabilities input guard', () => {
  it('throws on a non-finite rank, naming it', () => {
    expect(() => rankProbabilities([1, Number.NaN], 2, 1)).toThrow(/rankProbabilities/);
  });
});
