/**
 * The simulator's own cascade de-duplication (sim/check/readRelease.ts) follows docs/metrics.md
 * (Appendix B) on hand-made runs.
 */
import { describe, expect, it } from 'vitest';
import { effectiveVerdicts } from '../../sim/check/readRelease.ts';

describe('cascade de-duplication (docs/metrics.md, Appendix B)', () => {
  const row = (rule: string, verdict: string, group: string | null, rank: number | null, round = 1) =>
    ({ model_id: 'm', task_id: 'T001', round, rule_id: rule, verdict, cascade_group: group, cascade_rank: rank });
  it('keeps the lowest-ranked failure of a group and turns the other failures into n/a (hand: 3 fails → 1 fail, 2 na)', () => {
    const rows = [row('R1', 'fail', 'g', 2), row('R2', 'fail', 'g', 1), row('R3', 'pass', 'g', 3), row('R4', 'fail', 'g', 4), row('R5', 'fail', null, null)];
    expect(effectiveVerdicts(rows)).toEqual(['na', 'fail', 'pass', 'na', 'fail']);
  });
  it('treats the same group name in another run as another cascade (hand: one fail kept per run)', () => {
    const rows = [row('R1', 'fail', 'g', 1, 1), row('R1', 'fail', 'g', 1, 2)];
    expect(effectiveVerdicts(rows)).toEqual(['fail', 'fail']);
  });
});
