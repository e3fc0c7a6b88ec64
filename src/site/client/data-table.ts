/**
 * Browser enhancement of server-rendered <DataTable> sections: sortable headers (real buttons,
 * so keyboard and screen readers work; aria-sort tells the state), a row filter, downloads of
 * exactly the rows shown (in the order shown, all artifact columns including interval bounds),
 * sort/filter kept in the URL so the view can be shared, and "Copy as LaTeX / Markdown / CSV" of
 * the rows shown (site/table-copy.ts: what `npm run reproduce` or the CSV download gives, plus the
 * permalink and release). Text is only ever set with textContent or a form value: release text
 * is untrusted.
 */
import type { TableArtifact } from '../../artifacts/table.ts';
import { tableCsv } from '../csv.ts';
import { copyTable, type CopyFormat, type NameList } from '../table-copy.ts';
import { pageRelease } from './page-release.ts';
import { putOnClipboard } from './copy-table.ts';
import { compareSortValues, readTableState, writeTableState, type TableState } from '../url-state.ts';

function download(filename: string, mime: string, content: string): void {
  const url = URL.createObjectURL(new Blob([content], { type: mime }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function sortValue(td: Element | undefined): number | string | null {
  if (!td) return null;
  const raw = td.getAttribute('data-sort') ?? '';
  if (raw === '') return null;
  const type = td.getAttribute('data-sort-type');
  return type === 'n' || type === 'b' ? Number(raw) : raw;
}

/** The raw artifact value of a cell, from its data-sort and data-sort-type attributes. */
function rawValue(td: Element | undefined): number | string | boolean | null {
  if (!td) return null;
  const raw = td.getAttribute('data-sort') ?? '';
  switch (td.getAttribute('data-sort-type')) {
    case 'n': return Number(raw);
    case 'b': return raw === '1';
    case 'z': return null;
    default: return raw;
  }
}

function enhance(section: HTMLElement): void {
  const script = section.querySelector('script[data-artifact]');
  const table = section.querySelector('table');
  const tbody = table?.tBodies[0];
  if (!script || !table || !tbody) return;
  const artifact = JSON.parse(script.textContent ?? '') as TableArtifact & { rowsFromDom?: boolean; names?: NameList };
  // The "rows" column (provenance links, always last) is neither sorted nor downloaded.
  const headers = [...table.tHead!.rows[0]!.cells].filter((th) => !th.hasAttribute('data-rows'));
  const columnIds = headers.map((th) => th.dataset.col ?? '');
  const rows = [...tbody.rows];
  const originalOrder = new Map(rows.map((tr, i) => [tr, i]));
  const filter = section.querySelector<HTMLInputElement>('input[data-filter]');
  const count = section.querySelector('[data-count]');
  const tools = section.querySelector<HTMLElement>('[data-tools]');
  if (tools) tools.hidden = false;

  let state: TableState = readTableState(new URLSearchParams(location.search), artifact.id, columnIds);

  const buttons = headers.map((th, index) => {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'sort-button';
    while (th.firstChild) button.append(th.firstChild);
    const arrow = document.createElement('span');
    arrow.className = 'arrow';
    arrow.setAttribute('aria-hidden', 'true');
    button.append(arrow);
    th.append(button);
    button.addEventListener('click', () => {
      const id = columnIds[index]!;
      // First click: numbers high-to-low (the usual question is "who is best"), text A–Z.
      const numeric = th.classList.contains('num');
      const descending = state.sort === id ? !state.descending : numeric;
      state = { ...state, sort: id, descending };
      render(true);
    });
    return button;
  });

  filter?.addEventListener('input', () => {
    state = { ...state, query: filter.value.trim() };
    render(true);
  });

  function shownRows(): HTMLTableRowElement[] {
    return [...tbody!.rows].filter((tr) => !tr.hidden);
  }

  function render(updateUrl: boolean): void {
    const index = state.sort ? columnIds.indexOf(state.sort) : -1;
    const ordered = [...rows].sort((a, b) => {
      if (index < 0) return originalOrder.get(a)! - originalOrder.get(b)!;
      return compareSortValues(sortValue(a.cells[index]), sortValue(b.cells[index]), state.descending)
        || originalOrder.get(a)! - originalOrder.get(b)!;
    });
    tbody!.append(...ordered);
    const needle = state.query.toLowerCase();
    let visible = 0;
    for (const tr of rows) {
      // Rows excluded by a page's facet filter carry data-facet-out (see client/facets.ts).
      tr.hidden = tr.hasAttribute('data-facet-out') || (needle !== '' && !(tr.textContent ?? '').toLowerCase().includes(needle));
      if (!tr.hidden) visible++;
    }
    headers.forEach((th, i) => {
      const active = i === index;
      if (active) th.setAttribute('aria-sort', state.descending ? 'descending' : 'ascending');
      else th.removeAttribute('aria-sort');
      const arrow = buttons[i]!.querySelector('.arrow');
      if (arrow) arrow.textContent = active ? (state.descending ? '▼' : '▲') : '';
    });
    if (filter && filter.value !== state.query) filter.value = state.query;
    if (count) count.textContent = visible === rows.length ? `${rows.length} rows` : `${visible} of ${rows.length} rows shown`;
    if (updateUrl) {
      const params = writeTableState(new URLSearchParams(location.search), artifact.id, state);
      const query = params.toString();
      history.replaceState(history.state, '', `${location.pathname}${query ? `?${query}` : ''}${location.hash}`);
      // "Cite this view" (CiteView.astro) re-cites the new URL.
      document.dispatchEvent(new Event('hif:url-state'));
    }
  }

  function shownArtifactRows(): TableArtifact['rows'] {
    if (artifact.rowsFromDom) {
      return shownRows().map((tr) => Object.fromEntries(columnIds.map((id, k) => [id, rawValue(tr.cells[k])])));
    }
    return shownRows().map((tr) => artifact.rows[Number(tr.dataset.i)]!);
  }

  section.querySelector('[data-download="csv"]')?.addEventListener('click', () => {
    download(`${artifact.id}.csv`, 'text/csv;charset=utf-8', tableCsv(artifact.columns, shownArtifactRows()));
  });
  section.querySelector('[data-download="json"]')?.addEventListener('click', () => {
    const view = { sort: state.sort, descending: state.descending, filter: state.query };
    const { rowsFromDom: _fromDom, names: _names, ...meta } = artifact;
    download(`${artifact.id}.json`, 'application/json', `${JSON.stringify({ ...meta, rows: shownArtifactRows(), view }, null, 2)}\n`);
  });

  const copyStatus = section.querySelector<HTMLElement>('[data-copy-status]');
  const copyText = section.querySelector<HTMLTextAreaElement>('[data-copy-text]');
  for (const button of section.querySelectorAll<HTMLButtonElement>('[data-copy]')) {
    button.addEventListener('click', async () => {
      const format = button.dataset.copy as CopyFormat;
      // The permalink: this page with its URL state (sort, filter, facets), at this table.
      const permalink = `${location.origin}${location.pathname}${location.search}#${section.id}`;
      const text = copyTable(artifact, shownArtifactRows(), format, artifact.names ?? {}, { permalink, release: pageRelease() }, state.sort !== null);
      const shown = shownRows().length;
      await putOnClipboard(text, `${button.textContent} of ${shown} row${shown === 1 ? '' : 's'}`, copyStatus!, copyText!);
    });
  }

  // A page-level facet filter changed which rows are in: re-render without touching our state.
  section.addEventListener('hif:refilter', () => render(false));
  render(false);
}

/** Enhance every data table on the page (idempotent per section). */
export function enhanceDataTables(): void {
  for (const section of document.querySelectorAll<HTMLElement>('section[data-table]:not([data-enhanced])')) {
    section.dataset.enhanced = '';
    enhance(section);
  }
}
