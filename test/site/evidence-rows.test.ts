import { describe, expect, it } from 'vitest';
import { evidenceRows } from '../../src/site/evidence-rows.ts';
import { countingSort, explorerFilters } from '../../src/site/client/explorer/selection.ts';
import { selectionSummary } from '../../src/site/client/explorer/grid.ts';
import { verdictIdOf } from '../../src/site/client/explorer/columns.ts';
import { explorerTable } from '../../src/site/verdicts.ts';
import type { RuleSummary, VerdictDetail } from '../../src/artifacts/entities.ts';

const verdict = (id: string, rule: string, round: number, v: VerdictDetail['verdict']): VerdictDetail => ({
  verdict_id: id, model_id: 'm', task_id: 'T001', round, rule_id: rule, raw_verdict: v, verdict: v, collapsed: false,
  method: 'regex', votes: null, cascade_group: null, cascade_rank: null, evidence: '', rationale: '',
});
const rule = (id: string, family: RuleSummary['family']) => ({ rule_id: id, summary: `text of ${id}`, family }) as RuleSummary;

describe('evidenceRows', () => {
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
  it('rejects a verdict whose rule is unknown', () => {
    expect(() => evidenceRows([verdict('V9', 'R9', 1, 'pass')], [], [])).toThrow(/V9: rule R9/);
  });
});

describe('verdict explorer helpers', () => {
  it('reads the short parameter names as the explorer parameters', () => {
    const { facets } = explorerFilters(new URLSearchParams('model=a&task=T1&rule=R2&verdict=na&family=x'), ['model_id', 'task_id', 'rule_id', 'effective_verdict', 'family']);
    expect(facets).toEqual({ model_id: ['a'], task_id: ['T1'], rule_id: ['R2'], effective_verdict: ['na'], family: ['x'] });
    expect(explorerFilters(new URLSearchParams('model_id=b&model=a'), ['model_id']).facets).toEqual({ model_id: ['b'] });
  });
  it('reads pass=1 / pass=0 (the rows links of the qualifying file) as the effective verdict, an explicit effective verdict first', () => {
    expect(explorerFilters(new URLSearchParams('pass=0'), ['effective_verdict']).facets).toEqual({ effective_verdict: ['fail'] });
    expect(explorerFilters(new URLSearchParams('pass=1'), ['effective_verdict']).facets).toEqual({ effective_verdict: ['pass'] });
    expect(explorerFilters(new URLSearchParams('pass=1&effective_verdict=all'), ['effective_verdict']).facets).toEqual({ effective_verdict: ['all'] });
  });
  it('summarises a selection: the pass share over its qualifying verdicts only, the others counted apart', () => {
    // 3 pass, 1 fail, 2 n/a, 1 partial: 3 / (3 + 1) = 75.0% — not 3 / 7.
    expect(selectionSummary({ total: 7, pass: 3, fail: 1, na: 2, partial: 1 })).toBe('7 verdicts match: 4 qualifying (3 pass, 1 fail, 75.0% of them pass); 2 n/a and 1 partial do not qualify (no accuracy counts them).');
    expect(selectionSummary({ total: 4, pass: 3, fail: 1, na: 0, partial: 0 })).toBe('4 qualifying verdicts match: 3 pass, 1 fail (75.0% pass).');
    expect(selectionSummary({ total: 2, pass: 0, fail: 0, na: 2, partial: 0 })).toBe('2 verdicts match: 0 qualifying (0 pass, 0 fail); 2 n/a do not qualify (no accuracy counts them).');
    expect(selectionSummary({ total: 0, pass: 0, fail: 0, na: 0, partial: 0 })).toBe('No verdict matches this selection.');
  });
  it('the selection table: every field in the CSV, the grid\'s columns in LaTeX and Markdown', () => {
    const row = { verdict_id: 'V1', model_id: 'm', model: 'M', task_id: 'T1', round: 1, rule_id: 'R1', family: 'f', surface: 'SD', method: 'regex', modality_class: 'c', prior: 'align', lineage: 'curated', raw_verdict: 'fail', verdict: 'na' };
    expect(explorerTable([row], true).columns.map((c) => c.id)).toEqual(Object.keys(row));
    expect(explorerTable([row], false).columns.map((c) => c.id)).toEqual(['verdict_id', 'model', 'task_id', 'round', 'rule_id', 'surface', 'method', 'raw_verdict', 'verdict']);
  });
  it('counting sort orders by key and keeps the input order of ties', () => {
    const keys = [2, 0, 2, 1, 0];
    expect([...countingSort(Uint32Array.from([0, 1, 2, 3, 4]), (i) => keys[i]!, 2)]).toEqual([1, 4, 3, 0, 2]);
  });
  it('rebuilds verdict ids with their digits', () => {
    expect(verdictIdOf(123, 7)).toBe('V0000123');
  });
});
