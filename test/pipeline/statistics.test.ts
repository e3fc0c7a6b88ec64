/**
 * The build's own statistic code on hand-made inputs: the E0 full-order predicate (e0.ts). The
 * Table 2 statistics' hand example is test/accuracy-bootstrap/bootstrap.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { fullOrderHolds } from '../../src/pipeline/e0-tables.ts';

describe('E0 full order', () => {
  // surfaces in CONFIGURABLE_SURFACES order: SP, TD, SD, PF, UI
  it('holds only for {SP, PF, UI} > TD > SD, strictly', () => {
    expect(fullOrderHolds([0.57, -0.53, -1.29, 0.65, 0.6])).toBe(true);
    expect(fullOrderHolds([0.57, 0.6, -1.29, 0.65, 0.7])).toBe(false); // TD above SP
    expect(fullOrderHolds([0.5, -0.5, -0.5, 0.5, 0.5])).toBe(false); // TD = SD: not strict
  });
});
