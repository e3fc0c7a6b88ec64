/**
 * Renders grids in the five output formats of `reproduce`: text (aligned columns), md (GitHub
 * tables), csv (RFC 4180), json, latex (booktabs). Cells may hold release text (model names,
 * notes), which is untrusted: every format escapes what is special to it, and text output drops
 * control characters so nothing can drive the terminal.
 */
import type { Grid } from './grid.ts';
import { csvField } from '../site/csv.ts';

export const FORMATS = ['text', 'md', 'csv', 'json', 'latex'] as const;
export type OutputFormat = (typeof FORMATS)[number];

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

/** Text: control characters removed (they could move the cursor or recolour the terminal). */
function escapeText(s: string): string {
  return s.replace(CONTROL, '').replace(/[\r\n\t]+/g, ' ');
}

/** Markdown table cell: HTML-significant characters as entities, pipes and backslashes escaped. */
function escapeMarkdown(s: string): string {
  return escapeText(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
    .replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/([*_`[\]])/g, '\\$1');
}

/** CSV field by the project's one CSV writer (src/lib/site/csv.ts), control characters dropped first. */
function escapeCsv(raw: string): string {
  return csvField(raw.replace(CONTROL, ''));
}

const LATEX: Record<string, string> = {
  '\\': '\\textbackslash{}', '&': '\\&', '%': '\\%', $: '\\$', '#': '\\#', _: '\\_', '{': '\\{', '}': '\\}',
  '~': '\\textasciitilde{}', '^': '\\textasciicircum{}', '<': '\\textless{}', '>': '\\textgreater{}',
};

function escapeLatex(s: string): string {
  return escapeText(s).replace(/[\\&%$#_{}~^<>]/g, (c) => LATEX[c]!);
}

function renderText(grid: Grid): string {
  const header = grid.columns.map((c) => escapeText(c.label));
  const body = grid.cells.map((row) => row.map(escapeText));
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (grid.columns[i]!.numeric ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join('  ').trimEnd();
  const out = [escapeText(grid.paperRef ? `${grid.title} (${grid.paperRef})` : grid.title), line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)];
  for (const note of grid.notes) out.push(`  note: ${escapeText(note)}`);
  return out.join('\n');
}

function renderMarkdown(grid: Grid): string {
  const out = [`### ${escapeMarkdown(grid.title)}${grid.paperRef ? ` (${escapeMarkdown(grid.paperRef)})` : ''}`, ''];
  out.push(`| ${grid.columns.map((c) => escapeMarkdown(c.label)).join(' | ')} |`);
  out.push(`|${grid.columns.map((c) => (c.numeric ? '---:' : ':---')).join('|')}|`);
  for (const row of grid.cells) out.push(`| ${row.map(escapeMarkdown).join(' | ')} |`);
  if (grid.notes.length) out.push('', ...grid.notes.map((n) => `- ${escapeMarkdown(n)}`));
  return out.join('\n');
}

function renderCsv(grid: Grid): string {
  return [grid.columns.map((c) => escapeCsv(c.label)), ...grid.cells.map((row) => row.map(escapeCsv))].map((r) => r.join(',')).join('\r\n');
}

function renderLatex(grid: Grid): string {
  const spec = grid.columns.map((c) => (c.numeric ? 'r' : 'l')).join('');
  const out = [
    '\\begin{table}[t]', '\\centering',
    `\\caption{${escapeLatex(grid.paperRef ? `${grid.title} (${grid.paperRef})` : grid.title)}}`,
    `\\begin{tabular}{${spec}}`, '\\toprule',
    `${grid.columns.map((c) => escapeLatex(c.label)).join(' & ')} \\\\`, '\\midrule',
    ...grid.cells.map((row) => `${row.map(escapeLatex).join(' & ')} \\\\`),
    '\\bottomrule', '\\end{tabular}',
  ];
  if (grid.notes.length) out.push(...grid.notes.map((n) => `\\par\\smallskip{\\footnotesize ${escapeLatex(n)}}`));
  out.push('\\end{table}');
  return out.join('\n');
}

/** All grids in one format; JSON is one array of {title, paper_ref, columns, rows, notes}. */
export function renderGrids(grids: Grid[], format: OutputFormat): string {
  switch (format) {
    case 'text': return `${grids.map(renderText).join('\n\n')}\n`;
    case 'md': return `${grids.map(renderMarkdown).join('\n\n')}\n`;
    case 'csv': return `${grids.map(renderCsv).join('\r\n\r\n')}\r\n`;
    case 'latex': return `${grids.map(renderLatex).join('\n\n')}\n`;
    case 'json': return `${JSON.stringify(grids.map((g) => ({ title: g.title, paper_ref: g.paperRef, columns: g.columns, rows: g.raw, notes: g.notes })), null, 2)}\n`;
  }
}
