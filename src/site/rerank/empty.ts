/**
 * What the re-rank and compare pages show for a selection with no qualifying verdict: one
 * sentence in place of the table's rows, never ranks or differences computed from nothing.
 */
export const NO_VERDICTS = 'No qualifying verdicts in this selection, so there is nothing to rank or compare. Widen the selection or reset it.';

/** One table row holding a message across every column (class "empty-row"). */
export function messageRow(columns: number, text: string): HTMLTableRowElement {
  const tr = document.createElement('tr');
  tr.className = 'empty-row';
  const td = document.createElement('td');
  td.colSpan = columns;
  td.textContent = text;
  tr.append(td);
  return tr;
}
