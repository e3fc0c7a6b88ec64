/**
 * The reliability page's headline: the test–retest ICC the build marks as headline (one per
 * level, with its interval) and Cohen's κ of each audit kind (with its interval and rows), read
 * from tables/icc_test_retest.json and tables/judge_agreement.json; labels by stable id (vocab.ts).
 * And the judge-sensitivity section (entities/judge_sensitivity.json, docs/metrics.md "How much of
 * the order is the judge").
 */
import type { TableArtifact } from '../../artifacts/table.ts';
import type { JudgeSensitivity } from '../../artifacts/judge-sensitivity.ts';
import { isolateBidi } from '../../release/bidi.ts';
import { column, type JudgeOrder } from '../entity-tables.ts';
import { formatNumber } from '../format.ts';
import { vocabLabel } from '../labels.ts';

/**
 * Plain-language band of Cohen's κ after Landis & Koch (1977, Biometrics 33:159–174):
 * < 0 none (poor), ≤ 0.20 slight, ≤ 0.40 fair, ≤ 0.60 moderate, ≤ 0.80 substantial, else almost perfect.
 */
export function kappaWords(kappa: number): string {
  return kappa < 0 ? 'no' : kappa <= 0.2 ? 'slight' : kappa <= 0.4 ? 'fair' : kappa <= 0.6 ? 'moderate' : kappa <= 0.8 ? 'substantial' : 'almost perfect';
}

/**
 * Plain-language band of an intraclass correlation after Koo & Li (2016, J Chiropr Med 15:155–163):
 * < 0.5 poor, < 0.75 moderate, < 0.9 good, else excellent.
 */
export function iccWords(icc: number): string {
  return icc < 0.5 ? 'poor' : icc < 0.75 ? 'moderate' : icc < 0.9 ? 'good' : 'excellent';
}

interface HeadlineFigure { id: string; label: string; value: string; detail: string }

const estimate = (v: unknown, lo: unknown, hi: unknown) =>
  typeof v !== 'number' ? '—' : `${formatNumber(v, '.3f')}${typeof lo === 'number' && typeof hi === 'number' ? ` [${formatNumber(lo, '.3f')}, ${formatNumber(hi, '.3f')}]` : ''}`;

/** "ICC2" → "ICC(2,1)", "ICC2k" → "ICC(2,k)": Shrout–Fleiss notation of a form id. */
export function iccNotation(form: string): string {
  const m = /^ICC([123])(k?)$/.exec(form);
  return m ? `ICC(${m[1]},${m[2] ? 'k' : '1'})` : form;
}

/** Headline ICC rows (one per level) then one κ per audit kind, in the artifacts' row order. */
export function reliabilityHeadline(icc: TableArtifact | null, agreement: TableArtifact | null): HeadlineFigure[] {
  const iccRows = (icc?.rows ?? []).filter((r) => r.headline === true).map((r) => ({
    id: `icc_${String(r.level)}`,
    label: `Test–retest ${iccNotation(String(r.form))}, ${String(r.level)} level`,
    value: estimate(r.icc, r.icc_lower, r.icc_upper),
    detail: `${typeof r.icc === 'number' ? `${iccWords(r.icc)} agreement (Koo–Li bands); ` : ''}${String(r.description)}; ${formatNumber(Number(r.targets), ',d')} ${String(r.level)}s × ${formatNumber(Number(r.rounds), ',d')} rounds`,
  }));
  const kappaRows = (agreement?.rows ?? []).map((r) => ({
    id: `kappa_${String(r.kind)}`,
    label: `Cohen's κ, ${vocabLabel('audit', String(r.kind)).toLowerCase()}`,
    value: estimate(r.kappa, r.kappa_lower, r.kappa_upper),
    detail: Number(r.rows) === 0 || typeof r.rows !== 'number'
      ? 'no rows of this kind in the release, so κ is not computed'
      : `${typeof r.kappa === 'number' ? `${kappaWords(r.kappa)} agreement beyond chance (Landis–Koch bands); ` : ''}${typeof r.agreement === 'number' ? `${formatNumber(r.agreement, '.1f')}% agreement on ` : ''}${formatNumber(r.rows, ',d')} rows${typeof r.rater_a === 'string' && typeof r.rater_b === 'string' ? `; ${r.rater_a} vs ${r.rater_b}` : ''}`,
  }));
  return [...iccRows, ...kappaRows];
}

/** Share ≥ this counts as "survives" in the lead sentence (docs/metrics.md). */
export const SURVIVAL_LEVEL = 0.95;

/**
 * Per model of Table 2's order: whether its order over the next model survives the judge swap
 * (p_judge ≥ SURVIVAL_LEVEL), from entities/judge_sensitivity.json; without a usable audit the
 * labels are not re-drawn and the task-only share is given instead. The last model has no entry.
 */
export function adjacentJudgeOrders(js: JudgeSensitivity): Map<string, JudgeOrder> {
  const redrawn = js.audit.status === 'ok';
  return new Map(js.adjacent.map((p) => {
    const share = redrawn ? p.p_judge : p.p_task;
    return [p.model_id, { next_model_id: p.next_model_id, share, survives: share === null ? null : share >= SURVIVAL_LEVEL, redrawn }];
  }));
}

const pct = (p: number | null) => (p === null ? null : 100 * p);

/**
 * The judge-sensitivity section, from entities/judge_sensitivity.json: its lead sentence, the
 * closest adjacent pair by flips (null when no pair can be swapped) and three compact tables.
 */
export function judgeSensitivityView(js: JudgeSensitivity, name: (modelId: string) => string) {
  const pairs = js.adjacent.filter((p) => p.p_task !== null);
  const count = (key: 'p_task' | 'p_judge') => pairs.filter((p) => p[key] !== null && p[key]! >= SURVIVAL_LEVEL).length;
  const level = formatNumber(100 * SURVIVAL_LEVEL, '.0f');
  const missing = js.audit.conditional.filter((r, i) => i < 2 && r.p_pass === null).map((r) => r.judge_label).join(' or ');
  const sentence = js.adjacent.length === 0
    ? 'With fewer than two ranked models there is no order to test.'
    : js.audit.status === 'ok'
      ? `${count('p_judge')} of ${pairs.length} adjacent orders of the leaderboard survive the judge in at least ${level}% of draws (Table 2's ${formatNumber(js.resamples, ',d')} task resamples, every judge-involved verdict re-labelled from the human audit); ${count('p_task')} do under the task resamples alone.`
      : `${js.audit.status === 'no_audit' ? 'The release holds no usable human audit row' : `The human audit has no row whose judge label is ${missing}`}, so the judge's labels are not re-drawn: ${count('p_task')} of ${pairs.length} adjacent orders survive the task resamples alone in at least ${level}% of draws, and the fewest flips below need only the counts.`;
  const swappable = js.adjacent.filter((p) => p.min_flips !== null);
  const fewest = swappable.length ? swappable.reduce((a, b) => (b.min_flips! < a.min_flips! ? b : a)) : null;
  const closest = fewest && `The closest pair, ${isolateBidi(name(fewest.model_id))} (rank ${fewest.rank}) and ${isolateBidi(name(fewest.next_model_id))}, swaps after ${formatNumber(fewest.min_flips!, ',d')} judge-involved verdict flip${fewest.min_flips === 1 ? '' : 's'} (${formatNumber(js.judge.qualifying, ',d')} of the ${formatNumber(js.judge.all_qualifying, ',d')} qualifying verdicts involve the judge).`;
  const adjacent: TableArtifact = {
    id: 'judge_sensitivity_adjacent', title: 'Adjacent orders under the judge', paper_ref: null,
    description: 'For the models at ranks k and k+1: the share of draws keeping their order, under the task resamples alone and with the judge\'s labels re-drawn, and the fewest judge-involved verdict flips that swap them.',
    provenance: js.provenance.adjacent,
    columns: [
      column('rank', 'k', 'rank', 'd', { description: 'Rank of the first model of the pair.' }),
      column('model_id', 'Model at k', 'id', null, { links_to: 'model' }),
      column('next_model_id', 'Model at k+1', 'id', null, { links_to: 'model' }),
      column('gap', 'Gap', 'pp', '.2f', { description: 'Acc(k) − Acc(k+1).' }),
      column('p_task', 'Kept: tasks', 'percent', '.1f', { description: 'Share of Table 2\'s task resamples with the model at k ahead (a tie counts half).' }),
      column('p_judge', 'Kept: judge', 'percent', '.1f', { description: 'The same with every judge-involved verdict re-labelled from P(human label | judge label).' }),
      column('min_flips', 'Flips', 'count', ',d', { description: 'Judge-involved passes of k to fail plus judge-involved fails of k+1 to pass that put k+1 strictly ahead; empty when no such flips suffice.' }),
      column('flips_detail', 'k / k+1', 'text', null, { description: 'The flips on each side, with how many of its verdicts could flip in brackets.' }),
    ],
    rows: js.adjacent.map((p) => ({
      rank: p.rank, model_id: p.model_id, next_model_id: p.next_model_id,
      gap: p.acc !== null && p.next_acc !== null ? p.acc - p.next_acc : null,
      p_task: pct(p.p_task), p_judge: pct(p.p_judge), min_flips: p.min_flips,
      flips_detail: p.min_flips === null ? null : `${formatNumber(p.flips_model!, ',d')} (${formatNumber(p.flippable_model, ',d')}) / ${formatNumber(p.flips_next!, ',d')} (${formatNumber(p.flippable_next, ',d')})`,
    })),
    notes: [],
  };
  const tiers: TableArtifact = {
    id: 'judge_sensitivity_tiers', title: 'Tiers under the judge', paper_ref: null,
    description: 'Share of draws in which each tier\'s models hold exactly the tier\'s positions of the Acc order.',
    provenance: js.provenance.tiers,
    columns: [
      column('tier', 'Tier', 'count', 'd'),
      column('models', 'Models', 'text', null, { links_to: 'model' }),
      column('p_task', 'Kept: tasks', 'percent', '.1f', { description: 'Share of Table 2\'s task resamples in which the tier holds exactly its positions.' }),
      column('p_judge', 'Kept: judge', 'percent', '.1f', { description: 'The same with the judge\'s labels re-drawn.' }),
    ],
    // models (space-separated ids, shown as linked names) also fills the rows query's {model_ids[]}.
    rows: js.tiers.map((t) => ({ tier: t.tier, models: t.model_ids.join(' '), model_ids: t.model_ids.join(' '), p_task: pct(t.p_task), p_judge: pct(t.p_judge) })),
    notes: [],
  };
  const audit: TableArtifact = {
    id: 'judge_sensitivity_audit', title: 'P(human label | judge label), human audit', paper_ref: null,
    description: 'Rows of the human audit\'s confusion matrix, normalised: how the human labelled the verdicts the judge labelled pass, fail or n/a.',
    provenance: js.audit.provenance,
    columns: [
      column('label', 'Judge label', 'text', null),
      column('rows', 'Audit rows', 'count', ',d'),
      column('p_pass', 'Human: pass', 'percent', '.1f'),
      column('p_fail', 'Human: fail', 'percent', '.1f'),
      column('p_na', 'Human: n/a', 'percent', '.1f'),
    ],
    // judge_label (the id) fills the rows query's {judge_label}; label is what is shown.
    rows: js.audit.conditional.map((r) => ({ label: r.judge_label === 'na' ? 'n/a' : r.judge_label, judge_label: r.judge_label, rows: r.rows, p_pass: pct(r.p_pass), p_fail: pct(r.p_fail), p_na: pct(r.p_na) })),
    notes: [],
  };
  return { sentence, closest, adjacent, tiers, audit, notes: js.notes };
}
