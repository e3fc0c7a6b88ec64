// The reliability headline (src/site/views/reliability.ts) on hand-made rows: only the build's
// headline ICC rows, in Shrout–Fleiss notation, then one κ per audit kind labelled by id.
import { describe, expect, it } from 'vitest';
import type { TableArtifact } from '../../src/artifacts/table.ts';
import { iccNotation, reliabilityHeadline } from '../../src/site/views/reliability.ts';
import { idCellLabel } from '../../src/site/labels.ts';

const tbl = (rows: TableArtifact['rows']): TableArtifact => ({ id: 't', title: 't', paper_ref: null, description: '', provenance: { sql: null, statistic: null, rows: { kind: 'query' as const, sql: 'SELECT 1' } }, columns: [{ id: 'x', label: 'x', description: null, unit: 'text', format: null, interval_of: null, bound: null, links_to: null }], rows, notes: [] });

describe('reliabilityHeadline', () => {
  it('writes Shrout–Fleiss notation', () => {
    expect([iccNotation('ICC2'), iccNotation('ICC3k'), iccNotation('other')]).toEqual(['ICC(2,1)', 'ICC(3,k)', 'other']);
  });
  it('labels an audit kind cell by its id (vocab.ts), not as the raw id', () => {
    expect(idCellLabel(null, 'kind', 'human_audit', (id) => id)).toBe('Human audit');
    expect(idCellLabel(null, 'kind', 'other_kind', (id) => id)).toBe('other_kind');
  });
  // hand: ICC 0.7254 lies in [0.5, 0.75): "moderate" (Koo & Li 2016); κ 0.5 in (0.4, 0.6]: "moderate" (Landis & Koch 1977).
  it('keeps the headline ICC rows and one κ per audit kind, each read in plain words', () => {
    const icc = tbl([
      { level: 'model', form: 'ICC1', description: 'one-way', targets: 5, rounds: 3, icc: 0.1, icc_lower: 0, icc_upper: 0.2, headline: false },
      { level: 'model', form: 'ICC2', description: 'two-way', targets: 5, rounds: 3, icc: 0.7254, icc_lower: 0.45, icc_upper: 0.9, headline: true },
    ]);
    const kappa = tbl([{ kind: 'human_audit', rows: 1200, agreement: 68.99, kappa: 0.5, kappa_lower: null, kappa_upper: null, rater_a: 'J', rater_b: 'H' }]);
    expect(reliabilityHeadline(icc, kappa)).toEqual([
      { id: 'icc_model', label: 'Test–retest ICC(2,1), model level', value: '0.725 [0.450, 0.900]', detail: 'moderate agreement (Koo–Li bands); two-way; 5 models × 3 rounds' },
      { id: 'kappa_human_audit', label: "Cohen's κ, human audit", value: '0.500', detail: 'moderate agreement beyond chance (Landis–Koch bands); 69.0% agreement on 1,200 rows; J vs H' },
    ]);
    expect(reliabilityHeadline(null, null)).toEqual([]);
  });
  it('says a kind without rows has no κ, never "0 rows; null vs null" (issue 44)', () => {
    const empty = tbl([{ kind: 'judge_swap', rows: 0, agreement: null, kappa: null, kappa_lower: null, kappa_upper: null, rater_a: null, rater_b: null }]);
    expect(reliabilityHeadline(null, empty)).toEqual([
      { id: 'kappa_judge_swap', label: "Cohen's κ, judge swap", value: '—', detail: 'no rows of this kind in the release, so κ is not computed' },
    ]);
  });
});
