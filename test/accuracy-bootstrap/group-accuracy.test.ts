/**
 * Acc of groups with Table 2's task-clustered bootstrap intervals (src/accuracy-bootstrap/group-accuracy.ts),
 * on resample weights written out by hand, so every draw and quantile is worked out below.
 */
import { describe, expect, it } from 'vitest';
import { groupAccuracies } from '../../src/accuracy-bootstrap/group-accuracy.ts';
import type { ResampleWeights } from '../../src/accuracy-bootstrap/resample-weights.ts';

// Two tasks, three resamples: (task 0 twice), (each once), (task 1 twice).
const weights: ResampleWeights = { tasks: 2, resamples: 3, multiplicity: Uint16Array.from([2, 0, 1, 1, 0, 2]) };

describe('groupAccuracies', () => {
  it('gives each group its pooled Acc and the type-7 2.5% / 97.5% quantiles of its resampled Acc', () => {
    // Group 0: task 0 1/2 passes, task 1 3/4. Draws (hand): 2/4 = 50, 4/6 = 66.667, 6/8 = 75.
    // Type-7: h = 2 · 0.025 = 0.05 → 50 + 0.05 · (66.667 − 50) = 50.8333;
    //         h = 2 · 0.975 = 1.95 → 66.667 + 0.95 · (75 − 66.667) = 74.5833.
    const [g0] = groupAccuracies([{ task: 0, group: 0, passes: 1, qualifying: 2 }, { task: 1, group: 0, passes: 3, qualifying: 4 }], 1, weights);
    expect(g0!.value).toBeCloseTo(400 / 6, 9);
    expect(g0!.lower).toBeCloseTo(50 + 0.05 * (200 / 3 - 50), 9);
    expect(g0!.upper).toBeCloseTo(200 / 3 + 0.95 * (75 - 200 / 3), 9);
  });

  it('leaves out a resample where the group has no qualifying verdict', () => {
    // Group 1 only in task 1 (0/1): resample 1 draws task 0 only (undefined), the others give 0.
    const [, g1] = groupAccuracies([{ task: 0, group: 0, passes: 1, qualifying: 1 }, { task: 1, group: 1, passes: 0, qualifying: 1 }], 2, weights);
    expect(g1).toEqual({ value: 0, lower: 0, upper: 0 });
  });

  it('gives no value and no interval to a group without any qualifying verdict', () => {
    const [, g1] = groupAccuracies([{ task: 0, group: 0, passes: 1, qualifying: 1 }], 2, weights);
    expect(g1).toEqual({ value: null, lower: null, upper: null });
  });

  it('refuses a cell outside the tasks or groups', () => {
    expect(() => groupAccuracies([{ task: 2, group: 0, passes: 1, qualifying: 1 }], 1, weights)).toThrow(/outside 2 tasks × 1 groups/);
  });
});
