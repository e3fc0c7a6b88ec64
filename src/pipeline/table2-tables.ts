/**
 * Step "table2": the leaderboard (Table 2) with task-clustered bootstrap intervals, ranks, rank
 * intervals and tiers; the cohort summary; adjacent-rank differences; common support (Appendix
 * E.5); cohort correlation (§4.2). Aggregation is SQL (suff_task_model_rule.sql, cohort_rule_rates.sql;
 * r by src/stats/pearson.ts). Every point estimate and draw of Table 2 is src/accuracy-bootstrap/bootstrap.ts
 * (table2Point at unit weights, table2Draws per resample; leaderboard.ts ranks and tiers), the code the
 * browser's re-ranking runs; table2_point_estimates is table2Point's values as a table.
 */
import type { Estimate } from '../artifacts/common.ts';
import { cellsFromRuleCells, LEADERBOARD_SEED_LABEL, leaderboardRows, modelDraws, table2Point, type Table2Bootstrap, type Table2Point } from '../accuracy-bootstrap/index.ts';
import { bootstrapInWorker } from './table2-bootstrap-worker.ts';
import { mean } from '../stats/mean.ts';
import { pearson } from '../stats/pearson.ts';
import { averageRanks } from '../stats/ranks.ts';
import { sampleStandardDeviation } from '../stats/standardDeviation.ts';
import { materialise, numericColumns, rows, sqlString } from './db.ts';
import { addTable, emitEntity, type BuildContext } from './context.ts';
import { column, figureColumns, figureRow, rowsQuery, table, verdictGroups, withInterval } from './table-builder.ts';
import { estimateFromDraws } from '../accuracy-bootstrap/intervals.ts';
import { finitePercentileInterval } from '../stats/quantile.ts';
import { rankProbabilityRows } from '../accuracy-bootstrap/rank-probabilities.ts';
import { RankProbabilities } from '../artifacts/rank-probabilities.ts';
import { artifactPaths } from '../artifacts/paths.ts';

/** Column arrays of suff_task_model_rule, with tasks, models and rules as dense indices (sorted ids). */
interface ModelCells {
  tasks: string[];
  models: string[];
  rules: string[];
  task: Int32Array;
  model: Int32Array;
  rule: Int32Array;
  passes: Float64Array;
  qualifying: Float64Array;
  against: Uint8Array;
  separates: Uint8Array;
  commonPasses: Float64Array;
  commonQualifying: Float64Array;
}

export interface ModelScores {
  model_id: string;
  display_name: string;
  qualifying: number;
  against_prior_qualifying: number;
  acc: Estimate;
  ap_acc: Estimate;
  delta: Estimate;
  f_acc: Estimate;
  dw_acc: Estimate;
  common_delta: Estimate;
  rank: Estimate;
  tier: number;
}

/**
 * Reads suff_task_model_rule into dense typed arrays. Ids become dense indices in SQL
 * (dense_rank over the sorted ids) and columns are fetched as numbers, so a scaled release
 * never materialises a JS object per cell.
 */
async function loadModelCells(ctx: Pick<BuildContext, 'connection'>): Promise<ModelCells> {
  const ids = async (column: string) => (await rows(ctx.connection, `SELECT DISTINCT ${column} AS id FROM suff_task_model_rule ORDER BY id`)).map((r) => String(r.id));
  const [tasks, models, rules] = [await ids('task_id'), await ids('model_id'), await ids('rule_id')];
  // Each index is the id's position among the sorted distinct ids (what dense_rank() - 1 gives),
  // found by joining a small table of those ids: three dense_rank windows each sorted every cell.
  // The id strings themselves are not fetched (a scaled release has millions of cells).
  const index = (column: string) => `${column}_index AS (SELECT ${column}, (row_number() OVER (ORDER BY ${column}) - 1)::INTEGER AS i
      FROM (SELECT DISTINCT ${column} FROM suff_task_model_rule))`;
  // Copied chunk by chunk straight into typed arrays (db.ts numericColumns).
  const { columns: c } = await numericColumns(ctx.connection, `WITH ${index('task_id')}, ${index('model_id')}, ${index('rule_id')}
    SELECT task_id_index.i AS task, model_id_index.i AS model, rule_id_index.i AS rule, s.passes::DOUBLE AS passes, s.qualifying::DOUBLE AS qualifying,
      s.against::UTINYINT AS against, s.separates::UTINYINT AS separates, s.common_passes::DOUBLE AS common_passes, s.common_qualifying::DOUBLE AS common_qualifying
    FROM suff_task_model_rule s
      JOIN task_id_index ON s.task_id IS NOT DISTINCT FROM task_id_index.task_id
      JOIN model_id_index ON s.model_id IS NOT DISTINCT FROM model_id_index.model_id
      JOIN rule_id_index ON s.rule_id IS NOT DISTINCT FROM rule_id_index.rule_id
    ORDER BY s.task_id, s.model_id, s.rule_id`, {
    task: Int32Array, model: Int32Array, rule: Int32Array, passes: Float64Array, qualifying: Float64Array,
    against: Uint8Array, separates: Uint8Array, common_passes: Float64Array, common_qualifying: Float64Array,
  }, 'suff_task_model_rule');
  return {
    tasks, models, rules,
    task: c.task as Int32Array, model: c.model as Int32Array, rule: c.rule as Int32Array,
    passes: c.passes as Float64Array, qualifying: c.qualifying as Float64Array, against: c.against as Uint8Array, separates: c.separates as Uint8Array,
    commonPasses: c.common_passes as Float64Array, commonQualifying: c.common_qualifying as Float64Array,
  };
}

/**
 * Ranks of a statistic that is undefined for some models (AP-Acc without a qualifying
 * against-prior verdict): the defined values get their average ranks among themselves
 * (1 = highest, ties averaged; src/stats/ranks.ts), an undefined value gets null, so no
 * other model is renumbered.
 */
export function ranksWhereDefined(values: readonly (number | null)[]): (number | null)[] {
  const defined = values.flatMap((v) => (v === null ? [] : [v]));
  const ranks = averageRanks(defined, 'descending');
  let k = 0;
  return values.map((v) => (v === null ? null : ranks[k++]!));
}

interface Table2Result {
  scores: ModelScores[];
}

/** Start of the log line giving the bootstrap's own time (scripts/bench.ts reads it). */
export const TABLE2_BOOTSTRAP_LOG = 'table2: bootstrap of';

/** The statistics of the table's columns and notes, with their names there. */
const EXTRA_STATISTICS = ['f_acc', 'dw_acc', 'common_delta'] as const;

/**
 * Starts step "table2": its SQL, then the bootstrap in a worker thread (table2-bootstrap-worker.ts).
 * Returns the rest of the step, to be awaited once the other steps not needing the scores ran.
 */
export async function startTable2(ctx: BuildContext): Promise<() => Promise<Table2Result>> {
  await materialise(ctx.connection, 'suff_task_model_rule');
  const cells = await loadModelCells(ctx);
  const { task, model, rule, passes, qualifying, against, separates, commonPasses, commonQualifying } = cells;
  const ruleCells = { rules: cells.rules.length, task, model, rule, passes, qualifying, against, separates, commonPasses, commonQualifying };
  const point = table2Point(cellsFromRuleCells(ruleCells, cells.tasks.length, cells.models.length), ruleCells);
  const names = await createPointEstimatesTable(ctx, cells.models, point);
  ctx.seedLabels.push(LEADERBOARD_SEED_LABEL);
  const boot = bootstrapInWorker({ tasks: cells.tasks.length, models: cells.models.length, resamples: ctx.settings.resamples, seed: ctx.settings.seed, cells: ruleCells });
  // Handled where the rest of the step awaits it; until then a failure must not end the process.
  boot.catch(() => {});
  return async () => {
    const { bootstrap, seconds } = await boot;
    ctx.log(`${TABLE2_BOOTSTRAP_LOG} ${ctx.settings.resamples} resamples in ${seconds.toFixed(2)} s (its worker thread's wall time)`);
    return finishTable2(ctx, names, cells, bootstrap);
  };
}

/** A double as a DuckDB literal that parses to the same bits (a string cast, never a DECIMAL); NULL when not finite. */
const doubleLiteral = (x: number): string => (Number.isFinite(x) ? `'${x}'::DOUBLE` : 'NULL');

/**
 * Creates table2_point_estimates — per model Acc, AP-Acc, Δ, F-Acc, DW-Acc (percent / pp) and its
 * qualifying and against-prior counts, from table2Point (src/accuracy-bootstrap/bootstrap.ts, every task
 * once: the one computation of Table 2's point estimates) — for probe_gaps.sql and the shipped
 * Parquet. Returns each model's display name.
 */
async function createPointEstimatesTable(ctx: BuildContext, models: string[], point: Table2Point): Promise<Map<string, string>> {
  const values = models.map((id, m) => `(${sqlString(id)}, ${point.qualifying[m]!}, ${point.againstQualifying[m]!}, ${[point.acc, point.apAcc, point.delta, point.fAcc!, point.dwAcc!].map((v) => doubleLiteral(v[m]!)).join(', ')})`);
  await ctx.connection.run(`CREATE OR REPLACE TABLE table2_point_estimates AS
    SELECT p.model_id, m.display_name, p.qualifying::INTEGER AS qualifying, p.against_prior_qualifying::INTEGER AS against_prior_qualifying,
           p.acc::DOUBLE AS acc, p.ap_acc::DOUBLE AS ap_acc, p.delta::DOUBLE AS delta, p.f_acc::DOUBLE AS f_acc, p.dw_acc::DOUBLE AS dw_acc
    FROM (VALUES ${values.join(', ')}) AS p(model_id, qualifying, against_prior_qualifying, acc, ap_acc, delta, f_acc, dw_acc)
      JOIN models m USING (model_id)
    ORDER BY acc DESC, p.model_id`);
  const names = await rows(ctx.connection, 'SELECT model_id, display_name FROM table2_point_estimates');
  return new Map(names.map((r) => [String(r.model_id), String(r.display_name)]));
}

async function finishTable2(ctx: BuildContext, names: Map<string, string>, cells: ModelCells, boot: Table2Bootstrap): Promise<Table2Result> {
  const B = boot.resamples;
  const { point, draws } = boot;
  const series = {
    acc: [point.acc, draws.acc], ap_acc: [point.apAcc, draws.apAcc], delta: [point.delta, draws.delta],
    f_acc: [point.fAcc!, draws.fAcc!], dw_acc: [point.dwAcc!, draws.dwAcc!], common_delta: [point.commonDelta!, draws.commonDelta!],
  } as const;
  const extra = (name: (typeof EXTRA_STATISTICS)[number], m: number) => estimateFromDraws(series[name][0][m], modelDraws(series[name][1], B, m));

  const scores: ModelScores[] = leaderboardRows(boot, cells.models).map((r) => {
    const m = r.model;
    const name = names.get(r.modelId);
    if (name === undefined) throw new Error(`table2: model ${r.modelId} of suff_task_model_rule is missing from the models table`);
    return {
      model_id: r.modelId,
      display_name: name,
      qualifying: point.qualifying[m]!,
      against_prior_qualifying: point.againstQualifying[m]!,
      acc: r.acc, ap_acc: r.apAcc, delta: r.delta, f_acc: extra('f_acc', m), dw_acc: extra('dw_acc', m), common_delta: extra('common_delta', m),
      rank: r.rank,
      tier: r.tier,
    };
  });

  const undefinedNotes = Object.entries(series).flatMap(([name, [, d]]) => cells.models.flatMap((model, m) => {
    const { undefinedDraws } = finitePercentileInterval(modelDraws(d, B, m));
    return undefinedDraws > 0 ? [`${name} of ${model} was undefined in ${undefinedDraws} of ${B} resamples (no qualifying verdict among the drawn tasks); those resamples are excluded from its interval.`] : [];
  }));
  const apRanks = ranksWhereDefined(scores.map((s) => s.ap_acc.value));
  const accDraws = cells.models.map((_, m) => modelDraws(draws.acc, B, m));
  const statistic = `src/accuracy-bootstrap/bootstrap.ts (table2Point: point estimates; table2Draws: resamples), src/accuracy-bootstrap/leaderboard.ts; task-clustered percentile bootstrap, ${ctx.settings.resamples} resamples, seed ${ctx.settings.seed}, stream "${LEADERBOARD_SEED_LABEL}"; src/stats/quantile.ts`;
  addTable(ctx, table({
    id: 'table2_leaderboard', title: 'Leaderboard: Acc, AP-Acc, Δ, F-Acc and DW-Acc per model', paper_ref: 'Table 2',
    description: 'Per model over its qualifying verdicts; 95% task-clustered bootstrap intervals; rank by Acc with its interval; tier = tied group.',
    sql: 'src/metrics/suff_task_model_rule.sql', statistic,
    rows_from: verdictGroups(),
    columns: [
      column('model_id', 'Model', 'id', { links_to: 'model' }),
      column('display_name', 'Name', 'text'),
      ...withInterval('rank', 'Rank', 'rank', 'Rank by Acc (1 = best, ties averaged).'),
      column('tier', 'Tier', 'count', { description: 'Tied group: models whose Acc difference from the tier\'s top model has a 95% interval containing 0.' }),
      column('ap_rank', 'AP-Acc rank', 'rank', { format: '.1~f', description: 'Rank by AP-Acc among the models where it is defined (1 = best, ties averaged); null where AP-Acc is undefined.' }),
      column('ap_rank_gain', 'Places gained under AP-Acc', 'rank', { format: '+.1~f', description: 'Rank − AP-Acc rank: positive when the model ranks higher by AP-Acc than by Acc.' }),
      ...withInterval('acc', 'Acc', 'percent'),
      ...withInterval('ap_acc', 'AP-Acc', 'percent', 'Acc on rules whose prior label is against.'),
      ...withInterval('delta', 'Δ', 'pp', 'Acc − AP-Acc.'),
      ...withInterval('f_acc', 'F-Acc', 'percent', 'Acc on (task, rule) pairs that separate the cohort.'),
      ...withInterval('dw_acc', 'DW-Acc', 'percent', 'Discrimination-weighted Acc.'),
      column('qualifying', 'Qualifying N', 'count'),
      column('against_prior_qualifying', 'Against-prior N', 'count'),
    ],
    rows: scores.map((s, i) => ({
      model_id: s.model_id, display_name: s.display_name,
      rank: s.rank.value, rank_lower: s.rank.lower, rank_upper: s.rank.upper, tier: s.tier,
      ap_rank: apRanks[i] ?? null, ap_rank_gain: apRanks[i] === null || s.rank.value === null ? null : s.rank.value - apRanks[i]!,
      ...flat('acc', s.acc), ...flat('ap_acc', s.ap_acc), ...flat('delta', s.delta), ...flat('f_acc', s.f_acc), ...flat('dw_acc', s.dw_acc),
      qualifying: s.qualifying, against_prior_qualifying: s.against_prior_qualifying,
    })),
    notes: undefinedNotes,
  }));

  const order = scores.map((s) => cells.models.indexOf(s.model_id));
  await emitEntity(ctx, artifactPaths.rankProbabilities, 'RankProbabilities', RankProbabilities, { resamples: B, models: rankProbabilityRows(draws.rank, B, cells.models, order) });
  addSummary(ctx, scores);
  addAdjacentDifferences(ctx, scores, cells, accDraws, statistic);
  await addCommonSupport(ctx, scores, statistic);
  await materialise(ctx.connection, 'cohort_rule_rates');
  const correlation = cohortCorrelation(await rows(ctx.connection, 'SELECT * FROM cohort_rule_rates ORDER BY model_id, rule_id'));
  addTable(ctx, table({
    id: 'cohort_correlation', title: 'Correlation of each model\'s per-rule pass rates with the cohort mean', paper_ref: 'Section 4.2',
    description: 'On the rules with at least one qualifying verdict for every model: Pearson r between the model\'s per-rule pass rates and the unweighted cohort mean.',
    sql: 'src/metrics/cohort_rule_rates.sql', statistic: 'src/stats/pearson.ts',
    rows_from: rowsQuery(`SELECT model_id, rule_id, sum(passes) / sum(qualifying) AS rate FROM suff_task_model_rule WHERE model_id = {model_id} AND rule_id IN (SELECT rule_id FROM suff_task_model_rule GROUP BY rule_id HAVING count(DISTINCT model_id) = (SELECT count(*) FROM models WHERE in_panel)) GROUP BY model_id, rule_id ORDER BY rule_id`),
    columns: [column('model_id', 'Model', 'id', { links_to: 'model' }), column('rules', 'Rules', 'count'), column('pearson_r', 'Pearson r', 'coefficient')],
    rows: correlation,
    notes: correlation.some((r) => r.pearson_r === null) ? ['A null r means one side is constant (undefined correlation).'] : [],
  }));
  return { scores };
}

/** Per model (in the rows' order): its rules and Pearson r (src/stats/pearson.ts) of its (rate, cohort_rate) rows of cohort_rule_rates. */
export function cohortCorrelation(rateRows: readonly Record<string, unknown>[]): { model_id: string; rules: number; pearson_r: number | null }[] {
  const byModel = new Map<string, { rate: number[]; cohort: number[] }>();
  for (const r of rateRows) {
    const id = String(r.model_id);
    const pairs = byModel.get(id) ?? { rate: [], cohort: [] };
    pairs.rate.push(Number(r.rate));
    pairs.cohort.push(Number(r.cohort_rate));
    byModel.set(id, pairs);
  }
  return [...byModel].map(([model_id, { rate, cohort }]) => ({ model_id, rules: rate.length, pearson_r: pearson(rate, cohort) }));
}

function flat(id: string, e: Estimate): Record<string, number | null> {
  return { [id]: e.value, [`${id}_lower`]: e.lower, [`${id}_upper`]: e.upper };
}

function range(values: (number | null)[]): [number | null, number | null] {
  const v = values.filter((x): x is number => x !== null);
  return v.length === 0 ? [null, null] : [Math.min(...v), Math.max(...v)];
}

function addSummary(ctx: BuildContext, scores: ModelScores[]): void {
  const accs = scores.map((s) => s.acc.value).filter((x): x is number => x !== null);
  const deltas = scores.map((s) => s.delta.value).filter((x): x is number => x !== null);
  const [fMin, fMax] = range(scores.map((s) => s.f_acc.value));
  const [dwMin, dwMax] = range(scores.map((s) => s.dw_acc.value));
  const [dMin, dMax] = range(deltas);
  // AP rank swaps: adjacent pairs (k, k+1) of the Acc order reversed in AP-Acc.
  const swaps: string[] = [];
  for (let k = 0; k + 1 < scores.length; k++) {
    const a = scores[k]!.ap_acc.value;
    const b = scores[k + 1]!.ap_acc.value;
    if (a !== null && b !== null && b > a) swaps.push(`${k + 1}-${k + 2}`);
  }
  const topBy = (key: 'acc' | 'ap_acc' | 'f_acc' | 'dw_acc') =>
    [...scores].filter((s) => s[key].value !== null).sort((x, y) => y[key].value! - x[key].value! || x.model_id.localeCompare(y.model_id))[0]?.model_id ?? null;
  const tops = (['acc', 'ap_acc', 'f_acc', 'dw_acc'] as const).map(topBy);
  addTable(ctx, table({
    id: 'table2_summary', title: 'Cohort summary of the leaderboard', paper_ref: 'Table 2, Section 4.1',
    description: 'Span and SD of Acc, Δ mean and range, F-Acc and DW-Acc ranges, AP rank swaps, whether the top model is the same in all four columns.',
    sql: 'src/metrics/suff_task_model_rule.sql', statistic: 'src/accuracy-bootstrap/bootstrap.ts (table2Point); src/stats/standardDeviation.ts (sample, n − 1); src/stats/mean.ts',
    rows_from: rowsQuery('SELECT * FROM table2_point_estimates'),
    columns: figureColumns('.2f'),
    rows: [
      figureRow('models', 'Models', scores.length, null, 'count'),
      figureRow('acc_span', 'Acc span (max − min)', accs.length ? Math.max(...accs) - Math.min(...accs) : null, null, 'pp'),
      figureRow('acc_sd', 'Acc standard deviation (n − 1)', sampleStandardDeviation(accs), null, 'pp'),
      figureRow('delta_mean', 'Δ mean', deltas.length ? mean(deltas) : null, null, 'pp'),
      figureRow('delta_min', 'Δ minimum', dMin, null, 'pp'),
      figureRow('delta_max', 'Δ maximum', dMax, null, 'pp'),
      // Over the models whose Δ is defined (AP-Acc needs a qualifying against-prior verdict), saying how many.
      figureRow('delta_all_positive', `Acc > AP-Acc for every model where AP-Acc is defined (${deltas.length} of ${scores.length})`, null, String(deltas.length > 0 && deltas.every((d) => d > 0)), 'boolean'),
      figureRow('f_acc_min', 'F-Acc minimum', fMin, null, 'percent'),
      figureRow('f_acc_max', 'F-Acc maximum', fMax, null, 'percent'),
      figureRow('dw_acc_min', 'DW-Acc minimum', dwMin, null, 'percent'),
      figureRow('dw_acc_max', 'DW-Acc maximum', dwMax, null, 'percent'),
      figureRow('ap_rank_swaps', 'Adjacent Acc ranks reversed by AP-Acc', swaps.length, swaps.join(' '), 'pairs'),
      figureRow('top_model_same_in_all_four_columns', 'Top model same by Acc, AP-Acc, F-Acc, DW-Acc', null, String(tops.every((t) => t !== null && t === tops[0])), 'boolean'),
      figureRow('top_model', 'Top model by Acc', null, tops[0] ?? null, 'id'),
    ],
  }));
}

function addAdjacentDifferences(ctx: BuildContext, scores: ModelScores[], cells: ModelCells, accDraws: Float64Array[], statistic: string): void {
  const out = [];
  for (let k = 0; k + 1 < scores.length; k++) {
    const a = cells.models.indexOf(scores[k]!.model_id);
    const b = cells.models.indexOf(scores[k + 1]!.model_id);
    const draws = accDraws[a]!.map((x, i) => x - accDraws[b]![i]!);
    const value = scores[k]!.acc.value !== null && scores[k + 1]!.acc.value !== null ? scores[k]!.acc.value! - scores[k + 1]!.acc.value! : null;
    const e = estimateFromDraws(value, draws);
    out.push({
      rank: k + 1, model_id: scores[k]!.model_id, next_model_id: scores[k + 1]!.model_id, ...flat('difference', e),
      contains_zero: e.lower !== null && e.upper !== null ? e.lower <= 0 && e.upper >= 0 : null,
    });
  }
  addTable(ctx, table({
    id: 'adjacent_differences', title: 'Acc differences between adjacent ranks', paper_ref: 'Appendix E.5',
    description: 'Acc(rank k) − Acc(rank k+1) with its paired task-clustered 95% interval.',
    sql: 'src/metrics/suff_task_model_rule.sql', statistic,
    rows_from: rowsQuery('SELECT * FROM suff_task_model_rule WHERE model_id IN ({model_id}, {next_model_id})'),
    columns: [column('rank', 'Rank k', 'rank', { format: 'd' }), column('model_id', 'Model at k', 'id', { links_to: 'model' }), column('next_model_id', 'Model at k+1', 'id', { links_to: 'model' }),
      ...withInterval('difference', 'Difference', 'pp'), column('contains_zero', 'Interval contains 0', 'boolean')],
    rows: out,
  }));
}

async function addCommonSupport(ctx: BuildContext, scores: ModelScores[], statistic: string): Promise<void> {
  // One pass over the panel's verdicts: every key, and the keys every panel model has a
  // qualifying verdict on. (model_id, task_id, round, rule_id) is unique in verdicts (the
  // validator rejects duplicates, src/release/checks.ts), so count(*) counts a key's models.
  const [counts] = await rows(ctx.connection, `
    SELECT count(*)::INTEGER AS keys, (count(*) FILTER (WHERE qualifying_models = (SELECT count(*) FROM models WHERE in_panel)))::INTEGER AS common_keys,
           (SELECT count(*) FROM models WHERE in_panel)::INTEGER AS panel_models
    FROM (SELECT count(*) FILTER (WHERE qualifying) AS qualifying_models
          FROM verdicts WHERE model_id IN (SELECT model_id FROM models WHERE in_panel) GROUP BY task_id, round, rule_id)`);
  const keys = Number(counts!.keys);
  const common = Number(counts!.common_keys);
  const panel = Number(counts!.panel_models);
  addTable(ctx, table({
    id: 'common_support', title: 'Δ on common support', paper_ref: 'Appendix E.5',
    description: `Keys (task, round, rule) where ${panel === 1 ? 'the one panel model has' : `all ${panel} panel models have`} a qualifying verdict: ${common} of ${keys}. Δ per model on those keys with its task-clustered 95% interval.`,
    sql: 'src/metrics/suff_task_model_rule.sql', statistic,
    rows_from: rowsQuery('SELECT * FROM suff_task_model_rule WHERE model_id = {model_id} AND common_qualifying > 0'),
    columns: [column('model_id', 'Model', 'id', { links_to: 'model' }), column('common_keys', 'Common keys', 'count'), column('keys', 'All keys', 'count'),
      column('share', 'Share of keys', 'percent'), ...withInterval('common_delta', 'Δ on common support', 'pp')],
    rows: scores.map((s) => ({ model_id: s.model_id, common_keys: common, keys, share: keys > 0 ? (100 * common) / keys : null, ...flat('common_delta', s.common_delta) })),
  }));
}
