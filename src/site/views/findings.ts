/**
 * The overview's first screen: one sentence per question of the paper, each worded from the
 * build's artifacts and holding for any valid release (a missing artifact or an unusual result is
 * said, never papered over), each with the page that holds its evidence. Nothing is ranked or
 * tested here: leads, tiers, orders, shares and survivals are the build's.
 */
import type { TableArtifact } from '../../artifacts/table.ts';
import type { ModelSummary } from '../../artifacts/entities.ts';
import type { RankProbabilities } from '../../artifacts/rank-probabilities.ts';
import type { JudgeSensitivity } from '../../artifacts/judge-sensitivity.ts';
import { isolateBidi } from '../../release/bidi.ts';
import { formatNumber } from '../format.ts';
import { vocabLabel } from '../labels.ts';
import { e0Finding, listWords } from './surfaces.ts';
import { adjacentJudgeOrders, iccNotation, iccWords, kappaWords, SURVIVAL_LEVEL } from './reliability.ts';

export { iccWords, kappaWords };

export interface Finding {
  /** Stable id of the question answered (lead, ap_gap, e0, reliability, failures). */
  id: string;
  text: string;
  /** Which page holds the evidence, as a page key and anchor the page turns into a link. */
  evidence: { page: 'overview' | 'surfaces' | 'reliability' | 'failures' | 'models'; anchor: string | null; label: string };
}

export interface FindingArtifacts {
  models: readonly ModelSummary[];
  rankProbabilities: RankProbabilities;
  e0Summary: TableArtifact | null;
  icc: TableArtifact | null;
  agreement: TableArtifact | null;
  judge: JudgeSensitivity;
  failuresByAction: TableArtifact | null;
}

const pct = (v: number) => `${formatNumber(v, '.1f')}%`;
const pp = (v: number) => formatNumber(v, '+.1f');
const interval = (lo: number | null, hi: number | null, spec: string) => (lo !== null && hi !== null ? ` [${formatNumber(lo, spec)}, ${formatNumber(hi, spec)}]` : '');
const name = (m: ModelSummary) => isolateBidi(m.display_name);

/** Who leads by Acc, how sure (P(rank 1)), and who shares the top tier. */
function leadFinding(models: readonly ModelSummary[], probabilities: RankProbabilities): string {
  const leader = models[0];
  if (!leader || leader.acc.value === null) return 'No model has a qualifying verdict, so there is no leader.';
  if (models.length === 1) return `${name(leader)} is the only model: Acc ${pct(leader.acc.value)}${interval(leader.acc.lower, leader.acc.upper, '.1f')}.`;
  const p1 = probabilities.models.find((m) => m.model_id === leader.model_id)?.p_rank[0] ?? null;
  const sure = p1 === null ? '' : `; it ranks first in ${pct(100 * p1)} of ${formatNumber(probabilities.resamples, ',d')} task resamples`;
  const tier = models.filter((m) => m.tier === leader.tier);
  const tied = tier.length === 1
    ? ` It is alone in tier ${leader.tier}: every other model's paired Acc difference from it excludes 0.`
    : ` Tier ${leader.tier} holds ${tier.length} of ${models.length} models (${listWords(tier.map(name))}): this panel does not separate them.`;
  return `${name(leader)} leads by Acc, ${pct(leader.acc.value)}${interval(leader.acc.lower, leader.acc.upper, '.1f')}${sure}.${tied}`;
}

/** AP-Acc below Acc for N of M models, the Δ range, and who is not below (Δ ≤ 0) or has no AP-Acc. */
function apGapFinding(models: readonly ModelSummary[]): string {
  const defined = models.filter((m) => m.delta.value !== null);
  const undefinedAp = models.length - defined.length;
  const none = undefinedAp === 0 ? '' : ` ${undefinedAp} of ${models.length} model${models.length === 1 ? ' has' : 's have'} no AP-Acc (no qualifying against-prior verdict).`;
  if (defined.length === 0) return `No model has an AP-Acc (no qualifying against-prior verdict), so the prior's share of compliance is not measured.`;
  const below = defined.filter((m) => m.delta.value! > 0);
  const deltas = defined.map((m) => m.delta.value!);
  const range = `Δ = Acc − AP-Acc from ${pp(Math.min(...deltas))} to ${pp(Math.max(...deltas))} pp`;
  const notBelow = defined.filter((m) => m.delta.value! <= 0);
  const exceptions = notBelow.length === 0 ? '' : ` For ${listWords(notBelow.map(name))}, AP-Acc is not below Acc (Δ ≤ 0).`;
  return `AP-Acc, accuracy on rules a model breaks when not told, is below Acc for ${below.length} of ${defined.length} models (${range}): part of each score is the model's prior, not the instruction.${exceptions}${none}`;
}

/** Test–retest ICC, the judge-swap κ in words, and how many adjacent orders survive the judge. */
function reliabilityFinding(icc: TableArtifact | null, agreement: TableArtifact | null, judge: JudgeSensitivity): string {
  const iccRow = (icc?.rows ?? []).find((r) => r.headline === true && r.level === 'model') ?? (icc?.rows ?? []).find((r) => r.headline === true);
  const iccPart = iccRow && typeof iccRow.icc === 'number'
    ? `Test–retest ${iccNotation(String(iccRow.form))} at the ${String(iccRow.level)} level is ${formatNumber(iccRow.icc, '.3f')}${interval(typeof iccRow.icc_lower === 'number' ? iccRow.icc_lower : null, typeof iccRow.icc_upper === 'number' ? iccRow.icc_upper : null, '.3f')} (${iccWords(iccRow.icc)} agreement across rounds).`
    : 'The build has no test–retest ICC (fewer than two rounds or no headline form).';
  const swap = (agreement?.rows ?? []).find((r) => r.kind === 'judge_swap');
  const kappaPart = swap && typeof swap.kappa === 'number'
    ? ` Two LLM judges scoring the same ${formatNumber(Number(swap.rows), ',d')} verdicts reach ${kappaWords(swap.kappa)} agreement beyond chance (Cohen's κ = ${formatNumber(swap.kappa, '.3f')}${interval(typeof swap.kappa_lower === 'number' ? swap.kappa_lower : null, typeof swap.kappa_upper === 'number' ? swap.kappa_upper : null, '.3f')}, Landis–Koch bands).`
    : ' The release has no judge-swap rows, so agreement between two judges is not measured.';
  const orders = [...adjacentJudgeOrders(judge).values()].filter((o) => o.share !== null);
  const level = formatNumber(100 * SURVIVAL_LEVEL, '.0f');
  const kept = orders.filter((o) => o.survives).length;
  const survival = orders.length === 0
    ? ' With fewer than two ranked models there is no order to test against the judge.'
    : orders[0]!.redrawn
      ? ` ${kept} of ${orders.length} adjacent orders of the leaderboard survive re-drawing the judge's labels from the human audit (kept in at least ${level}% of draws)${kept < orders.length ? ': where they do not, the judge, not the models, may decide the order' : ''}.`
      : ` The human audit cannot re-draw the judge's labels; ${kept} of ${orders.length} adjacent orders survive the task resamples alone.`;
  return `${iccPart}${kappaPart}${survival}`;
}

/** The action whose rules hold the largest share of failures (Figure 4). */
function failureFinding(table: TableArtifact | null): string {
  const rows = (table?.rows ?? []).filter((r) => typeof r.failure_share === 'number' && typeof r.failures === 'number');
  if (rows.length === 0) return 'The build has no failures by action (no qualifying failure).';
  const top = rows.reduce((a, b) => ((b.failure_share as number) > (a.failure_share as number) ? b : a));
  const rate = typeof top.failure_rate === 'number' ? `; ${pct(top.failure_rate)} of its qualifying verdicts fail` : '';
  return `Failures concentrate on ${vocabLabel('action', String(top.action)).toLowerCase()} rules: ${pct(top.failure_share as number)} of all ${formatNumber(rows.reduce((s, r) => s + (r.failures as number), 0), ',d')} failures${rate}.`;
}

/** The five sentences of the overview's first screen, in the paper's order of questions. */
export function overviewFindings(a: FindingArtifacts): Finding[] {
  return [
    { id: 'lead', text: leadFinding(a.models, a.rankProbabilities), evidence: { page: 'overview', anchor: 'leaderboard', label: 'leaderboard and rank probabilities' } },
    { id: 'ap_gap', text: apGapFinding(a.models), evidence: { page: 'overview', anchor: 'leaderboard', label: 'Δ per model' } },
    { id: 'e0', text: e0Finding(a.e0Summary) ?? 'This release has no E0 conflict fits, so which surface wins a conflict is not measured.', evidence: { page: 'surfaces', anchor: null, label: 'E0 on Surfaces' } },
    { id: 'reliability', text: reliabilityFinding(a.icc, a.agreement, a.judge), evidence: { page: 'reliability', anchor: null, label: 'Reliability' } },
    { id: 'failures', text: failureFinding(a.failuresByAction), evidence: { page: 'failures', anchor: null, label: 'Failures' } },
  ];
}
