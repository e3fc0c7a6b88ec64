// Table ids written by the data build (src/pipeline/*.ts) land on the right page.
import { describe, expect, it } from 'vitest';
import { sectionOfTable } from '../../src/site/sections.ts';

const cases: [string, string | null, string | null][] = [
  ['table2_leaderboard', 'Table 2', 'overview'],
  ['adjacent_differences', 'Appendix E.5', 'overview'],
  ['common_support', 'Appendix E.5', 'overview'],
  ['table4_surfaces', 'Table 4', 'surfaces'],
  ['e0_bradley_terry', 'Section 4.4, Figure 6', 'surfaces'],
  ['e0_single_build', 'Appendix D.4', 'surfaces'],
  ['fig4_failures_by_action', 'Figure 4', 'failures'],
  ['table5_family_by_model', 'Table 5', 'failures'],
  ['fig5_modality_class', 'Figure 5', 'failures'],
  ['judge_swap_shifts', 'Appendix E.1', 'reliability'],
  ['threshold_sensitivity', 'Appendix E.4', 'reliability'],
  ['table7_method_by_model', 'Table 7', 'reliability'],
  ['table8_noncoding', 'Table 8', 'noncoding'],
  ['reconciliation', null, null],
];

describe('sectionOfTable', () => {
  it.each(cases)('%s → %s', (id, paperRef, expected) => {
    expect(sectionOfTable({ id, paper_ref: paperRef })?.key ?? null).toBe(expected);
  });
});

describe('tablesOfSection', () => {
  it('orders known tables as the paper reads (Table 4 before the E0 fits), unknown ones after', async () => {
    const { tablesOfSection } = await import('../../src/site/sections.ts');
    const t = (id: string, paper_ref: string | null) => ({ id, paper_ref, title: id, description: '', provenance: { sql: null, statistic: null, rows: { kind: 'query' as const, sql: 'SELECT 1' } }, columns: [], rows: [], notes: [] });
    const order = tablesOfSection([t('e0_single_build', 'Appendix D.4'), t('e0_new_thing', 'Appendix A'), t('table4_surfaces', 'Table 4'), t('e0_rank_sums', 'Section 4.4')], 'surfaces').map((x) => x.id);
    expect(order).toEqual(['table4_surfaces', 'e0_rank_sums', 'e0_single_build', 'e0_new_thing']);
  });
});

describe('paperRefOrder', () => {
  it('puts main-text items before appendices and our additions last, numbers compared numerically', async () => {
    const { paperRefOrder } = await import('../../src/site/sections.ts');
    const refs = ['Appendix E.1', null, 'Table 10', 'Figure 4', 'Table 2', 'Appendix D.3'];
    expect([...refs].sort(paperRefOrder)).toEqual(['Figure 4', 'Table 2', 'Table 10', 'Appendix D.3', 'Appendix E.1', null]);
  });
  it('sends reliability_summary to the reliability page', () => {
    expect(sectionOfTable({ id: 'reliability_summary', paper_ref: 'Section 4.5, Appendix E' })?.key).toBe('reliability');
  });
});
