/**
 * The reader's selection: URL round trip, per-verdict masks and weights, and the aggregation into
 * (task, model) cells, on a hand-made table of six verdicts (expected values by hand, in comments).
 */
import { describe, expect, it } from 'vitest';
import { AGAINST_PASSES, AGAINST_QUALIFYING, PASSES, QUALIFYING } from '../../src/accuracy-bootstrap/cells.ts';
import { ruleDifferences } from '../../src/accuracy-bootstrap/compare.ts';
import { denseIndex, isNoFilter, NO_FILTER, readSelection, selectedCells, verdictMasks, writeSelection, type RuleMeta, type VerdictTable } from '../../src/accuracy-bootstrap/selection.ts';

const col = (dictionary: string[], codes: number[]) => ({ dictionary, codes });
// Six verdicts: models m1/m2 (and a non-panel "probe"), tasks T1/T2, rules R1 (must, require) and R2 (may, forbid).
const table: VerdictTable = {
  length: 6,
  model: col(['m1', 'm2', 'probe'], [0, 0, 1, 1, 0, 2]),
  task: col(['T1', 'T2', 'T3'], [0, 1, 0, 1, 1, 2]),
  rule: col(['R1', 'R2'], [0, 1, 0, 1, 1, 0]),
  family: col(['output_control', 'tool_use'], [0, 1, 0, 1, 1, 0]),
  surface: col(['SD', 'SP'], [0, 1, 1, 0, 0, 0]),
  method: col(['llm_judge', 'regex'], [1, 0, 1, 0, 0, 1]),
  lineage: col(['curated', 'unknown'], [0, 0, 0, 0, 1, 0]),
  prior: col(['against', 'align'], [0, 1, 0, 1, 1, 0]),
  round: [1, 1, 2, 2, 3, 1],
  pass: [1, 0, 1, 1, 1, 0],
};
const rules: Record<string, RuleMeta> = {
  R1: { modality: 'require', severity: 'must', t4: 'against', t5: 'against', t7: null },
  R2: { modality: 'forbid', severity: 'may', t4: 'against', t5: 'align', t7: null },
};

describe('selection in the URL', () => {
  it('round-trips facets, prior and weighting, and drops defaults', () => {
    const s = readSelection(new URLSearchParams('family=tool_use,output_control&prior=t7&weight=severity&round=2'));
    expect(s.facets.family).toEqual(['output_control', 'tool_use']);
    expect(s.facets.round).toEqual(['2']);
    expect(s.prior).toBe('t7');
    expect(s.weighting).toBe('severity');
    expect(readSelection(writeSelection(new URLSearchParams('other=1'), s))).toEqual(s);
    expect(writeSelection(new URLSearchParams('other=1'), NO_FILTER).toString()).toBe('other=1');
    expect(isNoFilter(readSelection(new URLSearchParams('prior=bogus&weight=bogus')))).toBe(true);
  });
});

describe('verdict masks', () => {
  it('facets: method=regex keeps verdicts 0, 2 and 5; modality=forbid keeps the R2 verdicts 1, 3, 4', () => {
    expect([...verdictMasks(table, rules, readSelection(new URLSearchParams('method=regex'))).include]).toEqual([1, 0, 1, 0, 0, 1]);
    expect([...verdictMasks(table, rules, readSelection(new URLSearchParams('modality=forbid'))).include]).toEqual([0, 1, 0, 1, 1, 0]);
    expect([...verdictMasks(table, rules, readSelection(new URLSearchParams('round=1,3&lineage=unknown'))).include]).toEqual([0, 0, 0, 0, 1, 0]);
  });

  it('against-prior: the release label, or the consensus at t/9 (R2 is against at 4/9 only; nothing at 7/9)', () => {
    expect([...verdictMasks(table, rules, NO_FILTER).against]).toEqual([1, 0, 1, 0, 0, 1]);
    expect([...verdictMasks(table, rules, { ...NO_FILTER, prior: 't4' }).against]).toEqual([1, 1, 1, 1, 1, 1]);
    expect([...verdictMasks(table, rules, { ...NO_FILTER, prior: 't5' }).against]).toEqual([1, 0, 1, 0, 0, 1]);
    expect([...verdictMasks(table, rules, { ...NO_FILTER, prior: 't7' }).against]).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it('severity weights must 3, may 1', () => {
    expect([...verdictMasks(table, rules, { ...NO_FILTER, weighting: 'severity' }).weight!]).toEqual([3, 1, 3, 1, 1, 3]);
  });

  it('names a rule without metadata', () => {
    expect(() => verdictMasks(table, { R1: rules.R1! }, NO_FILTER)).toThrow(/rule R2/);
  });
});

describe('cells', () => {
  it('panel models and their tasks only, sorted; weighted sums by hand', () => {
    const index = denseIndex(table, ['m2', 'm1']);
    expect(index.modelIds).toEqual(['m1', 'm2']);
    expect(index.taskIds).toEqual(['T1', 'T2']); // T3 has only the probe's verdict
    const cells = selectedCells(table, index, rules, { ...NO_FILTER, weighting: 'severity' });
    const at = (t: number, m: number, k: number) => cells.sums[(t * 2 + m) * 4 + k];
    // m1 on T2: verdict 1 (R2, fail, w 1) and verdict 4 (R2, pass, w 1) → passes 1, qualifying 2, no against-prior.
    expect([at(1, 0, PASSES), at(1, 0, QUALIFYING), at(1, 0, AGAINST_PASSES), at(1, 0, AGAINST_QUALIFYING)]).toEqual([1, 2, 0, 0]);
    // m2 on T1: verdict 2 (R1, pass, w 3, against) → 3, 3, 3, 3.
    expect([at(0, 1, PASSES), at(0, 1, QUALIFYING), at(0, 1, AGAINST_PASSES), at(0, 1, AGAINST_QUALIFYING)]).toEqual([3, 3, 3, 3]);
  });

  it('rule differences: R2 m1 1/2 vs m2 1/1 → −50 pp; R1 m1 1/1 vs m2 1/1 → 0', () => {
    const index = denseIndex(table, ['m1', 'm2']);
    const diffs = ruleDifferences(table, index, new Uint8Array(6).fill(1), 0, 1, 1);
    expect(diffs.map((d) => [d.ruleId, d.difference, d.tasks])).toEqual([['R2', -50, ['T2']], ['R1', 0, ['T1']]]);
  });
});
