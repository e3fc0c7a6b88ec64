/**
 * Table artifacts that are a single SQL query each: the query's file is src/metrics/<id>.sql
 * and its result, in the stated order, becomes the artifact's rows.
 */
import type { TableColumn } from '../artifacts/table.ts';
import { materialise, rows } from './db.ts';
import { addTable, type BuildContext } from './context.ts';
import type { RowsSource } from '../artifacts/table.ts';
import { CONFIGURABLE_SURFACES, FAMILIES, FAMILY_META, MODALITY_META, SURFACE_META, type Modality } from '../release/vocab.ts';

/** A modality's label, for text a reader sees. */
const m = (id: Modality) => MODALITY_META[id].label;
import { column as c, IN_PANEL, rowsQuery, table, verdictGroups, type CellValue } from './table-builder.ts';

interface SqlTableSpec {
  id: string;
  title: string;
  paper_ref: string | null;
  description: string;
  orderBy: string;
  columns: TableColumn[];
  /** The Parquet rows behind each row (RowsSource). */
  rows_from: RowsSource;
  notes?: (result: Record<string, unknown>[]) => string[];
  /** A query whose rows' `note` column are further notes (what the result leaves out, said). */
  notesQuery?: string;
}

const model = c('model_id', 'Model', 'id', { links_to: 'model' });

const SQL_TABLES: SqlTableSpec[] = [
  {
    id: 'fig4_failures_by_action', title: 'Failures by the action the rule demands', paper_ref: 'Figure 4', orderBy: 'failures DESC, action',
    rows_from: verdictGroups(),
    description: 'Failures are qualifying fails. Share of all failures, failure rate (fails / qualifying of that action), qualifying count.',
    columns: [c('action', 'Action', 'id'), c('failures', 'Failures', 'count'), c('qualifying', 'Qualifying', 'count'), c('failure_share', 'Share of failures', 'percent'), c('failure_rate', 'Failure rate', 'percent')],
  },
  {
    id: 'table5_family', title: 'Failures and accuracy by rule family', paper_ref: 'Table 5', orderBy: 'failures DESC, family',
    rows_from: verdictGroups(),
    description: 'Share of all failures, accuracy, lowest and highest model accuracy, and for how many models the family is their lowest.',
    // The family's label, not its id: a note is text a reader sees.
    notesQuery: `SELECT 'No row for ' || coalesce(any_value(l.label), family::VARCHAR) || ': its ' || count(*) || ' rules have no qualifying verdict in the panel.' AS note
      FROM rules LEFT JOIN (VALUES ${FAMILIES.map((f) => `('${f}', '${FAMILY_META[f].label.replace(/'/g, "''")}')`).join(', ')}) AS l(id, label) ON l.id = rules.family::VARCHAR
      WHERE family NOT IN (SELECT DISTINCT family FROM verdicts WHERE qualifying AND model_id IN (SELECT model_id FROM models WHERE in_panel)) GROUP BY family ORDER BY family::VARCHAR`,
    columns: [c('family', 'Family', 'id', { links_to: 'family' }), c('failures', 'Failures', 'count'), c('qualifying', 'Qualifying', 'count'), c('failure_share', 'Share of failures', 'percent'),
      c('acc', 'Accuracy', 'percent'), c('min_model_acc', 'Lowest model accuracy', 'percent'), c('max_model_acc', 'Highest model accuracy', 'percent'), c('lowest_for_models', 'Lowest family for N models', 'count')],
  },
  {
    id: 'table5_family_by_model', title: 'Accuracy per model and rule family', paper_ref: 'Table 5', orderBy: 'model_id, family',
    rows_from: verdictGroups(),
    description: 'Each model\'s accuracy on each family\'s qualifying verdicts.',
    columns: [model, c('family', 'Family', 'id', { links_to: 'family' }), c('qualifying', 'Qualifying', 'count'), c('passes', 'Passes', 'count'), c('acc', 'Accuracy', 'percent')],
  },
  {
    id: 'fig5_modality_class', title: 'Accuracy by merged modality class', paper_ref: 'Figure 5', orderBy: 'modality_class',
    rows_from: verdictGroups(),
    description: `Commanding = ${m('require')} + ${m('forbid')}; numeric bounds = ${m('limit_max')} + ${m('limit_min')}; conditional = ${m('conditional_require')}; preference = ${m('prefer')} + ${m('allow')}.`,
    columns: [c('modality_class', 'Modality class', 'id', { links_to: 'modality' }), c('qualifying', 'Qualifying', 'count'), c('passes', 'Passes', 'count'), c('acc', 'Accuracy', 'percent')],
  },
  {
    id: 'table4_surfaces', title: 'Accuracy by placed surface', paper_ref: 'Table 4', orderBy: 'surface',
    rows_from: verdictGroups(),
    description: 'Acc over qualifying verdicts whose rule the task placed on the surface; N; share of them that is against-prior. A descriptive stratification, not the E0 question.',
    // A configurable surface without a row is said, with its placements in panel tasks (the surface's label: a note is text a reader sees).
    notesQuery: `SELECT 'No row for ' || l.label || ': ' || CASE WHEN count(p.surface) = 0 THEN 'no rule is placed there in a panel task'
        ELSE count(p.surface) || CASE WHEN count(p.surface) = 1 THEN ' placement' ELSE ' placements' END || ' in panel tasks, none with a qualifying verdict' END || '.' AS note
      FROM (VALUES ${CONFIGURABLE_SURFACES.map((id, i) => `(${i}, '${id}', '${SURFACE_META[id].label.replace(/'/g, "''")}')`).join(', ')}) AS l(position, id, label)
      LEFT JOIN (SELECT placement.surface::VARCHAR AS surface FROM (SELECT unnest(injected) AS placement FROM tasks WHERE status = 'panel')) p ON p.surface = l.id
      WHERE l.id NOT IN (SELECT DISTINCT surface::VARCHAR FROM verdicts WHERE qualifying AND model_id IN (SELECT model_id FROM models WHERE in_panel))
      GROUP BY l.position, l.label ORDER BY l.position`,
    columns: [c('surface', 'Surface', 'id', { links_to: 'surface' }), c('qualifying', 'N', 'count'), c('passes', 'Passes', 'count'), c('acc', 'Accuracy', 'percent'), c('against_prior_share', 'Against-prior share', 'percent')],
  },
  {
    id: 'surface_placements', title: 'Rules and placements per surface', paper_ref: null, orderBy: 'surface',
    rows_from: rowsQuery("SELECT t.task_id, p.rule_id, p.surface FROM tasks t, unnest(t.injected) AS u(p) WHERE t.status = 'panel' AND p.surface = {surface} ORDER BY t.task_id, p.rule_id"),
    description: 'Per surface: the library rules with a phrasing for it, and the rule placements the panel tasks put on it (of all the panel\'s placements). A surface no task places a rule on has no row in Table 4 or E0.',
    columns: [c('surface', 'Surface', 'id', { links_to: 'surface' }), c('admissible_rules', 'Rules admitting it', 'count'), c('library_rules', 'Library rules', 'count'),
      c('placements', 'Panel placements on it', 'count'), c('panel_placements', 'All panel placements', 'count')],
  },
  {
    id: 'table8_noncoding', title: 'Non-coding extension: NC-Macro per model', paper_ref: 'Table 8', orderBy: 'nc_macro DESC NULLS LAST, model_id',
    rows_from: rowsQuery('SELECT * FROM noncoding WHERE model_id = {model_id}'),
    description: 'Per case, passes / qualifying outcomes pooled over the model\'s valid attempts; unweighted mean over cases. Invalid attempts are excluded and counted, never failures.',
    columns: [model, c('nc_macro', 'NC-Macro', 'percent'), c('cases', 'Cases', 'count'), c('valid_attempts', 'Valid attempts', 'count'), c('invalid_attempts', 'Invalid attempts', 'count')],
  },
  {
    id: 'prior_lineage', title: 'Prior lineage of the against-prior verdicts', paper_ref: 'Appendix E.4', orderBy: 'lineage',
    rows_from: verdictGroups({ prior: 'against' }),
    description: 'Among against-prior qualifying verdicts, the share by the rule\'s prior lineage.',
    columns: [c('lineage', 'Lineage', 'id'), c('qualifying', 'Qualifying', 'count'), c('share', 'Share', 'percent')],
  },
  {
    id: 'deterministic_subset', title: 'Acc − AP-Acc on deterministic verdicts', paper_ref: 'Section 4.5', orderBy: 'model_id',
    rows_from: rowsQuery(`SELECT * FROM verdicts WHERE qualifying AND deterministic AND ${IN_PANEL} AND model_id = {model_id}`),
    description: 'Per model, on verdicts scored by regex, ast, cross-file or command-output only.',
    columns: [model, c('qualifying', 'Qualifying', 'count'), c('against_prior_qualifying', 'Against-prior', 'count'), c('acc', 'Acc', 'percent'), c('ap_acc', 'AP-Acc', 'percent'), c('gap', 'Gap', 'pp')],
    notes: (r) => {
      const gaps = r.map((x) => x.gap).filter((g): g is number => typeof g === 'number');
      return [`Qualifying deterministic verdicts: ${r.reduce((s, x) => s + Number(x.qualifying), 0)}. Mean gap over ${gaps.length} models: ${gaps.length ? (gaps.reduce((a, b) => a + b, 0) / gaps.length).toFixed(2) : 'undefined'} pp; all positive: ${gaps.length > 0 && gaps.every((g) => g > 0)}.`];
    },
  },
  {
    id: 'judge_swap_shifts', title: 'Pass-rate shift per model when the judge is swapped', paper_ref: 'Appendix E.1', orderBy: 'model_id',
    rows_from: rowsQuery("SELECT * FROM judge_audit WHERE kind = 'judge_swap' AND model_id = {model_id}"),
    description: 'On the judge-swap audit rows: pass rate under rater B − under rater A, in pp.',
    columns: [model, c('rows', 'Rows', 'count'), c('pass_rate_a', 'Pass rate, rater A', 'percent'), c('pass_rate_b', 'Pass rate, rater B', 'percent'), c('shift', 'Shift', 'pp')],
  },
  {
    id: 'threshold_sensitivity', title: 'Prior gap at the paper\'s three consensus thresholds, scaled to the release\'s probe builds', paper_ref: 'Appendix E.4', orderBy: 'paper_threshold',
    rows_from: rowsQuery(`SELECT v.*, r.consensus_t4, r.consensus_t5, r.consensus_t7 FROM verdicts v JOIN rules r USING (rule_id) WHERE v.qualifying AND r.consensus_t5 IS NOT NULL AND v.${IN_PANEL}`),
    description: 'Thresholds count agreeing probe builds: the paper\'s k of 9 becomes ⌈k·n/9⌉ of this release\'s n probe builds (docs/metrics.md "Consensus thresholds"). S = qualifying verdicts on recoverable rules (consensus at the default threshold, the paper\'s 5 of 9 scaled); gap_t(m) = Acc_m(S) − Acc_m(S ∩ consensus of at least t probe builds = against); mean over models.',
    notes: (r) => r.filter((x) => Number(x.models) === 0).map((x) => `Threshold ${String(x.threshold)} of ${String(x.probe_builds)} (the paper's ${String(x.paper_threshold)} of 9): no panel model has a qualifying verdict on a rule with an "against" consensus of ${String(x.threshold)} probe builds, so the gap is undefined.`),
    columns: [c('threshold', 'Threshold (probe builds agreeing)', 'count'), c('probe_builds', 'Probe builds', 'count'), c('paper_threshold', 'Paper\'s threshold (of 9)', 'count'),
      c('recoverable_rules', 'Recoverable rules', 'count'), c('against_rules', 'Against at t', 'count'), c('models', 'Models', 'count'),
      c('mean_gap', 'Mean gap', 'pp', { format: '+.4f' }), c('min_gap', 'Lowest gap', 'pp'), c('max_gap', 'Highest gap', 'pp')],
  },
  {
    id: 'probe_gaps', title: 'Δ for models that do and do not share an identifier with a probe build', paper_ref: 'Appendix E.4', orderBy: 'shares_probe_identifier',
    rows_from: rowsQuery('SELECT t.* FROM table2_point_estimates t JOIN models m USING (model_id) WHERE t.delta IS NOT NULL AND m.has_probe_twin = {shares_probe_identifier}'),
    description: 'Δ = Acc − AP-Acc grouped by whether the model has a probe twin.',
    columns: [c('shares_probe_identifier', 'Shares a probe identifier', 'boolean'), c('models', 'Models', 'count'), c('mean_delta', 'Mean Δ', 'pp'), c('min_delta', 'Lowest Δ', 'pp'), c('max_delta', 'Highest Δ', 'pp'), c('members', 'Members', 'text', { links_to: 'model' })],
  },
];

export async function computeSqlTables(ctx: BuildContext): Promise<void> {
  for (const spec of SQL_TABLES) {
    await materialise(ctx.connection, spec.id);
    const result = await rows(ctx.connection, `SELECT * FROM ${spec.id} ORDER BY ${spec.orderBy}`);
    addTable(ctx, table({
      id: spec.id, title: spec.title, paper_ref: spec.paper_ref, description: spec.description,
      sql: `src/metrics/${spec.id}.sql`, statistic: null, rows_from: spec.rows_from, columns: spec.columns,
      rows: result as Record<string, CellValue>[],
      notes: [...(spec.notes ? spec.notes(result) : []), ...(spec.notesQuery ? (await rows(ctx.connection, spec.notesQuery)).map((r) => String(r.note)) : [])],
    }));
  }
}
