/**
 * "Copy as LaTeX / Markdown / CSV" for the tables a page draws itself rather than from a table
 * artifact (compare, the SQL result, the task and model grids, confusion matrices, paper beside
 * build): one helper for all of them. The rows copied are the rows shown, read from the table at
 * the click; the text is site/table-copy.ts's (reproduce's renderers, the one CSV writer, the
 * permalink and release footnote). The clipboard step is shared with the data tables
 * (data-table.ts). Text is only ever set with textContent or a form value: release text is untrusted.
 */
import { COPY_FORMATS, copyShownTable, type CopyFormat, type CopySource, type ShownTable } from '../table-copy.ts';
import { pageRelease } from './page-release.ts';

const FORMAT_LABELS: Record<CopyFormat, string> = { latex: 'LaTeX', md: 'Markdown', csv: 'CSV' };

/**
 * Puts `text` on the clipboard and says what in `status`; with no clipboard (permission, an
 * insecure origin) shows it in `fallback`, selected, to copy by hand.
 */
export async function putOnClipboard(text: string, what: string, status: HTMLElement, fallback: HTMLTextAreaElement): Promise<void> {
  fallback.value = text;
  try {
    await navigator.clipboard.writeText(text);
    fallback.hidden = true;
    status.textContent = `Copied ${what}, with the permalink and release sha256.`;
  } catch {
    fallback.hidden = false;
    fallback.select();
    status.textContent = `${what} is below, selected: press Ctrl+C (⌘C) to copy it.`;
  }
  status.hidden = false;
}

/** A cell as copied: its data-copy attribute when it has one (the words behind marks), else its text, whitespace collapsed. */
function cellText(cell: HTMLTableCellElement): string {
  return (cell.dataset.copy ?? cell.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/**
 * The rows a table shows (not hidden, no message row) as a shown table: the labels of its last
 * heading row, numeric where the heading has class "num", without the "rows" link column and
 * columns marked data-copy-skip (links to evidence, nothing a paper table holds).
 */
export function readShownTable(table: HTMLTableElement, id: string, title: string): ShownTable {
  const headRow = table.tHead?.rows[table.tHead.rows.length - 1];
  const headings = headRow ? [...headRow.cells] : [];
  const keep = headings.map((th) => !th.classList.contains('rows-col') && !th.hasAttribute('data-copy-skip'));
  const columns = headings.filter((_, i) => keep[i]).map((th) => ({ label: cellText(th), numeric: th.classList.contains('num') }));
  const cells = [...table.tBodies].flatMap((body) => [...body.rows])
    .filter((tr) => !tr.hidden && !tr.classList.contains('empty-row'))
    .map((tr) => [...tr.cells].filter((_, i) => keep[i] ?? true).map(cellText));
  return { id, title, columns, cells };
}

/**
 * Copy buttons, a status line and the hand-copy fallback, inserted after `after`; `copy` gives
 * the text of a format and how many rows it holds at each click (null: nothing to copy). The
 * permalink is this page's URL with its state, at `anchorId`. Returns the group, for a page that
 * hides it with its table.
 */
export function addCopyButtons(after: Element, anchorId: string, copy: (format: CopyFormat, source: CopySource) => { text: string; rows: number } | null): HTMLElement {
  const box = document.createElement('div');
  box.className = 'copy-box';
  const group = document.createElement('p');
  group.className = 'copy-tools';
  group.setAttribute('role', 'group');
  group.setAttribute('aria-label', 'Copy the rows shown');
  group.append('Copy as ');
  const status = document.createElement('p');
  status.className = 'table-meta copy-status';
  status.setAttribute('aria-live', 'polite');
  status.hidden = true;
  const fallback = document.createElement('textarea');
  fallback.className = 'copy-text';
  fallback.readOnly = true;
  fallback.hidden = true;
  fallback.setAttribute('aria-label', 'Copied text');
  for (const format of COPY_FORMATS) {
    const button = document.createElement('button');
    button.type = 'button';
    button.dataset.copy = format;
    button.textContent = FORMAT_LABELS[format];
    button.addEventListener('click', () => {
      const permalink = `${location.origin}${location.pathname}${location.search}#${anchorId}`;
      const copied = copy(format, { permalink, release: pageRelease() });
      if (!copied) return;
      const n = copied.rows;
      void putOnClipboard(copied.text, `${FORMAT_LABELS[format]} of ${n} row${n === 1 ? '' : 's'}`, status, fallback);
    });
    group.append(button, ' ');
  }
  box.append(group, status, fallback);
  after.after(box);
  return box;
}

/** Copy tools for a table a page draws itself: `shown` gives the table at each click (null: nothing to copy). */
export function addCopyTools(after: Element, anchorId: string, shown: () => ShownTable | null): HTMLElement {
  return addCopyButtons(after, anchorId, (format, source) => {
    const table = shown();
    return table ? { text: copyShownTable(table, format, source), rows: table.cells.length } : null;
  });
}

/**
 * Every element marked `data-copy-table="<id>"` that holds a <table> gets copy tools after it;
 * the title is the element's data-copy-title, else the table's caption. Idempotent.
 */
export function enhanceCopyTables(root: ParentNode = document): void {
  for (const el of root.querySelectorAll<HTMLElement>('[data-copy-table]:not([data-copy-ready])')) {
    const table = el.querySelector('table');
    if (!table) continue;
    el.dataset.copyReady = '';
    const id = el.dataset.copyTable!;
    const title = el.dataset.copyTitle ?? table.caption?.textContent?.trim() ?? id;
    const anchor = el.closest('[id]')?.id ?? '';
    addCopyTools(el, anchor, () => readShownTable(table, id, title));
  }
}
