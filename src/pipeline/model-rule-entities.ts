/**
 * Step "entities": the JSON files the site's model, rule and task pages read
 * (schemas in src/artifacts/entities.ts, paths in src/artifacts/paths.ts). Aggregates come
 * from SQL (model_breakdowns.sql, model_task_round_grid.sql, rule_model_rates.sql and the derived
 * tables); this file only arranges them. Verdict details are sharded per task.
 */
import type { Breakdown } from '../artifacts/common.ts';
import { FailureRef, ModelEntity, ModelIndex, RuleEntity, RuleIndex, type ModelSummary } from '../artifacts/entities.ts';
import { artifactPaths } from '../artifacts/paths.ts';
import { materialise, rows, type Row } from './db.ts';
import { emitEntity, writeEntityWithCheckedArray, type BuildContext } from './context.ts';
import { jsonArraysByKey } from './json-arrays.ts';
import type { EntityProvenance } from '../artifacts/entities.ts';
import { clean, rowsQuery, verdictGroups } from './table-builder.ts';
import type { ModelScores } from './table2-tables.ts';
import { familyIntervalsByModel } from './model-family-intervals.ts';

const acc = (passes: number, qualifying: number) => (qualifying > 0 ? clean((100 * passes) / qualifying) : null);
const json = <T,>(text: unknown): T => JSON.parse(String(text)) as T;
const cleanEstimate = (e: { value: number | null; lower: number | null; upper: number | null }) => ({ value: clean(e.value), lower: clean(e.lower), upper: clean(e.upper) });

function groupBy(list: Row[], key: string): Map<string, Row[]> {
  const out = new Map<string, Row[]>();
  for (const r of list) {
    const k = String(r[key]);
    if (!out.has(k)) out.set(k, []);
    out.get(k)!.push(r);
  }
  return out;
}

/** The failures of a model without any. */
const NO_FAILURES = Buffer.from('[]');

// What the model and rule pages compose from these files, and the rows behind each of their
// rows: qualifying verdicts of the page's entity (its id joins the filters) grouped by the keys.
const BREAKDOWNS = 'src/metrics/model_breakdowns.sql';
const RULE_RATES = 'src/metrics/rule_model_rates.sql';
const breakdown = (param: string, entity = ['model_id']) => ({ sql: BREAKDOWNS, rows: verdictGroups({}, { key: param }, entity) });
export const MODEL_TABLES: EntityProvenance = {
  leaderboard: { sql: 'src/metrics/suff_task_model_rule.sql; src/accuracy-bootstrap/bootstrap.ts (table2Point)', rows: verdictGroups() },
  model_family: breakdown('family'),
  model_modality_class: breakdown('modality_class'),
  model_surface: breakdown('surface'),
  model_method: breakdown('method'),
  model_round: breakdown('round'),
  /** One link per grid row (task, all rounds): the row's cells split those rows by round. */
  model_task_grid: { sql: 'src/metrics/model_task_round_grid.sql', rows: verdictGroups({}, { task_id: 'task_id' }, ['model_id']) },
  model_rules: { sql: RULE_RATES, rows: verdictGroups({}, { rule_id: 'rule_id' }, ['model_id']) },
  /** The headline counts (Acc, qualifying; AP-Acc with prior = against). */
  model_totals: { sql: 'src/metrics/suff_task_model_rule.sql; src/accuracy-bootstrap/bootstrap.ts (table2Point)', rows: verdictGroups({}, { prior: 'prior' }, ['model_id']) },
  /** Every qualifying failure (effective verdict fail = qualifying with pass = 0; the page adds pass = 0). */
  model_failures: { sql: 'src/metrics/verdicts.sql (verdict = fail, per model, in the data build)', rows: verdictGroups({}, {}, ['model_id', 'pass']) },
  model_family_failures: breakdown('family', ['model_id', 'pass']),
  model_surface_failures: breakdown('surface', ['model_id', 'pass']),
};
export const RULE_TABLES: EntityProvenance = {
  rule_models: { sql: RULE_RATES, rows: verdictGroups({}, { model_id: 'model_id' }, ['rule_id']) },
  /** The rule index (and each page's own Acc): every model's qualifying verdicts of the rule. */
  rules: { sql: 'src/metrics/verdicts.sql (qualifying, per rule in the data build)', rows: verdictGroups({}, { rule_id: 'rule_id' }, []) },
  /** A rule's verdicts of every status (pass, fail, n/a, partial, collapsed), all models. */
  rule_verdicts: { sql: 'src/metrics/verdicts.sql', rows: rowsQuery('SELECT * FROM verdicts WHERE rule_id = {rule_id}') },
  /** Its probe records: one link for the table, whose rows are those records one to one. */
  rule_probe: { sql: 'src/metrics/probe.sql', rows: rowsQuery('SELECT * FROM probe WHERE rule_id = {rule_id} ORDER BY probe_model_id') },
};

export async function computeEntities(ctx: BuildContext, scores: ModelScores[]): Promise<void> {
  const c = ctx.connection;
  for (const name of ['model_breakdowns', 'model_task_round_grid', 'rule_model_rates']) await materialise(c, name);
  const models = await rows(c, 'SELECT model_id, display_name, identifier, provider, context_variant, to_json(cohorts)::VARCHAR AS cohorts, probe_twin FROM models WHERE in_panel ORDER BY model_id');
  const nc = new Map((await rows(c, 'SELECT model_id, nc_macro FROM table8_noncoding')).map((r) => [String(r.model_id), r.nc_macro as number | null]));
  const breakdowns = groupBy(await rows(c, 'SELECT * FROM model_breakdowns ORDER BY model_id, dimension, key'), 'model_id');
  const grid = groupBy(await rows(c, 'SELECT * FROM model_task_round_grid ORDER BY model_id, task_id, round'), 'model_id');
  const rates = await rows(c, 'SELECT * FROM rule_model_rates ORDER BY rule_id, model_id');
  const ratesByModel = groupBy(rates, 'model_id');
  const scoreOf = new Map(scores.map((s) => [s.model_id, s]));
  const familyIntervals = await familyIntervalsByModel(ctx);
  // A panel model without any qualifying verdict has no Table 2 row, and no page.
  const scored = models.filter((m) => scoreOf.has(String(m.model_id)));
  // Each model file ends with its failures: a JSON array made by DuckDB, checked with the rest of
  // the file by ModelEntity where the file is written.
  const failing = `(SELECT ${Object.keys(FailureRef.shape).join(', ')}, model_id FROM verdicts WHERE verdict = 'fail')`;
  const failures = await jsonArraysByKey(c, { from: failing, keyColumn: 'model_id', schema: FailureRef, orderBy: 'task_id, round, rule_id, verdict_id' });

  const summaries: ModelSummary[] = [];
  for (const m of scored) {
    const id = String(m.model_id);
    const s = scoreOf.get(id)!;
    const summary: ModelSummary = {
      model_id: id, display_name: String(m.display_name), provider: String(m.provider),
      rank: cleanEstimate(s.rank), tier: s.tier, acc: cleanEstimate(s.acc), ap_acc: cleanEstimate(s.ap_acc), delta: cleanEstimate(s.delta),
      f_acc: cleanEstimate(s.f_acc), dw_acc: cleanEstimate(s.dw_acc), qualifying: s.qualifying, against_prior_qualifying: s.against_prior_qualifying,
      nc_macro: clean(nc.get(id) ?? null),
    };
    summaries.push(summary);
    const b = breakdowns.get(id) ?? [];
    const dim = (d: string) => b.filter((x) => x.dimension === d).map((x) => ({ key: String(x.key), passes: Number(x.passes), qualifying: Number(x.qualifying), acc: acc(Number(x.passes), Number(x.qualifying)) }));
    const withInterval = (f: Breakdown) => {
      const e = familyIntervals.get(`${id}\u0000${f.key}`);
      return { ...f, lower: clean(e?.lower ?? null), upper: clean(e?.upper ?? null) };
    };
    const ruleRates = (ratesByModel.get(id) ?? []).map((r) => ({ rule_id: String(r.rule_id), passes: Number(r.passes), qualifying: Number(r.qualifying), acc: clean(Number(r.acc))! }));
    const best = [...ruleRates].sort((x, y) => y.acc - x.acc || x.rule_id.localeCompare(y.rule_id)).slice(0, 10);
    const worst = [...ruleRates].sort((x, y) => x.acc - y.acc || x.rule_id.localeCompare(y.rule_id)).slice(0, 10);
    const head: Omit<ModelEntity, 'failures'> = {
      ...summary, identifier: String(m.identifier), context_variant: String(m.context_variant), cohorts: json<string[]>(m.cohorts), probe_twin: (m.probe_twin as string | null) ?? null,
      by_family: dim('family').map(withInterval), by_modality_class: dim('modality_class'), by_surface: dim('surface'), by_method: dim('method'), by_round: dim('round'),
      grid: (grid.get(id) ?? []).map((g) => ({ task_id: String(g.task_id), round: Number(g.round), passes: Number(g.passes), qualifying: Number(g.qualifying), acc: acc(Number(g.passes), Number(g.qualifying)) })),
      best_rules: best, worst_rules: worst,
    };
    ctx.entities.push(writeEntityWithCheckedArray(ctx.outDir, artifactPaths.model(id), 'ModelEntity', ModelEntity, head, 'failures', failures.get(id) ?? NO_FAILURES));
  }
  summaries.sort((a, b) => (a.rank.value ?? 1e9) - (b.rank.value ?? 1e9) || a.model_id.localeCompare(b.model_id));
  await emitEntity(ctx, artifactPaths.modelIndex, 'ModelIndex', ModelIndex, { models: summaries, provenance: MODEL_TABLES });

  await rulesEntities(ctx, rates);
}

async function rulesEntities(ctx: BuildContext, rates: Row[]): Promise<void> {
  const c = ctx.connection;
  const rules = await rows(c, `SELECT rule_id, summary, family, modality, action, modality_class, severity, scoring_method, deterministic, prior_label, prior_lineage,
      to_json(admissible_surfaces)::VARCHAR AS admissible, to_json(phrasings)::VARCHAR AS phrasings, source_category, "check", in_panel,
      consensus_t4, consensus_t5, consensus_t7 FROM rules ORDER BY rule_id`);
  const counts = new Map((await rows(c, `SELECT rule_id, (count(*) FILTER (WHERE verdict = 'pass'))::INTEGER AS pass, (count(*) FILTER (WHERE verdict = 'fail'))::INTEGER AS fail,
      (count(*) FILTER (WHERE verdict = 'na'))::INTEGER AS na, (count(*) FILTER (WHERE verdict = 'partial'))::INTEGER AS partial, (count(*) FILTER (WHERE collapsed))::INTEGER AS collapsed
      FROM verdicts GROUP BY rule_id`)).map((r) => [String(r.rule_id), r]));
  const placements = groupBy(await rows(c, `SELECT placement.rule_id AS rule_id, task_id, placement.surface AS surface
      FROM (SELECT task_id, status, unnest(injected) AS placement FROM tasks) WHERE status = 'panel' ORDER BY rule_id, task_id`), 'rule_id');
  const probe = groupBy(await rows(c, 'SELECT * FROM probe ORDER BY rule_id, probe_model_id'), 'rule_id');
  const ratesByRule = groupBy(rates, 'rule_id');
  const index = [];
  for (const r of rules) {
    const id = String(r.rule_id);
    const k = counts.get(id);
    const n = { pass: Number(k?.pass ?? 0), fail: Number(k?.fail ?? 0), na: Number(k?.na ?? 0), partial: Number(k?.partial ?? 0), collapsed: Number(k?.collapsed ?? 0) };
    const summary = {
      rule_id: id, summary: String(r.summary), family: r.family, modality: r.modality, action: r.action, modality_class: r.modality_class,
      scoring_method: r.scoring_method, prior_label: r.prior_label, in_panel: Boolean(r.in_panel),
      passes: n.pass, qualifying: n.pass + n.fail, acc: acc(n.pass, n.pass + n.fail),
    };
    index.push(summary);
    const admissible = json<string[]>(r.admissible);
    const phrasings = json<{ surface: string; text: string }[]>(r.phrasings).sort((a, b) => admissible.indexOf(a.surface) - admissible.indexOf(b.surface));
    await emitEntity(ctx, artifactPaths.rule(id), 'RuleEntity', RuleEntity, {
        ...summary, severity: r.severity, prior_lineage: r.prior_lineage, deterministic: Boolean(r.deterministic), admissible_surfaces: admissible,
        phrasings: phrasings.map((p) => ({ surface: p.surface, text: p.text })), source_category: r.source_category, check: String(r.check),
        placements: (placements.get(id) ?? []).map((p) => ({ task_id: String(p.task_id), surface: String(p.surface) })),
        counts: n,
        per_model: (ratesByRule.get(id) ?? []).map((x) => ({ model_id: String(x.model_id), passes: Number(x.passes), qualifying: Number(x.qualifying), acc: { value: clean(Number(x.acc)), lower: clean(Number(x.acc_lower)), upper: clean(Number(x.acc_upper)) } })),
        probe: (probe.get(id) ?? []).map((p) => ({ probe_model_id: String(p.probe_model_id), outcome: p.outcome, opportunities: Number(p.opportunities) })),
        consensus: { t4: r.consensus_t4 ?? null, t5: r.consensus_t5 ?? null, t7: r.consensus_t7 ?? null },
      },
    );
  }
  const thresholds = (await rows(c, 'SELECT key, paper_builds, builds, probe_builds FROM consensus_thresholds ORDER BY paper_builds'))
    .map((t) => ({ key: t.key, paper_builds: Number(t.paper_builds), builds: Number(t.builds), probe_builds: Number(t.probe_builds) }));
  await emitEntity(ctx, artifactPaths.ruleIndex, 'RuleIndex', RuleIndex, { rules: index, consensus_thresholds: thresholds, provenance: RULE_TABLES });
}
