/**
 * GitHub-flavoured Markdown output of `reproduce`: a heading, then a pipe table (heading row,
 * alignment row, one row per grid row) that renders as a table, then the notes as a list.
 */
import type { Grid } from './grid.ts';
import { escapeText, headingText } from './text.ts';

/** Markdown table cell: HTML-significant characters as entities; backslashes, pipes and inline markup escaped. */
export function escapeMarkdown(s: string): string {
  return escapeText(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
    .replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/([*_`[\]~#])/g, '\\$1');
}

export function markdownTable(grid: Grid): string {
  const out = [`### ${escapeMarkdown(grid.title)}${grid.paperRef ? ` (${escapeMarkdown(grid.paperRef)})` : ''}`, ''];
  out.push(`| ${grid.columns.map((c) => escapeMarkdown(headingText(c))).join(' | ')} |`);
  out.push(`|${grid.columns.map((c) => (c.numeric ? '---:' : ':---')).join('|')}|`);
  for (const row of grid.cells) out.push(`| ${row.map(escapeMarkdown).join(' | ')} |`);
  if (grid.notes.length) out.push('', ...grid.notes.map((n) => `- ${escapeMarkdown(n)}`));
  return out.join('\n');
}
