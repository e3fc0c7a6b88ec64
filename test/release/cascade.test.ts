import { describe, expect, it } from 'vitest';
import {
  countEffectiveVerdicts, effectiveVerdicts, effectiveVerdictsAcrossRuns, type CascadeRow,
} from '../../src/release/cascade.ts';

const row = (verdict: CascadeRow['verdict'], cascade_group: string | null = null, cascade_rank: number | null = null): CascadeRow =>
  ({ verdict, cascade_group, cascade_rank });

describe('effectiveVerdicts (Appendix B, docs/metrics.md "Verdicts")', () => {
  it('keeps the lowest-ranked failure of a cascade and collapses the other failures to na', () => {
    // hand: group g fails at ranks 3, 1, 2 → rank 1 keeps fail; the pass is untouched.
    const rows = [row('fail', 'g', 3), row('fail', 'g', 1), row('pass', 'g', 4), row('fail', 'g', 2)];
    expect(effectiveVerdicts(rows)).toEqual(['na', 'fail', 'pass', 'na']);
  });

  it('ignores rows outside any cascade, and non-failing rows inside one', () => {
    const rows = [row('fail'), row('fail'), row('partial', 'g', 1), row('na', 'g', 2), row('fail', 'g', 3)];
    // hand: the two ungrouped fails stay; in g the only fail (rank 3) is the lowest failing rank → keeps fail.
    expect(effectiveVerdicts(rows)).toEqual(['fail', 'fail', 'partial', 'na', 'fail']);
  });

  it('treats groups independently', () => {
    const rows = [row('fail', 'a', 2), row('fail', 'b', 2), row('fail', 'a', 1), row('fail', 'b', 5)];
    expect(effectiveVerdicts(rows)).toEqual(['na', 'fail', 'fail', 'na']);
  });

  it('is total on invalid input: unranked grouped rows sort last, ties keep the earlier row', () => {
    expect(effectiveVerdicts([row('fail', 'g', null), row('fail', 'g', 2), row('fail', 'g', 2)])).toEqual(['na', 'fail', 'na']);
  });

  it('counts effective verdicts and collapsed rows', () => {
    const rows = [row('fail', 'g', 3), row('fail', 'g', 1), row('pass'), row('partial'), row('na')];
    // hand: effective fail, fail→na (collapsed), pass, partial, na → pass 1, fail 1, na 2, partial 1.
    expect(countEffectiveVerdicts(rows)).toEqual({ rows: 5, pass: 1, fail: 1, na: 2, partial: 1, qualifying: 2, collapsed: 1 });
  });

  it('does not merge cascades of different runs that reuse a group name', () => {
    const rows = [
      { ...row('fail', 'g', 1), model_id: 'm1', task_id: 'T001', round: 1 },
      { ...row('fail', 'g', 2), model_id: 'm1', task_id: 'T001', round: 2 },
      { ...row('fail', 'g', 2), model_id: 'm1', task_id: 'T001', round: 1 },
    ];
    // hand: run (m1,T001,1) has ranks 1,2 → one collapsed; run (m1,T001,2) alone keeps its fail.
    expect(effectiveVerdictsAcrossRuns(rows)).toEqual(['fail', 'fail', 'na']);
  });
});
