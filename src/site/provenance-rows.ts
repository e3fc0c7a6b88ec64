/**
 * The rows behind a row of a table (issue 5), from the RowsSource its writer stated
 * (src/artifacts/table.ts): the verdict explorer pre-filtered, or the SQL page with a query.
 * A link is made only when the rows can be selected exactly — every filter a value the explorer
 * can select (a select's option, an exact id), every placeholder a value: a value it cannot
 * select would silently show all verdicts, which is worse than no link.
 * test/site/provenance-rows.test.ts and provenance-entity-rows.test.ts recompute the shown
 * numbers from the linked rows of a built release.
 */
import type { RowsSource, TableArtifact, TableColumn } from '../artifacts/table.ts';
import { ACTIONS, FAMILIES, MODALITY_CLASS_META, MODALITY_CLASSES, PRIOR_LABELS, PRIOR_LINEAGES, SCORING_METHODS, SURFACES } from '../release/vocab.ts';
import { sqlString } from './provenance.ts';

type Row = TableArtifact['rows'][number];

type RowsTarget =
  | { kind: 'verdicts'; filters: Record<string, string> }
  | { kind: 'query'; sql: string };

/** URL parameters of the verdict explorer, each a column of the qualifying-verdicts Arrow file. */
const EXPLORER_PARAMS = ['model_id', 'family', 'surface', 'method', 'prior', 'round', 'pass', 'modality_class', 'action', 'lineage', 'rule_id', 'task_id'] as const;
type ExplorerParam = (typeof EXPLORER_PARAMS)[number];

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

/** The options of the explorer's select lists (src/pages/verdicts.astro); ids are exact text. */
const SELECT_OPTIONS: Partial<Record<ExplorerParam, readonly string[]>> = {
  family: FAMILIES, surface: SURFACES, method: SCORING_METHODS, prior: PRIOR_LABELS,
  modality_class: MODALITY_CLASSES, action: ACTIONS, lineage: PRIOR_LINEAGES, pass: ['0', '1'],
};

/** Whether the explorer, opened with `param=value`, filters on exactly that value. */
export function explorerSelects(param: string, value: string, ctx: Pick<RowsContext, 'models' | 'rounds'>): boolean {
  if (!(EXPLORER_PARAMS as readonly string[]).includes(param)) return false;
  const options = SELECT_OPTIONS[param as ExplorerParam];
  if (options) return options.includes(value);
  if (param === 'model_id') return ctx.models.has(value);
  if (param === 'round') return ctx.rounds.has(value);
  // rule_id, task_id: text fields compared after trimming; an id is never blank or padded.
  return value !== '' && value.trim() === value;
}

/** The explorer parameter an id column filters on, or null when the explorer cannot filter it. */
function explorerParam(column: TableColumn, value: string): string | null {
  switch (column.links_to) {
    case 'model': return 'model_id';
    case 'surface': return 'surface';
    case 'family': return 'family';
    case 'method': return 'method';
    case 'rule': return 'rule_id';
    case 'task': return 'task_id';
    case 'modality': return value in MODALITY_CLASS_META ? 'modality_class' : null;
    case null: return (EXPLORER_PARAMS as readonly string[]).includes(column.id) ? column.id : null;
    default: return null;
  }
}

const ID = /^[A-Za-z0-9._-]+$/;
const PLACEHOLDER = /\{([a-z_][a-z0-9_]*)(\[\])?\}/g;

/**
 * `sql` with each `{column}` replaced by the value as a SQL literal (text quoted, booleans as
 * true/false) and each `{column[]}` by a space-separated list of plain ids; null when a value is
 * missing or of another kind.
 */
export function fillQuery(sql: string, values: Readonly<Record<string, Row[string] | undefined>>): string | null {
  let complete = true;
  const filled = sql.replace(PLACEHOLDER, (_, id: string, list?: string) => {
    const v = values[id];
    if (list) {
      const ids = typeof v === 'string' ? v.split(' ').filter((s) => s !== '') : [];
      if (ids.length > 0 && ids.every((x) => ID.test(x))) return ids.map(sqlString).join(', ');
    } else if (typeof v === 'string') return sqlString(v);
    else if (typeof v === 'boolean') return String(v);
    complete = false;
    return '';
  });
  return complete ? filled : null;
}

/** Explorer filters of a "verdicts" source for one row, or null when they cannot be exact. */
function verdictFilters(source: Extract<RowsSource, { kind: 'verdicts' }>, columns: readonly TableColumn[], row: Row, ctx: RowsContext, fixed: Readonly<Record<string, string>>): Record<string, string> | null {
  if (row.qualifying === 0) return null; // nothing behind it
  const filters: Record<string, string> = { ...source.filters };
  for (const param of source.entity) {
    if (fixed[param] === undefined) return null;
    filters[param] = fixed[param];
  }
  if (source.keys) {
    for (const [columnId, param] of Object.entries(source.keys)) {
      const value = row[columnId];
      if (value === undefined) continue; // a key the row does not have (model_totals: all priors)
      if (typeof value !== 'string' && typeof value !== 'number') return null;
      filters[param] = String(value);
    }
  } else {
    for (const column of columns) {
      if (column.unit !== 'id') continue;
      const value = row[column.id];
      if (typeof value !== 'string' && typeof value !== 'number') return null;
      const param = explorerParam(column, String(value));
      if (param === null) return null;
      filters[param] = String(value);
    }
    if (!('model_id' in filters) && !ctx.explorerIsPanel) return null;
  }
  if (Object.keys(filters).length === 0) return null;
  return Object.entries(filters).every(([p, v]) => explorerSelects(p, v, ctx)) ? filters : null;
}

/**
 * Where the rows behind `row` are, or null when they cannot be selected exactly. `fixed`: the
 * entity an entity-page table belongs to ({model_id}, {rule_id}, {task_id}), added to the filters
 * and placeholders.
 */
export function rowsTarget(source: RowsSource, table: Pick<TableArtifact, 'columns'>, row: Row, ctx: RowsContext, fixed: Readonly<Record<string, string>> = {}): RowsTarget | null {
  if (source.kind === 'verdicts') {
    if (!ctx.hasExplorer) return null;
    const filters = verdictFilters(source, table.columns, row, ctx, fixed);
    return filters === null ? null : { kind: 'verdicts', filters };
  }
  let sql: string | null = source.kind === 'query' ? source.sql : null;
  if (source.kind === 'lookup') {
    const key = source.by.map((c) => row[c]);
    sql = key.every((k) => typeof k === 'string' || typeof k === 'number' || typeof k === 'boolean') ? source.sql[key.join('/')] ?? null : null;
  }
  const filled = sql === null ? null : fillQuery(sql, { ...row, ...fixed });
  return filled === null ? null : { kind: 'query', sql: filled };
}
