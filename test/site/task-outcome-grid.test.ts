import { describe, expect, it } from 'vitest';
import type { VerdictDetail } from '../../src/artifacts/entities.ts';
import { injectedCoverage, taskOutcomeGrid } from '../../src/site/task-outcome-grid.ts';

const v = (verdict_id: string, model_id: string, rule_id: string, round: number, verdict: VerdictDetail['verdict'], collapsed = false): VerdictDetail => ({
  verdict_id, model_id, task_id: 'T001', round, rule_id, raw_verdict: verdict, verdict, collapsed, method: 'regex',
  votes: null, cascade_group: null, cascade_rank: null, evidence: '', rationale: '',
});

describe('taskOutcomeGrid', () => {
  const verdicts = [
    v('V000005', 'model-b', 'R0002', 2, 'fail'), v('V000001', 'model-b', 'R0002', 1, 'pass'),
    v('V000003', 'model-a', 'R0001', 1, 'na', true), v('V000004', 'model-c', 'R0001', 3, 'partial'),
  ];
  const grid = taskOutcomeGrid(verdicts, ['model-c', 'model-a', 'model-b', 'model-z'], ['R0002', 'R0009', 'R0001']);

  it('keeps the given model and injection orders, only for models and rules with verdicts', () => {
    expect(grid.models).toEqual(['model-c', 'model-a', 'model-b']);
    expect(grid.rules).toEqual(['R0002', 'R0001']);
    expect(grid.rounds).toEqual([1, 2, 3]);
  });

  it('puts each verdict in its (model, rule) cell by round, with its effective verdict and collapse flag', () => {
    expect(grid.cell('model-b', 'R0002')).toEqual([
      { verdict_id: 'V000001', round: 1, verdict: 'pass', collapsed: false },
      { verdict_id: 'V000005', round: 2, verdict: 'fail', collapsed: false },
    ]);
    expect(grid.cell('model-a', 'R0001')).toEqual([{ verdict_id: 'V000003', round: 1, verdict: 'na', collapsed: true }]);
    expect(grid.cell('model-a', 'R0002')).toEqual([]);
  });

  it('gives an empty grid for a task without verdicts', () => {
    const empty = taskOutcomeGrid([], ['model-a'], ['R0001']);
    expect([empty.models, empty.rules, empty.rounds]).toEqual([[], [], []]);
  });
});

describe('injectedCoverage', () => {
  it('counts the injected rules with verdicts and lists the others in injection order (hand example)', () => {
    // 5 injected; the grid (rules with verdicts) has R2 and R4: 2 scored, R1, R3, R5 not.
    expect(injectedCoverage(['R1', 'R2', 'R3', 'R4', 'R5'], ['R2', 'R4'])).toEqual({ injected: 5, scored: 2, unscored: ['R1', 'R3', 'R5'] });
    expect(injectedCoverage(['R1', 'R2'], ['R1', 'R2'])).toEqual({ injected: 2, scored: 2, unscored: [] });
    expect(injectedCoverage(['R1', 'R2'], [])).toEqual({ injected: 2, scored: 0, unscored: ['R1', 'R2'] });
  });
});
