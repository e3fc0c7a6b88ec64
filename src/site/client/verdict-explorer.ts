/**
 * Verdict explorer: fetches the Arrow IPC file of every verdict of the release (one row per
 * verdict, dictionary-encoded, raw and effective verdict; src/pipeline/verdict-arrows.ts) on load
 * and shows it as a data grid: filters (the URL's applied first), sort by any column, pages of 50,
 * live counts and pass share, the selection as CSV, Markdown or LaTeX. It opens on the qualifying
 * verdicts (effective pass or fail, the rows every accuracy counts); the effective-verdict filter
 * widens it to all verdicts or narrows it to n/a or partial ones. The pass share is always over
 * the qualifying verdicts of the selection.
 * Filtering and sorting work on the dictionary codes (typed arrays), never on millions of JS
 * strings; only the shown page builds strings.
 * When the build found the file too big to open at once (a 100× release: 4.0M verdicts, 112 MB)
 * it also wrote one file per model with the same dictionaries (`byModel`): the explorer then
 * reads the file of the model the filter names (about 9 MB at 100×), asks for a model while
 * none is chosen, and reads the whole file only when the reader asks for every verdict.
 * Free text in evidence and rationale needs the per-task verdict shards (explorer/text-search.ts).
 * Counts shown are tallies of the rows selected. Text is set with textContent only.
 *
 * This file holds the page's state and wires its controls; by concern, the rest is in explorer/:
 * columns.ts (the data read), selection.ts (filtering and sorting), text-search.ts, grid.ts
 * (rendering), export.ts (CSV and copies), config.ts (what the page gives).
 */
import { readTableState, writeFacets, writeTableState, type TableState } from '../url-state.ts';
import { GRID_COLUMNS } from '../verdict-columns.ts';
import type { CopyFormat } from '../table-copy.ts';
import { pageRelease } from './page-release.ts';
import { putOnClipboard } from './copy-table.ts';
import { NO_COLUMNS, readVerdictColumns, type VerdictColumns } from './explorer/columns.ts';
import { megabytes, shownValue, type ExplorerConfig } from './explorer/config.ts';
import { downloadCsv, explorerCopy, selectionRows } from './explorer/export.ts';
import { renderEmptyGrid, renderGrid, type GridElements } from './explorer/grid.ts';
import { ALIAS_PARAMS, explorerFilters, filterRows, sortRows, taskCount } from './explorer/selection.ts';
import { MAX_TEXT_TASKS, TextSearch } from './explorer/text-search.ts';

export type { ExplorerConfig } from './explorer/config.ts';

/** What `source` holds when the whole file is read. */
const WHOLE_FILE = '*';

/** The page's elements the explorer reads and writes. */
interface ExplorerElements extends GridElements {
  form: HTMLFormElement;
  status: HTMLElement;
  download: HTMLButtonElement;
  copyButtons: HTMLButtonElement[];
  copyStatus: HTMLElement;
  copyText: HTMLTextAreaElement;
  textNote: HTMLElement;
  scaleNote: HTMLElement | null;
  loadAll: HTMLButtonElement | null;
  /** The filter fields (every named select and input but the text query). */
  fields: (HTMLSelectElement | HTMLInputElement)[];
  queryInput: HTMLInputElement;
}

function findElements(root: HTMLElement): ExplorerElements {
  const form = root.querySelector<HTMLFormElement>('form[data-explorer]')!;
  const pager = root.querySelector<HTMLElement>('[data-pager]')!;
  const [prev, next] = [...pager.querySelectorAll<HTMLButtonElement>('button')] as [HTMLButtonElement, HTMLButtonElement];
  const download = root.querySelector<HTMLButtonElement>('button[data-csv]')!;
  const copyButtons = [...root.querySelectorAll<HTMLButtonElement>('button[data-copy]')];
  return {
    form, prev, next, download, copyButtons,
    status: root.querySelector<HTMLElement>('[data-status]')!,
    summary: root.querySelector<HTMLElement>('[data-summary]')!,
    tbody: root.querySelector<HTMLTableSectionElement>('tbody[data-rows]')!,
    pageText: pager.querySelector<HTMLElement>('[data-page]')!,
    exports: [download, ...copyButtons],
    headers: [...root.querySelectorAll<HTMLTableCellElement>('thead th[data-col]')],
    copyStatus: root.querySelector<HTMLElement>('[data-copy-status]')!,
    copyText: root.querySelector<HTMLTextAreaElement>('[data-copy-text]')!,
    textNote: root.querySelector<HTMLElement>('[data-text-status]')!,
    scaleNote: root.querySelector<HTMLElement>('[data-scale-note]'),
    loadAll: root.querySelector<HTMLButtonElement>('button[data-load-all]'),
    fields: [...form.querySelectorAll<HTMLSelectElement | HTMLInputElement>('select[name], input[name]')].filter((f) => f.name !== 'q'),
    queryInput: form.querySelector<HTMLInputElement>('input[name="q"]')!,
  };
}

const COLUMN_IDS = GRID_COLUMNS.map((c) => c.id);

class VerdictExplorer {
  private readonly root: HTMLElement;
  private readonly config: ExplorerConfig;
  private readonly el: ExplorerElements;
  private readonly names: string[];
  private readonly byModel: Map<string, ExplorerConfig['byModel'][number]>;
  private readonly text: TextSearch;
  private data: VerdictColumns = NO_COLUMNS;
  /** What the columns hold: a model's file (its id), the whole file (WHOLE_FILE), or nothing yet. */
  private source: string | null = null;
  /** The rows passing the filters, in row order, and the same in the grid's order. */
  private selected: Uint32Array = new Uint32Array(0);
  private matches: Uint32Array = new Uint32Array(0);
  private page = 0;
  private sort: TableState;
  /** Counts filter runs: a run no longer the latest (a newer change came while it fetched) drops its result. */
  private run = 0;

  constructor(root: HTMLElement, config: ExplorerConfig) {
    this.root = root;
    this.config = config;
    this.el = findElements(root);
    this.names = this.el.fields.map((s) => s.name);
    this.byModel = new Map(config.byModel.map((f) => [f.model, f]));
    this.text = new TextSearch(config.shardUrl);
    const params = new URLSearchParams(location.search);
    const initial = explorerFilters(params, this.names);
    for (const s of this.el.fields) s.value = initial.facets[s.name]?.[0] ?? '';
    this.el.queryInput.value = initial.query;
    this.sort = readTableState(params, 'v', COLUMN_IDS);
  }

  /** The filter fields' values by name ('' for any). */
  private chosen(): Record<string, string> {
    return Object.fromEntries(this.el.fields.map((s) => [s.name, s.value.trim()]));
  }

  /** The filters, text query and sort into the URL (the aliases it was opened with dropped). */
  private writeUrl(): void {
    const c = this.chosen();
    let params = writeFacets(new URLSearchParams(location.search), Object.fromEntries(this.names.map((n) => [n, c[n] ? [c[n]!] : []])), this.el.queryInput.value.trim());
    for (const alias of ALIAS_PARAMS) params.delete(alias);
    params = writeTableState(params, 'v', { ...this.sort, query: '' });
    const q = params.toString();
    history.replaceState(history.state, '', `${location.pathname}${q ? `?${q}` : ''}${location.hash}`);
  }

  /** The page's own timing of a filter or sort change (filter, sort, render; ms) and a count of them, for `npm run bench` (bench/browser-explorer.ts). */
  private timed(start: number): void {
    this.root.dataset.renderMs = String(performance.now() - start);
    this.root.dataset.renders = String(Number(this.root.dataset.renders ?? '0') + 1);
  }

  private render(): void {
    this.page = renderGrid(this.el, this.data, this.matches, this.page, this.sort, COLUMN_IDS, this.config);
  }

  /**
   * With per-model files: makes the columns hold what the filters need (the chosen model's file,
   * unless the whole file is read); false when no model is chosen and the whole file is not read.
   */
  private async ensureData(): Promise<boolean> {
    if (this.source === WHOLE_FILE) return true;
    const file = this.byModel.get(this.chosen().model_id ?? '');
    if (!file) return false;
    if (this.source !== file.model) await this.readFile(file.url, file.model);
    return true;
  }

  /** The state while no model is chosen and the whole file is not read: no rows, and the note says what to choose. */
  private askForModel(): void {
    const { config, el } = this;
    el.status.textContent = `This release has ${config.arrowRows.toLocaleString('en')} verdicts (${megabytes(config.arrowBytes)} in one file): the explorer reads one model's at a time.`;
    if (el.scaleNote) el.scaleNote.hidden = false;
    // The model is chosen in the filters, which a phone folds (verdicts.astro): open them.
    const panel = this.root.querySelector<HTMLDetailsElement>('details[data-filter-panel]');
    if (panel) panel.open = true;
    this.matches = this.selected = new Uint32Array(0);
    renderEmptyGrid(el, 'Choose a model to see its verdicts, or read every verdict.');
  }

  /** The rows the text query leaves of `rows` (the note says what was searched); null when superseded by a newer run. */
  private async textFiltered(rows: Uint32Array, query: string, run: number): Promise<Uint32Array | null> {
    const note = this.el.textNote;
    if (!query) {
      note.textContent = 'Text search reads the evidence files of the selected tasks when you use it.';
      return rows;
    }
    const spanned = taskCount(this.data, rows);
    if (spanned > MAX_TEXT_TASKS) {
      note.textContent = `The text search reads one evidence file per task; this selection spans ${spanned.toLocaleString('en')} tasks, more than the ${MAX_TEXT_TASKS} it reads at a time: choose a task (or narrow the selection) to search the text. No verdict is shown until then.`;
      return rows.subarray(0, 0);
    }
    const reading = (n: number) => { note.textContent = `Reading the evidence of ${n} task${n === 1 ? '' : 's'} for the text search…`; };
    if (!(await this.text.load(this.data, rows, () => run === this.run, reading))) return null;
    const matched = this.text.matches(this.data, rows, query);
    const n = this.text.taskCount;
    note.textContent = `Text search over the evidence and rationale of ${n} task${n === 1 ? '' : 's'} (their verdict files are read on demand).`;
    return matched;
  }

  /** Filters, searches, sorts and shows the first page (after a change of the filters or the text query). */
  async apply(updateUrl: boolean): Promise<void> {
    const start = performance.now();
    if (updateUrl) this.writeUrl();
    // Before the first file is read there is nothing to filter: start() applies the fields as they are then.
    if (this.byModel.size === 0 && this.source === null) return;
    const run = ++this.run;
    if (this.byModel.size > 0 && !(await this.ensureData())) { this.askForModel(); this.timed(start); return; }
    if (run !== this.run) return;
    const rows = await this.textFiltered(filterRows(this.data, this.chosen(), this.names), this.el.queryInput.value.trim(), run);
    if (rows === null) return;
    this.selected = rows;
    this.matches = sortRows(this.data, rows, this.sort);
    this.page = 0;
    this.render();
    this.timed(start);
  }

  /** Sorts by column `id` (again: the other direction) and shows the first page. */
  sortBy(id: string): void {
    const start = performance.now();
    this.sort = { ...this.sort, sort: id, descending: this.sort.sort === id ? !this.sort.descending : false };
    this.writeUrl();
    this.page = 0;
    // Nothing read yet (a click while the file loads): the first render sorts by this.sort.
    if (this.source === null) return;
    this.matches = sortRows(this.data, this.selected, this.sort);
    this.render();
    this.timed(start);
  }

  turnPage(by: number): void {
    if (this.source === null) return;
    this.page += by;
    this.render();
  }

  /** Reads an Arrow file of verdicts into the columns (`what`: the model, or WHOLE_FILE); its time goes to data-load-ms (bench). */
  async readFile(fileUrl: string, what: string): Promise<void> {
    const { config, el, root } = this;
    const start = performance.now();
    const file = what === WHOLE_FILE ? null : this.byModel.get(what)!;
    const modelName = config.models[what] ?? what;
    el.status.textContent = file
      ? `Reading the ${file.rows.toLocaleString('en')} verdicts of ${modelName} (${megabytes(file.bytes)})…`
      : `Reading every verdict (${config.arrowRows.toLocaleString('en')}, ${megabytes(config.arrowBytes)})…`;
    this.data = await readVerdictColumns(fileUrl, (column, value) => shownValue(config, column, value));
    this.source = what;
    const rows = this.data.rowCount.toLocaleString('en');
    el.status.textContent = file
      ? `${rows} verdicts of ${modelName} read (this release's ${config.arrowRows.toLocaleString('en')} verdicts are read one model at a time; the qualifying ones shown unless the effective-verdict filter says otherwise).`
      : `${rows} verdicts loaded (every verdict of the release; the qualifying ones shown unless the effective-verdict filter says otherwise).`;
    if (el.scaleNote) el.scaleNote.hidden = what === WHOLE_FILE;
    root.dataset.rows = String(this.data.rowCount);
    root.dataset.source = what;
    root.dataset.loadMs = String(performance.now() - start);
  }

  /** Copy as LaTeX, Markdown or CSV of the whole selection (explorerCopy). */
  async copySelection(button: HTMLButtonElement): Promise<void> {
    const format = button.dataset.copy as CopyFormat;
    const rows = selectionRows(this.data, this.matches, this.config.models);
    const text = explorerCopy(rows, format, this.config.models, { permalink: location.href, release: pageRelease() });
    const n = this.matches.length;
    await putOnClipboard(text, `${button.textContent} of ${n.toLocaleString('en')} verdict${n === 1 ? '' : 's'}`, this.el.copyStatus, this.el.copyText);
  }

  downloadSelection(): void {
    downloadCsv(selectionRows(this.data, this.matches, this.config.models));
  }

  /** The first data: the whole file unless the build wrote per-model files (then the URL's model's, if any). */
  async start(): Promise<void> {
    if (this.byModel.size === 0) await this.readFile(this.config.arrowUrl, WHOLE_FILE);
    await this.apply(false);
    this.root.dataset.rows = String(this.data.rowCount);
    this.root.dataset.ready = 'true';
  }

  readWholeFile(): Promise<void> {
    return this.readFile(this.config.arrowUrl, WHOLE_FILE).then(() => this.apply(false));
  }

  failed(error: Error): void {
    this.el.status.textContent = `Could not load the verdicts: ${error.message}`;
  }

  /** Wires the sort buttons, filters, text query, pager, CSV, copies and "read every verdict". */
  bindControls(): void {
    const { el } = this;
    const fail = (error: Error) => this.failed(error);
    for (const [k, th] of el.headers.entries()) th.querySelector('button')!.addEventListener('click', () => this.sortBy(COLUMN_IDS[k]!));
    el.form.addEventListener('change', () => { this.apply(true).catch(fail); });
    let typing: ReturnType<typeof setTimeout> | undefined;
    el.queryInput.addEventListener('input', () => { clearTimeout(typing); typing = setTimeout(() => { this.apply(true).catch(fail); }, 250); });
    el.form.addEventListener('submit', (event) => { event.preventDefault(); this.apply(true).catch(fail); });
    el.prev.addEventListener('click', () => this.turnPage(-1));
    el.next.addEventListener('click', () => this.turnPage(1));
    el.download.addEventListener('click', () => this.downloadSelection());
    for (const b of el.copyButtons) b.addEventListener('click', () => { this.copySelection(b).catch(fail); });
    const loadAll = el.loadAll;
    loadAll?.addEventListener('click', () => {
      loadAll.disabled = true;
      this.readWholeFile().catch(fail);
    });
  }
}

export function initVerdictExplorer(root: HTMLElement, config: ExplorerConfig): void {
  const explorer = new VerdictExplorer(root, config);
  root.hidden = false;
  explorer.bindControls();
  explorer.start().catch((error: Error) => explorer.failed(error));
}
