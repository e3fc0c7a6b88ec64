/**
 * The "Paper beside build" page's view model (src/site/views/reproduce.ts) on a hand-made check
 * report: grouped by paper reference in paper order, the check's own display text (computed to
 * two more decimals than published), and "missing" apart from "outside". Expected values by hand.
 */
import { describe, expect, it } from 'vitest';
import type { CheckLine, CheckReport } from '../../src/reproduce/check.ts';
import { besideView } from '../../src/site/views/reproduce.ts';

const line = (id: string, paper: string, published: number, literal: string, ours: number | null, status: 'OK' | 'FAIL'): CheckLine => ({
  id, label: id, paper, path: id, published, literal, ours, difference: ours === null ? null : ours - published, precision: 'rounding',
  tolerance: ours === null ? null : 0.05, toleranceText: '±0.05', reason: 'published to 1 decimal', status, problem: ours === null ? 'no such row' : null,
});
const report: CheckReport = {
  lines: [
    line('a.acc', 'Table 2', 77.0, '77.0', 77.04, 'OK'),
    line('b.share', 'Appendix A', 12.5, '12.5', 13, 'FAIL'),
    line('c.ratio', 'Figure 3', 0.5, '0.5', null, 'FAIL'),
    line('a.delta', 'Table 2', 5.3, '5.3', 5.2, 'FAIL'),
  ],
  skipped: [{ path: 'table2.rows[5]', reason: 'published: false' }],
  ok: 1, failed: 3, missing: 1,
};

describe('besideView', () => {
  const view = besideView(report);
  it('groups by paper reference in paper order (tables and figures, then appendices)', () => {
    expect(view.groups.map((g) => [g.paper, g.rows.map((r) => r.id)])).toEqual([['Figure 3', ['c.ratio']], ['Table 2', ['a.acc', 'a.delta']], ['Appendix A', ['b.share']]]);
  });
  it("shows the check's text: published as written, computed to two more decimals, and the status", () => {
    const [acc, delta] = view.groups[1]!.rows;
    expect([acc!.published, acc!.computed, acc!.status]).toEqual(['77.0', '77.040', 'within']);
    expect([delta!.computed, delta!.difference, delta!.status]).toEqual(['5.200', '-0.100', 'outside']);
    expect([view.groups[0]!.rows[0]!.computed, view.groups[0]!.rows[0]!.status, view.groups[0]!.rows[0]!.problem]).toEqual(['missing', 'missing', 'no such row']);
  });
  it('counts within, outside and missing separately, and lists the unpublished rows', () => {
    expect(view.counts).toEqual({ figures: 4, within: 1, outside: 2, missing: 1 });
    expect(view.unpublished).toEqual([{ path: 'table2.rows[5]', reason: 'published: false' }]);
  });
});
