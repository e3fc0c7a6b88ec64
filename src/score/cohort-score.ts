/**
 * Scoring a submitted model against the cohort's qualifying verdicts alone (the Arrow file a
 * data build writes): the page /your-model/ runs this in the browser. Checks the submitted rows
 * (precheck.ts, the release record schema, and the release validator's per-row rules against a
 * compact index of the release), derives their effective verdicts (Appendix-B cascade,
 * src/release/cascade.ts), adds the qualifying ones to the cohort's, forms the (task, model,
 * rule) sufficient statistics as src/metrics/suff_task_model_rule.sql does, and computes the
 * leaderboard with the build's code and resamples (src/accuracy-bootstrap: bootstrap, rank intervals,
 * tiers) and the paired differences (paired.ts). Table 2 values are cleaned to 12 significant
 * digits as the build stores them, so they equal `npm run score`'s (test/score/cohort-score.test.ts).
 * Browser-safe: no Node APIs.
 */
import { verdictRowProblems } from '../release/checks.ts';
import { effectiveVerdictsAcrossRuns } from '../release/cascade.ts';
import type { ReleaseProblem } from '../release/problems.ts';
import { recordIssues } from '../release/record-issues.ts';
import { VerdictRecord } from '../release/schemas.ts';
import { bootstrapTable2, modelDraws, type Table2Bootstrap } from '../accuracy-bootstrap/bootstrap.ts';
import { cellsFromRuleCells, type FlaggedRuleCells, type TaskModelCells } from '../accuracy-bootstrap/cells.ts';
import { estimateFromDraws } from '../accuracy-bootstrap/intervals.ts';
import { leaderboardRows } from '../accuracy-bootstrap/leaderboard.ts';
import { drawResampleWeights, type ResampleWeights } from '../accuracy-bootstrap/resample-weights.ts';
import { denseIndex, type CodedColumn, type DenseIndex, type VerdictTable } from '../accuracy-bootstrap/selection.ts';
import { rankProbabilityRows, type ModelRankProbabilities } from '../accuracy-bootstrap/rank-probabilities.ts';
import type { EstimateName, LeaderboardEntry } from './leaderboard-figures.ts';
import { pairedDifferences, type PairedDifference } from './paired.ts';
import { precheckSubmission } from './precheck.ts';
import { clean } from '../pipeline/table-builder.ts';
import type { PanelKeyBits } from './breakdowns.ts';

/** What the checks need to know of the release (made at site build time from the data build). */
export interface ScoringContext {
  modelsFile: string;
  /** Every model id of the release → its line in the models file. */
  cohort: Record<string, number>;
  /** The panel models whose verdicts are in the cohort table, with display names. */
  panel: { id: string; name: string }[];
  rounds: number[];
  /** rule id → its scoring method, prior label and family. */
  rules: Record<string, { method: string; prior: string; family: string }>;
  /** task id → whether it is dropped, the rules injected in it and their placed surfaces (same order). */
  tasks: Record<string, { dropped: boolean; injected: string[]; surfaces: string[] }>;
  /** The panel's (task, round, rule) keys (breakdowns.ts panelKeyBits), for the model's coverage. */
  panelKeys: PanelKeyBits;
  resamples: number;
  seed: number;
  label: string;
}

interface SubmissionCheck {
  modelId: string | null;
  problems: ReleaseProblem[];
  rows: VerdictRecord[];
}

/**
 * The submitted verdict file's problems, `file:line: field: message` in its own lines: the
 * CLI's precheck, the record schema, and the validator's per-row rules (wording of
 * src/release/checks.ts). Verdict-id clashes with the release's own verdicts are the CLI's.
 */
export function checkSubmission(path: string, values: readonly unknown[], ctx: ScoringContext): SubmissionCheck {
  const pre = precheckSubmission({ path, values: [...values], lines: values.length }, null, new Map(Object.entries(ctx.cohort)), ctx.modelsFile, new Set(ctx.rounds));
  const problems = [...pre.problems];
  const at = (line: number, field: string, message: string) => problems.push({ file: path, line, field, message });
  const rows: VerdictRecord[] = [];
  const ids = new Map<string, number>();
  const keys = new Map<string, number>();
  values.forEach((value, i) => {
    const line = i + 1;
    if (value === null) { at(line, '(line)', 'not valid JSON'); return; }
    const parsed = VerdictRecord.safeParse(value);
    if (!parsed.success) { problems.push(...recordIssues(path, line, value, parsed.error.issues)); return; }
    const r = parsed.data;
    const task = ctx.tasks[r.task_id];
    const rule = ctx.rules[r.rule_id];
    if (task === undefined) at(line, 'task_id', `unknown task "${r.task_id}"`);
    if (rule === undefined) at(line, 'rule_id', `unknown rule "${r.rule_id}"`);
    if (task?.dropped) at(line, 'task_id', `task ${r.task_id} is dropped: dropped tasks have no verdicts`);
    else if (task !== undefined && rule !== undefined && !task.injected.includes(r.rule_id)) at(line, 'rule_id', `rule ${r.rule_id} is not injected in task ${r.task_id}`);
    verdictRowProblems(r, rule?.method ?? null, (field, message) => at(line, field, message));
    const first = ids.get(r.verdict_id);
    if (first !== undefined) at(line, 'verdict_id', `duplicate verdict_id ${r.verdict_id} (first on line ${first})`);
    else ids.set(r.verdict_id, line);
    const key = `${r.task_id}|${r.round}|${r.rule_id}`;
    const firstKey = keys.get(key);
    if (firstKey !== undefined) at(line, 'model_id+task_id+round+rule_id', `(${r.model_id}, ${r.task_id}, round ${r.round}, ${r.rule_id}) already has a verdict on line ${firstKey}`);
    else keys.set(key, line);
    rows.push(r);
  });
  return { modelId: pre.modelId, problems, rows };
}

/** A coded column with `extra` values appended (new dictionary entries where needed). */
function appendCoded(column: CodedColumn, extra: readonly string[]): CodedColumn {
  const dictionary = [...column.dictionary];
  const code = new Map(dictionary.map((d, i) => [d, i]));
  const codes = new Int32Array(column.codes.length + extra.length);
  codes.set(Array.from(column.codes));
  extra.forEach((value, k) => {
    let c = code.get(value);
    if (c === undefined) { c = dictionary.length; dictionary.push(value); code.set(value, c); }
    codes[column.codes.length + k] = c;
  });
  return { codes, dictionary };
}

/**
 * The cohort's table with the submitted model's qualifying verdicts appended. Only the columns
 * the scoring reads are filled for them (model, task, rule, round, pass, prior); family,
 * surface, method and lineage get "" (the page does not filter them).
 */
function withSubmission(table: VerdictTable, rows: readonly VerdictRecord[], ctx: ScoringContext): VerdictTable {
  const verdicts = effectiveVerdictsAcrossRuns(rows);
  const kept = rows.filter((_, i) => verdicts[i] === 'pass' || verdicts[i] === 'fail');
  const passes = rows.flatMap((_, i) => (verdicts[i] === 'pass' ? [1] : verdicts[i] === 'fail' ? [0] : []));
  const blank = kept.map(() => '');
  const join = (a: ArrayLike<number>, b: readonly number[]) => { const out = new Int32Array(a.length + b.length); out.set(Array.from(a)); out.set(b, a.length); return out; };
  return {
    length: table.length + kept.length,
    model: appendCoded(table.model, kept.map((r) => r.model_id)),
    task: appendCoded(table.task, kept.map((r) => r.task_id)),
    rule: appendCoded(table.rule, kept.map((r) => r.rule_id)),
    prior: appendCoded(table.prior, kept.map((r) => ctx.rules[r.rule_id]!.prior)),
    family: appendCoded(table.family, blank), surface: appendCoded(table.surface, blank),
    method: appendCoded(table.method, blank), lineage: appendCoded(table.lineage, blank),
    round: join(table.round, kept.map((r) => r.round)),
    pass: join(table.pass, passes),
  };
}

/**
 * (task, model, rule) sufficient statistics of the panel's qualifying verdicts, exactly as
 * suff_task_model_rule.sql: against = the rule's prior is "against"; separates = the (task,
 * rule) pair has cells of ≥ 2 models whose pass rates are not all equal; common_* = counts on
 * keys (task, round, rule) where every model has a qualifying verdict. Cells sorted by task,
 * model, rule; rules densely indexed in sorted id order.
 */
function ruleCellsOf(table: VerdictTable, index: DenseIndex): FlaggedRuleCells & { ruleIds: string[] } {
  const M = index.modelIds.length;
  const ruleIds = [...new Set(Array.from({ length: table.length }, (_, i) => (index.model[i]! >= 0 ? table.rule.dictionary[table.rule.codes[i]!]! : null)).filter((x): x is string => x !== null))].sort();
  const rulePos = new Map(ruleIds.map((id, i) => [id, i]));
  const ruleOfCode = table.rule.dictionary.map((id) => rulePos.get(id) ?? -1);
  const R = ruleIds.length;
  const keyModels = new Map<number, number>();
  const keyOf = (i: number) => (index.task[i]! * R + ruleOfCode[table.rule.codes[i]!]!) * 16 + table.round[i]!;
  for (let i = 0; i < table.length; i++) if (index.model[i]! >= 0) keyModels.set(keyOf(i), (keyModels.get(keyOf(i)) ?? 0) + 1);
  const cellOf = new Map<number, number>();
  const cells: { task: number; model: number; rule: number; passes: number; qualifying: number; cp: number; cq: number; against: number }[] = [];
  const againstCode = table.prior.dictionary.indexOf('against');
  for (let i = 0; i < table.length; i++) {
    const m = index.model[i]!;
    if (m < 0) continue;
    const t = index.task[i]!;
    const r = ruleOfCode[table.rule.codes[i]!]!;
    const id = (t * M + m) * R + r;
    let c = cellOf.get(id);
    if (c === undefined) { c = cells.length; cellOf.set(id, c); cells.push({ task: t, model: m, rule: r, passes: 0, qualifying: 0, cp: 0, cq: 0, against: table.prior.codes[i] === againstCode ? 1 : 0 }); }
    const cell = cells[c]!;
    const z = table.pass[i]!;
    cell.passes += z;
    cell.qualifying += 1;
    if (keyModels.get(keyOf(i)) === M) { cell.cp += z; cell.cq += 1; }
  }
  cells.sort((a, b) => a.task - b.task || a.model - b.model || a.rule - b.rule);
  const rates = new Map<number, { n: number; min: number; max: number }>();
  for (const c of cells) {
    const pair = c.task * R + c.rule;
    const rate = c.passes / c.qualifying;
    const s = rates.get(pair);
    if (s) { s.n++; s.min = Math.min(s.min, rate); s.max = Math.max(s.max, rate); } else rates.set(pair, { n: 1, min: rate, max: rate });
  }
  const col = (f: (c: (typeof cells)[number]) => number) => Float64Array.from(cells, f);
  return {
    rules: R, ruleIds,
    task: Int32Array.from(cells, (c) => c.task), model: Int32Array.from(cells, (c) => c.model), rule: Int32Array.from(cells, (c) => c.rule),
    passes: col((c) => c.passes), qualifying: col((c) => c.qualifying), against: Uint8Array.from(cells, (c) => c.against),
    separates: Uint8Array.from(cells, (c) => { const s = rates.get(c.task * R + c.rule)!; return s.n >= 2 && s.min < s.max ? 1 : 0; }),
    commonPasses: col((c) => c.cp), commonQualifying: col((c) => c.cq),
  };
}

const cleanEstimate = (e: { value: number | null; lower: number | null; upper: number | null }) => ({ value: clean(e.value), lower: clean(e.lower), upper: clean(e.upper) });

export interface CohortScore {
  modelId: string;
  /** The leaderboard with the model, in the build's order (Acc descending, ties by id). */
  leaderboard: LeaderboardEntry[];
  paired: (PairedDifference & { display_name: string })[];
  rankProbabilities: ModelRankProbabilities[];
}

/** What the cohort bootstrap needs, made once: the table with the submission, its dense index, cells and resamples. */
export interface CohortBootstrapInput {
  modelId: string;
  table: VerdictTable;
  names: Map<string, string>;
  index: DenseIndex;
  ruleCells: FlaggedRuleCells;
  cells: TaskModelCells;
  weights: ResampleWeights;
}

export function cohortBootstrapInput(cohort: VerdictTable, rows: readonly VerdictRecord[], modelId: string, displayName: string | null, ctx: ScoringContext): CohortBootstrapInput {
  const table = withSubmission(cohort, rows, ctx);
  const names = new Map([...ctx.panel.map((m) => [m.id, m.name] as const), [modelId, displayName ?? modelId] as const]);
  const all = denseIndex(table, [...names.keys()]);
  // The models with a qualifying verdict, as the build's suff_task_model_rule holds them.
  const present = new Set(Array.from(all.model).filter((m) => m >= 0));
  const index = denseIndex(table, all.modelIds.filter((_, m) => present.has(m)));
  if (!index.modelIds.includes(modelId)) throw new Error(`${modelId}: none of its verdicts qualifies (every one is na or collapsed), so it has no row in Table 2`);
  const ruleCells = ruleCellsOf(table, index);
  const T = index.taskIds.length;
  const weights = drawResampleWeights(T, ctx.resamples, ctx.seed, ctx.label);
  return { modelId, table, names, index, ruleCells, cells: cellsFromRuleCells(ruleCells, T, index.modelIds.length), weights };
}

/** The figures from the cohort bootstrap's draws (bootstrapTable2 of the input's cells, weights and rule cells). */
export function cohortScoreFromBootstrap(input: CohortBootstrapInput, boot: Table2Bootstrap): CohortScore {
  const { modelId, table, names, index, weights } = input;
  const B = boot.resamples;
  const est = (point: Float64Array, draws: Float64Array, m: number) => cleanEstimate(estimateFromDraws(point[m], modelDraws(draws, B, m)));
  const board = leaderboardRows(boot, index.modelIds);
  const leaderboard = board.map((r): LeaderboardEntry => {
    const m = r.model;
    const estimates: Record<EstimateName, LeaderboardEntry['estimates'][EstimateName]> = {
      acc: cleanEstimate(r.acc), ap_acc: cleanEstimate(r.apAcc), delta: cleanEstimate(r.delta), f_acc: est(boot.point.fAcc!, boot.draws.fAcc!, m), dw_acc: est(boot.point.dwAcc!, boot.draws.dwAcc!, m), rank: cleanEstimate(r.rank),
    };
    return { model_id: r.modelId, display_name: names.get(r.modelId) ?? r.modelId, tier: r.tier, qualifying: r.qualifying, against_prior_qualifying: r.againstQualifying, estimates };
  });
  // Computed, not read from a build artifact, by the CLI too: not cleaned.
  const paired = pairedDifferences(table, index, weights, modelId).map((p) => ({ ...p, display_name: names.get(p.model_id) ?? p.model_id }));
  return { modelId, leaderboard, paired, rankProbabilities: rankProbabilityRows(boot.draws.rank, B, index.modelIds, board.map((r) => r.model)) };
}

/** The leaderboard with the submitted model and its paired differences (see the file's comment). */
export function scoreWithCohort(cohort: VerdictTable, rows: readonly VerdictRecord[], modelId: string, displayName: string | null, ctx: ScoringContext): CohortScore {
  const input = cohortBootstrapInput(cohort, rows, modelId, displayName, ctx);
  return cohortScoreFromBootstrap(input, bootstrapTable2(input.cells, input.weights, input.ruleCells));
}
