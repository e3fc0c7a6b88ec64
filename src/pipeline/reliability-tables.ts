/**
 * Step "reliability": test–retest ICC (Appendix E.2), judge agreement with bootstrap κ intervals
 * (Appendix E.1), scoring method shares and Kendall τ-b (Table 7), judge-involved share, and the
 * Ward clusters of Appendix D.3. Matrices come from SQL (icc_model_rounds.sql, icc_cell_rounds.sql,
 * table7_method_by_model.sql, suff_task_model_rule.sql); statistics from src/stats.
 */
import { AUDIT_KINDS, JUDGE_METHODS, SCORING_METHOD_META, type Verdict } from '../release/vocab.ts';
import { ConfusionMatrices } from '../artifacts/confusion-matrices.ts';
import { artifactPaths } from '../artifacts/paths.ts';
import { icc, type IccResult } from '../stats/icc.ts';
import { cohenKappa } from '../stats/cohenKappa.ts';
import { cohenKappaBootstrap } from '../stats/cohenKappaBootstrap.ts';
import { kendallTauB } from '../stats/kendallTauB.ts';
import { wardClustering } from '../stats/wardClustering.ts';
import { mean } from '../stats/mean.ts';
import { materialise, rows } from './db.ts';
import { addTable, emitEntity, type BuildContext } from './context.ts';
import { column, figureColumns, figureRow, rowsQuery, table, verdictGroups, withInterval } from './table-builder.ts';
import type { ModelScores } from './table2-tables.ts';

/** The rows behind each figure of reliability_summary. */
const SUMMARY_ROWS: Record<string, string> = {
  judge_involved_rows: 'SELECT * FROM verdicts WHERE judge_involved',
  verdict_rows: 'SELECT * FROM verdicts',
  judge_involved_share: 'SELECT * FROM verdicts',
  deterministic_qualifying: 'SELECT * FROM verdicts WHERE qualifying AND deterministic',
  deterministic_qualifying_share: 'SELECT * FROM verdicts WHERE qualifying',
  deterministic_mean_gap: 'SELECT * FROM deterministic_subset',
  deterministic_all_positive: 'SELECT * FROM deterministic_subset',
  icc_model: 'SELECT * FROM icc_model_rounds',
  icc_cell: 'SELECT * FROM icc_cell_rounds',
  mean_cell_range: 'SELECT * FROM icc_cell_rounds',
};

const ICC_FORMS = ['ICC1', 'ICC2', 'ICC3', 'ICC1k', 'ICC2k', 'ICC3k'] as const;
const ICC_LABEL: Record<(typeof ICC_FORMS)[number], string> = {
  ICC1: 'one-way random, single', ICC2: 'two-way random, absolute agreement, single', ICC3: 'two-way mixed, consistency, single',
  ICC1k: 'one-way random, mean of k', ICC2k: 'two-way random, absolute agreement, mean of k', ICC3k: 'two-way mixed, consistency, mean of k',
};

function matrixOf(r: Record<string, unknown>[], target: (x: Record<string, unknown>) => string): number[][] {
  const byTarget = new Map<string, number[]>();
  for (const x of r) {
    const key = target(x);
    if (!byTarget.has(key)) byTarget.set(key, []);
    byTarget.get(key)!.push(Number(x.acc));
  }
  const k = Math.max(0, ...[...byTarget.values()].map((v) => v.length));
  return [...byTarget.values()].filter((v) => v.length === k);
}

/**
 * The distinct rater names of an audit kind, sorted. Several are joined with ", ", each between
 * U+2068 and U+2069 (first-strong isolate … pop isolate), so a bidi control in one name cannot
 * reorder the next; one name is returned as it is.
 */
function raterList(names: readonly string[]): string {
  const distinct = [...new Set(names)].sort();
  return distinct.length === 1 ? distinct[0]! : distinct.map((n) => `\u2068${n}\u2069`).join(', ');
}

export async function computeReliability(ctx: BuildContext, scores: ModelScores[]): Promise<void> {
  const c = ctx.connection;
  await materialise(c, 'icc_model_rounds');
  await materialise(c, 'icc_cell_rounds');
  const modelMatrix = matrixOf(await rows(c, 'SELECT * FROM icc_model_rounds ORDER BY model_id, round'), (x) => String(x.model_id));
  const cellMatrix = matrixOf(await rows(c, 'SELECT * FROM icc_cell_rounds ORDER BY model_id, task_id, round'), (x) => `${String(x.model_id)}|${String(x.task_id)}`);
  const levels: [string, number[][], IccResult | null][] = [
    ['model', modelMatrix, modelMatrix.length >= 2 && (modelMatrix[0]?.length ?? 0) >= 2 ? icc(modelMatrix) : null],
    ['cell', cellMatrix, cellMatrix.length >= 2 && (cellMatrix[0]?.length ?? 0) >= 2 ? icc(cellMatrix) : null],
  ];
  const iccRows = levels.flatMap(([level, m, result]) => ICC_FORMS.map((form) => ({
    level, form, description: ICC_LABEL[form], targets: m.length, rounds: m[0]?.length ?? 0,
    icc: result?.status === 'ok' ? result[form].value : null,
    icc_lower: result?.status === 'ok' ? result[form].lower : null,
    icc_upper: result?.status === 'ok' ? result[form].upper : null,
    headline: form === 'ICC2',
  })));
  const cellRanges = cellMatrix.map((v) => Math.max(...v) - Math.min(...v));
  const degenerate = levels.filter(([, , r]) => r === null || r.status !== 'ok').map(([level, , r]) => `${level} level: ${r === null ? 'fewer than 2 targets or rounds' : r.status === 'degenerate' ? r.reason : ''}`);
  addTable(ctx, table({
    id: 'icc_test_retest', title: 'Test–retest reliability across rounds (ICC, six Shrout–Fleiss forms)', paper_ref: 'Appendix E.2',
    description: 'Model level: targets = models, raters = rounds, Y = Acc in that round. Cell level: model × task cells with a qualifying verdict in every round. Headline ICC(2,1): two-way random, absolute agreement, single round — how far one round\'s score can be trusted, with round effects counted as error.',
    sql: 'src/metrics/icc_model_rounds.sql, src/metrics/icc_cell_rounds.sql', statistic: 'src/stats/icc.ts (F-based 95% intervals)',
    rows_from: { kind: 'lookup', by: ['level'], sql: { model: 'SELECT * FROM icc_model_rounds', cell: 'SELECT * FROM icc_cell_rounds' } },
    columns: [column('level', 'Level', 'id'), column('form', 'Form', 'id'), column('description', 'What the form measures', 'text'), column('targets', 'Targets', 'count'), column('rounds', 'Rounds', 'count'),
      ...withInterval('icc', 'ICC', 'coefficient'), column('headline', 'Headline', 'boolean')],
    rows: iccRows,
    notes: [
      `Mean range of a cell's Acc across rounds (max − min): ${cellRanges.length ? `${mean(cellRanges).toFixed(4)} pp` : 'undefined'} over ${cellRanges.length} cells.`,
      ...degenerate.map((d) => `ICC undefined at the ${d}.`),
    ],
  }));
  addTable(ctx, table({
    id: 'icc_cell_range', title: 'Range of a model × task cell\'s Acc across rounds', paper_ref: 'Appendix E.2',
    description: 'Mean over cells with a qualifying verdict in every round of (max − min) Acc across rounds, in pp.',
    sql: 'src/metrics/icc_cell_rounds.sql', statistic: 'src/stats/mean.ts',
    rows_from: rowsQuery('SELECT * FROM icc_cell_rounds'),
    columns: [column('cells', 'Cells', 'count'), column('mean_cell_range', 'Mean cell range', 'pp', { format: '.1f' })],
    rows: [{ cells: cellRanges.length, mean_cell_range: cellRanges.length ? mean(cellRanges) : null }],
  }));

  await computeJudgeAgreement(ctx);
  await computeTable7(ctx, scores);
  await computeClusters(ctx, scores);

  // One row per headline figure of §4.5 / App. E, so that readers and `reproduce` need not parse notes.
  const [v] = await rows(c, `SELECT (count(*) FILTER (WHERE judge_involved))::BIGINT AS judge_rows, count(*)::BIGINT AS all_rows,
      (count(*) FILTER (WHERE qualifying AND deterministic))::BIGINT AS det_q, (count(*) FILTER (WHERE qualifying))::BIGINT AS q FROM verdicts`);
  const [d] = await rows(c, 'SELECT avg(gap) AS mean_gap, bool_and(gap > 0) AS all_positive, count(gap)::INTEGER AS models, count(*)::INTEGER AS all_models FROM deterministic_subset');
  const headline = (level: string) => iccRows.find((r) => r.level === level && r.form === 'ICC2')?.icc ?? null;
  addTable(ctx, table({
    id: 'reliability_summary', title: 'Reliability: headline figures', paper_ref: 'Section 4.5, Appendix E',
    description: 'Judge-involved share of all verdict rows, deterministic share of qualifying verdicts and its mean prior gap, headline ICC(2,1) at model and cell level, mean cell range.',
    sql: 'src/metrics/deterministic_subset.sql, src/metrics/icc_model_rounds.sql, src/metrics/icc_cell_rounds.sql', statistic: 'src/stats/icc.ts; src/stats/mean.ts',
    rows_from: { kind: 'lookup', by: ['figure'], sql: SUMMARY_ROWS },
    columns: figureColumns('.3f'),
    rows: [
      figureRow('judge_involved_rows', `Verdict rows involving the judge (${JUDGE_METHODS.map((m) => SCORING_METHOD_META[m].label).join(', ')})`, Number(v!.judge_rows), null, 'count'),
      figureRow('verdict_rows', 'All verdict rows', Number(v!.all_rows), null, 'count'),
      figureRow('judge_involved_share', 'Judge-involved share of all verdict rows', Number(v!.all_rows) > 0 ? (100 * Number(v!.judge_rows)) / Number(v!.all_rows) : null, null, 'percent'),
      figureRow('deterministic_qualifying', 'Qualifying deterministic verdicts', Number(v!.det_q), null, 'count'),
      figureRow('deterministic_qualifying_share', 'Deterministic share of qualifying verdicts', Number(v!.q) > 0 ? (100 * Number(v!.det_q)) / Number(v!.q) : null, null, 'percent'),
      figureRow('deterministic_mean_gap', 'Mean Acc − AP-Acc on deterministic verdicts', d!.mean_gap === null ? null : Number(d!.mean_gap), null, 'pp'),
      // Over the models whose deterministic gap is defined, saying how many (bool_and skips NULLs).
      figureRow('deterministic_all_positive', `Gap positive for every model where it is defined (${Number(d!.models)} of ${Number(d!.all_models)})`, null, d!.all_positive === null ? null : String(d!.all_positive), 'boolean'),
      figureRow('icc_model', 'ICC(2,1), model level', headline('model'), null, 'coefficient'),
      figureRow('icc_cell', 'ICC(2,1), cell level', headline('cell'), null, 'coefficient'),
      figureRow('mean_cell_range', 'Mean range of a cell\'s Acc across rounds', cellRanges.length ? mean(cellRanges) : null, null, 'pp'),
    ],
    notes: degenerate.map((x) => `ICC undefined at the ${x}.`),
  }));
}

/** Judge agreement per audit kind, with a κ bootstrap each (src/stats/cohenKappaBootstrap.ts, rows as clusters). */
async function computeJudgeAgreement(ctx: BuildContext): Promise<void> {
  const audit = await rows(ctx.connection, 'SELECT kind, audit_id, label_a, label_b, rater_a, rater_b FROM judge_audit ORDER BY kind, audit_id');
  const notes: string[] = [];
  const matrices: ConfusionMatrices['matrices'] = [];
  const out = AUDIT_KINDS.map((kind) => {
    const r = audit.filter((x) => x.kind === kind);
    const labels: Verdict[] = kind === 'judge_swap' ? ['pass', 'fail'] : ['pass', 'fail', 'na'];
    const usable = r.filter((x) => (labels as string[]).includes(String(x.label_a)) && (labels as string[]).includes(String(x.label_b)));
    if (usable.length < r.length) notes.push(`${kind}: ${r.length - usable.length} rows with a label outside ${labels.join('/')} left out.`);
    if (usable.length === 0) {
      return { kind, rows: 0, agreement: null, kappa: null, kappa_lower: null, kappa_upper: null, undefined_resamples: null, confusion: null, rater_a: null, rater_b: null };
    }
    const a = usable.map((x) => String(x.label_a));
    const b = usable.map((x) => String(x.label_b));
    const point = cohenKappa(a, b, labels);
    const label = `judge-agreement/${kind}`;
    ctx.seedLabels.push(label);
    // Percentile bootstrap over audit rows (each row its own cluster); κ undefined → skipped, counted.
    const input = { a, b, labels, resamples: ctx.settings.resamples, seed: ctx.settings.seed, label };
    const boot = cohenKappaBootstrap(input);
    matrices.push({ table_id: 'judge_agreement', kind, labels, counts: point.confusion });
    return {
      kind, rows: usable.length, agreement: 100 * point.agreement, kappa: point.kappa, kappa_lower: boot.status === 'ok' ? boot.lower : null, kappa_upper: boot.status === 'ok' ? boot.upper : null,
      undefined_resamples: boot.undefinedCount,
      confusion: `rows = rater A, columns = rater B, order ${labels.join('/')}: ${point.confusion.map((row) => row.join(' ')).join(' | ')}`,
      rater_a: raterList(usable.map((x) => String(x.rater_a))), rater_b: raterList(usable.map((x) => String(x.rater_b))),
    };
  });
  addTable(ctx, table({
    id: 'judge_agreement', title: 'Judge agreement: swap, human audit, judge pair', paper_ref: 'Appendix E.1',
    description: 'Percent agreement, Cohen\'s κ with a 95% percentile bootstrap interval over audit rows, and the confusion matrix. Judge swap uses pass/fail; human audit and judge pair pass/fail/na.',
    sql: 'src/metrics/judge_audit.sql', statistic: `src/stats/cohenKappa.ts; src/stats/cohenKappaBootstrap.ts (rows as clusters, ${ctx.settings.resamples} resamples)`,
    rows_from: rowsQuery('SELECT * FROM judge_audit WHERE kind = {kind}'),
    columns: [column('kind', 'Audit', 'id'), column('rows', 'Rows', 'count'), column('agreement', 'Agreement', 'percent'), ...withInterval('kappa', 'Cohen\'s κ', 'coefficient'),
      column('undefined_resamples', 'Resamples with κ undefined', 'count'), column('confusion', 'Confusion matrix', 'text'), column('rater_a', 'Rater A', 'text'), column('rater_b', 'Rater B', 'text')],
    rows: out, notes,
  }));
  await emitEntity(ctx, artifactPaths.confusionMatrices, 'ConfusionMatrices', ConfusionMatrices, { matrices });
}

async function computeTable7(ctx: BuildContext, scores: ModelScores[]): Promise<void> {
  await materialise(ctx.connection, 'table7_method_by_model');
  const r = await rows(ctx.connection, 'SELECT * FROM table7_method_by_model ORDER BY method, model_id');
  const overall = new Map(scores.map((s) => [s.model_id, s.acc.value]));
  const methods = [...new Set(r.map((x) => String(x.method)))].sort();
  const [judge] = await rows(ctx.connection, `SELECT (count(*) FILTER (WHERE judge_involved))::BIGINT AS judge_rows, count(*)::BIGINT AS all_rows,
    (count(*) FILTER (WHERE qualifying AND deterministic))::BIGINT AS det_q, (count(*) FILTER (WHERE qualifying))::BIGINT AS q FROM verdicts`);
  addTable(ctx, table({
    id: 'table7_scoring_method', title: 'Scoring method: share of qualifying verdicts and rank agreement', paper_ref: 'Table 7',
    description: 'Share of qualifying verdicts per method; Kendall τ-b between the models\' Acc on that method\'s verdicts and their overall Acc (models with verdicts on the method).',
    sql: 'src/metrics/table7_method_by_model.sql', statistic: 'src/stats/kendallTauB.ts',
    rows_from: verdictGroups(),
    columns: [column('method', 'Method', 'id', { links_to: 'method' }), column('qualifying', 'Qualifying', 'count'), column('share', 'Share', 'percent'), column('models', 'Models', 'count'), column('kendall_tau_b', 'Kendall τ-b', 'coefficient', { format: '+.2f' })],
    rows: methods.map((method) => {
      const m = r.filter((x) => x.method === method && overall.get(String(x.model_id)) != null);
      const tau = m.length >= 2 ? kendallTauB(m.map((x) => Number(x.acc)), m.map((x) => overall.get(String(x.model_id))!)) : null;
      return { method, qualifying: m.reduce((s, x) => s + Number(x.qualifying), 0), share: Number(r.find((x) => x.method === method)!.method_share), models: m.length, kendall_tau_b: tau };
    }),
    notes: [
      `Verdict rows involving the judge: ${String(judge!.judge_rows)} of ${String(judge!.all_rows)} (${((100 * Number(judge!.judge_rows)) / Math.max(1, Number(judge!.all_rows))).toFixed(2)}%, all statuses).`,
      `Qualifying deterministic verdicts: ${String(judge!.det_q)} of ${String(judge!.q)} (${((100 * Number(judge!.det_q)) / Math.max(1, Number(judge!.q))).toFixed(2)}%).`,
      'A null τ-b means one ranking is constant (undefined).',
    ],
  }));
}

async function computeClusters(ctx: BuildContext, scores: ModelScores[]): Promise<void> {
  // Profiles: per-rule pass rates on the rules scored for every model, centred by the model's own mean.
  const r = await rows(ctx.connection, `WITH rr AS (SELECT model_id, rule_id, sum(passes) / sum(qualifying) AS rate FROM suff_task_model_rule GROUP BY model_id, rule_id),
    shared AS (SELECT rule_id FROM rr GROUP BY rule_id HAVING count(*) = (SELECT count(*) FROM models WHERE in_panel))
    SELECT model_id, rule_id, rate FROM rr WHERE rule_id IN (SELECT rule_id FROM shared) ORDER BY model_id, rule_id`);
  const models = [...new Set(r.map((x) => String(x.model_id)))].sort();
  const points = models.map((m) => {
    const v = r.filter((x) => x.model_id === m).map((x) => Number(x.rate));
    const centre = mean(v);
    return v.map((x) => x - centre);
  });
  const k = 2;
  const notes: string[] = [];
  let members: number[] | null = null;
  if (models.length >= k && (points[0]?.length ?? 0) > 0) members = wardClustering(points, k);
  else notes.push(`Clustering undefined: ${models.length} models with ${points[0]?.length ?? 0} shared rules.`);
  const byId = new Map(scores.map((s) => [s.model_id, s]));
  const out = members === null ? [] : Array.from({ length: k }, (_, cluster) => {
    const ids = models.filter((_, i) => members![i] === cluster);
    const accs = ids.map((id) => byId.get(id)?.acc.value).filter((x): x is number => x != null);
    const aps = ids.map((id) => byId.get(id)?.ap_acc.value).filter((x): x is number => x != null);
    return { cluster: cluster + 1, size: ids.length, members: ids.join(' '), mean_acc: accs.length ? mean(accs) : null, mean_ap_acc: aps.length ? mean(aps) : null };
  }).sort((a, b) => (b.mean_acc ?? -1) - (a.mean_acc ?? -1)).map((row, i) => ({ ...row, cluster: i + 1 }));
  addTable(ctx, table({
    id: 'clusters', title: 'Two clusters of builds (Ward on centred per-rule profiles)', paper_ref: 'Appendix D.3',
    description: `Per-model profile = per-rule pass rates on the ${points[0]?.length ?? 0} rules scored for every model, centred by the model's mean; Ward hierarchical clustering (Euclidean), cut at 2. Cluster 1 = higher mean Acc.`,
    sql: 'src/metrics/suff_task_model_rule.sql', statistic: 'src/stats/wardClustering.ts',
    rows_from: rowsQuery('SELECT * FROM suff_task_model_rule WHERE model_id IN ({members[]}) ORDER BY model_id, task_id, rule_id'),
    columns: [column('cluster', 'Cluster', 'count'), column('size', 'Size', 'count'), column('members', 'Members', 'text', { links_to: 'model' }), column('mean_acc', 'Mean Acc', 'percent'), column('mean_ap_acc', 'Mean AP-Acc', 'percent')],
    rows: out, notes,
  }));
}
