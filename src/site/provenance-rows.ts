/**
 * The rows behind each row of a table artifact (issue 5), as data keyed by the table's stable id.
 *
 * Two kinds of target:
 * - "verdicts": the row groups the panel's qualifying verdicts by its id columns (the table's SQL
 *   is `FROM verdicts WHERE qualifying AND model_id IN (panel) GROUP BY …`), so the verdict
 *   explorer filtered on those ids selects exactly them. The filter is derived from the columns
 *   (links_to, else a column id that is an explorer parameter); a table adds fixed filters where
 *   its SQL has a constant condition (prior_lineage: prior = 'against').
 * - "query": any other input (E0 runs, judge audit, non-coding, test-retest matrices, …): a SQL
 *   query over the SQL page's views (one per Parquet file) with the same filters as the SQL that
 *   made the number.
 * A row gets no link when its rows cannot be selected exactly (an id the explorer does not
 * filter on, a null key): no link is better than a link to the wrong rows.
 * test/site/provenance-rows.test.ts recomputes numbers from the linked rows of a built release.
 */
import type { TableArtifact, TableColumn } from '../artifacts/table.ts';
import { MODALITY_CLASS_META } from '../release/vocab.ts';
import { sqlString } from './provenance.ts';
import { clusterMembersQuery, entityRowsTarget, explorerSelects, ENTITY_QUERIES, ENTITY_TABLES } from './provenance-entity-rows.ts';

type Row = TableArtifact['rows'][number];

export type RowsTarget =
  | { kind: 'verdicts'; filters: Record<string, string> }
  | { kind: 'query'; sql: string };

/** URL parameters of the verdict explorer, each a column of the qualifying-verdicts Arrow file. */
export const EXPLORER_PARAMS = ['model_id', 'family', 'surface', 'method', 'prior', 'round', 'pass', 'modality_class', 'action', 'lineage', 'rule_id', 'task_id'] as const;
type ExplorerParam = (typeof EXPLORER_PARAMS)[number];

/**
 * Tables whose rows each group panel qualifying verdicts by the row's id columns, with the
 * constant filters of their SQL. The site's own leaderboard tables ("leaderboard", "models")
 * are rows of entities/models.json, i.e. table2_leaderboard per model.
 */
const VERDICT_GROUPS: Record<string, Partial<Record<ExplorerParam, string>>> = {
  table2_leaderboard: {},
  leaderboard: {},
  models: {},
  table4_surfaces: {},
  table5_family: {},
  table5_family_by_model: {},
  fig4_failures_by_action: {},
  fig5_modality_class: {},
  table7_scoring_method: {},
  prior_lineage: { prior: 'against' },
};

/** The explorer parameter an id column filters on, or null when the explorer cannot filter it. */
function explorerParam(column: TableColumn, value: string): ExplorerParam | null {
  switch (column.links_to) {
    case 'model': return 'model_id';
    case 'surface': return 'surface';
    case 'family': return 'family';
    case 'method': return 'method';
    case 'rule': return 'rule_id';
    case 'task': return 'task_id';
    case 'modality': return value in MODALITY_CLASS_META ? 'modality_class' : null;
    case null: return (EXPLORER_PARAMS as readonly string[]).includes(column.id) ? column.id as ExplorerParam : null;
    default: return null;
  }
}

const PANEL = 'model_id IN (SELECT model_id FROM models WHERE in_panel)';
const str = (row: Row, id: string): string | null => (typeof row[id] === 'string' ? row[id] as string : null);
const withKey = (row: Row, id: string, make: (v: string) => string): string | null => {
  const v = str(row, id);
  return v === null ? null : make(sqlString(v));
};
const DECISIVE = 'SELECT * FROM e0 WHERE decisive';

/** Per table: the SQL selecting the rows behind one of its rows (null: no exact selection). */
const QUERIES: Record<string, (row: Row) => string | null> = {
  deterministic_subset: (r) => withKey(r, 'model_id', (m) => `SELECT * FROM verdicts WHERE qualifying AND deterministic AND ${PANEL} AND model_id = ${m}`),
  cohort_correlation: (r) => withKey(r, 'model_id', (m) => `SELECT model_id, rule_id, sum(passes) / sum(qualifying) AS rate FROM suff_task_model_rule WHERE model_id = ${m} AND rule_id IN (SELECT rule_id FROM suff_task_model_rule GROUP BY rule_id HAVING count(DISTINCT model_id) = (SELECT count(*) FROM models WHERE in_panel)) GROUP BY model_id, rule_id ORDER BY rule_id`),
  common_support: (r) => withKey(r, 'model_id', (m) => `SELECT * FROM suff_task_model_rule WHERE model_id = ${m} AND common_qualifying > 0`),
  adjacent_differences: (r) => {
    const a = str(r, 'model_id');
    const b = str(r, 'next_model_id');
    return a && b ? `SELECT * FROM suff_task_model_rule WHERE model_id IN (${sqlString(a)}, ${sqlString(b)})` : null;
  },
  judge_swap_shifts: (r) => withKey(r, 'model_id', (m) => `SELECT * FROM judge_audit WHERE kind = 'judge_swap' AND model_id = ${m}`),
  judge_agreement: (r) => withKey(r, 'kind', (k) => `SELECT * FROM judge_audit WHERE kind = ${k}`),
  table8_noncoding: (r) => withKey(r, 'model_id', (m) => `SELECT * FROM noncoding WHERE model_id = ${m}`),
  icc_test_retest: (r) => (r.level === 'model' ? 'SELECT * FROM icc_model_rounds' : r.level === 'cell' ? 'SELECT * FROM icc_cell_rounds' : null),
  icc_cell_range: () => 'SELECT * FROM icc_cell_rounds',
  e0_rank_sums: (r) => withKey(r, 'surface', (s) => `${DECISIVE} AND (winner = ${s} OR loser = ${s})`),
  e0_bradley_terry: () => DECISIVE,
  e0_equal_weight: () => DECISIVE,
  e0_single_build: (r) => withKey(r, 'build_id', (b) => `${DECISIVE} AND build_id = ${b}`),
  e0_leave_one_out: (r) => withKey(r, 'left_out', (b) => `${DECISIVE} AND build_id <> ${b}`),
  e0_error_variants: () => "SELECT * FROM e0 WHERE decisive OR outcome = 'error'",
  e0_bootstrap_summary: () => 'SELECT * FROM e0',
  probe_gaps: (r) => (typeof r.shares_probe_identifier === 'boolean'
    ? `SELECT t.* FROM table2_point_estimates t JOIN models m USING (model_id) WHERE t.delta IS NOT NULL AND m.has_probe_twin = ${r.shares_probe_identifier}`
    : null),
  threshold_sensitivity: () => `SELECT v.*, r.consensus_t4, r.consensus_t5, r.consensus_t7 FROM verdicts v JOIN rules r USING (rule_id) WHERE v.qualifying AND r.consensus_t5 IS NOT NULL AND v.${PANEL}`,
  table2_summary: () => 'SELECT * FROM table2_point_estimates',
  reliability_summary: (r) => RELIABILITY_FIGURES[String(r.figure)] ?? null,
  reconciliation: (r) => RECONCILIATION[`${String(r.source)}/${String(r.category)}`] ?? null,
  clusters: clusterMembersQuery,
};

/** The rows of each reconciliation category (the conditions of reconciliation_parts.sql). */
const ATTEMPTS = 'SELECT DISTINCT attempt_id, model_id, case_id, valid, invalid_reason FROM noncoding';
const RECONCILIATION: Record<string, string> = {
  'verdicts/qualifying_pass': "SELECT * FROM verdicts WHERE verdict = 'pass'",
  'verdicts/qualifying_fail': "SELECT * FROM verdicts WHERE verdict = 'fail'",
  'verdicts/na_as_released': "SELECT * FROM verdicts WHERE verdict = 'na' AND NOT collapsed",
  'verdicts/collapsed_by_cascade': 'SELECT * FROM verdicts WHERE collapsed',
  'verdicts/partial': "SELECT * FROM verdicts WHERE verdict = 'partial'",
  'verdicts/total': 'SELECT * FROM verdicts',
  'noncoding_attempts/valid': `${ATTEMPTS} WHERE valid`,
  'noncoding_attempts/invalid_excluded': `${ATTEMPTS} WHERE NOT valid`,
  'noncoding_attempts/total': ATTEMPTS,
  'noncoding_outcomes/qualifying': "SELECT * FROM noncoding WHERE valid AND verdict IN ('pass', 'fail')",
  'noncoding_outcomes/na': "SELECT * FROM noncoding WHERE valid AND verdict = 'na'",
  'noncoding_outcomes/in_invalid_attempts': 'SELECT * FROM noncoding WHERE NOT valid AND rule_id IS NOT NULL',
  'noncoding_outcomes/total': 'SELECT * FROM noncoding WHERE rule_id IS NOT NULL',
  'e0/decisive': "SELECT * FROM e0 WHERE outcome = 'decisive'",
  'e0/no_clear_winner': "SELECT * FROM e0 WHERE outcome = 'no_clear_winner'",
  'e0/error': "SELECT * FROM e0 WHERE outcome = 'error'",
  'e0/total': 'SELECT * FROM e0',
};

/** The rows behind each figure of reliability_summary (see src/pipeline/reliability-tables.ts). */
const RELIABILITY_FIGURES: Record<string, string> = {
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

export interface RowsContext {
  /**
   * True when the explorer's Arrow file holds the panel's qualifying verdicts only (its row
   * count equals the panel's qualifying count); otherwise only model-keyed rows can use it.
   */
  explorerIsPanel: boolean;
  /** Whether the build has the explorer's Arrow file at all. */
  hasExplorer: boolean;
  /** The explorer's model and round options (its select lists); an id outside them gets no link. */
  models: ReadonlySet<string>;
  rounds: ReadonlySet<string>;
}

/**
 * Where the rows behind `row` of the table `tableId` are, or null when they cannot be selected
 * exactly. `fixed`: the entity an entity-page table belongs to ({model_id}, {rule_id}, {task_id}),
 * for the tables of provenance-entity-rows.ts.
 */
export function rowsTarget(tableId: string, table: Pick<TableArtifact, 'columns'>, row: Row, ctx: RowsContext, fixed: Readonly<Record<string, string>> = {}): RowsTarget | null {
  if (tableId in ENTITY_TABLES) return entityRowsTarget(tableId, fixed, row, ctx);
  if (tableId in ENTITY_QUERIES) {
    const sql = ENTITY_QUERIES[tableId]!(fixed, row);
    return sql === null ? null : { kind: 'query', sql };
  }
  const constant = VERDICT_GROUPS[tableId];
  if (constant && ctx.hasExplorer) {
    const filters: Record<string, string> = { ...constant };
    for (const column of table.columns) {
      if (column.unit !== 'id') continue;
      const value = row[column.id];
      if (typeof value !== 'string' && typeof value !== 'number') return null;
      const param = explorerParam(column, String(value));
      if (param === null) return null;
      filters[param] = String(value);
    }
    if (!('model_id' in filters) && !ctx.explorerIsPanel) return null;
    if (!Object.entries(filters).every(([p, v]) => explorerSelects(p as ExplorerParam, v, ctx))) return null;
    return Object.keys(filters).length > 0 ? { kind: 'verdicts', filters } : null;
  }
  const sql = QUERIES[tableId]?.(row) ?? null;
  return sql === null ? null : { kind: 'query', sql };
}

/** Whether a table has a rows mapping at all (for the rows column). */
export function hasRowsMapping(tableId: string): boolean {
  return tableId in VERDICT_GROUPS || tableId in QUERIES || tableId in ENTITY_TABLES || tableId in ENTITY_QUERIES;
}
