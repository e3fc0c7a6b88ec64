/**
 * The verdict explorer's rendering: the summary line of a selection, one page of rows (links to
 * the evidence, model, task and rule pages), the pager and the sort arrows. Text is set with
 * textContent only.
 */
import { pagePaths } from '../../urls.ts';
import type { TableState } from '../../url-state.ts';
import { valueAt, verdictIdAt, type VerdictColumns } from './columns.ts';
import { shownValue, type ExplorerConfig } from './config.ts';

export const PAGE_SIZE = 50;

/** Tallies of a selection by effective verdict; `qualifying` = pass + fail. */
export interface VerdictTally { total: number; pass: number; fail: number; na: number; partial: number }
// total = pass + fail + na + partial (the effective verdicts of the release's vocabulary).

/** The summary line of a selection: counts, and the pass share over its qualifying verdicts only (the accuracy's denominator). */
export function selectionSummary(t: VerdictTally): string {
  const n = (x: number) => x.toLocaleString('en');
  const qualifying = t.pass + t.fail;
  const share = qualifying > 0 ? ` (${((100 * t.pass) / qualifying).toFixed(1)}% pass)` : '';
  if (t.total === 0) return 'No verdict matches this selection.';
  if (qualifying === t.total) return `${n(t.total)} qualifying verdicts match: ${n(t.pass)} pass, ${n(t.fail)} fail${share}.`;
  const other = [t.na ? `${n(t.na)} n/a` : '', t.partial ? `${n(t.partial)} partial` : ''].filter(Boolean).join(' and ');
  return `${n(t.total)} verdicts match: ${n(qualifying)} qualifying (${n(t.pass)} pass, ${n(t.fail)} fail${qualifying > 0 ? `, ${((100 * t.pass) / qualifying).toFixed(1)}% of them pass` : ''}); ${other} do not qualify (no accuracy counts them).`;
}

/** The rows' tally by effective verdict (codes counted). */
function tallyOf(data: VerdictColumns, rows: Uint32Array): VerdictTally {
  const effective = data.columns.effective_verdict!;
  const byCode = new Uint32Array(effective.values.length);
  for (const i of rows) byCode[effective.codes[i]!]!++;
  const count = (v: string) => { const code = effective.values.indexOf(v); return code < 0 ? 0 : byCode[code]!; };
  return { total: rows.length, pass: count('pass'), fail: count('fail'), na: count('na'), partial: count('partial') };
}

/** The grid's elements. */
export interface GridElements {
  summary: HTMLElement;
  tbody: HTMLTableSectionElement;
  pageText: HTMLElement;
  prev: HTMLButtonElement;
  next: HTMLButtonElement;
  /** CSV download and copy buttons: disabled while nothing is selected. */
  exports: HTMLButtonElement[];
  headers: HTMLTableCellElement[];
}

/** A link; `tip` (a rule's or task's text) is its title and, on keyboard focus, a visible tooltip (site.css `a[data-tip]`). */
function link(href: string, text: string, tip?: string): HTMLAnchorElement {
  const a = document.createElement('a');
  a.href = href;
  a.textContent = text;
  if (tip) { a.title = tip; a.dataset.tip = tip; }
  return a;
}

/** The grid row of verdict row `i`: id, model, task, round, rule, family, surface, method, raw and effective verdict. */
function gridRow(data: VerdictColumns, i: number, config: ExplorerConfig): HTMLTableRowElement {
  const value = (column: string) => valueAt(data, column, i);
  const shown = (column: string, v: string) => shownValue(config, column, v);
  const url = (relative: string) => `${config.base}${relative}`;
  const enc = encodeURIComponent;
  const [model, task, rule, verdict, raw] = [value('model_id'), value('task_id'), value('rule_id'), value('effective_verdict'), value('raw_verdict')];
  const evidence = url(pagePaths.evidence(task, model, verdictIdAt(data, i)));
  const outcome = link(evidence, shown('effective_verdict', verdict));
  outcome.className = `v-${verdict}`;
  const rawCell = document.createElement('span');
  rawCell.className = `v-${raw}`;
  rawCell.textContent = shown('raw_verdict', raw);
  const cells: (string | HTMLElement)[] = [
    link(evidence, verdictIdAt(data, i)),
    link(url(pagePaths.model(model)), config.models[model] ?? model),
    link(url(`tasks/${enc(task)}/`), task, config.tasks[task]),
    String(data.columns.round!.codes[i]),
    link(url(`rules/${enc(rule)}/`), rule, config.rules[rule]),
    shown('family', value('family')),
    shown('surface', value('surface')),
    shown('method', value('method')),
    rawCell,
    outcome,
  ];
  const tr = document.createElement('tr');
  for (const c of cells) {
    const td = document.createElement('td');
    td.append(c);
    tr.append(td);
  }
  return tr;
}

/** The sort arrows and aria-sort of the column headers (`columnIds` in header order). */
function renderSortHeaders(headers: readonly HTMLTableCellElement[], columnIds: readonly string[], sort: TableState): void {
  for (const [k, th] of headers.entries()) {
    const active = sort.sort === columnIds[k];
    if (active) th.setAttribute('aria-sort', sort.descending ? 'descending' : 'ascending');
    else th.removeAttribute('aria-sort');
    th.querySelector('.arrow')!.textContent = active ? (sort.descending ? '▼' : '▲') : '';
  }
}

/**
 * Shows page `page` of `matches` (the selection in the grid's order): summary, pager, rows, sort
 * arrows. Returns the page shown (`page` kept within the pages there are).
 */
export function renderGrid(el: GridElements, data: VerdictColumns, matches: Uint32Array, page: number, sort: TableState, columnIds: readonly string[], config: ExplorerConfig): number {
  const n = matches.length;
  el.summary.textContent = selectionSummary(tallyOf(data, matches));
  const pages = Math.max(1, Math.ceil(n / PAGE_SIZE));
  const shownPage = Math.min(page, pages - 1);
  const from = shownPage * PAGE_SIZE;
  const to = Math.min(n, from + PAGE_SIZE);
  el.pageText.textContent = n === 0 ? '' : `Rows ${(from + 1).toLocaleString('en')}–${to.toLocaleString('en')} of ${n.toLocaleString('en')} (page ${shownPage + 1} of ${pages})`;
  el.prev.disabled = shownPage === 0;
  el.next.disabled = shownPage >= pages - 1;
  for (const b of el.exports) b.disabled = n === 0;
  const fragment = document.createDocumentFragment();
  for (let k = from; k < to; k++) fragment.append(gridRow(data, matches[k]!, config));
  el.tbody.replaceChildren(fragment);
  renderSortHeaders(el.headers, columnIds, sort);
  return shownPage;
}

/** The grid with nothing to show (no model chosen yet): `message` as the summary, every control off. */
export function renderEmptyGrid(el: GridElements, message: string): void {
  el.summary.textContent = message;
  el.pageText.textContent = '';
  el.prev.disabled = el.next.disabled = true;
  for (const b of el.exports) b.disabled = true;
  el.tbody.replaceChildren();
}
