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

/** "62.5 [55.1, 70.2]" as its estimate and its interval (" [55.1, 70.2]", '' without one): a narrow screen puts the interval on its own line. */
export function estimateParts(text: string): { value: string; interval: string } {
  const at = text.indexOf(' [');
  return at < 0 ? { value: text, interval: '' } : { value: text.slice(0, at), interval: text.slice(at) };
}

/** A numeric cell holding an estimate, its interval in a span.ci (the cell's text stays "62.5 [55.1, 70.2]"). */
export function estimateCell(text: string): HTMLTableCellElement {
  const cell = document.createElement('td');
  cell.className = 'num';
  const { value, interval } = estimateParts(text);
  cell.textContent = value;
  if (interval) {
    const span = document.createElement('span');
    span.className = 'ci';
    span.textContent = interval;
    cell.append(span);
  }
  return cell;
}

/** A table cell holding text (or a node); class "num" when numeric. */
export function td(content: string | Node, numeric = false): HTMLTableCellElement {
  const cell = document.createElement('td');
  if (typeof content === 'string') cell.textContent = content;
  else cell.append(content);
  if (numeric) cell.className = 'num';
  return cell;
}
