// A chart's declaration (src/components/charts/plotted.ts): a quantity is named only as a whole
// word ("Accuracy" does not name "Acc"), and a declaration whose heading or column does not name
// the quantity, or names a column the table lacks, is refused.
import { describe, expect, it } from 'vitest';
import { namesQuantity, plottedColumns } from '../../src/components/charts/plotted.ts';
import type { TableArtifact } from '../../src/artifacts/table.ts';

const col = (id: string, label: string) => ({ id, label, description: null, unit: 'percent' as const, format: null, interval_of: null, bound: null, links_to: null });
const table: TableArtifact = {
  id: 't', title: 't', paper_ref: null, description: '', provenance: { sql: null, statistic: null, rows: { kind: 'query', sql: 'SELECT 1' } },
  columns: [col('model_id', 'Model'), col('acc', 'Acc'), col('passes', 'Passes')], rows: [], notes: [],
};

describe('namesQuantity', () => {
  it('finds the quantity as a word, in any case, not as the start of a longer word', () => {
    expect(namesQuantity('Acc by rule family (%)', 'Acc')).toBe(true);
    expect(namesQuantity('Accuracy by rule family', 'Acc')).toBe(false);
    expect(namesQuantity('Accuracy, then AP-Acc', 'Acc')).toBe(true);
    expect(namesQuantity('Rank by Acc', 'rank')).toBe(true);
    expect(namesQuantity('P(rank 3)', 'P(rank')).toBe(true);
    expect(namesQuantity('θ SP', 'θ')).toBe(true);
  });
});

describe('plottedColumns', () => {
  it('declares the column, its label, the values and the heading', () => {
    expect(plottedColumns(table, ['acc'], 'Acc', 'Acc by round (%)', [80, 90])).toEqual({ fields: ['acc'], quantity: 'Acc', fieldLabels: ['Acc'], values: [80, 90], heading: 'Acc by round (%)' });
  });
  it('refuses a heading that names another quantity, a column headed otherwise, and a missing column', () => {
    expect(() => plottedColumns(table, ['acc'], 'Acc', 'Passes by round', [1])).toThrow(/heading "Passes by round" does not name "Acc"/);
    expect(() => plottedColumns(table, ['passes'], 'Acc', 'Acc by round', [1])).toThrow(/column passes \("Passes"\) does not name "Acc"/);
    expect(() => plottedColumns(table, ['ap_acc'], 'Acc', 'Acc by round', [1])).toThrow(/no column "ap_acc"/);
  });
});
