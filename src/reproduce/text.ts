/**
 * Text output of `reproduce` (aligned columns) and the control-character filter every format
 * applies first to release text, so nothing can move the cursor or recolour the terminal.
 */
import type { Grid, GridColumn } from './grid.ts';

// eslint-disable-next-line no-control-regex
export const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

/** Text: control characters removed, line breaks and tabs as one space. */
export function escapeText(s: string): string {
  return s.replace(CONTROL, '').replace(/[\r\n\t]+/g, ' ');
}

/** A column heading in text, Markdown and CSV: interval columns say so ("Acc [95% CI]"). */
export function headingText(c: GridColumn): string {
  return c.interval ? `${c.label} [95% CI]` : c.label;
}

export function renderText(grid: Grid): string {
  const header = grid.columns.map((c) => escapeText(headingText(c)));
  const body = grid.cells.map((row) => row.map(escapeText));
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (grid.columns[i]!.numeric ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join('  ').trimEnd();
  const out = [escapeText(grid.paperRef ? `${grid.title} (${grid.paperRef})` : grid.title), line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)];
  for (const note of grid.notes) out.push(`  note: ${escapeText(note)}`);
  return out.join('\n');
}
