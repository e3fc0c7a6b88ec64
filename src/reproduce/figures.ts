/**
 * The figure registry of `reproduce --check`: every figure of data/paper/published.json that the
 * build's artifacts can answer, as data — where the published value is, how to read ours from an
 * artifact (readers.ts), and how its tolerance is derived (tolerances.ts, docs/metrics.md
 * "Check tolerances"): from the published digits, or from the Monte-Carlo error of a bootstrap.
 * Leaves that cannot be checked are listed in NOT_CHECKABLE with the reason; rows marked
 * `published: false` are skipped and reported as such. test/reproduce/figures.test.ts asserts
 * that these lists together cover every leaf of published.json.
 */
import type { Aggregate, Cell, Reader, Where } from './readers.ts';
import type { PublishedPath } from './published.ts';
import type { Precision } from './tolerances.ts';
import { vocabLabel } from '../site/labels.ts';

export interface PublishedSource {
  path: PublishedPath;
  /** For a figure written in text: a regular expression; group 1 as a number, or "matches" as a boolean. */
  extract?: { pattern: string; as: 'number' | 'boolean' };
  /**
   * pairs: [[2, 3], …] → "2-3 …" (how table2_summary writes swaps); sorted: a sorted list;
   * ids: display text → vocabulary ids ("data/ML" → "data_ml"), sorted.
   */
  transform?: 'pairs' | 'sorted' | 'ids';
}

export interface Figure {
  /** Stable id, also the line's name in the output. */
  id: string;
  label: string;
  /** Where the paper reports it. */
  paper: string;
  published: PublishedSource;
  ours: Reader;
  /** How the tolerance is derived (tolerances.ts). */
  precision: Precision;
}

// Reader shorthands: they only build plain objects.
const cell = (table: string, where: Where, column: string): Reader => ({ from: 'cell', table, where, column });
const agg = (table: string, column: string, op: Aggregate, where?: Where): Reader => (where ? { from: 'aggregate', table, column, op, where } : { from: 'aggregate', table, column, op });
const sql = (query: string): Reader => ({ from: 'sql', sql: query });
const sqlSet = (query: string): Reader => ({ from: 'sql', sql: query, set: true });
const range = (a: Reader, b: Reader): Reader => ({ from: 'tuple', items: [a, b] });
const is = (reader: Reader, op: '==' | '<' | '>', value: number | string | boolean): Reader => ({ from: 'compare', reader, op, value });
const fig = (id: string, label: string, paper: string, path: PublishedPath, ours: Reader, precision: Precision, extra: Omit<PublishedSource, 'path'> = {}): Figure =>
  ({ id, label, paper, published: { path, ...extra }, ours, precision });

/** A deterministic figure: half a unit of its last published digit. */
const ROUNDED: Precision = { kind: 'rounding' };
const COUNT: Precision = { kind: 'count' };
const EXACT: Precision = { kind: 'exact' };
const BELOW: Precision = { kind: 'upper_bound' };
/** The crossed bootstrap's full-order count: binomial Monte-Carlo error. */
const FULL_ORDER_COUNT: Precision = { kind: 'bootstrap_count', table: 'e0_bootstrap_summary', resamples: 'resamples' };

const PANEL = 'model_id IN (SELECT model_id FROM models WHERE in_panel)';
const recon = (source: string, category: Cell | Cell[]): Reader => (Array.isArray(category)
  ? agg('reconciliation', 'rows', 'sum', { source, category })
  : cell('reconciliation', { source, category }, 'rows'));

const counts: Figure[] = [
  fig('counts.library_rules', 'Rules in the library', 'Section 3', ['counts', 'library_rules'], sql('SELECT count(*) FROM rules'), COUNT),
  ...(['align', 'against', 'neutral'] as const).map((label) =>
    fig(`counts.prior_labels.${label}`, `Library rules with prior label ${label}`, 'Section 3', ['counts', 'prior_labels', label], sql(`SELECT count(*) FROM rules WHERE prior_label = '${label}'`), COUNT)),
  fig('counts.consensus_recovered_rules', 'Rules with a consensus label at the 5/9 threshold (scaled to the probe builds)', 'Appendix A', ['counts', 'consensus_recovered_rules'], cell('threshold_sensitivity', { paper_threshold: 5 }, 'recoverable_rules'), COUNT),
  fig('counts.panel_rules_instantiated', 'Rules placed in a panel task', 'Section 4.1', ['counts', 'panel_rules_instantiated'], sql('SELECT count(*) FROM rules WHERE in_panel'), COUNT),
  fig('counts.panel_rules_with_verdict', 'Panel rules with a qualifying verdict', 'Section 4.1', ['counts', 'panel_rules_with_verdict'], sql(`SELECT count(DISTINCT rule_id) FROM verdicts WHERE qualifying AND ${PANEL}`), COUNT),
  fig('counts.rules_scored_for_every_model', 'Rules scored for every model', 'Section 4.2', ['counts', 'rules_scored_for_every_model'], agg('cohort_correlation', 'rules', 'max'), COUNT),
  fig('counts.candidate_tasks', 'Candidate tasks', 'Section 4.1', ['counts', 'candidate_tasks'], sql('SELECT count(*) FROM tasks'), COUNT),
  fig('counts.tasks', 'Panel tasks', 'Section 4.1', ['counts', 'tasks'], sql("SELECT count(*) FROM tasks WHERE status = 'panel'"), COUNT),
  fig('counts.rounds', 'Rounds', 'Section 4.1', ['counts', 'rounds'], sql('SELECT count(DISTINCT round) FROM runs'), COUNT),
  fig('counts.models', 'Panel models', 'Section 4.1', ['counts', 'models'], cell('table2_summary', { figure: 'models' }, 'value'), COUNT),
  fig('counts.runs', 'Runs', 'Section 4.1', ['counts', 'runs'], sql(`SELECT count(*) FROM runs WHERE ${PANEL}`), COUNT),
  fig('counts.verdict_rows', 'Verdict rows', 'Appendix B', ['counts', 'verdict_rows'], recon('verdicts', 'total'), COUNT),
  fig('counts.qualifying', 'Qualifying verdicts (pass or fail)', 'Appendix B', ['counts', 'qualifying'], recon('verdicts', ['qualifying_pass', 'qualifying_fail']), COUNT),
  fig('counts.not_applicable', 'n/a verdicts (incl. collapsed cascades)', 'Appendix B', ['counts', 'not_applicable'], recon('verdicts', ['na_as_released', 'collapsed_by_cascade']), COUNT),
  fig('counts.partial', 'Partial verdicts', 'Appendix B', ['counts', 'partial'], recon('verdicts', 'partial'), COUNT),
  fig('counts.against_prior_qualifying', 'Against-prior qualifying verdicts', 'Section 4.1', ['counts', 'against_prior_qualifying'], agg('table2_leaderboard', 'against_prior_qualifying', 'sum'), COUNT),
  fig('counts.keys_per_model', 'Keys (task, round, rule) per model', 'Appendix E.5', ['counts', 'keys_per_model'], agg('common_support', 'keys', 'max'), COUNT),
  fig('counts.common_support_keys', 'Keys qualifying for every model', 'Appendix E.5', ['counts', 'common_support_keys'], agg('common_support', 'common_keys', 'max'), COUNT),
  fig('counts.failures', 'Failures (qualifying fails)', 'Figure 4', ['counts', 'failures'], agg('fig4_failures_by_action', 'failures', 'sum'), COUNT),
  fig('counts.deterministic_qualifying', 'Qualifying verdicts scored deterministically', 'Section 4.5', ['counts', 'deterministic_qualifying'], agg('deterministic_subset', 'qualifying', 'sum'), COUNT),
];

const LIBRARY_SHARES: Record<string, string[]> = {
  family: ['professional_writing', 'output_control', 'code_style', 'workflow', 'tool_use', 'conditional_logic', 'quantitative_limits'],
  modality: ['require', 'forbid', 'conditional_require', 'limit_max', 'prefer', 'limit_min', 'allow'],
  prior: ['align', 'against', 'neutral'],
};
const libraryColumn: Record<string, string> = { family: 'family', modality: 'modality', prior: 'prior_label' };
const libraryShare = (group: string, key: string) => sql(`SELECT 100.0 * count(*) FILTER (WHERE ${libraryColumn[group]} = '${key}') / count(*) FROM rules`);
const libraryShares: Figure[] = [
  ...Object.entries(LIBRARY_SHARES).flatMap(([group, keys]) => keys.filter((key) => key !== 'allow').map((key) =>
    fig(`library_shares.${group}.${key}`, `Library share, ${group} “${vocabLabel(group === 'prior' ? 'prior' : group, key)}”`, 'Figure 3', ['library_shares', group, key], libraryShare(group, key), ROUNDED))),
  // Figure 3 prints the allow share as "<1%" (published.json keeps 0.5 as a stand-in): a bound.
  fig('library_shares.modality.allow', `Library share, modality “${vocabLabel('modality', 'allow')}” (published: below)`, 'Figure 3', ['library_shares', 'source'], libraryShare('modality', 'allow'), BELOW,
    { extract: { pattern: "allow is '<([0-9.]+)%'", as: 'number' } }),
];

/** Table 2 rows with published figures: [index in published.json, display name]. */
const TABLE2_PUBLISHED_ROWS: [number, string][] = [
  [0, 'Claude-Opus-4.7'], [1, 'GPT-5.5'], [2, 'Claude-Sonnet-4.6'], [3, 'Claude-Haiku-4.5'], [4, 'GLM-5.1'],
  [9, 'MiniMax-M2.7'], [10, 'Seed-2.0-Pro'], [11, 'StepFun-3.5'],
];
const leader = (name: string, column: string) => cell('table2_leaderboard', { display_name: name }, column);
const summary = (figure: string, column = 'value') => cell('table2_summary', { figure }, column);

const table2: Figure[] = [
  ...TABLE2_PUBLISHED_ROWS.flatMap(([i, name]) => [
    fig(`table2.rank${i + 1}.model`, `Model at rank ${i + 1} by Acc`, 'Table 2', ['table2', 'rows', i, 'model'], cell('table2_leaderboard', { rank: i + 1 }, 'display_name'), EXACT),
    fig(`table2.${name}.acc`, `Acc, ${name}`, 'Table 2', ['table2', 'rows', i, 'acc'], leader(name, 'acc'), ROUNDED),
    fig(`table2.${name}.ap_acc`, `AP-Acc, ${name}`, 'Table 2', ['table2', 'rows', i, 'ap_acc'], leader(name, 'ap_acc'), ROUNDED),
    fig(`table2.${name}.delta`, `Δ, ${name}`, 'Table 2', ['table2', 'rows', i, 'delta'], leader(name, 'delta'), ROUNDED),
  ]),
  fig('table2.tie_note.gap', 'Acc(MiniMax-M2.7) − Acc(Seed-2.0-Pro), unrounded', 'Table 2', ['table2', 'tie_note'],
    { from: 'difference', a: leader('MiniMax-M2.7', 'acc'), b: leader('Seed-2.0-Pro', 'acc') }, ROUNDED, { extract: { pattern: 'differ by ([0-9.]+)', as: 'number' } }),
  fig('table2.tie_note.order', 'MiniMax-M2.7 ranks ahead of Seed-2.0-Pro', 'Table 2', ['table2', 'tie_note'],
    is({ from: 'difference', a: leader('MiniMax-M2.7', 'rank'), b: leader('Seed-2.0-Pro', 'rank') }, '<', 0), EXACT, { extract: { pattern: 'MiniMax ahead', as: 'boolean' } }),
  fig('table2.acc_span', 'Acc span (max − min)', 'Table 2', ['table2', 'acc_span'], summary('acc_span'), ROUNDED),
  fig('table2.acc_sd', 'Acc SD (n − 1)', 'Table 2', ['table2', 'acc_sd'], summary('acc_sd'), ROUNDED),
  fig('table2.f_acc_range', 'F-Acc range', 'Table 2', ['table2', 'f_acc_range'], range(summary('f_acc_min'), summary('f_acc_max')), ROUNDED),
  fig('table2.dw_acc_range', 'DW-Acc range', 'Table 2', ['table2', 'dw_acc_range'], range(summary('dw_acc_min'), summary('dw_acc_max')), ROUNDED),
  fig('table2.delta_range', 'Δ range', 'Table 2', ['table2', 'delta_range'], range(summary('delta_min'), summary('delta_max')), ROUNDED),
  fig('table2.delta_mean', 'Δ mean', 'Table 2', ['table2', 'delta_mean'], summary('delta_mean'), ROUNDED),
  fig('table2.ap_rank_swaps', 'Adjacent Acc ranks reversed by AP-Acc', 'Table 2', ['table2', 'ap_rank_swaps'], summary('ap_rank_swaps', 'text'), EXACT, { transform: 'pairs' }),
  fig('table2.top_model_same_in_all_four_columns', 'Top model the same by Acc, AP-Acc, F-Acc, DW-Acc', 'Table 2', ['table2', 'top_model_same_in_all_four_columns'],
    is(summary('top_model_same_in_all_four_columns', 'text'), '==', 'true'), EXACT),
  fig('table2.anthropic_builds_use_1m_context', 'Every Anthropic panel build uses the 1M context variant', 'Table 2', ['table2', 'anthropic_builds_use_1m_context'],
    sql("SELECT bool_and(context_variant = '1m') FROM models WHERE in_panel AND provider = 'Anthropic'"), EXACT),
];

const commonSupport: Figure[] = [
  fig('common_support.keys', 'Common-support keys', 'Appendix E.5', ['common_support', 'keys'], agg('common_support', 'common_keys', 'max'), COUNT),
  fig('common_support.of', 'Keys per model', 'Appendix E.5', ['common_support', 'of'], agg('common_support', 'keys', 'max'), COUNT),
  fig('common_support.share', 'Common-support share of keys', 'Appendix E.5', ['common_support', 'share'], agg('common_support', 'share', 'max'), ROUNDED),
  fig('common_support.delta_ci95_lower_bound_range', 'Range of the lower 95% bounds of Δ on common support', 'Appendix E.5', ['common_support', 'delta_ci95_lower_bound_range'],
    range(agg('common_support', 'common_delta_lower', 'min'), agg('common_support', 'common_delta_lower', 'max')),
    { kind: 'bootstrap_quantile', table: 'common_support', bound: 'common_delta_lower', lower: 'common_delta_lower', upper: 'common_delta_upper' }),
  // Appendix E.5 states this on the common support (computed in common-support-adjacent.ts); the
  // build's artifact has the full panel. Both are checked, labelled.
  fig('common_support.adjacent_acc_cis_contain_zero', 'Every adjacent-rank Acc difference interval contains 0, on common support', 'Appendix E.5', ['common_support', 'adjacent_acc_cis_contain_zero'],
    { from: 'adjacent', support: 'common', column: 'contains_zero', op: 'all_true' }, EXACT),
  fig('common_support.adjacent_acc_cis_contain_zero.full_panel', 'Every adjacent-rank Acc difference interval contains 0, on the full panel', 'Appendix E.5', ['common_support', 'adjacent_acc_cis_contain_zero'],
    agg('adjacent_differences', 'contains_zero', 'all_true'), EXACT),
];

const cohortCorrelation: Figure[] = [
  fig('cohort_correlation.rules', 'Rules scored for every model', 'Section 4.2', ['cohort_correlation', 'rules'], agg('cohort_correlation', 'rules', 'max'), COUNT),
  fig('cohort_correlation.range', 'Range of Pearson r with the cohort mean', 'Section 4.2', ['cohort_correlation', 'range'],
    range(agg('cohort_correlation', 'pearson_r', 'min'), agg('cohort_correlation', 'pearson_r', 'max')), ROUNDED),
  fig('cohort_correlation.mean', 'Mean Pearson r with the cohort mean', 'Section 4.2', ['cohort_correlation', 'mean'], agg('cohort_correlation', 'pearson_r', 'mean'), ROUNDED),
];

const failures: Figure[] = [
  fig('failures.total', 'Failures', 'Figure 4', ['failures', 'total'], agg('fig4_failures_by_action', 'failures', 'sum'), COUNT),
  ...(['shortfall', 'overstep', 'preference'] as const).flatMap((action) => [
    fig(`failures.${action}.share`, `Share of failures, ${vocabLabel('action', action)}`, 'Figure 4', ['failures', 'by_action', action, 'share'], cell('fig4_failures_by_action', { action }, 'failure_share'), ROUNDED),
    fig(`failures.${action}.failure_rate`, `Failure rate, ${action}`, 'Figure 4', ['failures', 'by_action', action, 'failure_rate'], cell('fig4_failures_by_action', { action }, 'failure_rate'), ROUNDED),
  ]),
  ...(['shortfall', 'overstep'] as const).map((action) =>
    fig(`failures.${action}.qualifying`, `Qualifying verdicts, ${action}`, 'Figure 4', ['failures', 'by_action', action, 'qualifying'], cell('fig4_failures_by_action', { action }, 'qualifying'), COUNT)),
  ...['output_control', 'workflow', 'code_style', 'conditional_logic', 'tool_use', 'quantitative_limits'].map((family) =>
    fig(`failures.family_share.${family}`, `Share of failures, ${vocabLabel('family', family)}`, 'Table 5', ['failures', 'family_failure_share', family], cell('table5_family', { family }, 'failure_share'), ROUNDED)),
  ...['quantitative_limits', 'output_control'].map((family) =>
    fig(`failures.family_acc.${family}`, `Accuracy, ${vocabLabel('family', family)}`, 'Table 5', ['failures', 'family_accuracy_range', family], cell('table5_family', { family }, 'acc'), ROUNDED)),
  fig('failures.output_control_lowest_for_builds', 'Models whose lowest family is output control', 'Table 5', ['failures', 'output_control_lowest_for_builds'],
    cell('table5_family', { family: 'output_control' }, 'lowest_for_models'), COUNT),
  fig('failures.output_control_max_build_accuracy_below', 'Highest model accuracy on output control (published: below)', 'Table 5', ['failures', 'output_control_max_build_accuracy_below'],
    cell('table5_family', { family: 'output_control' }, 'max_model_acc'), BELOW),
  ...['commanding', 'numeric_bounds', 'conditional', 'preference'].map((modality_class) =>
    fig(`failures.modality_class.${modality_class}`, `Accuracy, ${vocabLabel('modality_class', modality_class)}`, 'Figure 5', ['failures', 'modality_class_accuracy', modality_class], cell('fig5_modality_class', { modality_class }, 'acc'), ROUNDED)),
];

const table4: Figure[] = [
  ...['SD', 'SP', 'UI'].flatMap((surface) => [
    fig(`table4.${surface}.acc`, `Accuracy on ${surface}`, 'Table 4', ['surfaces_table4', surface, 'acc'], cell('table4_surfaces', { surface }, 'acc'), ROUNDED),
    fig(`table4.${surface}.n`, `Qualifying verdicts on ${surface}`, 'Table 4', ['surfaces_table4', surface, 'n'], cell('table4_surfaces', { surface }, 'qualifying'), COUNT),
  ]),
  fig('table4.UI.all_against_prior', 'Every UI verdict is against-prior', 'Table 4', ['surfaces_table4', 'UI', 'all_against_prior'], is(cell('table4_surfaces', { surface: 'UI' }, 'against_prior_share'), '==', 100), EXACT),
];

const SURFACES5 = ['SP', 'PF', 'UI', 'TD', 'SD'];
/** e0_bootstrap_summary has a single row of headline E0 figures. */
const e0Summary = (column: string) => cell('e0_bootstrap_summary', {}, column);
const e0: Figure[] = [
  fig('e0.builds', 'E0 builds', 'Section 4.4', ['e0', 'builds'], sqlSet('SELECT display_name FROM models WHERE in_e0 ORDER BY display_name'), EXACT, { transform: 'sorted' }),
  fig('e0.conflict_pairs', 'Conflict pairs', 'Section 4.4', ['e0', 'conflict_pairs'], sql('SELECT count(*) FROM e0_pairs'), COUNT),
  fig('e0.runs', 'E0 runs', 'Section 4.4', ['e0', 'runs'], e0Summary('runs'), COUNT),
  fig('e0.runs_per_direction', 'E0 runs per direction (the smaller of AB, BA)', 'Section 4.4', ['e0', 'runs_per_direction'], sql('SELECT min(n) FROM (SELECT count(*) AS n FROM e0 GROUP BY direction)'), COUNT),
  fig('e0.decisive', 'Decisive runs', 'Section 4.4', ['e0', 'decisive'], e0Summary('decisive'), COUNT),
  fig('e0.errors', 'Error runs', 'Appendix D.4', ['e0', 'errors'], e0Summary('errors'), COUNT),
  ...['DeepSeek V3.2', 'Seed 2 Pro'].map((build) =>
    fig(`e0.errors_by_build.${build}`, `Error runs, ${build}`, 'Appendix D.4', ['e0', 'errors_by_build', build],
      sql(`SELECT count(*) FROM e0 JOIN models ON models.model_id = e0.build_id WHERE e0.outcome = 'error' AND models.display_name = '${build}'`), COUNT)),
  ...SURFACES5.flatMap((surface) => [
    fig(`e0.rank_sum.${surface}`, `Rank sum, ${surface}`, 'Section 4.4', ['e0', 'rank_sum', surface], cell('e0_rank_sums', { surface }, 'rank_sum'), COUNT),
    fig(`e0.rank_mean.${surface}`, `Mean rank, ${surface}`, 'Section 4.4', ['e0', 'rank_mean', surface], cell('e0_rank_sums', { surface }, 'rank_mean'), ROUNDED),
    fig(`e0.bt.${surface}`, `Bradley–Terry log-strength, ${surface}`, 'Figure 6', ['e0', 'bt_log_strength', surface], cell('e0_bradley_terry', { surface }, 'theta'), ROUNDED),
  ]),
  fig('e0.bootstrap_resamples', 'Crossed-bootstrap resamples', 'Section 4.4', ['e0', 'bootstrap_resamples'], e0Summary('resamples'), COUNT),
  fig('e0.full_order', 'Pooled fit gives the full order {SP, PF, UI} > TD > SD', 'Section 4.4', ['e0', 'full_order'],
    e0Summary('pooled_reproduces'), EXACT, { extract: { pattern: '^\\{SP,PF,UI\\} > TD > SD$', as: 'boolean' } }),
  fig('e0.full_order_count', 'Resamples reproducing the full order', 'Section 4.4', ['e0', 'full_order_count'], e0Summary('full_order_count'), FULL_ORDER_COUNT),
  fig('e0.single_build_fits_reproducing_order', 'Single-build fits reproducing the full order', 'Appendix D.4', ['e0', 'single_build_fits_reproducing_order'],
    e0Summary('single_build_reproducing'), COUNT),
];

const audit = (kind: string, column: string) => cell('judge_agreement', { kind }, column);
const icc = (level: string) => cell('icc_test_retest', { level, form: 'ICC2' }, 'icc');
const METHODS = ['llm_judge', 'hybrid', 'regex', 'command_output', 'ast', 'cross_file'];
const reliability: Figure[] = [
  fig('reliability.deterministic.qualifying', 'Deterministic qualifying verdicts', 'Section 4.5', ['reliability', 'deterministic_subset', 'qualifying'], agg('deterministic_subset', 'qualifying', 'sum'), COUNT),
  fig('reliability.deterministic.mean_gap', 'Mean Acc − AP-Acc on deterministic verdicts', 'Section 4.5', ['reliability', 'deterministic_subset', 'mean_gap'], cell('reliability_summary', { figure: 'deterministic_mean_gap' }, 'value'), ROUNDED),
  fig('reliability.deterministic.all_positive', 'Deterministic gap positive for every model', 'Section 4.5', ['reliability', 'deterministic_subset', 'all_positive'],
    is(cell('reliability_summary', { figure: 'deterministic_all_positive' }, 'text'), '==', 'true'), EXACT),
  fig('reliability.deterministic.full_panel_mean_gap', 'Mean Δ on the full panel', 'Section 4.5', ['reliability', 'deterministic_subset', 'full_panel_mean_gap'], summary('delta_mean'), ROUNDED),
  fig('reliability.judge_swap.pairs', 'Judge-swap audit rows', 'Appendix E.1', ['reliability', 'judge_swap', 'pairs'], audit('judge_swap', 'rows'), COUNT),
  fig('reliability.judge_swap.agreement', 'Judge-swap agreement', 'Appendix E.1', ['reliability', 'judge_swap', 'agreement'], audit('judge_swap', 'agreement'), ROUNDED),
  fig('reliability.judge_swap.kappa', 'Judge-swap Cohen κ', 'Appendix E.1', ['reliability', 'judge_swap', 'kappa'], audit('judge_swap', 'kappa'), ROUNDED),
  fig('reliability.judge_swap.shift_range', 'Range of per-model pass-rate shifts (pp)', 'Appendix E.1', ['reliability', 'judge_swap', 'pass_rate_shift_range_pp'],
    range(agg('judge_swap_shifts', 'shift', 'min'), agg('judge_swap_shifts', 'shift', 'max')), ROUNDED),
  fig('reliability.human_audit.rows', 'Human-audit rows', 'Appendix E.1', ['reliability', 'human_audit', 'rows'], audit('human_audit', 'rows'), COUNT),
  fig('reliability.human_audit.agreement', 'Human-audit agreement', 'Appendix E.1', ['reliability', 'human_audit', 'agreement'], audit('human_audit', 'agreement'), ROUNDED),
  fig('reliability.human_audit.kappa', 'Human-audit Cohen κ', 'Appendix E.1', ['reliability', 'human_audit', 'kappa'], audit('human_audit', 'kappa'), ROUNDED),
  fig('reliability.judge_pair.n', 'Judge-pair rows', 'Appendix E.1', ['reliability', 'judge_pair_kappa', 'n'], audit('judge_pair', 'rows'), COUNT),
  fig('reliability.judge_pair.kappa', 'Judge-pair Cohen κ', 'Appendix E.1', ['reliability', 'judge_pair_kappa', 'kappa'], audit('judge_pair', 'kappa'), ROUNDED),
  fig('reliability.icc.model_level', 'ICC(2,1), model level', 'Appendix E.2', ['reliability', 'icc', 'model_level'], icc('model'), ROUNDED),
  fig('reliability.icc.cell_level', 'ICC(2,1), cell level', 'Appendix E.2', ['reliability', 'icc', 'cell_level'], icc('cell'), ROUNDED),
  fig('reliability.icc.mean_cell_range_pp', 'Mean cell range across rounds (pp)', 'Appendix E.2', ['reliability', 'icc', 'mean_cell_range_pp'], cell('icc_cell_range', {}, 'mean_cell_range'), ROUNDED),
  ...METHODS.flatMap((method) => [
    fig(`reliability.table7.${method}.share`, `Share of qualifying verdicts, ${vocabLabel('method', method)}`, 'Table 7', ['reliability', 'scoring_method_table7', method, 'share'], cell('table7_scoring_method', { method }, 'share'), ROUNDED),
    fig(`reliability.table7.${method}.kendall_tau`, `Kendall τ-b with overall Acc, ${vocabLabel('method', method)}`, 'Table 7', ['reliability', 'scoring_method_table7', method, 'kendall_tau'], cell('table7_scoring_method', { method }, 'kendall_tau_b'), ROUNDED),
  ]),
  fig('reliability.judge_involved_rows_share', 'Judge-involved share of verdict rows', 'Table 7', ['reliability', 'judge_involved_rows_share'],
    cell('reliability_summary', { figure: 'judge_involved_share' }, 'value'), ROUNDED),
  fig('reliability.deterministic_qualifying_share', 'Deterministic share of qualifying verdicts', 'Table 7', ['reliability', 'deterministic_qualifying_share'],
    cell('reliability_summary', { figure: 'deterministic_qualifying_share' }, 'value'), ROUNDED),
  fig('reliability.judge_swap.swap_judge', 'Swap judge (rater B of the judge-swap audit)', 'Appendix E.1', ['reliability', 'judge_swap', 'swap_judge'], audit('judge_swap', 'rater_b'), EXACT),
  fig('reliability.judge.model', 'Panel judge (rater A of the judge-pair audit)', 'Section 3', ['reliability', 'judge', 'model'], audit('judge_pair', 'rater_a'), EXACT),
  fig('reliability.judge.votes', 'Judge votes per judged verdict', 'Section 3', ['reliability', 'judge', 'votes'], sql('SELECT max(len(votes)) FROM verdicts WHERE judge_involved'), COUNT),
];

const probeGap = (shares: boolean, column: string) => cell('probe_gaps', { shares_probe_identifier: shares }, column);
const priors: Figure[] = [
  ...['zero_injection_consensus', 'curated', 'unknown'].map((lineage) =>
    fig(`priors.lineage.${lineage}`, `Share of against-prior verdicts, lineage ${lineage}`, 'Appendix E.4', ['priors', 'against_prior_lineage_share', lineage], cell('prior_lineage', { lineage }, 'share'), ROUNDED)),
  fig('priors.probe_builds', 'Probe builds', 'Appendix A', ['priors', 'probe_builds'], sql('SELECT count(DISTINCT probe_model_id) FROM probe'), COUNT),
  fig('priors.shared_identifier_models', 'Panel models sharing an identifier with a probe build', 'Appendix E.4', ['priors', 'shared_identifier_models'], probeGap(true, 'models'), COUNT),
  fig('priors.non_probe.n', 'Models without a probe twin', 'Appendix E.4', ['priors', 'non_probe_models_gap', 'n'], probeGap(false, 'models'), COUNT),
  fig('priors.non_probe.mean', 'Mean Δ, models without a probe twin', 'Appendix E.4', ['priors', 'non_probe_models_gap', 'mean'], probeGap(false, 'mean_delta'), ROUNDED),
  fig('priors.non_probe.range', 'Δ range, models without a probe twin', 'Appendix E.4', ['priors', 'non_probe_models_gap', 'range'], range(probeGap(false, 'min_delta'), probeGap(false, 'max_delta')), ROUNDED),
  fig('priors.shared.n', 'Models with a probe twin', 'Appendix E.4', ['priors', 'shared_models_gap', 'n'], probeGap(true, 'models'), COUNT),
  fig('priors.shared.mean', 'Mean Δ, models with a probe twin', 'Appendix E.4', ['priors', 'shared_models_gap', 'mean'], probeGap(true, 'mean_delta'), ROUNDED),
  ...([4, 5, 7] as const).map((t) =>
    fig(`priors.threshold_sensitivity.${t}of9`, `Mean prior gap at the paper's ${t}/9 consensus threshold (scaled to the probe builds)`, 'Appendix E.4', ['priors', 'threshold_sensitivity_mean_gap', `${t}/9`], cell('threshold_sensitivity', { paper_threshold: t }, 'mean_gap'), ROUNDED)),
];

const clusters: Figure[] = [
  fig('clusters.sizes', 'Cluster sizes (higher mean Acc first)', 'Appendix D.3', ['clusters', 'sizes'], agg('clusters', 'size', 'list'), EXACT),
  fig('clusters.acc', 'Mean Acc per cluster', 'Appendix D.3', ['clusters', 'acc'], agg('clusters', 'mean_acc', 'list'), ROUNDED),
  fig('clusters.ap_acc', 'Mean AP-Acc per cluster', 'Appendix D.3', ['clusters', 'ap_acc'], agg('clusters', 'mean_ap_acc', 'list'), ROUNDED),
];

const retest: Figure[] = [
  fig('retest.icc_model', 'ICC(2,1), model level', 'Appendix E.2', ['retest', 'icc_model'], icc('model'), ROUNDED),
  fig('retest.icc_cell', 'ICC(2,1), cell level', 'Appendix E.2', ['retest', 'icc_cell'], icc('cell'), ROUNDED),
  fig('retest.mean_cell_range_pp', 'Mean cell range across rounds (pp)', 'Appendix E.2', ['retest', 'mean_cell_range_pp'], cell('icc_cell_range', {}, 'mean_cell_range'), ROUNDED),
  fig('retest.leaderboard_span_pp', 'Leaderboard Acc span', 'Appendix E.2', ['retest', 'leaderboard_span_pp'], summary('acc_span'), ROUNDED),
];

const nonCoding: Figure[] = [
  fig('non_coding.domains', 'Non-coding domains', 'Appendix G', ['non_coding', 'domains'], sql('SELECT count(DISTINCT domain) FROM noncoding_cases'), COUNT),
  fig('non_coding.cases', 'Non-coding cases', 'Appendix G', ['non_coding', 'cases'], sql('SELECT count(*) FROM noncoding_cases'), COUNT),
  fig('non_coding.attempts', 'Non-coding attempts', 'Appendix G', ['non_coding', 'attempts'], recon('noncoding_attempts', 'total'), COUNT),
  fig('non_coding.valid', 'Valid attempts', 'Appendix G', ['non_coding', 'valid'], recon('noncoding_attempts', 'valid'), COUNT),
  fig('non_coding.invalid', 'Invalid attempts (excluded)', 'Appendix G', ['non_coding', 'invalid'], recon('noncoding_attempts', 'invalid_excluded'), COUNT),
  fig('non_coding.nc_macro_range', 'NC-Macro range', 'Table 8', ['non_coding', 'nc_macro_range'], range(agg('table8_noncoding', 'nc_macro', 'min'), agg('table8_noncoding', 'nc_macro', 'max')), ROUNDED),
  fig('non_coding.leader', 'NC-Macro leader', 'Table 8', ['non_coding', 'leader'],
    sql('SELECT m.display_name FROM table8_noncoding t JOIN models m USING (model_id) ORDER BY t.nc_macro DESC NULLS LAST, t.model_id LIMIT 1'), EXACT),
];

const PANEL_TASKS = "FROM tasks WHERE status = 'panel'";
const panelDesign: Figure[] = [
  fig('panel_design.scenarios_used', 'Scenarios of the panel tasks', 'Section 4.1', ['panel_design', 'scenarios_used'], sqlSet(`SELECT DISTINCT scenario ${PANEL_TASKS} ORDER BY scenario`), EXACT, { transform: 'ids' }),
  fig('panel_design.turns_per_task', 'Turns per panel task (min, max)', 'Section 4.1', ['panel_design', 'turns_per_task'], range(sql(`SELECT min(len(turns)) ${PANEL_TASKS}`), sql(`SELECT max(len(turns)) ${PANEL_TASKS}`)), COUNT),
  fig('panel_design.rules_injected_per_task', 'Rules injected per panel task (min, max)', 'Section 4.1', ['panel_design', 'rules_injected_per_task'],
    range(sql(`SELECT min(injected_rules) ${PANEL_TASKS}`), sql(`SELECT max(injected_rules) ${PANEL_TASKS}`)), COUNT),
  fig('panel_design.rules_scoreable_per_task', 'Rules with a verdict per panel task (min, max)', 'Section 4.1', ['panel_design', 'rules_scoreable_per_task'],
    range(sql(`SELECT min(n) FROM (SELECT count(DISTINCT rule_id) AS n FROM verdicts WHERE ${PANEL} GROUP BY task_id)`), sql(`SELECT max(n) FROM (SELECT count(DISTINCT rule_id) AS n FROM verdicts WHERE ${PANEL} GROUP BY task_id)`)), COUNT),
];

export const FIGURES: Figure[] = [
  ...counts, ...libraryShares, ...table2, ...commonSupport, ...cohortCorrelation, ...failures, ...table4, ...e0,
  ...reliability, ...priors, ...clusters, ...retest, ...nonCoding, ...panelDesign,
];

/** A leaf (or every leaf under a path) that no artifact answers, with the reason. "*" matches any one segment. */
interface NotCheckable { path: (string | number)[]; reason: string }

export const NOT_CHECKABLE: NotCheckable[] = [
  { path: ['about'], reason: 'description of the file, not a figure' },
  { path: ['library_shares', 'modality', 'allow'], reason: 'a stand-in (0.5) for the "<1%" Figure 3 prints; figure library_shares.modality.allow checks that bound, read from library_shares.source' },
  { path: ['*', 'source'], reason: 'where the paper reports the figures (a citation, not a figure)' },
  { path: ['*', '*', 'source'], reason: 'where the paper reports the figures (a citation, not a figure)' },
  { path: ['*', 'note'], reason: 'explanatory text' },
  { path: ['*', '*', 'note'], reason: 'explanatory text' },
  { path: ['table2', 'rows', '*', 'published'], reason: 'marks whether the row\'s figures are published (decides skip vs check)' },
  { path: ['reliability', 'human_audit', 'config'], reason: 'the vote configuration is only free text inside the rater label ("GPT-5.2 (5 votes)"); no field holds it' },
  { path: ['reliability', 'judge', 'temperature'], reason: 'the judge temperature is not recorded in the release' },
  { path: ['priors', 'consensus_threshold'], reason: 'a definition (docs/metrics.md, consensus at 5/9), not a measured figure' },
  { path: ['panel_design', 'scenario_library'], reason: 'the size of the scenario vocabulary (src/release/vocab.ts SCENARIOS), not a build figure' },
  { path: ['panel_design', 'severity_weights', '*'], reason: 'a constant of the vocabulary (SEVERITY_WEIGHT), not a build figure' },
];
