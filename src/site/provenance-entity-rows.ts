/**
 * The rows behind the numbers of the entity pages (model, rule and task pages; issue 5). Those
 * tables are built in the page from the entity JSON, not written as table artifacts, so they are
 * known here by the ids below. Every one of them counts qualifying verdicts of one entity (the
 * page's model, rule or task: the fixed filter) grouped by the row's key columns, so the verdict
 * explorer filtered on the entity and the row's keys selects exactly them. `sql` names what
 * computed the counts (see src/pipeline/model-rule-entities.ts and task-entities.ts), for the
 * caption; a few figures have a query over the Parquet views instead (rule verdict counts of all
 * statuses, the probe records, the Ward clusters' members).
 * A link is made only when the explorer can select every value (a select's option, an exact id):
 * a value it cannot select would silently show all verdicts, which is worse than no link.
 * test/site/provenance-entity-rows.test.ts recomputes the numbers from the linked rows.
 */
import { ACTIONS, FAMILIES, MODALITY_CLASSES, PRIOR_LABELS, PRIOR_LINEAGES, SCORING_METHODS, SURFACES } from '../release/vocab.ts';
import type { TableArtifact } from '../artifacts/table.ts';
import { sqlString } from './provenance.ts';
import type { EXPLORER_PARAMS, RowsContext, RowsTarget } from './provenance-rows.ts';

type Row = TableArtifact['rows'][number];
type ExplorerParam = (typeof EXPLORER_PARAMS)[number];

const BREAKDOWNS = 'src/metrics/model_breakdowns.sql';
const RULE_RATES = 'src/metrics/rule_model_rates.sql';

export interface EntityTable {
  /** Explorer parameters the page supplies (the entity's own id, a constant outcome). */
  fixed: readonly ExplorerParam[];
  /** Row column → the explorer parameter it filters on. */
  keys: Readonly<Record<string, ExplorerParam>>;
  /** Provenance text of the counts (SQL file references become links to the method pages). */
  sql: string;
}

/** Entity-page tables and figure groups whose rows are qualifying verdicts of the page's entity. */
export const ENTITY_TABLES: Record<string, EntityTable> = {
  model_family: { fixed: ['model_id'], keys: { key: 'family' }, sql: BREAKDOWNS },
  model_modality_class: { fixed: ['model_id'], keys: { key: 'modality_class' }, sql: BREAKDOWNS },
  model_surface: { fixed: ['model_id'], keys: { key: 'surface' }, sql: BREAKDOWNS },
  model_method: { fixed: ['model_id'], keys: { key: 'method' }, sql: BREAKDOWNS },
  model_round: { fixed: ['model_id'], keys: { key: 'round' }, sql: BREAKDOWNS },
  /** One link per grid row (task, all rounds): the row's cells split those rows by round. */
  model_task_grid: { fixed: ['model_id'], keys: { task_id: 'task_id' }, sql: 'src/metrics/model_task_round_grid.sql' },
  model_rules: { fixed: ['model_id'], keys: { rule_id: 'rule_id' }, sql: RULE_RATES },
  /** The model's headline counts (Acc, qualifying; AP-Acc with prior = against). */
  model_totals: { fixed: ['model_id'], keys: { prior: 'prior' }, sql: 'src/metrics/suff_task_model_rule.sql, src/metrics/table2_point_estimates.sql' },
  /** Every qualifying failure of the model (effective verdict fail = qualifying with z = 0). */
  model_failures: { fixed: ['model_id', 'pass'], keys: {}, sql: 'src/metrics/verdicts.sql (verdict = fail, per model, in the data build)' },
  /** The model's failures of one family or surface (its breakdown's qualifying − passes). */
  model_family_failures: { fixed: ['model_id', 'pass'], keys: { key: 'family' }, sql: BREAKDOWNS },
  model_surface_failures: { fixed: ['model_id', 'pass'], keys: { key: 'surface' }, sql: BREAKDOWNS },
  rule_models: { fixed: ['rule_id'], keys: { model_id: 'model_id' }, sql: RULE_RATES },
  task_models: { fixed: ['task_id'], keys: { key: 'model_id' }, sql: 'src/metrics/verdicts.sql (qualifying, grouped by task and model in the data build)' },
  /** The rule and task indexes (and each page's own Acc): every model's qualifying verdicts of the rule or task. */
  rules: { fixed: [], keys: { rule_id: 'rule_id' }, sql: 'src/metrics/verdicts.sql (qualifying, per rule in the data build)' },
  tasks: { fixed: [], keys: { task_id: 'task_id' }, sql: 'src/metrics/verdicts.sql (qualifying, per task in the data build)' },
};

/** The options of the explorer's select lists (src/pages/verdicts.astro); ids are exact text. */
const SELECT_OPTIONS: Partial<Record<ExplorerParam, readonly string[]>> = {
  family: FAMILIES, surface: SURFACES, method: SCORING_METHODS, prior: PRIOR_LABELS,
  modality_class: MODALITY_CLASSES, action: ACTIONS, lineage: PRIOR_LINEAGES, pass: ['0', '1'],
};

/** Whether the explorer, opened with `param=value`, filters on exactly that value. */
export function explorerSelects(param: ExplorerParam, value: string, ctx: Pick<RowsContext, 'models' | 'rounds'>): boolean {
  const options = SELECT_OPTIONS[param];
  if (options) return options.includes(value);
  if (param === 'model_id') return ctx.models.has(value);
  if (param === 'round') return ctx.rounds.has(value);
  // rule_id, task_id: text fields compared after trimming; an id is never blank or padded.
  return value !== '' && value.trim() === value;
}

/** Where the rows behind `row` of the entity table `tableId` are, or null when they cannot be selected exactly. */
export function entityRowsTarget(tableId: string, fixed: Readonly<Record<string, string>>, row: Row, ctx: RowsContext): RowsTarget | null {
  const spec = ENTITY_TABLES[tableId];
  if (!spec || !ctx.hasExplorer) return null;
  if (row.qualifying === 0) return null; // nothing behind it
  const filters: Record<string, string> = {};
  for (const param of spec.fixed) {
    const value = fixed[param];
    if (value === undefined) return null;
    filters[param] = value;
  }
  for (const [columnId, param] of Object.entries(spec.keys)) {
    const value = row[columnId];
    if (value === undefined) continue; // a key column the row does not have (model_totals: all priors)
    if (typeof value !== 'string' && typeof value !== 'number') return null;
    filters[param] = String(value);
  }
  return Object.entries(filters).every(([p, v]) => explorerSelects(p as ExplorerParam, v, ctx)) ? { kind: 'verdicts', filters } : null;
}

const ID = /^[A-Za-z0-9._-]+$/;

/** Queries over the SQL page's views for entity-page figures that are not qualifying verdicts. */
export const ENTITY_QUERIES: Record<string, (fixed: Readonly<Record<string, string>>, row: Row) => string | null> = {
  /** A rule's verdicts of every status (pass, fail, n/a, partial, collapsed), all models. */
  rule_verdicts: (f) => (f.rule_id ? `SELECT * FROM verdicts WHERE rule_id = ${sqlString(f.rule_id)}` : null),
  /**
   * A rule's probe records (src/metrics/probe.sql): one link for the table, whose rows are
   * those records one to one (a link per row would add a page per probe build to every crawl).
   */
  rule_probe: (f) => (f.rule_id ? `SELECT * FROM probe WHERE rule_id = ${sqlString(f.rule_id)} ORDER BY probe_model_id` : null),
};

/**
 * The rows behind a row of the `clusters` table: its members' sufficient statistics, from which
 * each member's Acc and AP-Acc (Table 2) and its per-rule profile (the clustering's input) are
 * computed. Null when a member is not a plain id (members are space-separated ids).
 */
export function clusterMembersQuery(row: Row): string | null {
  if (typeof row.members !== 'string') return null;
  const ids = row.members.split(' ').filter((s) => s !== '');
  if (ids.length === 0 || !ids.every((id) => ID.test(id))) return null;
  return `SELECT * FROM suff_task_model_rule WHERE model_id IN (${ids.map(sqlString).join(', ')}) ORDER BY model_id, task_id, rule_id`;
}

/** Provenance of an entity-page table: the SQL that counted its rows (no statistic beyond a ratio). */
export function entityProvenance(tableId: string): TableArtifact['provenance'] {
  const spec = ENTITY_TABLES[tableId];
  if (!spec) throw new Error(`entityProvenance: no entity table "${tableId}" in provenance-entity-rows.ts`);
  return { sql: spec.sql, statistic: null };
}
