/**
 * Table cells shared by the re-rank, compare and "Your model" pages, and what a selection with
 * no qualifying verdict shows: one sentence in place of the table's rows, never ranks or
 * differences computed from nothing.
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

/** A table cell holding text (or a node); class "num" when numeric. */
export function td(content: string | Node, numeric = false): HTMLTableCellElement {
  const cell = document.createElement('td');
  if (typeof content === 'string') cell.textContent = content;
  else cell.append(content);
  if (numeric) cell.className = 'num';
  return cell;
}
