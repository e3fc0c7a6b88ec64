/**
 * The check report as grids: one line per figure (id, published as written, computed, difference,
 * tolerance, the tolerance's reason, OK/FAIL), the skipped figures, and a summary line.
 * Computed values and differences are shown to two more decimals than the published figure, so a
 * reader sees how it rounds.
 */
import type { CheckLine, CheckReport } from './check.ts';
import { displayValue, type Grid } from './grid.ts';
import { writtenDecimals } from './tolerances.ts';

function shownDecimals(line: CheckLine): number {
  if (line.literal === null) return 2;
  const lits = Array.isArray(line.literal) ? line.literal : [line.literal];
  return 2 + Math.max(...lits.map(writtenDecimals));
}

function difference(d: number | number[] | null, decimals: number): string {
  if (d === null) return '';
  const one = (x: number) => (x === 0 ? '0' : `${x > 0 ? '+' : ''}${Number.isInteger(x) ? String(x) : x.toFixed(decimals)}`);
  return Array.isArray(d) ? d.map(one).join(', ') : one(d);
}

function publishedText(line: CheckLine): string {
  if (line.literal === null) return displayValue(line.published);
  return Array.isArray(line.literal) ? `[${line.literal.join(', ')}]` : line.literal;
}

/** Long lists (build names, scenarios) are shortened in the display; JSON keeps them whole. */
const MAX_CELL = 40;
function shown(text: string): string {
  return text.length <= MAX_CELL ? text : `${text.slice(0, MAX_CELL - 1)}…`;
}

export function checkGrids(report: CheckReport): Grid[] {
  const figures: Grid = {
    title: 'Published figures checked against the build', paperRef: null,
    columns: [
      { id: 'id', label: 'figure', numeric: false },
      { id: 'published', label: 'published', numeric: true },
      { id: 'ours', label: 'computed', numeric: true },
      { id: 'difference', label: 'difference', numeric: true },
      { id: 'tolerance', label: 'tolerance', numeric: false },
      { id: 'reason', label: 'reason', numeric: false },
      { id: 'status', label: 'status', numeric: false },
    ],
    cells: report.lines.map((l) => [l.id, shown(publishedText(l)), l.ours === null ? 'missing' : shown(displayValue(l.ours, shownDecimals(l))), difference(l.difference, shownDecimals(l)), l.toleranceText, l.reason, l.status]),
    raw: report.lines.map((l) => ({
      id: l.id, path: l.path, paper: l.paper, label: l.label, published: l.published, ours: l.ours, difference: l.difference,
      precision: l.precision, tolerance: l.tolerance, tolerance_text: l.toleranceText, reason: l.reason, status: l.status, problem: l.problem,
    })),
    notes: [
      ...report.lines.filter((l) => l.ours === null).map((l) => `${l.id}: ${l.problem}`),
      `summary: ${report.lines.length} figures checked, ${report.ok} OK, ${report.failed} FAIL (${report.missing} missing from the artifacts); ${report.skipped.length} skipped as unpublished.`,
    ],
  };
  const skipped: Grid = {
    title: 'Skipped: not published', paperRef: null,
    columns: [{ id: 'path', label: 'path', numeric: false }, { id: 'reason', label: 'reason', numeric: false }],
    cells: report.skipped.map((s) => [s.path, s.reason]),
    raw: report.skipped.map((s) => ({ path: s.path, reason: s.reason })),
    notes: [],
  };
  return [figures, skipped];
}
