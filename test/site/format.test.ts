// Formatting of table artifacts; expected strings written by hand from d3-format's documented output.
import { describe, expect, it } from 'vitest';
import type { TableArtifact } from '../../src/artifacts/table.ts';
import { columnHeading, displayCell, displayColumns, formatCell, formatEstimateWithInterval } from '../../src/site/format.ts';
import { rerankCells } from '../../src/site/rerank/config.ts';
import { column, estimateColumns } from '../../src/site/entity-tables.ts';

const pct = column('acc', 'Acc', 'percent', '.1f');

describe('formatEstimateWithInterval', () => {
  it('shows the estimate with its interval in the column format', () => {
    expect(formatEstimateWithInterval(78.6, 75.12, 81.94, pct)).toBe('78.6 [75.1, 81.9]');
  });
  it('shows the estimate alone when a bound is missing', () => {
    expect(formatEstimateWithInterval(78.6, null, 81.9, pct)).toBe('78.6');
  });
  it('uses a typographic minus and explicit plus for signed formats (d3-format "+.1f")', () => {
    expect(formatEstimateWithInterval(-0.53, -0.8, 1.06, { ...pct, format: '+.2f' })).toBe('−0.53 [−0.80, +1.06]');
  });
});

describe('formatCell', () => {
  it('prints missing values as a dash and booleans as words', () => {
    expect(formatCell(null, pct)).toBe('—');
    expect(formatCell(true, column('b', 'B', 'boolean', null))).toBe('yes');
    expect(formatCell(12345, column('n', 'N', 'count', ',d'))).toBe('12,345');
  });
  it('prints a whole rank without decimals and a tied one in its format, as reproduce does ("1 [1, 2]", "6.5")', () => {
    const rank = column('rank', 'Rank', 'rank', '.1f');
    expect(formatEstimateWithInterval(1, 1, 2, rank)).toBe('1 [1, 2]');
    expect(formatEstimateWithInterval(6.5, 4, 9.5, rank)).toBe('6.5 [4, 9.5]');
    expect(formatCell(2, column('gain', 'Gain', 'rank', '+.1~f'))).toBe('+2');
    expect(formatCell(-1.5, column('gain', 'Gain', 'rank', '+.1~f'))).toBe('−1.5');
  });
});

describe('displayColumns', () => {
  const table: TableArtifact = {
    id: 't', title: 'T', paper_ref: null, description: '', provenance: { sql: null, statistic: null, rows: { kind: 'query' as const, sql: 'SELECT 1' } },
    columns: [column('model_id', 'Model', 'id', null, { links_to: 'model' }), ...estimateColumns('acc', 'Acc', 'percent', '.1f'), column('orphan_lower', 'x', 'percent', '.1f', { interval_of: 'nothing', bound: 'lower' })],
    rows: [{ model_id: 'm1', acc: 80, acc_lower: 77, acc_upper: 83, orphan_lower: 1 }],
    notes: [],
  };
  const cols = displayColumns(table);
  it('folds bound columns into their estimate and keeps a bound whose estimate is absent', () => {
    expect(cols.map((c) => c.column.id)).toEqual(['model_id', 'acc', 'orphan_lower']);
    expect(cols[1]!.lower?.id).toBe('acc_lower');
    expect(cols[1]!.upper?.id).toBe('acc_upper');
  });
  it('renders a linked id cell and an estimate cell that sorts by its value', () => {
    const link = (kind: string, id: string) => `/${kind}/${id}/`;
    expect(displayCell(table.rows[0]!, cols[0]!, link)).toEqual({ text: 'm1', sort: 'm1', href: '/model/m1/' });
    expect(displayCell(table.rows[0]!, cols[1]!, link)).toEqual({ text: '80.0 [77.0, 83.0]', sort: 80, href: null });
  });
  it('marks interval columns and units in the heading', () => {
    expect(columnHeading(cols[1]!)).toBe('Acc (%) [95% CI]');
  });
});

describe('idCellLabel', () => {
  it('labels ids by link kind or column id and leaves other ids alone (labels from vocab.ts)', async () => {
    const { idCellLabel } = await import('../../src/site/labels.ts');
    const name = (id: string) => `name of ${id}`;
    expect(idCellLabel('model', 'model_id', 'gpt-5.5', name)).toBe('name of gpt-5.5');
    expect(idCellLabel('family', 'family', 'output_control', name)).toBe('Output control');
    expect(idCellLabel('modality', 'modality_class', 'numeric_bounds', name)).toBe('Numeric bounds');
    expect(idCellLabel(null, 'action', 'shortfall', name)).toBe('Shortfall');
    expect(idCellLabel('surface', 'surface', 'SP', name)).toBe('SP');
    expect(idCellLabel('rule', 'rule_id', 'R0001', name)).toBe('R0001');
  });
});

describe('rerankCells', () => {
  it('prints ranks as the Table 2 page does: whole ranks without decimals', () => {
    const e = (value: number, lower: number, upper: number) => ({ value, lower, upper });
    const cells = rerankCells({ name: 'A', qualifying: 10, againstQualifying: 4, acc: e(80, 70, 90), apAcc: e(75, 60, 85), delta: e(5, -2, 9), rank: e(1, 1, 2), tier: 1 });
    expect(cells.rank).toBe('1 [1, 2]');
    expect(rerankCells({ name: 'B', qualifying: 10, againstQualifying: 4, acc: e(80, 70, 90), apAcc: e(75, 60, 85), delta: e(5, -2, 9), rank: e(6.5, 3, 10.5), tier: 2 }).rank).toBe('6.5 [3, 10.5]');
  });

  it('gives a model without a selected verdict no rank and no tier (not the "6.5" of ranking nothing)', () => {
    const none = { value: null, lower: null, upper: null };
    const cells = rerankCells({ name: 'C', qualifying: 0, againstQualifying: 0, acc: none, apAcc: none, delta: none, rank: { value: 6.5, lower: 6.5, upper: 6.5 }, tier: 3 });
    expect([cells.rank, cells.tier, cells.acc, cells.qualifying, cells.tierNumber]).toEqual(['—', '—', '—', '0', null]);
  });
});
