import { describe, expect, it } from 'vitest';
import { evidenceRows, failureTally } from '../../src/site/evidence-rows.ts';
import { countingSort, explorerFilters, verdictIdOf } from '../../src/site/client/verdict-explorer.ts';
import type { RuleSummary, VerdictDetail } from '../../src/artifacts/entities.ts';

const verdict = (id: string, rule: string, round: number, v: VerdictDetail['verdict']): VerdictDetail => ({
  verdict_id: id, model_id: 'm', task_id: 'T001', round, rule_id: rule, raw_verdict: v, verdict: v, collapsed: false,
  method: 'regex', votes: null, cascade_group: null, cascade_rank: null, evidence: '', rationale: '',
});
const rule = (id: string, family: RuleSummary['family']) => ({ rule_id: id, summary: `text of ${id}`, family }) as RuleSummary;

describe('evidenceRows and failureTally', () => {
  const rows = evidenceRows(
    [verdict('V3', 'R2', 1, 'fail'), verdict('V1', 'R1', 2, 'pass'), verdict('V2', 'R1', 1, 'fail'), verdict('V4', 'R2', 2, 'na')],
    [rule('R1', 'code_style'), rule('R2', 'workflow')],
    [{ rule_id: 'R1', surface: 'SP' }],
  );
  it('orders by rule then round and adds rule text, family and placed surface (null when not placed)', () => {
    expect(rows.map((r) => r.verdict_id)).toEqual(['V2', 'V1', 'V3', 'V4']);
    expect(rows[0]).toMatchObject({ ruleText: 'text of R1', family: 'code_style', surface: 'SP' });
    expect(rows[2]!.surface).toBeNull();
  });
  it('counts failures and qualifying verdicts per group, na left out, most failures first', () => {
    // R1 (code_style): V2 fail, V1 pass → 1 of 2; R2 (workflow): V3 fail, V4 na → 1 of 1.
    expect(failureTally(rows, (r) => r.family)).toEqual([{ key: 'code_style', fail: 1, qualifying: 2 }, { key: 'workflow', fail: 1, qualifying: 1 }]);
  });
  it('rejects a verdict whose rule is unknown', () => {
    expect(() => evidenceRows([verdict('V9', 'R9', 1, 'pass')], [], [])).toThrow(/V9: rule R9/);
  });
});

describe('verdict explorer helpers', () => {
  it('reads the short parameter names as the explorer parameters', () => {
    const { facets } = explorerFilters(new URLSearchParams('model=a&task=T1&rule=R2&verdict=fail&family=x'), ['model_id', 'task_id', 'rule_id', 'pass', 'family']);
    expect(facets).toEqual({ model_id: ['a'], task_id: ['T1'], rule_id: ['R2'], pass: ['0'], family: ['x'] });
    expect(explorerFilters(new URLSearchParams('model_id=b&model=a'), ['model_id']).facets).toEqual({ model_id: ['b'] });
  });
  it('counting sort orders by key and keeps the input order of ties', () => {
    const keys = [2, 0, 2, 1, 0];
    expect([...countingSort(Uint32Array.from([0, 1, 2, 3, 4]), (i) => keys[i]!, 2)]).toEqual([1, 4, 3, 0, 2]);
  });
  it('rebuilds verdict ids with their digits', () => {
    expect(verdictIdOf(123, 7)).toBe('V0000123');
  });
});
