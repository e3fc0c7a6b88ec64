/** compareFigure against hand-computed cases from the docs/metrics.md tolerance table. */
import { describe, expect, it } from 'vitest';
import { compareFigure } from '../../src/lib/reproduce/tolerances.ts';

describe('compareFigure', () => {
  it('per-model Acc: ±0.3 pp inclusive (hand: 85.9 vs 86.2 passes, 86.21 fails)', () => {
    expect(compareFigure('model_acc', 85.9, 86.2).ok).toBe(true);
    expect(compareFigure('model_acc', 85.9, 86.21).ok).toBe(false);
    expect(compareFigure('model_acc', 85.9, 86.2).difference).toBeCloseTo(0.3, 12);
  });
  it('counts are exact (hand: 37616 vs 37617 fails)', () => {
    expect(compareFigure('count', 37616, 37616).ok).toBe(true);
    expect(compareFigure('count', 37616, 37617).ok).toBe(false);
  });
  it('ranges compare each end (hand: [59.1, 79.3] vs [58.2, 80.2] passes, vs [57.9, 79.3] fails)', () => {
    expect(compareFigure('range_end', [59.1, 79.3], [58.2, 80.2])).toMatchObject({ ok: true });
    expect(compareFigure('range_end', [59.1, 79.3], [57.9, 79.3]).ok).toBe(false);
    expect(compareFigure('range_end', [59.1, 79.3], [59.1]).ok).toBe(false);
  });
  it('full order: ±100 of 10,000; Bradley–Terry ±0.10; κ ±0.03; τ-b ±0.10', () => {
    expect(compareFigure('full_order', 9652, 9552).ok).toBe(true);
    expect(compareFigure('full_order', 9652, 9551).ok).toBe(false);
    expect(compareFigure('bt', 0.57, 0.68).ok).toBe(false);
    expect(compareFigure('coefficient', 0.163, 0.19).ok).toBe(true);
    expect(compareFigure('tau', 0.91, 0.8).ok).toBe(false);
  });
  it('booleans, text and sets are exact; a bound must be strictly below', () => {
    expect(compareFigure('exact', true, true).ok).toBe(true);
    expect(compareFigure('exact', '2-3 4-5 11-12', '2-3 4-5').ok).toBe(false);
    expect(compareFigure('exact', ['a', 'b'], ['a', 'b']).ok).toBe(true);
    expect(compareFigure('upper_bound', 79, 78.99).ok).toBe(true);
    expect(compareFigure('upper_bound', 79, 79).ok).toBe(false);
  });
  it('a mean rank published to 2 decimals passes within rounding only (hand: 20/9 = 2.2222 vs 2.22)', () => {
    expect(compareFigure('rank_mean', 2.22, 20 / 9).ok).toBe(true);
    expect(compareFigure('rank_mean', 2.22, 21 / 9).ok).toBe(false);
  });
});
