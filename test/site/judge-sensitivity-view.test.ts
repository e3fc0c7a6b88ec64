// The reliability page's judge-sensitivity section (src/site/views/reliability.ts judgeSensitivityView)
// on hand-made artifacts: the lead sentence counts the adjacent orders kept in ≥ 95% of draws, the
// closest pair is the one with the fewest flips, and a release without an audit says so.
import { describe, expect, it } from 'vitest';
import { JudgeSensitivity } from '../../src/artifacts/judge-sensitivity.ts';
import { modelIdsOfCell } from '../../src/artifacts/model-cells.ts';
import { judgeSensitivityView } from '../../src/site/views/reliability.ts';

const rows = (sql: string) => ({ sql: null, statistic: null, rows: { kind: 'query' as const, sql } });
const pair = (rank: number, a: string, b: string, pTask: number, pJudge: number | null, flips: number | null) => ({
  rank, model_id: a, next_model_id: b, acc: 90 - rank, next_acc: 89 - rank, p_task: pTask, p_judge: pJudge,
  min_flips: flips, flips_model: flips, flips_next: flips === null ? null : 0, flippable_model: 20, flippable_next: 4,
});
const artifact = (status: 'ok' | 'no_audit', adjacent: ReturnType<typeof pair>[]): JudgeSensitivity => JudgeSensitivity.parse({
  resamples: 1000, seed_label: 'judge-sensitivity/relabel', judge: { qualifying: 80, all_qualifying: 100, na: 3 },
  audit: {
    status, rows: status === 'ok' ? 4 : 0, left_out: 0,
    conditional: ['pass', 'fail', 'na'].map((l, i) => ({ judge_label: l, rows: status === 'ok' && i < 2 ? 2 : 0, p_pass: status === 'ok' && i < 2 ? 0.5 : null, p_fail: status === 'ok' && i < 2 ? 0.5 : null, p_na: status === 'ok' && i < 2 ? 0 : null })),
    provenance: rows('SELECT * FROM judge_audit'),
  },
  adjacent,
  tiers: [{ tier: 1, model_ids: ['m-a', 'm-b', 'm-c', 'm-d'], p_task: 1, p_judge: status === 'ok' ? 1 : null }],
  provenance: { adjacent: rows('SELECT * FROM verdicts WHERE model_id IN ({model_id}, {next_model_id})'), tiers: rows('SELECT * FROM verdicts WHERE model_id IN ({model_ids[]})') },
  notes: [],
});
const names: Record<string, string> = { 'm-a': 'Alpha', 'm-b': 'Beta', 'm-c': 'Gamma \u202eevil', 'm-d': 'Delta' };
const name = (id: string) => names[id] ?? id;

describe('judgeSensitivityView', () => {
  // Hand: p_judge 0.97 and 0.95 reach 95% (2 pairs), 0.80 does not; p_task 0.99, 0.96, 0.90 → 2.
  const view = judgeSensitivityView(artifact('ok', [pair(1, 'm-a', 'm-b', 0.99, 0.97, 12), pair(2, 'm-b', 'm-c', 0.96, 0.95, 9), pair(3, 'm-c', 'm-d', 0.9, 0.8, 2)]), name);

  it('leads with how many adjacent orders survive the judge in ≥ 95% of draws, and under the task resamples alone', () => {
    expect(view.sentence).toBe("2 of 3 adjacent orders of the leaderboard survive the judge in at least 95% of draws (Table 2's 1,000 task resamples, every judge-involved verdict re-labelled from the human audit); 2 do under the task resamples alone.");
  });

  it('names the pair with the fewest flips, a release name bidi-isolated', () => {
    expect(view.closest).toBe('The closest pair, \u2068Gamma \u202eevil\u2069 (rank 3) and Delta, swaps after 2 judge-involved verdict flips (80 of the 100 qualifying verdicts involve the judge).');
  });

  it('turns the shares into percent and keeps the row values its rows query needs', () => {
    expect(view.adjacent.rows[0]).toMatchObject({ rank: 1, model_id: 'm-a', next_model_id: 'm-b', p_task: 99, p_judge: 97, min_flips: 12, flips_detail: '12 (20) / 0 (4)' });
    expect(view.adjacent.rows[0]!.gap).toBeCloseTo(1, 12);
    expect(view.tiers.rows[0]).toMatchObject({ tier: 1, model_ids: 'm-a m-b m-c m-d', p_task: 100 });
    // The Models cell is a model-id list, shown (and copied) as display names like a cluster's Members.
    const models = view.tiers.columns.find((c) => c.id === 'models')!;
    expect(modelIdsOfCell(models, view.tiers.rows[0]!)).toEqual(['m-a', 'm-b', 'm-c', 'm-d']);
    expect(view.audit.rows.map((r) => r.p_pass)).toEqual([50, 50, null]);
    expect(view.audit.rows.map((r) => [r.label, r.judge_label])).toEqual([['pass', 'pass'], ['fail', 'fail'], ['n/a', 'na']]);
  });

  it('says when the release has no audit to re-draw from, and that the flips need only the counts', () => {
    const none = judgeSensitivityView(artifact('no_audit', [pair(1, 'm-a', 'm-b', 0.99, null, null)]), name);
    expect(none.sentence).toBe('The release holds no usable human audit row, so the judge\'s labels are not re-drawn: 1 of 1 adjacent orders survive the task resamples alone in at least 95% of draws, and the fewest flips below need only the counts.');
    expect(none.closest).toBeNull();
    expect(judgeSensitivityView(artifact('ok', []), name).sentence).toBe('With fewer than two ranked models there is no order to test.');
  });
});
