/**
 * Turning a table artifact into what a reader sees: numbers formatted with the column's d3-format
 * specifier, each estimate shown together with its 95% interval ("78.6 [75.1, 81.9]"), id columns
 * turned into links. Pure functions shared by the server-rendered table and the CSV/JSON export.
 */
import { format as d3format } from 'd3-format';
import type { TableArtifact, TableColumn } from '../artifacts/table.ts';

type Cell = TableArtifact['rows'][number][string];

/** A column as displayed: an estimate column carries its bound columns, bound columns vanish. */
interface DisplayColumn {
  column: TableColumn;
  lower: TableColumn | null;
  upper: TableColumn | null;
  numeric: boolean;
}

/** One rendered cell: text shown, a value to sort by, and a link target if the cell is an id. */
interface DisplayCell {
  text: string;
  sort: number | string | null;
  href: string | null;
}

const NUMERIC_UNITS = new Set(['percent', 'pp', 'count', 'ratio', 'coefficient', 'rank']);
const formatters = new Map<string, (n: number) => string>();

/** Format a number with a d3-format specifier (cached); a null specifier prints it as is. */
export function formatNumber(value: number, specifier: string | null): string {
  if (specifier === null || !Number.isFinite(value)) return String(value);
  let f = formatters.get(specifier);
  if (f === undefined) {
    f = d3format(specifier) as (n: number) => string;
    formatters.set(specifier, f);
  }
  // d3-format writes a typographic minus (U+2212); keep it: it reads better and sorts by value anyway.
  return f(value);
}

/** Text of one raw cell in its column's format ("—" for a missing value). */
export function formatCell(value: Cell | undefined, column: TableColumn): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number') return column.unit === 'rank' ? formatRank(value, column.format) : formatNumber(value, column.format);
  return value;
}

/** A rank: a whole one without decimals ("2 [1, 3]", as reproduce prints it; "+2" for a signed format), a tied one in its format ("6.5"). */
export function formatRank(value: number, specifier: string | null): string {
  return formatNumber(value, Number.isInteger(value) && specifier !== null ? specifier.replace(/\.\d+~?f$/, '.0f') : specifier);
}

/** "78.6 [75.1, 81.9]": an estimate with its interval, each in the estimate column's format. */
export function formatEstimateWithInterval(estimate: Cell | undefined, lower: Cell | undefined, upper: Cell | undefined, column: TableColumn): string {
  const main = formatCell(estimate, column);
  if (typeof lower !== 'number' || typeof upper !== 'number') return main;
  return `${main} [${formatCell(lower, column)}, ${formatCell(upper, column)}]`;
}

/** Fold interval-bound columns into the estimate column they bound, keeping column order. */
export function displayColumns(table: TableArtifact): DisplayColumn[] {
  const bounds = new Map<string, { lower: TableColumn | null; upper: TableColumn | null }>();
  for (const c of table.columns) {
    if (c.interval_of === null || c.bound === null) continue;
    const entry = bounds.get(c.interval_of) ?? { lower: null, upper: null };
    entry[c.bound] = c;
    bounds.set(c.interval_of, entry);
  }
  const known = new Set(table.columns.map((c) => c.id));
  return table.columns
    // A bound whose estimate column is absent stays visible rather than silently vanishing.
    .filter((c) => c.interval_of === null || !known.has(c.interval_of))
    .map((c) => ({
      column: c,
      lower: bounds.get(c.id)?.lower ?? null,
      upper: bounds.get(c.id)?.upper ?? null,
      numeric: NUMERIC_UNITS.has(c.unit),
    }));
}

/** Maps an entity reference to a site URL (the page decides the base path), or null for no link. */
export type LinkResolver = (kind: NonNullable<TableColumn['links_to']>, id: string) => string | null;

/** The displayed cell of one row for one display column. */
export function displayCell(row: TableArtifact['rows'][number], dc: DisplayColumn, link: LinkResolver): DisplayCell {
  const value = row[dc.column.id];
  const text = dc.lower || dc.upper
    ? formatEstimateWithInterval(value, dc.lower ? row[dc.lower.id] : null, dc.upper ? row[dc.upper.id] : null, dc.column)
    : formatCell(value, dc.column);
  const sort = typeof value === 'number' ? value : typeof value === 'boolean' ? Number(value) : value ?? null;
  const href = dc.column.links_to && typeof value === 'string' ? link(dc.column.links_to, value) : null;
  return { text, sort, href };
}

/** Header text of a display column: its label, with the unit where the label does not carry it. */
export function columnHeading(dc: DisplayColumn): string {
  const unitSuffix: Partial<Record<TableColumn['unit'], string>> = { percent: ' (%)', pp: ' (pp)' };
  const suffix = unitSuffix[dc.column.unit] ?? '';
  const label = dc.column.label;
  const already = /%|\bpp\b/.test(label);
  return `${label}${already ? '' : suffix}${dc.lower || dc.upper ? ' [95% CI]' : ''}`;
}
