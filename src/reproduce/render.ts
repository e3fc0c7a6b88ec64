/**
 * Renders grids in the five output formats of `reproduce`: text (aligned columns, text.ts),
 * md (GitHub tables, markdown.ts), csv (RFC 4180), json, latex (booktabs, latex.ts). Cells may
 * hold release text (model names, notes), which is untrusted: every format escapes what is
 * special to it, and all drop control characters first.
 */
import type { Grid } from './grid.ts';
import { csvField } from '../site/csv.ts';
import { latexLabel, latexTable } from './latex.ts';
import { markdownTable } from './markdown.ts';
import { CONTROL, headingText, renderText } from './text.ts';

export const FORMATS = ['text', 'md', 'csv', 'json', 'latex'] as const;
export type OutputFormat = (typeof FORMATS)[number];

/** CSV field by the project's one CSV writer (src/site/csv.ts), control characters dropped first. */
function escapeCsv(raw: string): string {
  return csvField(raw.replace(CONTROL, ''));
}

function renderCsv(grid: Grid): string {
  return [grid.columns.map((c) => escapeCsv(headingText(c))), ...grid.cells.map((row) => row.map(escapeCsv))].map((r) => r.join(',')).join('\r\n');
}

/** All grids in one format; JSON is one array of {title, paper_ref, columns, rows, notes}. */
export function renderGrids(grids: Grid[], format: OutputFormat): string {
  switch (format) {
    case 'text': return `${grids.map(renderText).join('\n\n')}\n`;
    case 'md': return `${grids.map(markdownTable).join('\n\n')}\n`;
    case 'csv': return `${grids.map(renderCsv).join('\r\n\r\n')}\r\n`;
    case 'latex': return `${grids.map((g, i) => latexTable(g, latexLabel(g.id ?? `table-${i + 1}`))).join('\n\n')}\n`;
    case 'json': return `${JSON.stringify(grids.map((g) => ({ title: g.title, paper_ref: g.paperRef, columns: g.columns, rows: g.raw, notes: g.notes })), null, 2)}\n`;
  }
}
