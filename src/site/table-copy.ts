/**
 * What a table's "Copy as LaTeX / Markdown / CSV" puts on the clipboard: exactly what
 * `npm run reproduce -- <table> --format latex|md` prints (the same grid and renderer,
 * src/reproduce/artifact-grid.ts and render.ts) or what the table's "Download CSV" saves
 * (src/site/csv.ts), for the rows shown, then a footnote naming the permalink and the release
 * (title, provenance, manifest sha256). Pure, so the browser and the tests run the same code.
 * The footnote is a LaTeX comment (a long URL would overflow a column), a Markdown paragraph,
 * or two CSV rows after a blank line.
 */
import type { TableArtifact } from '../artifacts/table.ts';
import { artifactGrid, tableView, type DisplayNames } from '../reproduce/artifact-grid.ts';
import { escapeLatex } from '../reproduce/latex.ts';
import { escapeMarkdown } from '../reproduce/markdown.ts';
import type { Grid } from '../reproduce/grid.ts';
import { renderGrids } from '../reproduce/render.ts';
import { csvDocument, tableCsv, type CsvCell } from './csv.ts';
import { idCellLabel } from './labels.ts';

export const COPY_FORMATS = ['latex', 'md', 'csv'] as const;
export type CopyFormat = (typeof COPY_FORMATS)[number];

/** Where a copied table comes from: the page's URL with its state, and the release it was computed from. */
export interface CopySource {
  permalink: string;
  release: { title: string; provenance: 'official' | 'simulated'; manifest_sha256: string };
}

/** Model display names by id, as the page shows them (reproduce reads the same from parquet/models.parquet). */
export type NameList = Record<string, string>;

/** A URL with characters that could end a Markdown autolink or a line percent-encoded. */
function safeUrl(url: string): string {
  return url.replace(/[\s<>`\\]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
}

function footnote(format: CopyFormat, source: CopySource): string {
  const { title, provenance, manifest_sha256: sha } = source.release;
  const url = safeUrl(source.permalink);
  switch (format) {
    case 'latex': return `% Source: ${url} -- release "${escapeLatex(title)}" (${provenance}), manifest sha256 ${sha}.\n`;
    case 'md': return `\nSource: <${url}> · release “${escapeMarkdown(title)}” (${provenance}), manifest sha256 \`${sha}\`.\n`;
    case 'csv': return `\r\n${csvDocument(['source', url], [['release', title], ['provenance', provenance], ['release_manifest_sha256', sha]])}`;
  }
}

/**
 * A row with its vocabulary id cells (family, method, surface, …) as the page shows them, by
 * labels.ts idCellLabel; model, rule, task and verdict ids are left to the grid (names) or kept.
 */
function shownIds(table: TableArtifact, row: TableArtifact['rows'][number]): TableArtifact['rows'][number] {
  const out = { ...row };
  for (const c of table.columns) {
    const v = row[c.id];
    if (c.unit !== 'id' || typeof v !== 'string' || c.links_to === 'model' || c.links_to === 'build' || c.links_to === 'rule' || c.links_to === 'task' || c.links_to === 'verdict') continue;
    out[c.id] = idCellLabel(c.links_to, c.id, v, (x) => x);
  }
  return out;
}

/**
 * The clipboard text of a table: `rows` are the rows shown, in the order shown. When the reader
 * has not sorted (`sorted` false) LaTeX and Markdown keep reproduce's own row order for the table.
 */
export function copyTable(table: TableArtifact, rows: TableArtifact['rows'], format: CopyFormat, names: NameList, source: CopySource, sorted: boolean): string {
  if (format === 'csv') return `${tableCsv(table.columns, rows)}${footnote(format, source)}`;
  const { id, view } = tableView(table.id);
  const map = new Map(Object.entries(names));
  const displayNames: DisplayNames = { model: map, build: map };
  const grid = { ...artifactGrid({ ...table, rows: rows.map((r) => shownIds(table, r)) }, sorted ? { ...view, order: undefined } : view, displayNames), id };
  return `${renderGrids([grid], format)}${footnote(format, source)}`;
}

/**
 * A table a page draws itself (not a table artifact: a comparison, a query result, a grid of
 * outcomes): its heading labels (numeric ones right-aligned), the cells as shown, and the raw
 * values its "Download CSV" writes when it has one (else the cells as shown).
 */
export interface ShownTable {
  id: string;
  title: string;
  columns: { label: string; numeric: boolean }[];
  cells: string[][];
  /** The CSV download's header and rows (the SQL page's result: raw values, not display text). */
  csv?: { header: string[]; rows: CsvCell[][] };
}

/** The grid reproduce's renderers print for a shown table (column ids are the labels). */
function shownGrid(t: ShownTable): Grid {
  return {
    id: t.id, title: t.title, paperRef: null, notes: [],
    columns: t.columns.map((c) => ({ id: c.label, label: c.label, numeric: c.numeric })),
    cells: t.cells,
    raw: t.cells.map((row) => Object.fromEntries(row.map((text, i) => [t.columns[i]!.label, text]))),
  };
}

/**
 * The clipboard text of a shown table, in the renderers `reproduce` uses for LaTeX and Markdown;
 * CSV is the table's CSV download (src/site/csv.ts) when it has one, else its cells with the
 * labels as header. Then the same footnote as an artifact's copy.
 */
export function copyShownTable(t: ShownTable, format: CopyFormat, source: CopySource): string {
  if (format === 'csv') {
    const csv = t.csv ?? { header: t.columns.map((c) => c.label), rows: t.cells };
    return `${csvDocument(csv.header, csv.rows)}${footnote(format, source)}`;
  }
  return `${renderGrids([shownGrid(t)], format)}${footnote(format, source)}`;
}

/**
 * Several shown tables as one document (a page's whole result, e.g. "Your model"): each table in
 * reproduce's renderer for the format (a titled Markdown table, a LaTeX table), then one footnote.
 */
export function copyShownTables(tables: readonly ShownTable[], format: 'md' | 'latex', source: CopySource): string {
  return `${renderGrids(tables.map(shownGrid), format)}${footnote(format, source)}`;
}

/**
 * The re-rank page's table (src/pages/rerank.astro), in the order it shows its columns: the
 * Table 2 columns the page recomputes for a selection. F-Acc and DW-Acc depend on the whole
 * cohort's verdicts and are not recomputed for a selection, so they are neither shown nor copied.
 */
const RERANK_COLUMNS = ['rank', 'tier', 'display_name', 'acc', 'ap_acc', 'delta', 'qualifying', 'against_prior_qualifying'] as const;

/** Column definitions for the two counts when a build's Table 2 lacks them (older builds): the labels and format reproduce's gives. */
const COUNT_COLUMNS: TableArtifact['columns'] = [
  { id: 'qualifying', label: 'Qualifying N', description: null, unit: 'count', format: ',d', interval_of: null, bound: null, links_to: null },
  { id: 'against_prior_qualifying', label: 'Against-prior N', description: null, unit: 'count', format: ',d', interval_of: null, bound: null, links_to: null },
];

/**
 * Table 2 cut to what re-rank shows: its columns (with their interval bounds, labels and
 * formats) and rows, in the artifact's column order. What the page embeds for copying.
 */
export function rerankTable(table2: TableArtifact): TableArtifact {
  const wanted = new Set<string>(RERANK_COLUMNS);
  const keep = (c: TableArtifact['columns'][number]) => wanted.has(c.id) || (c.interval_of !== null && wanted.has(c.interval_of));
  const columns = [...table2.columns.filter(keep), ...COUNT_COLUMNS.filter((c) => !table2.columns.some((x) => x.id === c.id))];
  const ids = columns.map((c) => c.id).concat('model_id');
  return { ...table2, columns, notes: [], rows: table2.rows.map((r) => Object.fromEntries(ids.filter((id) => id in r).map((id) => [id, r[id]!]))) };
}

/**
 * The clipboard text of re-rank's table: `rows` (Table 2's column ids, the order shown) in
 * reproduce's renderers and column formats, for all three formats (so the unfiltered selection
 * gives exactly the cells `reproduce -- table2 --format md|csv` prints for these columns),
 * captioned with the selection; then the permalink and release footnote.
 */
export function copyRerankTable(table: TableArtifact, rows: TableArtifact['rows'], format: CopyFormat, selection: string, source: CopySource): string {
  const title = `Harness-IF leaderboard re-ranked for the selection: ${selection}. Acc, AP-Acc, Δ, ranks and tiers are recomputed for the selection; F-Acc and DW-Acc are not, and are left out`;
  const grid = { ...artifactGrid({ ...table, title, rows }, { columns: [...RERANK_COLUMNS] }), id: 'rerank' };
  return `${renderGrids([grid], format)}${footnote(format, source)}`;
}
