import { describe, expect, it } from 'vitest';
import { rankProbabilityRows } from '../../src/accuracy-bootstrap/rank-probabilities.ts';

describe('rankProbabilityRows', () => {
  it('gives rows in the leaderboard order, p_ahead indexed by that order (hand: two resamples)', () => {
    // Models x, y, z; ranks model-major over 2 resamples: x (3, 3), y (2, 1), z (1, 2).
    const draws = Float64Array.from([3, 3, 2, 1, 1, 2]);
    const rows = rankProbabilityRows(draws, 2, ['x', 'y', 'z'], [2, 1, 0]);
    expect(rows).toEqual([
      // z: rank 1 once, 2 once; ahead of y once in two, of x always.
      { model_id: 'z', p_rank: [0.5, 0.5, 0], p_ahead: [0, 0.5, 1] },
      { model_id: 'y', p_rank: [0.5, 0.5, 0], p_ahead: [0.5, 0, 1] },
      { model_id: 'x', p_rank: [0, 0, 1], p_ahead: [0, 0, 0] },
    ]);
  });
});
