/**
 * Step "judge sensitivity": how much of Table 2's Acc order is the judge (docs/metrics.md "How much
 * of the order is the judge"). The human audit's P(human label | judge label)
 * (src/stats/conditionalLabels.ts); Table 2's task resamples (same generator, seed and stream, so
 * resample b is Table 2's) with every judge-involved verdict's label re-drawn from it
 * (src/stats/relabelledBootstrap.ts); the share of draws keeping each adjacent order and each tier
 * (src/stats/orderSurvival.ts), with and without the re-draw; and the fewest judge-involved verdict
 * flips that swap each adjacent pair (src/stats/minimumFlips.ts). Writes entities/judge_sensitivity.json.
 */
import { artifactPaths } from '../artifacts/paths.ts';
import { JudgeSensitivity } from '../artifacts/judge-sensitivity.ts';
import { drawResampleWeights, LEADERBOARD_SEED_LABEL } from '../accuracy-bootstrap/index.ts';
import { conditionalLabels } from '../stats/conditionalLabels.ts';
import { minimumFlips } from '../stats/minimumFlips.ts';
import { orderSurvival } from '../stats/orderSurvival.ts';
import { seededRandom } from '../stats/random.ts';
import { CELL_WIDTH, RELABEL_LABELS, relabelledBootstrap } from '../stats/relabelledBootstrap.ts';
import { emitEntity, type BuildContext } from './context.ts';
import { rows } from './db.ts';
import type { ModelScores } from './table2-tables.ts';

const JUDGE_SENSITIVITY_SEED_LABEL = 'judge-sensitivity/relabel';

const STATISTIC = 'src/stats/conditionalLabels.ts; src/stats/relabelledBootstrap.ts (Table 2\'s task resamples, labels re-drawn; src/stats/binomialDraw.ts); src/stats/orderSurvival.ts; src/stats/minimumFlips.ts';

export async function computeJudgeSensitivity(ctx: BuildContext, scores: ModelScores[]): Promise<void> {
  const c = ctx.connection;
  // Tasks and models indexed as Table 2 indexes them (src/pipeline/table2-tables.ts loadModelCells).
  const ids = async (column: string) => (await rows(c, `SELECT DISTINCT ${column} AS id FROM suff_task_model_rule ORDER BY id`)).map((r) => String(r.id));
  const tasks = await ids('task_id');
  const models = await ids('model_id');
  const T = tasks.length;
  const M = models.length;
  const taskIndex = new Map(tasks.map((t, i) => [t, i]));
  const modelIndex = new Map(models.map((m, i) => [m, i]));
  const cells = new Float64Array(T * M * CELL_WIDTH);
  const counts = await rows(c, `SELECT task_id, model_id,
      (count(*) FILTER (WHERE qualifying AND NOT judge_involved))::INTEGER AS det_q,
      coalesce(sum(z) FILTER (WHERE qualifying AND NOT judge_involved), 0)::INTEGER AS det_p,
      (count(*) FILTER (WHERE judge_involved AND verdict = 'pass'))::INTEGER AS judge_pass,
      (count(*) FILTER (WHERE judge_involved AND verdict = 'fail'))::INTEGER AS judge_fail,
      (count(*) FILTER (WHERE judge_involved AND verdict = 'na' AND NOT collapsed))::INTEGER AS judge_na
    FROM verdicts WHERE model_id IN (SELECT model_id FROM models WHERE in_panel)
    GROUP BY task_id, model_id ORDER BY task_id, model_id`);
  for (const r of counts) {
    const t = taskIndex.get(String(r.task_id));
    const m = modelIndex.get(String(r.model_id));
    // A task with no qualifying verdict of any model is not in Table 2's resamples, nor is a model without one.
    if (t === undefined || m === undefined) continue;
    const o = (t * M + m) * CELL_WIDTH;
    cells.set([Number(r.det_p), Number(r.det_q), Number(r.judge_pass), Number(r.judge_fail), Number(r.judge_na)], o);
  }

  const audit = await rows(c, "SELECT label_a, label_b FROM judge_audit WHERE kind = 'human_audit' ORDER BY audit_id");
  const labels = [...RELABEL_LABELS];
  const conditional = conditionalLabels(audit.map((r) => String(r.label_a)), audit.map((r) => String(r.label_b)), labels);
  const byLabel = conditional.rows.map((r) => r.probabilities);
  const status = conditional.used === 0 ? 'no_audit' : byLabel[0] && byLabel[1] ? 'ok' : 'incomplete';

  const B = ctx.settings.resamples;
  const weights = drawResampleWeights(T, B, ctx.settings.seed, LEADERBOARD_SEED_LABEL);
  ctx.seedLabels.push(JUDGE_SENSITIVITY_SEED_LABEL);
  const random = seededRandom(ctx.settings.seed, JUDGE_SENSITIVITY_SEED_LABEL);
  const draws = relabelledBootstrap({
    tasks: T, models: M, cells, multiplicity: weights.multiplicity, resamples: B, next: random.next,
    conditional: status === 'ok' ? byLabel : [null, null, null],
  });

  const ranked = scores.filter((s) => modelIndex.has(s.model_id));
  const order = ranked.map((s) => modelIndex.get(s.model_id)!);
  const tierOf = ranked.map((s) => s.tier);
  const groupOf = tierOf.map((t) => t - tierOf[0]!);
  const contiguous = groupOf.every((g, i) => i === 0 ? g === 0 : g === groupOf[i - 1] || g === groupOf[i - 1]! + 1);
  if (!contiguous) throw new Error(`judge sensitivity: Table 2's tiers ${tierOf.join(' ')} are not 1, 2, … down the Acc order`);
  const task = orderSurvival(draws.original, M, B, order, groupOf);
  const judge = orderSurvival(draws.relabelled, M, B, order, groupOf);
  const haveDraws = B > 0;

  // Per-model totals of the whole panel (every task once): Acc's counts and the flippable verdicts.
  const totals = models.map((_, m) => {
    let passes = 0, qualifying = 0, judgePass = 0, judgeFail = 0, judgeNa = 0;
    for (let t = 0; t < T; t++) {
      const o = (t * M + m) * CELL_WIDTH;
      passes += cells[o]! + cells[o + 2]!;
      qualifying += cells[o + 1]! + cells[o + 2]! + cells[o + 3]!;
      judgePass += cells[o + 2]!;
      judgeFail += cells[o + 3]!;
      judgeNa += cells[o + 4]!;
    }
    return { passes, qualifying, judgePass, judgeFail, judgeNa };
  });
  const adjacent = ranked.slice(0, -1).map((s, k) => {
    const next = ranked[k + 1]!;
    const a = totals[order[k]!]!;
    const b = totals[order[k + 1]!]!;
    const defined = s.acc.value !== null && next.acc.value !== null;
    const flips = minimumFlips({ passesA: a.passes, qualifyingA: a.qualifying, flippableA: a.judgePass, passesB: b.passes, qualifyingB: b.qualifying, flippableB: b.judgeFail });
    return {
      rank: k + 1, model_id: s.model_id, next_model_id: next.model_id, acc: s.acc.value, next_acc: next.acc.value,
      p_task: defined && haveDraws ? task.adjacent[k]! : null,
      p_judge: defined && haveDraws && status === 'ok' ? judge.adjacent[k]! : null,
      min_flips: defined ? flips.flips : null, flips_model: defined ? flips.flipsA : null, flips_next: defined ? flips.flipsB : null,
      flippable_model: a.judgePass, flippable_next: b.judgeFail,
    };
  });
  const tiers = [...new Set(tierOf)].map((tier, g) => ({
    tier, model_ids: ranked.filter((s) => s.tier === tier).map((s) => s.model_id),
    p_task: haveDraws ? task.groups[g]! : null,
    p_judge: haveDraws && status === 'ok' ? judge.groups[g]! : null,
  }));

  const sum = (f: (x: (typeof totals)[number]) => number) => totals.reduce((s, x) => s + f(x), 0);
  const notes = [
    ...(conditional.leftOut > 0 ? [`${conditional.leftOut} human audit rows with a label outside pass/fail/n/a left out.`] : []),
    ...(status === 'no_audit' ? ['The release holds no usable human audit row, so the judge\'s labels are not re-drawn; the fewest flips need only the counts.'] : []),
    ...(status === 'incomplete' ? [`The human audit has no row whose judge label is ${conditional.rows.filter((r, i) => i < 2 && r.probabilities === null).map((r) => r.label).join(' or ')}, so the judge's labels are not re-drawn.`] : []),
    ...(status === 'ok' && !byLabel[2] ? ['The human audit has no row whose judge label is n/a: judge-involved n/a verdicts keep their label.'] : []),
  ];
  const q = (sql: string) => ({ kind: 'query' as const, sql });
  await emitEntity(ctx, artifactPaths.judgeSensitivity, 'JudgeSensitivity', JudgeSensitivity, {
    resamples: B, seed_label: JUDGE_SENSITIVITY_SEED_LABEL,
    judge: { qualifying: sum((x) => x.judgePass + x.judgeFail), all_qualifying: sum((x) => x.qualifying), na: sum((x) => x.judgeNa) },
    audit: {
      status, rows: conditional.used, left_out: conditional.leftOut,
      conditional: conditional.rows.map((r) => ({ judge_label: r.label, rows: r.count, p_pass: r.probabilities?.[0] ?? null, p_fail: r.probabilities?.[1] ?? null, p_na: r.probabilities?.[2] ?? null })),
      provenance: { sql: 'src/metrics/judge_audit.sql', statistic: 'src/stats/conditionalLabels.ts', rows: q("SELECT * FROM judge_audit WHERE kind = 'human_audit' AND label_a = {judge_label}") },
    },
    adjacent, tiers,
    provenance: {
      adjacent: { sql: 'src/metrics/verdicts.sql', statistic: STATISTIC, rows: q('SELECT * FROM verdicts WHERE qualifying AND model_id IN ({model_id}, {next_model_id})') },
      tiers: { sql: 'src/metrics/verdicts.sql', statistic: STATISTIC, rows: q('SELECT * FROM verdicts WHERE qualifying AND model_id IN ({model_ids[]})') },
    },
    notes,
  });
}
