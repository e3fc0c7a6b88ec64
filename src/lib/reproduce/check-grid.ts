/**
 * The check report as grids: one line per figure (id, published, ours, difference, tolerance,
 * OK/FAIL), the skipped figures, and a summary line.
 */
import type { CheckReport } from './check.ts';
import { displayValue, type Grid } from './grid.ts';

function difference(d: number | number[] | null): string {
  if (d === null) return '';
  const one = (x: number) => (x === 0 ? '0' : `${x > 0 ? '+' : ''}${Number.isInteger(x) ? String(x) : Math.abs(x) < 0.005 ? x.toExponential(1) : x.toFixed(2)}`);
  return Array.isArray(d) ? d.map(one).join(', ') : one(d);
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
      { id: 'ours', label: 'ours', numeric: true },
      { id: 'difference', label: 'difference', numeric: true },
      { id: 'tolerance', label: 'tolerance', numeric: false },
      { id: 'status', label: 'status', numeric: false },
    ],
    cells: report.lines.map((l) => [l.id, shown(displayValue(l.published)), l.ours === null ? 'missing' : shown(displayValue(l.ours)), difference(l.difference), l.toleranceText, l.status]),
    raw: report.lines.map((l) => ({ id: l.id, path: l.path, paper: l.paper, label: l.label, published: l.published, ours: l.ours, difference: l.difference, tolerance: l.tolerance, status: l.status, problem: l.problem })),
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
