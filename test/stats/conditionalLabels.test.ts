import { describe, expect, it } from 'vitest';
import { conditionalLabels } from '../../src/stats/conditionalLabels.ts';

describe('conditionalLabels (rows of the confusion matrix, normalised)', () => {
  it('hand: judge pass ×3 → human pass 2, fail 1; judge fail ×2 → 1, 1; judge na → na; a partial row left out', () => {
    const a = ['pass', 'pass', 'pass', 'fail', 'fail', 'na', 'partial'];
    const b = ['pass', 'fail', 'pass', 'fail', 'pass', 'na', 'pass'];
    const c = conditionalLabels(a, b, ['pass', 'fail', 'na']);
    expect(c.rows).toEqual([
      { label: 'pass', count: 3, probabilities: [2 / 3, 1 / 3, 0] },
      { label: 'fail', count: 2, probabilities: [0.5, 0.5, 0] },
      { label: 'na', count: 1, probabilities: [0, 0, 1] },
    ]);
    expect(c.used).toBe(6);
    expect(c.leftOut).toBe(1);
  });

  it('a label no row carries has no estimate (null), and no rows at all give only nulls', () => {
    expect(conditionalLabels(['pass'], ['fail'], ['pass', 'fail']).rows[1]).toEqual({ label: 'fail', count: 0, probabilities: null });
    expect(conditionalLabels([], [], ['pass', 'fail']).rows.every((r) => r.probabilities === null)).toBe(true);
  });

  it('rejects label lists of different lengths', () => {
    expect(() => conditionalLabels(['pass'], [], ['pass'])).toThrow(/1 labels against 0/);
  });
});
