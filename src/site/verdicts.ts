import type { TableArtifact } from '../artifacts/table.ts';

/** Symbols and words for verdicts: the symbol is decoration, the word is what is announced. */
export const VERDICT_TEXT = {
  pass: { symbol: '✓', label: 'pass' },
  fail: { symbol: '✗', label: 'fail' },
  na: { symbol: '–', label: 'n/a (no opportunity)' },
  partial: { symbol: '◐', label: 'partial' },
} as const;

/** Heat class (0–3) of an accuracy for the grids, null when undefined. Bands: <50, <75, <90, ≥90. */
export function heatClass(acc: number | null): string {
  if (acc === null) return '';
  return acc < 50 ? 'heat-0' : acc < 75 ? 'heat-1' : acc < 90 ? 'heat-2' : 'heat-3';
}

/** One row of the verdict explorer's selection, as its CSV download and copies write it (release column names). */
export interface ExplorerRow {
  verdict_id: string; model_id: string; model: string; task_id: string; round: number; rule_id: string;
  family: string; surface: string; method: string; modality_class: string; prior: string; lineage: string;
  /** The verdict as the release records it, and the effective one (after cascade de-duplication). */
  raw_verdict: string; verdict: string;
}

type Column = TableArtifact['columns'][number];
const column = (id: keyof ExplorerRow, label: string, unit: Column['unit'], links_to: Column['links_to'] = null, format: string | null = null): Column =>
  ({ id, label, description: null, unit, format, interval_of: null, bound: null, links_to });
/** The CSV's columns, in order: every field of a row. */
const FULL_COLUMNS: readonly Column[] = [
  column('verdict_id', 'Verdict', 'id', 'verdict'), column('model_id', 'Model id', 'id'), column('model', 'Model', 'text'),
  column('task_id', 'Task', 'id', 'task'), column('round', 'Round', 'count', null, 'd'), column('rule_id', 'Rule', 'id', 'rule'),
  column('family', 'Family', 'id'), column('surface', 'Surface', 'id'), column('method', 'Method', 'id'),
  column('modality_class', 'Modality class', 'id'), column('prior', 'Prior', 'id'), column('lineage', 'Lineage', 'id'),
  column('raw_verdict', 'Raw', 'text'), column('verdict', 'Effective', 'text'),
];
/** The LaTeX and Markdown copies' columns: the grid's (a paper table has no room for thirteen). */
const COMPACT_COLUMNS: readonly Column[] = FULL_COLUMNS.filter((c) => ['verdict_id', 'model', 'task_id', 'round', 'rule_id', 'surface', 'method', 'raw_verdict', 'verdict'].includes(c.id));

/**
 * The explorer's selection as a table artifact, for the one CSV writer and the DataTable copy
 * helpers (src/site/table-copy.ts): `full` for the CSV (download and copy), compact for LaTeX and
 * Markdown. Rows in the grid's order.
 */
export function explorerTable(rows: readonly ExplorerRow[], full: boolean): TableArtifact {
  return {
    id: 'verdict_selection', title: 'Selected verdicts', paper_ref: null,
    description: 'Verdicts selected in the verdict explorer.',
    provenance: { sql: null, statistic: null, rows: { kind: 'query', sql: 'SELECT * FROM verdicts' } },
    columns: [...(full ? FULL_COLUMNS : COMPACT_COLUMNS)],
    rows: rows.map((r) => ({ ...r })),
    notes: [],
  };
}
