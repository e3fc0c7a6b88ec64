/**
 * What a chart plots, declared beside it and stamped on its figure (Chart.astro, SectionTables.astro)
 * so a reader's heading can be checked against the marks: the table column(s) whose values the chart
 * draws, the quantity they share (which the heading, the SVG's aria-label and its axis label name),
 * each column's label as the table heads it, and every plotted value as the chart was given it.
 * Browser-safe (no DOM).
 */
import type { TableArtifact } from '../../artifacts/table.ts';

export interface Plotted {
  /** Column id(s) of the chart's table that it plots. */
  fields: readonly string[];
  /** The quantity plotted, as the heading, aria-label, axis label and every plotted column's label name it ("Acc", "θ", "P(rank"). */
  quantity: string;
  /** Each plotted column's label, as the table heads it. */
  fieldLabels: readonly string[];
  /** Every value the chart draws (any order). */
  values: readonly number[];
  /** The chart's heading, also its SVG's aria-label. */
  heading: string;
}

/** Whether `text` names `quantity`: it holds it, not as the start of a longer word ("Acc" is not named by "Accuracy"). */
export function namesQuantity(text: string, quantity: string): boolean {
  const t = text.toLowerCase();
  const q = quantity.toLowerCase();
  for (let i = t.indexOf(q); i >= 0; i = t.indexOf(q, i + 1)) {
    const after = t.slice(i + q.length, i + q.length + 1);
    if (!/\p{L}/u.test(after)) return true;
  }
  return false;
}

/**
 * The declaration of a chart drawn from `table`: its columns `fields`, the `quantity` they share
 * and the `heading`, with the `values` the chart was given. Throws when a field is not a column of
 * the table, or the heading or a column's label does not name the quantity.
 */
export function plottedColumns(table: TableArtifact, fields: readonly string[], quantity: string, heading: string, values: readonly number[]): Plotted {
  const fieldLabels = fields.map((f) => {
    const c = table.columns.find((x) => x.id === f);
    if (!c) throw new Error(`chart of ${table.id}: no column "${f}"`);
    if (!namesQuantity(c.label, quantity)) throw new Error(`chart of ${table.id}: column ${f} ("${c.label}") does not name "${quantity}"`);
    return c.label;
  });
  if (!namesQuantity(heading, quantity)) throw new Error(`chart of ${table.id}: heading "${heading}" does not name "${quantity}"`);
  return { fields, quantity, fieldLabels, values, heading };
}
