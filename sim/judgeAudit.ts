/**
 * The simulated judge audit (paper §9, Appendix E.1): three kinds of rows, each a verdict row
 * re-labelled by a second rater.
 * - judge_swap (116): "paired clean verdicts" — judge-involved (llm_judge/hybrid) rows whose raw
 *   verdict is pass or fail and that are outside any cascade (cascade_group null, so the raw
 *   verdict is also the effective one) — re-judged by Claude Opus 4.7; label_a is the row's verdict.
 * - human_audit (919): GPT-5.2 in its five-vote configuration against a human reference,
 *   labels pass/fail/na (label_a = the row's verdict, which the five-vote run reproduced).
 * - judge_pair (65): GPT-5.2 against Claude Opus 4.7, labels pass/fail/na.
 * Confusion tables are chosen by exhaustive search (judgeAudit/confusion.ts) to hit the published
 * agreement and κ; rows are then drawn from the candidate verdicts with seeded streams.
 */
import type { JudgeAuditRecord, ModelRecord, VerdictRecord } from '../src/release/schemas.ts';
import { JUDGE_METHODS } from '../src/release/vocab.ts';
import { seededRandom, type Random } from '../src/stats/random.ts';
import { searchConfusionTable, type ConfusionTarget } from './judgeAudit/confusion.ts';
import { disagreementNote } from './judgeAudit/notes.ts';
import { allocateSwapTable } from './judgeAudit/swapAllocation.ts';
import {
  HUMAN_AUDIT_RATER_A, HUMAN_AUDIT_TARGET, HUMAN_REFERENCE, JUDGE_PAIR_TARGET, JUDGE_SWAP_TARGET, PANEL_JUDGE, SWAP_EXTREMES, SWAP_JUDGE,
} from './judgeAudit/targets.ts';

type Label = JudgeAuditRecord['label_a'];
type Kind = JudgeAuditRecord['kind'];

/** Seeded Fisher–Yates on a copy. */
function shuffled<T>(items: readonly T[], rng: Random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/** Draws `count` rows with raw verdict `label` from `pool`, or fails naming the shortfall. */
function draw(pool: readonly VerdictRecord[], label: Label, count: number, rng: Random, what: string): VerdictRecord[] {
  const matching = pool.filter((row) => row.verdict === label);
  if (matching.length < count) throw new Error(`judgeAudit: ${what} needs ${count} clean judge-involved verdicts labelled ${label}, found ${matching.length}`);
  return shuffled(matching, rng).slice(0, count);
}

/** Turns drawn verdicts plus their B labels into audit rows. */
function rowsFor(kind: Kind, prefix: string, pairs: { verdict: VerdictRecord; labelB: Label }[], raters: [string, string], rng: Random): JudgeAuditRecord[] {
  return pairs.map(({ verdict, labelB }, k) => ({
    audit_id: `${prefix}-${String(k + 1).padStart(4, '0')}`,
    kind,
    verdict_id: verdict.verdict_id,
    rater_a: raters[0],
    label_a: verdict.verdict,
    rater_b: raters[1],
    label_b: labelB,
    note: disagreementNote(kind, verdict.verdict, labelB, rng),
  }));
}

/** Draws rows for a whole confusion table: per A label, its row total; B labels in shuffled order. */
function drawTable(pool: readonly VerdictRecord[], target: ConfusionTarget, table: number[][], rng: Random, what: string): { verdict: VerdictRecord; labelB: Label }[] {
  const pairs: { verdict: VerdictRecord; labelB: Label }[] = [];
  target.labels.forEach((labelA, i) => {
    const row = table[i]!;
    const drawn = draw(pool, labelA as Label, row.reduce((x, y) => x + y, 0), rng, what);
    const labelsB = shuffled(row.flatMap((count, j) => Array.from({ length: count }, () => target.labels[j] as Label)), rng);
    drawn.forEach((verdict, k) => pairs.push({ verdict, labelB: labelsB[k]! }));
  });
  return pairs.sort((x, y) => x.verdict.verdict_id.localeCompare(y.verdict.verdict_id));
}

export function simulateJudgeAudit(
  seed: number,
  verdicts: readonly VerdictRecord[],
  models: readonly ModelRecord[],
): { rows: JudgeAuditRecord[]; invented: { what: string; detail: string }[] } {
  const panel = models.filter((model) => model.cohorts.includes('panel')).map((model) => model.model_id);
  if (panel.length === 0) throw new Error('judgeAudit: no model has the "panel" cohort');
  const judged = new Set<string>(JUDGE_METHODS);
  const panelSet = new Set(panel);
  const clean = [...verdicts]
    .filter((row) => judged.has(row.method) && row.cascade_group === null && panelSet.has(row.model_id))
    .sort((x, y) => x.verdict_id.localeCompare(y.verdict_id));
  const rng = seededRandom(seed, 'judge-audit/rows');
  const notes = seededRandom(seed, 'judge-audit/notes');

  // Judge swap: per model.
  const swapTable = searchConfusionTable(JUDGE_SWAP_TARGET);
  const allocation = allocateSwapTable(panel, swapTable, seededRandom(seed, 'judge-audit/swap-allocation'));
  const swapPairs: { verdict: VerdictRecord; labelB: Label }[] = [];
  for (const cell of allocation) {
    const mine = clean.filter((row) => row.model_id === cell.modelId);
    const passes = draw(mine, 'pass', cell.a + cell.b, rng, `judge swap for ${cell.modelId}`);
    const fails = draw(mine, 'fail', cell.c + cell.d, rng, `judge swap for ${cell.modelId}`);
    const modelPairs = [
      ...passes.map((verdict, k) => ({ verdict, labelB: (k < cell.a ? 'pass' : 'fail') as Label })),
      ...fails.map((verdict, k) => ({ verdict, labelB: (k < cell.c ? 'pass' : 'fail') as Label })),
    ];
    swapPairs.push(...modelPairs.sort((x, y) => x.verdict.verdict_id.localeCompare(y.verdict.verdict_id)));
  }
  const used = new Set(swapPairs.map((pair) => pair.verdict.verdict_id));
  const humanTable = searchConfusionTable(HUMAN_AUDIT_TARGET);
  const humanPairs = drawTable(clean.filter((row) => !used.has(row.verdict_id)), HUMAN_AUDIT_TARGET, humanTable, rng, 'human audit');
  for (const pair of humanPairs) used.add(pair.verdict.verdict_id);
  const pairTable = searchConfusionTable(JUDGE_PAIR_TARGET);
  const judgePairs = drawTable(clean.filter((row) => !used.has(row.verdict_id)), JUDGE_PAIR_TARGET, pairTable, rng, 'judge pair');

  const rows = [
    ...rowsFor('judge_swap', 'js', swapPairs, [PANEL_JUDGE, SWAP_JUDGE], notes),
    ...rowsFor('human_audit', 'ha', humanPairs, [HUMAN_AUDIT_RATER_A, HUMAN_REFERENCE], notes),
    ...rowsFor('judge_pair', 'jp', judgePairs, [PANEL_JUDGE, SWAP_JUDGE], notes),
  ];
  const show = (table: number[][]) => JSON.stringify(table);
  const invented = [
    { what: 'Judge audit confusion tables', detail: `Integer confusion tables (rows rater A, columns rater B; labels pass, fail[, na]) chosen by exhaustive search to match the published agreement and kappa: judge swap ${show(swapTable)}, human audit ${show(humanTable)}, judge pair ${show(pairTable)}. The label shares and the judge-pair agreement are invented.` },
    { what: 'Judge audit rows', detail: 'Which verdict rows were audited (clean judge-involved rows outside any cascade, drawn at random) and the notes on disagreements are invented. Human-audit and judge-pair rows take label_a from the verdict row.' },
    { what: 'Judge swap per-model shifts', detail: `The swapped verdicts are spread over the 12 panel models so that pass-rate shifts span the published range: ${SWAP_EXTREMES.lowest.modelId} ${SWAP_EXTREMES.lowest.shift} of ${SWAP_EXTREMES.lowest.rows} (-40 pp), ${SWAP_EXTREMES.highest.modelId} +${SWAP_EXTREMES.highest.shift} of ${SWAP_EXTREMES.highest.rows} (+33 pp); per model (rows, B-A shift): ${allocation.map((cell) => `${cell.modelId} ${cell.rows} ${cell.c - cell.b >= 0 ? '+' : ''}${cell.c - cell.b}`).join(', ')}.` },
  ];
  return { rows, invented };
}
