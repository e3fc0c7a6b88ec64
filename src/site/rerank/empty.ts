/**
 * DOM pieces shared by the re-rank, compare and "Your model" pages: the selection form (↔
 * Selection), table cells, and what a selection with no qualifying verdict shows — one sentence
 * in place of the table's rows, never ranks or differences computed from nothing.
 */
import { FACETS, type PriorMode, type Selection, type Weighting } from '../../leaderboard/selection.ts';

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

export function readForm(form: HTMLFormElement): Selection {
  const facets = Object.fromEntries(FACETS.map((f) => [f, [...form.querySelectorAll<HTMLInputElement>(`input[name="${f}"]:checked`)].map((i) => i.value).sort()])) as Selection['facets'];
  return { facets, prior: form.querySelector<HTMLSelectElement>('select[name="prior"]')!.value as PriorMode, weighting: form.querySelector<HTMLSelectElement>('select[name="weight"]')!.value as Weighting };
}

export function writeForm(form: HTMLFormElement, s: Selection): void {
  for (const f of FACETS) for (const input of form.querySelectorAll<HTMLInputElement>(`input[name="${f}"]`)) input.checked = s.facets[f].includes(input.value);
  form.querySelector<HTMLSelectElement>('select[name="prior"]')!.value = s.prior;
  form.querySelector<HTMLSelectElement>('select[name="weight"]')!.value = s.weighting;
}
