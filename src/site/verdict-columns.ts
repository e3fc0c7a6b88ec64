/**
 * The verdict explorer's columns and filters, each with the column of the SQL page's `verdicts`
 * table (parquet/verdicts.parquet, src/metrics/verdicts.sql) that holds the same value. The explorer
 * reads the Arrow file, whose names differ where the Parquet name is taken: its `verdict` is the
 * verdict id and its `effective_verdict` is the Parquet `verdict` (src/pipeline/verdict-arrows.ts).
 * Browser-safe: used by the explorer's grid and by the SQL page's list of names.
 */
export interface VerdictColumn {
  /** The Arrow column (and URL parameter) of the explorer. */
  id: string;
  /** What the explorer calls it (column header or filter label). */
  label: string;
  /** The column of the `verdicts` table in SQL. */
  sql: string;
}

/** The explorer's grid columns, in order. */
export const GRID_COLUMNS = [
  { id: 'verdict', label: 'Verdict', sql: 'verdict_id' }, { id: 'model_id', label: 'Model', sql: 'model_id' },
  { id: 'task_id', label: 'Task', sql: 'task_id' }, { id: 'round', label: 'Round', sql: 'round' },
  { id: 'rule_id', label: 'Rule', sql: 'rule_id' }, { id: 'family', label: 'Family', sql: 'family' },
  { id: 'surface', label: 'Surface', sql: 'surface' }, { id: 'method', label: 'Method', sql: 'method' },
  { id: 'raw_verdict', label: 'Raw verdict', sql: 'raw_verdict' }, { id: 'effective_verdict', label: 'Effective verdict', sql: 'verdict' },
] as const satisfies readonly VerdictColumn[];

/** The explorer's filters that are not grid columns. */
const FILTER_ONLY_COLUMNS: readonly VerdictColumn[] = [
  { id: 'modality_class', label: 'Modality class', sql: 'modality_class' },
  { id: 'action', label: 'Demanded action', sql: 'action' },
  { id: 'prior', label: 'Prior label', sql: 'prior' },
  { id: 'lineage', label: 'Prior lineage', sql: 'lineage' },
];

/** Every name the explorer shows or puts in its address, with its SQL column. */
export const EXPLORER_COLUMNS: readonly VerdictColumn[] = [...GRID_COLUMNS, ...FILTER_ONLY_COLUMNS];

/**
 * A hint for an SQL error that names one of the explorer's names which is not a column in SQL
 * (DuckDB: `Binder Error: Referenced column "effective_verdict" not found …`): which column it is
 * in SQL. Null when the error is about something else. Pure.
 */
export function explorerNameHint(message: string, columns: readonly VerdictColumn[] = EXPLORER_COLUMNS): string | null {
  const named = /column "([^"]+)" not found/i.exec(message)?.[1];
  if (!named) return null;
  const sqlNames = new Set(columns.map((c) => c.sql));
  if (sqlNames.has(named)) return null;
  const match = columns.find((c) => c.id === named);
  return match ? `The verdict explorer's “${match.label}” (${match.id}) is the column ${match.sql} in SQL.` : null;
}
