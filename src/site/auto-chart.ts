/**
 * Picks a chart for a table artifact from its column metadata alone, so every small table the
 * data build writes gets a figure without per-table code: the first id/text column labels the
 * rows; the first estimate with an interval becomes a dot-and-whisker chart (largest first), else the first
 * percent / pp / coefficient column becomes bars. Tables too long or too short get no chart.
 */
import type { TableArtifact } from '../artifacts/table.ts';
import { barsChart } from '../components/charts/bars.ts';
import { intervalDotsChart } from '../components/charts/interval-dots.ts';
import { COLUMN_WIDTH } from '../components/charts/render.ts';
import { displayColumns, formatNumber } from './format.ts';

interface AutoChart {
  svg: string;
  caption: string;
}

const VALUE_UNITS = new Set(['percent', 'pp', 'coefficient']);

/** A chart for the table, or null when none fits (1 row, more than 30, or no numeric column). */
export function autoChart(table: TableArtifact, labelOf: (kind: string | null, id: string, columnId: string) => string, width = COLUMN_WIDTH): AutoChart | null {
  if (table.rows.length < 2 || table.rows.length > 30) return null;
  const cols = displayColumns(table);
  const labelCol = cols.find((c) => c.column.unit === 'id' || c.column.unit === 'text');
  const valueCol = cols.find((c) => VALUE_UNITS.has(c.column.unit) && (c.lower || c.upper)) ?? cols.find((c) => VALUE_UNITS.has(c.column.unit));
  if (!labelCol || !valueCol) return null;
  const unit = valueCol.column.unit === 'percent' ? ' (%)' : valueCol.column.unit === 'pp' ? ' (pp)' : '';
  const points = table.rows
    .filter((r) => typeof r[valueCol.column.id] === 'number')
    .map((r) => ({
      label: labelOf(labelCol.column.links_to, String(r[labelCol.column.id] ?? '—'), labelCol.column.id),
      value: r[valueCol.column.id] as number,
      lower: valueCol.lower && typeof r[valueCol.lower.id] === 'number' ? (r[valueCol.lower.id] as number) : null,
      upper: valueCol.upper && typeof r[valueCol.upper.id] === 'number' ? (r[valueCol.upper.id] as number) : null,
    }));
  if (points.length < 2 || new Set(points.map((p) => p.label)).size !== points.length) return null;
  const caption = `${table.title}: ${valueCol.column.label}${unit}${valueCol.lower ? ' with 95% interval' : ''} by ${labelCol.column.label.toLowerCase()}.`;
  const xLabel = `${valueCol.column.label}${unit} →`;
  // The column's own format (Pearson r's ".3f"), so close values (0.75, 0.85) get distinct labels.
  const spec = valueCol.column.format ?? (valueCol.column.unit === 'coefficient' ? '.2f' : '.1f');
  if (valueCol.lower || valueCol.upper) {
    points.sort((a, b) => b.value - a.value || a.label.localeCompare(b.label));
    return { caption, svg: intervalDotsChart(points, { xLabel, ariaLabel: caption, width, reference: valueCol.column.unit === 'percent' ? null : 0, format: (v) => formatNumber(v, spec) }) };
  }
  const percentRange = valueCol.column.unit === 'percent' && points.every((p) => p.value >= 0 && p.value <= 100);
  return { caption, svg: barsChart(points, { xLabel, ariaLabel: caption, width, format: (v) => formatNumber(v, spec), ...(percentRange ? { domain: [0, 100] as [number, number] } : {}) }) };
}
