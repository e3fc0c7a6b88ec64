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
import { e0Result, listWords } from './surfaces.ts';
import { adjacentJudgeOrders, iccNotation, iccWords, kappaWords, SURVIVAL_LEVEL } from './reliability.ts';

export { iccWords, kappaWords };

export interface Finding {
  /** Stable id of the question answered (lead, ap_gap, e0, reliability, failures). */
  id: string;
  /** The answer in one short sentence: all a phone's first screen shows. */
  headline: string;
  /** What follows it on a wider screen (intervals, names, caveats); '' when nothing. Starts with a space. */
  detail: string;
  /** headline + detail. */
  text: string;
  /** Which page holds the evidence, as a page key and anchor the page turns into a link. */
  evidence: { page: 'overview' | 'surfaces' | 'reliability' | 'failures' | 'models'; anchor: string | null; label: string };
}

/** A headline and its detail. */
export interface Said { headline: string; detail: string }

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
function leadFinding(models: readonly ModelSummary[], probabilities: RankProbabilities): Said {
  const leader = models[0];
  if (!leader || leader.acc.value === null) return { headline: 'No model has a qualifying verdict, so there is no leader.', detail: '' };
  if (models.length === 1) return { headline: `${name(leader)} is the only model: Acc ${pct(leader.acc.value)}${interval(leader.acc.lower, leader.acc.upper, '.1f')}.`, detail: '' };
  const p1 = probabilities.models.find((m) => m.model_id === leader.model_id)?.p_rank[0] ?? null;
  const sure = p1 === null ? '' : `; it ranks first in ${pct(100 * p1)} of ${formatNumber(probabilities.resamples, ',d')} task resamples`;
  const tier = models.filter((m) => m.tier === leader.tier);
  const head = `${name(leader)} leads by Acc, ${pct(leader.acc.value)}${interval(leader.acc.lower, leader.acc.upper, '.1f')}${sure}`;
  return tier.length === 1
    ? { headline: `${head}; it is alone in tier ${leader.tier}.`, detail: ' Every other model\'s paired Acc difference from it excludes 0.' }
    : { headline: `${head}; tier ${leader.tier} holds ${tier.length} of ${models.length} models.`, detail: ` This panel does not separate ${listWords(tier.map(name))}.` };
}

/** AP-Acc below Acc for N of M models, the Δ range, and who is not below (Δ ≤ 0) or has no AP-Acc. */
function apGapFinding(models: readonly ModelSummary[]): Said {
  const defined = models.filter((m) => m.delta.value !== null);
  const undefinedAp = models.length - defined.length;
  const none = undefinedAp === 0 ? '' : ` ${undefinedAp} of ${models.length} model${models.length === 1 ? ' has' : 's have'} no AP-Acc (no qualifying against-prior verdict).`;
  if (defined.length === 0) return { headline: 'No model has an AP-Acc (no qualifying against-prior verdict), so the prior\'s share of compliance is not measured.', detail: '' };
  const below = defined.filter((m) => m.delta.value! > 0);
  const deltas = defined.map((m) => m.delta.value!);
  const notBelow = defined.filter((m) => m.delta.value! <= 0);
  const exceptions = notBelow.length === 0 ? '' : ` For ${listWords(notBelow.map(name))}, AP-Acc is not below Acc (Δ ≤ 0).`;
  return {
    headline: `AP-Acc is below Acc for ${below.length} of ${defined.length} models (Δ = Acc − AP-Acc from ${pp(Math.min(...deltas))} to ${pp(Math.max(...deltas))} pp).`,
    detail: ` AP-Acc is the accuracy on rules a model breaks when not told: part of each score is the model's prior, not the instruction.${exceptions}${none}`,
  };
}

/** The E0 surface order and its crossed-bootstrap share; the single-build fits after. */
function e0Headline(bootstrap: TableArtifact | null): Said {
  const r = e0Result(bootstrap);
  if (!r) return { headline: 'This release has no E0 conflict fits, so which surface wins a conflict is not measured.', detail: '' };
  const single = r.single ? ` ${r.single} reproduce it.` : '';
  return r.pooledReproduces
    ? { headline: `When two surfaces contradict each other, ${r.words}: the pooled Bradley–Terry order, held in ${r.share}.`, detail: single }
    : { headline: `The pooled Bradley–Terry fit does not give the tested surface order (${r.words}); ${r.share} do.`, detail: single };
}

/** Test–retest ICC, the judge-swap κ in words, and how many adjacent orders survive the judge. */
export function reliabilityFinding(icc: TableArtifact | null, agreement: TableArtifact | null, judge: JudgeSensitivity): Said {
  const iccRow = (icc?.rows ?? []).find((r) => r.headline === true && r.level === 'model') ?? (icc?.rows ?? []).find((r) => r.headline === true);
  const num = (v: unknown) => (typeof v === 'number' ? v : null);
  const hasIcc = iccRow !== undefined && typeof iccRow.icc === 'number';
  const iccHead = hasIcc
    ? `Test–retest ${iccNotation(String(iccRow.form))} = ${formatNumber(iccRow.icc as number, '.3f')} (${iccWords(iccRow.icc as number)})`
    : 'No test–retest ICC (fewer than two rounds or no headline form)';
  const ci = (lo: number | null, hi: number | null) => (lo !== null && hi !== null ? `, 95% interval${interval(lo, hi, '.3f')}` : '');
  const iccMore = hasIcc ? ` The ICC is at the ${String(iccRow.level)} level across rounds${ci(num(iccRow.icc_lower), num(iccRow.icc_upper))}.` : '';
  const swap = (agreement?.rows ?? []).find((r) => r.kind === 'judge_swap');
  const hasKappa = swap !== undefined && typeof swap.kappa === 'number';
  const kappaHead = hasKappa
    ? `judge-swap κ = ${formatNumber(swap.kappa as number, '.3f')} (${kappaWords(swap.kappa as number)} agreement)`
    : 'no judge-swap rows, so agreement between two judges is not measured';
  const kappaMore = hasKappa
    ? ` κ is Cohen's, of two LLM judges scoring the same ${formatNumber(Number(swap.rows), ',d')} verdicts${ci(num(swap.kappa_lower), num(swap.kappa_upper))}: ${kappaWords(swap.kappa as number)} agreement beyond chance (Landis–Koch bands).`
    : '';
  const orders = [...adjacentJudgeOrders(judge).values()].filter((o) => o.share !== null);
  const level = formatNumber(100 * SURVIVAL_LEVEL, '.0f');
  const kept = orders.filter((o) => o.survives).length;
  const survivalHead = orders.length === 0
    ? 'with fewer than two ranked models there is no order to test against the judge'
    : orders[0]!.redrawn
      ? `${kept} of ${orders.length} adjacent orders survive re-drawing the judge`
      : `the human audit cannot re-draw the judge's labels; ${kept} of ${orders.length} adjacent orders survive the task resamples alone`;
  const survivalMore = orders.length > 0 && orders[0]!.redrawn
    ? ` An order of the leaderboard survives when it is kept in at least ${level}% of draws with the judge's labels re-drawn from the human audit${kept < orders.length ? '; where it is not, the judge, not the models, may decide it' : ''}.`
    : '';
  return { headline: `${iccHead}; ${kappaHead}; ${survivalHead}.`, detail: `${iccMore}${kappaMore}${survivalMore}` };
}

/** The action whose rules hold the largest share of failures (Figure 4). */
export function failureFinding(table: TableArtifact | null): Said {
  const rows = (table?.rows ?? []).filter((r) => typeof r.failure_share === 'number' && typeof r.failures === 'number');
  if (rows.length === 0) return { headline: 'The build has no failures by action (no qualifying failure).', detail: '' };
  const top = rows.reduce((a, b) => ((b.failure_share as number) > (a.failure_share as number) ? b : a));
  const rate = typeof top.failure_rate === 'number' ? ` ${pct(top.failure_rate)} of their qualifying verdicts fail.` : '';
  return {
    headline: `Failures concentrate on ${vocabLabel('action', String(top.action)).toLowerCase()} rules: ${pct(top.failure_share as number)} of all ${formatNumber(rows.reduce((s, r) => s + (r.failures as number), 0), ',d')} failures.`,
    detail: rate,
  };
}

const finding = (id: string, said: Said, evidence: Finding['evidence']): Finding => ({ id, ...said, text: `${said.headline}${said.detail}`, evidence });

/** The five findings of the overview's first screen, in the paper's order of questions. */
export function overviewFindings(a: FindingArtifacts): Finding[] {
  return [
    finding('lead', leadFinding(a.models, a.rankProbabilities), { page: 'overview', anchor: 'leaderboard', label: 'leaderboard and rank probabilities' }),
    finding('ap_gap', apGapFinding(a.models), { page: 'overview', anchor: 'leaderboard', label: 'Δ per model' }),
    finding('e0', e0Headline(a.e0Summary), { page: 'surfaces', anchor: null, label: 'E0 on Surfaces' }),
    finding('reliability', reliabilityFinding(a.icc, a.agreement, a.judge), { page: 'reliability', anchor: null, label: 'Reliability' }),
    finding('failures', failureFinding(a.failuresByAction), { page: 'failures', anchor: null, label: 'Failures' }),
  ];
}
