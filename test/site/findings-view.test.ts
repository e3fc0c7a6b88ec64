// The overview's first-screen sentences (src/site/views/findings.ts) on hand-made artifacts:
// each holds for the release given, including one where a model's Δ ≤ 0, one without E0 and
// one without an audit; expected texts are worked by hand from the inputs below.
import { describe, expect, it } from 'vitest';
import { iccWords, kappaWords, overviewFindings, type FindingArtifacts } from '../../src/site/views/findings.ts';
import type { ModelSummary } from '../../src/artifacts/entities.ts';
import type { TableArtifact } from '../../src/artifacts/table.ts';
import type { JudgeSensitivity } from '../../src/artifacts/judge-sensitivity.ts';

const e = (value: number | null, lower: number | null = null, upper: number | null = null) => ({ value, lower, upper });
const model = (id: string, tier: number, acc: number, ap: number | null): ModelSummary => ({
  model_id: id, display_name: id.toUpperCase(), provider: 'Lab', rank: e(1), tier, acc: e(acc, acc - 2, acc + 2), ap_acc: e(ap), delta: e(ap === null ? null : acc - ap),
  f_acc: e(acc), dw_acc: e(acc), qualifying: 10, against_prior_qualifying: 4, nc_macro: null,
});
const provenance = { sql: null, statistic: null, rows: { kind: 'query' as const, sql: 'SELECT 1' } };
const tbl = (id: string, rows: TableArtifact['rows']): TableArtifact => ({ id, title: id, paper_ref: null, description: '', provenance, columns: [], rows, notes: [] });
const pair = (rank: number, a: string, b: string, pJudge: number | null, pTask: number) => ({
  rank, model_id: a, next_model_id: b, acc: null, next_acc: null, p_task: pTask, p_judge: pJudge, min_flips: null, flips_model: null, flips_next: null, flippable_model: 0, flippable_next: 0,
});
const judge = (status: 'ok' | 'no_audit'): JudgeSensitivity => ({
  resamples: 100, seed_label: 's', judge: { qualifying: 1, all_qualifying: 2, na: 0 },
  audit: { status, rows: 0, left_out: 0, conditional: (['pass', 'fail', 'na'] as const).map((l) => ({ judge_label: l, rows: 0, p_pass: null, p_fail: null, p_na: null })), provenance },
  adjacent: [pair(1, 'a', 'b', status === 'ok' ? 0.97 : null, 0.99), pair(2, 'b', 'c', status === 'ok' ? 0.6 : null, 0.8)],
  tiers: [], provenance: { adjacent: provenance, tiers: provenance }, notes: [],
});
const input = (over: Partial<FindingArtifacts> = {}): FindingArtifacts => ({
  // Δ: a 90 − 80 = +10, b 85 − 87 = −2, c 70 − 65 = +5; c has no AP-Acc in the variant below.
  models: [model('a', 1, 90, 80), model('b', 1, 85, 87), model('c', 2, 70, 65)],
  rankProbabilities: { resamples: 200, models: [{ model_id: 'a', p_rank: [0.625, 0.375, 0], p_ahead: [0, 1, 1] }, { model_id: 'b', p_rank: [0.375, 0.625, 0], p_ahead: [0, 0, 1] }, { model_id: 'c', p_rank: [0, 0, 1], p_ahead: [0, 0, 0] }] },
  e0Summary: tbl('e0_bootstrap_summary', [{ resamples: 400, full_order_count: 300, builds: 5, single_build_reproducing: 2, pooled_reproduces: true, tested_group_sp: 1, tested_group_td: 2 }]),
  icc: tbl('icc_test_retest', [{ level: 'model', form: 'ICC2', icc: 0.8123, icc_lower: 0.6, icc_upper: 0.9, headline: true }]),
  agreement: tbl('judge_agreement', [{ kind: 'judge_swap', rows: 116, kappa: 0.163, kappa_lower: -0.02, kappa_upper: 0.345 }]),
  judge: judge('ok'),
  failuresByAction: tbl('fig4_failures_by_action', [{ action: 'overstep', failures: 30, failure_share: 30, failure_rate: 10 }, { action: 'shortfall', failures: 70, failure_share: 70, failure_rate: 25 }]),
  ...over,
});
const text = (a: FindingArtifacts, id: string) => overviewFindings(a).find((f) => f.id === id)!.text;

describe('overview findings', () => {
  it('names the leader, P(rank 1) = 0.625 → 62.5% of 200, and its tier mates', () => {
    expect(text(input(), 'lead')).toBe('A leads by Acc, 90.0% [88.0, 92.0]; it ranks first in 62.5% of 200 task resamples; tier 1 holds 2 of 3 models. This panel does not separate A and B.');
    // a in tier 9 and b in tier 1: the leader a is alone in its tier.
    const alone = input({ models: [model('a', 9, 90, 80), model('b', 1, 85, 87)] });
    expect(text(alone, 'lead')).toBe('A leads by Acc, 90.0% [88.0, 92.0]; it ranks first in 62.5% of 200 task resamples; it is alone in tier 9. Every other model\'s paired Acc difference from it excludes 0.');
  });
  it('says AP-Acc is below Acc for 2 of 3 and names the model with Δ ≤ 0 (range −2 to +10)', () => {
    expect(text(input(), 'ap_gap')).toBe('AP-Acc is below Acc for 2 of 3 models (Δ = Acc − AP-Acc from −2.0 to +10.0 pp). AP-Acc is the accuracy on rules a model breaks when not told: part of each score is the model\'s prior, not the instruction. For B, AP-Acc is not below Acc (Δ ≤ 0).');
    const noAp = input({ models: [model('a', 1, 90, 80), model('c', 2, 70, null)] });
    expect(text(noAp, 'ap_gap')).toContain('below Acc for 1 of 1 models');
    expect(text(noAp, 'ap_gap')).toContain('1 of 2 models have no AP-Acc');
  });
  it('words the E0 order from the tested_group cells: 300 / 400 = 75.0%, and says when there is no E0', () => {
    expect(text(input(), 'e0')).toBe('When two surfaces contradict each other, SP wins over TD: the pooled Bradley–Terry order, held in 75.0% of 400 crossed-bootstrap resamples. 2 of 5 single-build fits reproduce it.');
    expect(text(input({ e0Summary: null }), 'e0')).toMatch(/no E0 conflict fits/);
  });
  it('gives ICC, κ in Landis–Koch words and 1 of 2 adjacent orders kept (0.97 ≥ 0.95, 0.6 < 0.95)', () => {
    const t = text(input(), 'reliability');
    expect(t).toContain('Test–retest ICC(2,1) = 0.812 (good); judge-swap κ = 0.163 (slight agreement); 1 of 2 adjacent orders survive re-drawing the judge.');
    expect(t).toContain('The ICC is at the model level across rounds, 95% interval [0.600, 0.900].');
    expect(t).toContain('κ is Cohen\'s, of two LLM judges scoring the same 116 verdicts, 95% interval [−0.020, 0.345]: slight agreement beyond chance (Landis–Koch bands).');
    const bare = text(input({ icc: null, agreement: null, judge: judge('no_audit') }), 'reliability');
    expect(bare).toContain('No test–retest ICC');
    expect(bare).toContain('no judge-swap rows');
    // p_task: 0.99 ≥ 0.95, 0.8 < 0.95.
    expect(bare).toContain('1 of 2 adjacent orders survive the task resamples alone');
  });
  it('names the action with the largest share of failures (shortfall, 70 of 100)', () => {
    expect(text(input(), 'failures')).toBe('Failures concentrate on shortfall rules: 70.0% of all 100 failures. 25.0% of their qualifying verdicts fail.');
  });
  it('each headline holds the answer alone (what a phone shows first); the text is headline + detail', () => {
    const found = overviewFindings(input());
    const head = (id: string) => found.find((f) => f.id === id)!.headline;
    expect(head('lead')).toBe('A leads by Acc, 90.0% [88.0, 92.0]; it ranks first in 62.5% of 200 task resamples; tier 1 holds 2 of 3 models.');
    expect(head('ap_gap')).toBe('AP-Acc is below Acc for 2 of 3 models (Δ = Acc − AP-Acc from −2.0 to +10.0 pp).');
    expect(head('e0')).toBe('When two surfaces contradict each other, SP wins over TD: the pooled Bradley–Terry order, held in 75.0% of 400 crossed-bootstrap resamples.');
    expect(head('failures')).toBe('Failures concentrate on shortfall rules: 70.0% of all 100 failures.');
    for (const f of found) expect(f.text).toBe(`${f.headline}${f.detail}`);
  });
  it('bands κ (Landis–Koch 1977) and ICC (Koo–Li 2016) at their edges', () => {
    expect([-0.1, 0, 0.2, 0.21, 0.4, 0.6, 0.8, 0.81].map(kappaWords)).toEqual(['no', 'slight', 'slight', 'fair', 'fair', 'moderate', 'substantial', 'almost perfect']);
    expect([0.49, 0.5, 0.75, 0.9].map(iccWords)).toEqual(['poor', 'moderate', 'good', 'excellent']);
  });
});
