/**
 * A printable table ("grid"): a title, column headings, display cells (already formatted text)
 * and the raw values behind them (for JSON). Every output format renders grids, so paper tables
 * and the check report share one renderer (render.ts).
 */
import type { FigureValue } from './readers.ts';
import { isolateBidi } from '../release/bidi.ts';

export interface GridColumn {
  id: string;
  label: string;
  /** Right-aligned in text, markdown and LaTeX. */
  numeric: boolean;
  /** Cells are "estimate [lower, upper]" (see Grid.intervals); headings get " [95% CI]". */
  interval?: boolean;
}

/** An interval cell's parts, as displayed (LaTeX sets the bounds in a smaller font). */
export interface IntervalCell {
  estimate: string;
  lower: string;
  upper: string;
}

export interface Grid {
  /** Names the table in LaTeX's \label (a paper-table id like "table2", or an artifact id). */
  id?: string;
  title: string;
  /** The paper's reference ("Table 2") or null. */
  paperRef: string | null;
  columns: GridColumn[];
  /** Display text, one string per column. */
  cells: string[][];
  /** The parts of the interval cells of `cells` (null where a cell has no interval); absent = none. */
  intervals?: (IntervalCell | null)[][];
  /** Raw values per row, keyed by column id (JSON output). */
  raw: Record<string, FigureValue | null>[];
  notes: string[];
  /**
   * The model id of each model name shown in the cells (name → id): LaTeX shows a name that
   * pdfLaTeX cannot set (Arabic, CJK, …) by its id instead (latex.ts). Absent = none known.
   */
  modelIds?: Record<string, string>;
}

/** Formats a raw figure for display: numbers to a fixed number of decimals, lists joined. */
export function displayValue(value: FigureValue | null | undefined, decimals = 2): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : value.toFixed(decimals);
  if (Array.isArray(value)) return `[${value.map((v) => displayValue(v, decimals)).join(', ')}]`;
  // A name from the release, isolated so a bidi control in it cannot reorder the list around it.
  return isolateBidi(String(value));
}
