// The overview's view model (src/site/views/overview.ts) on a hand-made input: tiers are the
// build's, grouped in rank order; the rank-shift table is Table 2's own rank columns.
import { describe, expect, it } from 'vitest';
import { overviewView, type OverviewArtifacts } from '../../src/site/views/overview.ts';
import type { ModelSummary } from '../../src/artifacts/entities.ts';
import type { TableArtifact } from '../../src/artifacts/table.ts';

const e = (value: number | null) => ({ value, lower: null, upper: null });
const model = (model_id: string, rank: number, tier: number, acc: number, ap: number | null): ModelSummary => ({
  model_id, display_name: model_id.toUpperCase(), provider: 'Lab', rank: e(rank), tier, acc: e(acc), ap_acc: e(ap), delta: e(ap === null ? null : acc - ap),
  f_acc: e(acc), dw_acc: e(acc), qualifying: 10, against_prior_qualifying: ap === null ? 0 : 4, nc_macro: null,
});
const col = (id: string, label: string, unit: TableArtifact['columns'][number]['unit']) => ({ id, label, description: null, unit, format: '.1f', interval_of: null, bound: null, links_to: null });
const table2 = (withApRank: boolean): TableArtifact => ({
  id: 'table2_leaderboard', title: 'T2', paper_ref: 'Table 2', description: '', provenance: { sql: 'src/metrics/suff_task_model_rule.sql', statistic: 'src/accuracy-bootstrap/bootstrap.ts (table2Point)', rows: { kind: 'verdicts', filters: {}, keys: null, entity: [] } },
  columns: [col('model_id', 'Model', 'id'), col('display_name', 'Name', 'text'), col('rank', 'Rank', 'rank'), ...(withApRank ? [col('ap_rank', 'AP-Acc rank', 'rank'), col('ap_rank_gain', 'Gain', 'rank')] : [])],
  rows: [
    { model_id: 'a', display_name: 'A', rank: 1, ap_rank: 2, ap_rank_gain: -1 },
    { model_id: 'b', display_name: 'B', rank: 2, ap_rank: 1, ap_rank_gain: 1 },
    { model_id: 'n', display_name: 'N', rank: 3, ap_rank: null, ap_rank_gain: null },
  ],
  notes: [],
});
const input = (t2: TableArtifact): OverviewArtifacts => ({
  models: [model('a', 1, 1, 90, 60), model('b', 2, 1, 85, 70), model('n', 3, 2, 70, null)],
  boardProvenance: { sql: null, statistic: null, rows: { kind: 'verdicts', filters: {}, keys: null, entity: [] } },
  rules: [], tasks: [], table2: t2, summary: null, sectionTables: [], judgeOrders: new Map(),
  rankProbabilities: { resamples: 4, models: [
    { model_id: 'a', p_rank: [0.75, 0.25, 0], p_ahead: [0, 0.75, 1] },
    { model_id: 'b', p_rank: [0.25, 0.75, 0], p_ahead: [0.25, 0, 1] },
    { model_id: 'n', p_rank: [0, 0, 1], p_ahead: [0, 0, 0] },
  ] },
});

describe('overviewView', () => {
  it('groups the models by the build’s tier, in rank order', () => {
    expect(overviewView(input(table2(true))).tiers).toEqual([
      { tier: 1, members: [{ model_id: 'a', display_name: 'A' }, { model_id: 'b', display_name: 'B' }] },
      { tier: 2, members: [{ model_id: 'n', display_name: 'N' }] },
    ]);
  });
  it('takes the rank shift from Table 2’s rank, AP-Acc rank and gain, naming a model without AP-Acc', () => {
    const { slopeTable } = overviewView(input(table2(true)));
    expect(slopeTable.columns.map((c) => c.id)).toEqual(['model_id', 'rank', 'ap_rank', 'ap_rank_gain']);
    expect(slopeTable.rows).toEqual([
      { model_id: 'a', rank: 1, ap_rank: 2, ap_rank_gain: -1 },
      { model_id: 'b', rank: 2, ap_rank: 1, ap_rank_gain: 1 },
      { model_id: 'n', rank: 3, ap_rank: null, ap_rank_gain: null },
    ]);
    expect(slopeTable.notes.join(' ')).toContain('AP-Acc is undefined for N');
  });
  it('fails, naming the column, when Table 2 has no AP-Acc rank (the site never re-ranks)', () => {
    expect(() => overviewView(input(table2(false)))).toThrow(/table2_leaderboard has no column "ap_rank"/);
  });
  it('tabulates the build’s P(rank = k) in percent, one column per rank, rows in the artifact’s order', () => {
    const { rankTable, rankChart } = overviewView(input(table2(true)));
    expect(rankTable.columns.map((c) => c.id)).toEqual(['model_id', 'p_rank_1', 'p_rank_2', 'p_rank_3']);
    // hand: 100 · 0.75 = 75, 100 · 0.25 = 25.
    expect(rankTable.rows[0]).toEqual({ model_id: 'a', p_rank_1: 75, p_rank_2: 25, p_rank_3: 0 });
    expect(rankTable.rows.map((r) => r.model_id)).toEqual(['a', 'b', 'n']);
    // Cells print percent, rows are the display names: A's 75 % at rank 1 is in the chart.
    expect(rankChart).toContain('>75<');
    expect(rankChart).toContain('A: P(rank = 1) = 75.0%');
  });
});
