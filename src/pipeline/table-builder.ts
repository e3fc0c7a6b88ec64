/**
 * Compact constructors for TableArtifact columns and tables (src/artifacts/table.ts), so
 * each compute step states its columns in one line each. Values are cleaned (12 significant
 * digits, NaN/±Infinity → null) when a row is added, so no NaN can reach an artifact.
 */
import type { RowsSource, TableArtifact, TableColumn } from '../artifacts/table.ts';

/** Rounds away binary noise so that artifacts are stable and readable (12 significant digits). */
export function clean(value: number | null | undefined): number | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  return Number(value.toPrecision(12));
}

type Unit = TableColumn['unit'];
interface ColumnOptions {
  description?: string;
  format?: string;
  interval_of?: string;
  bound?: 'lower' | 'upper';
  links_to?: TableColumn['links_to'];
}

const DEFAULT_FORMAT: Record<Unit, string | null> = {
  percent: '.1f', pp: '+.2f', count: ',d', ratio: '.3f', coefficient: '.3f', rank: '.1f', text: null, id: null, boolean: null,
};

export function column(id: string, label: string, unit: Unit, options: ColumnOptions = {}): TableColumn {
  return {
    id, label, unit,
    description: options.description ?? null,
    format: options.format ?? DEFAULT_FORMAT[unit],
    interval_of: options.interval_of ?? null,
    bound: options.bound ?? null,
    links_to: options.links_to ?? null,
  };
}

/** The estimate column and its lower/upper bound columns. */
export function withInterval(id: string, label: string, unit: Unit, description?: string): TableColumn[] {
  return [
    column(id, label, unit, description === undefined ? {} : { description }),
    column(`${id}_lower`, `${label} 95% lower`, unit, { interval_of: id, bound: 'lower' }),
    column(`${id}_upper`, `${label} 95% upper`, unit, { interval_of: id, bound: 'upper' }),
  ];
}

/** The columns of a table of headline figures, one figureRow each; `valueFormat` formats their values. */
export function figureColumns(valueFormat: string): TableColumn[] {
  return [column('figure', 'Figure', 'id'), column('label', 'Label', 'text'), column('value', 'Value', 'ratio', { format: valueFormat }), column('text', 'Text', 'text'), column('unit', 'Unit', 'text')];
}

/** One row of a figureColumns table: the figure's id, its label, a number or a text, and its unit. */
export function figureRow(figure: string, label: string, value: number | null, text: string | null, unit: string): Record<string, CellValue> {
  return { figure, label, value, text, unit };
}

export type CellValue = number | string | boolean | null | undefined;

/** A table artifact; each row is reduced to the declared columns, numbers cleaned. */
export function table(spec: {
  id: string; title: string; paper_ref: string | null; description: string;
  sql: string | null; statistic: string | null; rows_from: RowsSource; columns: TableColumn[];
  rows: Record<string, CellValue>[]; notes?: string[];
}): TableArtifact {
  const rows = spec.rows.map((row) => {
    const out: Record<string, number | string | boolean | null> = {};
    for (const c of spec.columns) {
      const v = row[c.id];
      if (v === undefined) throw new Error(`table ${spec.id}: row is missing column "${c.id}"`);
      out[c.id] = typeof v === 'number' ? clean(v) : v;
    }
    return out;
  });
  return {
    id: spec.id, title: spec.title, paper_ref: spec.paper_ref, description: spec.description,
    provenance: { sql: spec.sql, statistic: spec.statistic, rows: spec.rows_from },
    columns: spec.columns, rows, notes: spec.notes ?? [],
  };
}

/** Rows of a table that groups the panel's qualifying verdicts by its id columns (see RowsSource). */
export const verdictGroups = (filters: Record<string, string> = {}, keys: Record<string, string> | null = null, entity: string[] = []): RowsSource => ({ kind: 'verdicts', filters, keys, entity });
/** Rows selected by a query over the Parquet views, `{column}` standing for the row's value. */
export const rowsQuery = (sql: string): RowsSource => ({ kind: 'query', sql });
/** The panel's models, as a condition on model_id. */
export const IN_PANEL = 'model_id IN (SELECT model_id FROM models WHERE in_panel)';
