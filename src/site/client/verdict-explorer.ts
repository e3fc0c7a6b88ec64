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
 * Free text in evidence and rationale needs the per-task verdict shards: they are fetched only
 * when a text query is given, and only for the tasks of the current selection, at most
 * MAX_TEXT_TASKS of them. Counts shown are tallies of the rows selected. Text is set with
 * textContent only.
 */
import { tableCsv } from '../csv.ts';
import { pagePaths } from '../urls.ts';
import { copyTable, type CopyFormat, type CopySource } from '../table-copy.ts';
import { explorerTable, type ExplorerRow } from '../verdicts.ts';
import { pageRelease } from './page-release.ts';
import { putOnClipboard } from './copy-table.ts';
import { readFacets, readTableState, writeFacets, writeTableState, type TableState } from '../url-state.ts';
import { GRID_COLUMNS } from '../verdict-columns.ts';

export interface ExplorerConfig {
  arrowUrl: string;
  base: string;
  /** Display names, titles and rule texts by id; labels of the small vocabularies by column. */
  models: Record<string, string>;
  tasks: Record<string, string>;
  rules: Record<string, string>;
  labels: Record<string, Record<string, string>>;
  /** The per-task verdict shard (evidence, rationale) URL, with `{task}` in place of the task id. */
  shardUrl: string;
  /** The whole file's rows and size, for what the page says before reading it. */
  arrowRows: number;
  arrowBytes: number;
  /** The per-model files when the build wrote them (the whole file too big to open at once); empty otherwise. */
  byModel: { model: string; url: string; rows: number; bytes: number }[];
}

const DICTIONARY_COLUMNS = ['model_id', 'task_id', 'rule_id', 'surface', 'family', 'modality_class', 'action', 'method', 'prior', 'lineage', 'raw_verdict', 'effective_verdict'] as const;
/** Older and shorter names of the URL parameters, read as their explorer parameter. */
const PARAM_ALIASES: Record<string, string> = { model: 'model_id', task: 'task_id', rule: 'rule_id', verdict: 'effective_verdict' };
/** The effective-verdict filter's value for every verdict; its empty value means the qualifying ones (pass or fail). */
const ALL_VERDICTS = 'all';
/** Verdicts as shown (the release writes n/a as "na"). */
const VERDICT_LABELS: Record<string, string> = { pass: 'pass', fail: 'fail', na: 'n/a', partial: 'partial' };
const PAGE_SIZE = 50;
/**
 * Most tasks whose evidence files a text search reads (about 0.35 MB each): every task of a
 * paper-scale release (60 with verdicts), not the 6,000 of a 100× one.
 */
const MAX_TEXT_TASKS = 100;
/** What `source` holds when the whole file is read. */
const WHOLE_FILE = '*';

/** A size in MB, one decimal (decimal units, as the downloads page). */
const megabytes = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

/** The verdict id as the release writes it, from the Arrow file's number and digit count: (123, 7) → "V0000123". */
export function verdictIdOf(number: number, digits: number): string {
  return `V${String(number).padStart(digits, '0')}`;
}

/**
 * The explorer's filters from URL parameters: aliases (`model`, `verdict=fail`) read as the
 * explorer's own names, and `pass=1` / `pass=0` (the qualifying file's column, which the site's
 * "rows" links use) as the effective verdict pass / fail.
 */
export function explorerFilters(params: URLSearchParams, names: readonly string[]): { facets: Record<string, string[]>; query: string } {
  const next = new URLSearchParams(params);
  for (const [alias, name] of Object.entries(PARAM_ALIASES)) {
    if (next.has(alias) && !next.has(name)) next.set(name, next.get(alias)!);
  }
  const pass = next.get('pass');
  if (pass && !next.has('effective_verdict')) next.set('effective_verdict', pass === '1' ? 'pass' : pass === '0' ? 'fail' : pass);
  return readFacets(next, names);
}

/**
 * The clipboard text of the explorer's selection: the rows in the order shown, every page of them
 * (not only the 50 on screen), in the renderers `reproduce` uses, then the permalink (which holds
 * the filters and sort) and the release's sha256. `reproduce` has no explorer table, so the LaTeX
 * header comment, which for a paper table names the `reproduce` command, says what this copy is.
 */
export function explorerCopy(rows: readonly ExplorerRow[], format: CopyFormat, names: Record<string, string>, source: CopySource): string {
  const n = rows.length;
  const table = explorerTable(rows, format === 'csv');
  const text = copyTable({ ...table, title: `Verdicts selected in the Harness-IF verdict explorer (${n.toLocaleString('en')})` }, table.rows, format, names, source, true);
  if (format !== 'latex') return text;
  const lines = text.split('\n');
  const layout = /Layout: .*$/.exec(lines[0]!)?.[0] ?? '';
  lines[0] = `% Harness-IF Explorer, verdict explorer: the ${n.toLocaleString('en')} verdict${n === 1 ? '' : 's'} of the selection, every page, in the order shown; the filters and sort are in the permalink at the end. Not a paper table. ${layout}`.trimEnd();
  return lines.join('\n');
}

/** Tallies of a selection by effective verdict; `qualifying` = pass + fail. */
interface VerdictTally { total: number; pass: number; fail: number; na: number; partial: number }
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

/** `rows` ordered by `key` (integers 0…max), stable: O(n + max), for millions of rows where a comparison sort takes seconds. */
export function countingSort(rows: Uint32Array, key: (row: number) => number, max: number): Uint32Array {
  const start = new Uint32Array(max + 2);
  for (const i of rows) start[key(i) + 1]!++;
  for (let k = 1; k < start.length; k++) start[k]! += start[k - 1]!;
  const out = new Uint32Array(rows.length);
  for (const i of rows) out[start[key(i)]!++] = i;
  return out;
}

interface Coded { codes: ArrayLike<number>; values: string[] }
type ArrowVector = { data: { values: ArrayLike<number>; dictionary?: { toArray(): ArrayLike<unknown> } }[]; length: number };

/** One column's codes (one typed array, copied only when the file has several batches) and dictionary; the codes' width is the file's (Int8, Int16 or Int32, src/pipeline/verdict-arrows.ts). */
function codedColumn(vector: ArrowVector): Coded {
  const first = vector.data[0]!;
  let codes: ArrayLike<number> = first.values;
  if (vector.data.length > 1) {
    const Typed = first.values.constructor as new (length: number) => Int8Array | Int16Array | Int32Array | Uint32Array;
    const all = new Typed(vector.length);
    let at = 0;
    for (const d of vector.data) { all.set(d.values as never, at); at += d.values.length; }
    codes = all;
  }
  return { codes, values: first.dictionary ? Array.from(first.dictionary.toArray(), String) : [] };
}

export function initVerdictExplorer(root: HTMLElement, config: ExplorerConfig): void {
  const form = root.querySelector<HTMLFormElement>('form[data-explorer]')!;
  const status = root.querySelector<HTMLElement>('[data-status]')!;
  const summary = root.querySelector<HTMLElement>('[data-summary]')!;
  const tbody = root.querySelector<HTMLTableSectionElement>('tbody[data-rows]')!;
  const pager = root.querySelector<HTMLElement>('[data-pager]')!;
  const pageText = pager.querySelector<HTMLElement>('[data-page]')!;
  const [prev, next] = [...pager.querySelectorAll<HTMLButtonElement>('button')] as [HTMLButtonElement, HTMLButtonElement];
  const download = root.querySelector<HTMLButtonElement>('button[data-csv]')!;
  const copyButtons = [...root.querySelectorAll<HTMLButtonElement>('button[data-copy]')];
  const copyStatus = root.querySelector<HTMLElement>('[data-copy-status]')!;
  const copyText = root.querySelector<HTMLTextAreaElement>('[data-copy-text]')!;
  const textNote = root.querySelector<HTMLElement>('[data-text-status]')!;
  const scaleNote = root.querySelector<HTMLElement>('[data-scale-note]');
  const loadAll = root.querySelector<HTMLButtonElement>('button[data-load-all]');
  const fields = [...form.querySelectorAll<HTMLSelectElement | HTMLInputElement>('select[name], input[name]')].filter((f) => f.name !== 'q');
  const queryInput = form.querySelector<HTMLInputElement>('input[name="q"]')!;
  const names = fields.map((s) => s.name);
  const initial = explorerFilters(new URLSearchParams(location.search), names);
  for (const s of fields) s.value = initial.facets[s.name]?.[0] ?? '';
  queryInput.value = initial.query;
  const headers = [...root.querySelectorAll<HTMLTableCellElement>('thead th[data-col]')];
  const columnIds = GRID_COLUMNS.map((c) => c.id);
  let sort: TableState = readTableState(new URLSearchParams(location.search), 'v', columnIds);
  root.hidden = false;

  let rowCount = 0;
  let columns: Record<string, Coded> = {};
  /** What the columns hold: a model's file (its id), the whole file (WHOLE_FILE), or nothing yet. */
  let source: string | null = null;
  const byModel = new Map(config.byModel.map((f) => [f.model, f]));
  /** Rank of each code of a column by its shown label, for sorting by codes. */
  const ranks: Record<string, Int32Array> = {};
  /** The rows passing the filters, in row order, and the same in the grid's order. */
  let selected: Uint32Array = new Uint32Array(0);
  let matches: Uint32Array = new Uint32Array(0);
  let page = 0;
  /** Evidence and rationale by verdict id, lowercased, of the tasks fetched so far. */
  const texts = new Map<string, string>();
  const fetchedTasks = new Set<string>();
  let textRun = 0;

  const shown = (column: string, value: string): string => {
    if (column === 'model_id') return config.models[value] ?? value;
    if (column === 'raw_verdict' || column === 'effective_verdict') return VERDICT_LABELS[value] ?? value;
    return config.labels[column]?.[value] ?? value;
  };
  const verdictId = (i: number) => verdictIdOf(columns.verdict!.codes[i]!, columns.verdict_digits!.codes[i]!);
  const value = (column: string, i: number) => columns[column]!.values[columns[column]!.codes[i]!]!;
  /** A link; `tip` (a rule's or task's text) is its title and, on keyboard focus, a visible tooltip (site.css `a[data-tip]`). */
  const link = (href: string, text: string, tip?: string) => {
    const a = document.createElement('a');
    a.href = href;
    a.textContent = text;
    if (tip) { a.title = tip; a.dataset.tip = tip; }
    return a;
  };
  const url = (relative: string) => `${config.base}${relative}`;
  const enc = encodeURIComponent;
  const evidenceHref = (i: number) => url(pagePaths.evidence(value('task_id', i), value('model_id', i), verdictId(i)));

  function chosen(): Record<string, string> {
    return Object.fromEntries(fields.map((s) => [s.name, s.value.trim()]));
  }

  function writeUrl(): void {
    const c = chosen();
    let params = writeFacets(new URLSearchParams(location.search), Object.fromEntries(names.map((n) => [n, c[n] ? [c[n]!] : []])), queryInput.value.trim());
    for (const alias of [...Object.keys(PARAM_ALIASES), 'pass']) params.delete(alias);
    params = writeTableState(params, 'v', { ...sort, query: '' });
    const q = params.toString();
    history.replaceState(history.state, '', `${location.pathname}${q ? `?${q}` : ''}${location.hash}`);
  }

  /** Row indices matching the field filters (codes compared; a value absent from a dictionary matches nothing). */
  function filterRows(): Uint32Array {
    const c = chosen();
    const tests: [ArrayLike<number>, number][] = [];
    for (const n of names) {
      if (!c[n] || (n === 'effective_verdict' && c[n] === ALL_VERDICTS)) continue;
      const col = columns[n]!;
      const code = n === 'round' ? Number(c[n]) : col.values.indexOf(c[n]!);
      tests.push([col.codes, Number.isNaN(code) ? -1 : code]);
    }
    // No effective-verdict choice: the qualifying verdicts (effective pass or fail).
    const effective = columns.effective_verdict!;
    const qualifyingOnly = !c.effective_verdict;
    const [passCode, failCode] = [effective.values.indexOf('pass'), effective.values.indexOf('fail')];
    const out = new Uint32Array(rowCount);
    let m = 0;
    for (let i = 0; i < rowCount; i++) {
      if (qualifyingOnly) { const e = effective.codes[i]; if (e !== passCode && e !== failCode) continue; }
      let ok = true;
      for (const [codes, code] of tests) if (codes[i] !== code) { ok = false; break; }
      if (ok) out[m++] = i;
    }
    return out.subarray(0, m);
  }

  /** The selection in the grid's order: a counting sort on the column's rank of each code (keys are small), stable, so ties keep verdict-id order. */
  function sortRows(rows: Uint32Array): Uint32Array {
    // Rows are stored in verdict-id order, so "verdict" ascending is the row order itself.
    if (!sort.sort) return rows;
    if (sort.sort === 'verdict') return sort.descending ? rows.slice().reverse() : rows;
    const codes = columns[sort.sort]!.codes;
    const rank = ranks[sort.sort];
    const max = rank ? rank.length - 1 : 127; // round is an Int8 value
    const key = (i: number) => { const k = rank ? rank[codes[i]!]! : codes[i]!; return sort.descending ? max - k : k; };
    return countingSort(rows, key, max);
  }

  function textMatches(rows: Uint32Array, query: string): Uint32Array {
    const needle = query.toLowerCase();
    const out = new Uint32Array(rows.length);
    let m = 0;
    for (const i of rows) if (texts.get(verdictId(i))?.includes(needle)) out[m++] = i;
    return out.subarray(0, m);
  }

  /** Fetches the verdict shards of the selection's tasks not fetched yet; resolves false when superseded. */
  async function loadTexts(rows: Uint32Array, run: number): Promise<boolean> {
    const tasks = new Set<string>();
    for (const i of rows) tasks.add(value('task_id', i));
    const missing = [...tasks].filter((t) => !fetchedTasks.has(t));
    if (missing.length === 0) return true;
    textNote.textContent = `Reading the evidence of ${missing.length} task${missing.length === 1 ? '' : 's'} for the text search…`;
    for (const task of missing) {
      const response = await fetch(config.shardUrl.replace('{task}', enc(task)));
      if (!response.ok) throw new Error(`${task}: HTTP ${response.status}`);
      const shard = (await response.json()) as { verdicts: { verdict_id: string; evidence: string; rationale: string }[] };
      for (const v of shard.verdicts) texts.set(v.verdict_id, `${v.evidence}\n${v.rationale}`.toLowerCase());
      fetchedTasks.add(task);
      if (run !== textRun) return false;
    }
    return true;
  }

  /** The page's own timing of a filter or sort change (filter, sort, render; ms) and a count of them, for `npm run bench` (bench/browser-explorer.ts). */
  function timed(start: number): void {
    root.dataset.renderMs = String(performance.now() - start);
    root.dataset.renders = String(Number(root.dataset.renders ?? '0') + 1);
  }

  /** How many tasks the rows span. */
  function tasksOf(rows: Uint32Array): number {
    const codes = columns.task_id!.codes;
    const seen = new Uint8Array(columns.task_id!.values.length);
    let k = 0;
    for (const i of rows) if (!seen[codes[i]!]) { seen[codes[i]!] = 1; k++; }
    return k;
  }

  /**
   * With per-model files: makes the columns hold what the filters need (the chosen model's file,
   * unless the whole file is read); false when no model is chosen and the whole file is not read.
   */
  async function ensureData(): Promise<boolean> {
    if (source === WHOLE_FILE) return true;
    const file = byModel.get(chosen().model_id ?? '');
    if (!file) return false;
    if (source !== file.model) await readFile(file.url, file.model);
    return true;
  }

  const askText = () => `This release has ${config.arrowRows.toLocaleString('en')} verdicts (${megabytes(config.arrowBytes)} in one file): the explorer reads one model's at a time.`;

  /** The state while no model is chosen and the whole file is not read: no rows, and the note says what to choose. */
  function askForModel(): void {
    status.textContent = askText();
    if (scaleNote) scaleNote.hidden = false;
    // The model is chosen in the filters, which a phone folds (verdicts.astro): open them.
    const panel = root.querySelector<HTMLDetailsElement>('details[data-filter-panel]');
    if (panel) panel.open = true;
    matches = selected = new Uint32Array(0);
    summary.textContent = 'Choose a model to see its verdicts, or read every verdict.';
    pageText.textContent = '';
    prev.disabled = next.disabled = download.disabled = true;
    for (const b of copyButtons) b.disabled = true;
    tbody.replaceChildren();
  }

  async function apply(updateUrl: boolean): Promise<void> {
    const start = performance.now();
    if (updateUrl) writeUrl();
    const run = ++textRun;
    if (byModel.size > 0 && !(await ensureData())) { askForModel(); timed(start); return; }
    if (run !== textRun) return;
    let rows = filterRows();
    const query = queryInput.value.trim();
    const spanned = query ? tasksOf(rows) : 0;
    if (query && spanned > MAX_TEXT_TASKS) {
      rows = rows.subarray(0, 0);
      textNote.textContent = `The text search reads one evidence file per task; this selection spans ${spanned.toLocaleString('en')} tasks, more than the ${MAX_TEXT_TASKS} it reads at a time: choose a task (or narrow the selection) to search the text. No verdict is shown until then.`;
    } else if (query) {
      if (!(await loadTexts(rows, run))) return;
      rows = textMatches(rows, query);
      textNote.textContent = `Text search over the evidence and rationale of ${fetchedTasks.size} task${fetchedTasks.size === 1 ? '' : 's'} (their verdict files are read on demand).`;
    } else {
      textNote.textContent = 'Text search reads the evidence files of the selected tasks when you use it.';
    }
    selected = rows;
    matches = sortRows(rows);
    page = 0;
    render();
    timed(start);
  }

  function render(): void {
    const effective = columns.effective_verdict!;
    const byCode = new Uint32Array(effective.values.length);
    for (const i of matches) byCode[effective.codes[i]!]!++;
    const count = (v: string) => { const code = effective.values.indexOf(v); return code < 0 ? 0 : byCode[code]!; };
    const n = matches.length;
    summary.textContent = selectionSummary({ total: n, pass: count('pass'), fail: count('fail'), na: count('na'), partial: count('partial') });
    const pages = Math.max(1, Math.ceil(n / PAGE_SIZE));
    page = Math.min(page, pages - 1);
    const from = page * PAGE_SIZE;
    const to = Math.min(n, from + PAGE_SIZE);
    pageText.textContent = n === 0 ? '' : `Rows ${(from + 1).toLocaleString('en')}–${to.toLocaleString('en')} of ${n.toLocaleString('en')} (page ${page + 1} of ${pages})`;
    prev.disabled = page === 0;
    next.disabled = page >= pages - 1;
    download.disabled = n === 0;
    for (const b of copyButtons) b.disabled = n === 0;
    const fragment = document.createDocumentFragment();
    for (let k = from; k < to; k++) {
      const i = matches[k]!;
      const tr = document.createElement('tr');
      const model = value('model_id', i);
      const task = value('task_id', i);
      const rule = value('rule_id', i);
      const verdict = value('effective_verdict', i);
      const outcome = link(evidenceHref(i), shown('effective_verdict', verdict));
      outcome.className = `v-${verdict}`;
      const raw = value('raw_verdict', i);
      const rawCell = document.createElement('span');
      rawCell.className = `v-${raw}`;
      rawCell.textContent = shown('raw_verdict', raw);
      const cells: (string | HTMLElement)[] = [
        link(evidenceHref(i), verdictId(i)),
        link(url(pagePaths.model(model)), config.models[model] ?? model),
        link(url(`tasks/${enc(task)}/`), task, config.tasks[task]),
        String(columns.round!.codes[i]),
        link(url(`rules/${enc(rule)}/`), rule, config.rules[rule]),
        shown('family', value('family', i)),
        shown('surface', value('surface', i)),
        shown('method', value('method', i)),
        rawCell,
        outcome,
      ];
      for (const c of cells) {
        const td = document.createElement('td');
        td.append(c);
        tr.append(td);
      }
      fragment.append(tr);
    }
    tbody.replaceChildren(fragment);
    for (const [k, th] of headers.entries()) {
      const active = sort.sort === columnIds[k];
      if (active) th.setAttribute('aria-sort', sort.descending ? 'descending' : 'ascending');
      else th.removeAttribute('aria-sort');
      th.querySelector('.arrow')!.textContent = active ? (sort.descending ? '▼' : '▲') : '';
    }
  }

  /** The selection in the grid's order, as the CSV and the copies write it. */
  function selectionRows(): ExplorerRow[] {
    return Array.from(matches, (i) => ({
      verdict_id: verdictId(i), model_id: value('model_id', i), model: config.models[value('model_id', i)] ?? value('model_id', i),
      task_id: value('task_id', i), round: columns.round!.codes[i]!, rule_id: value('rule_id', i), family: value('family', i),
      surface: value('surface', i), method: value('method', i), modality_class: value('modality_class', i), prior: value('prior', i),
      lineage: value('lineage', i), raw_verdict: value('raw_verdict', i), verdict: value('effective_verdict', i),
    }));
  }

  function downloadCsv(): void {
    const table = explorerTable(selectionRows(), true);
    const a = document.createElement('a');
    a.href = URL.createObjectURL(new Blob([tableCsv(table.columns, table.rows)], { type: 'text/csv' }));
    a.download = 'verdicts.csv';
    a.click();
    setTimeout(() => URL.revokeObjectURL(a.href), 0);
  }

  /** Copy as LaTeX, Markdown or CSV of the whole selection (explorerCopy). */
  async function copySelection(button: HTMLButtonElement): Promise<void> {
    const format = button.dataset.copy as CopyFormat;
    const text = explorerCopy(selectionRows(), format, config.models, { permalink: location.href, release: pageRelease() });
    const what = `${button.textContent} of ${matches.length.toLocaleString('en')} verdict${matches.length === 1 ? '' : 's'}`;
    await putOnClipboard(text, what, copyStatus, copyText);
  }

  const fail = (error: Error) => { status.textContent = `Could not load the verdicts: ${error.message}`; };

  /** Reads an Arrow file of verdicts into the columns (`what`: the model, or WHOLE_FILE); its time goes to data-load-ms (bench). */
  async function readFile(fileUrl: string, what: string): Promise<void> {
    const start = performance.now();
    const file = what === WHOLE_FILE ? null : byModel.get(what)!;
    status.textContent = file
      ? `Reading the ${file.rows.toLocaleString('en')} verdicts of ${config.models[what] ?? what} (${megabytes(file.bytes)})…`
      : `Reading every verdict (${config.arrowRows.toLocaleString('en')}, ${megabytes(config.arrowBytes)})…`;
    const [{ tableFromIPC }, response] = await Promise.all([import('apache-arrow'), fetch(fileUrl)]);
    if (!response.ok) throw new Error(`${fileUrl}: HTTP ${response.status}`);
    const table = tableFromIPC(new Uint8Array(await response.arrayBuffer()));
    const vector = (name: string) => {
      const v = table.getChild(name);
      if (!v) throw new Error(`${fileUrl}: column ${name} is missing`);
      return v as unknown as ArrowVector;
    };
    const read: Record<string, Coded> = { verdict: codedColumn(vector('verdict')), verdict_digits: codedColumn(vector('verdict_digits')), round: codedColumn(vector('round')) };
    for (const name of DICTIONARY_COLUMNS) {
      const col = codedColumn(vector(name));
      read[name] = col;
      const order = col.values.map((v, code) => ({ code, label: shown(name, v) })).sort((a, b) => a.label.localeCompare(b.label, 'en', { numeric: true }));
      const rank = new Int32Array(col.values.length);
      for (const [r, { code }] of order.entries()) rank[code] = r;
      ranks[name] = rank;
    }
    columns = read;
    rowCount = table.numRows;
    source = what;
    status.textContent = file
      ? `${rowCount.toLocaleString('en')} verdicts of ${config.models[what] ?? what} read (this release's ${config.arrowRows.toLocaleString('en')} verdicts are read one model at a time; the qualifying ones shown unless the effective-verdict filter says otherwise).`
      : `${rowCount.toLocaleString('en')} verdicts loaded (every verdict of the release; the qualifying ones shown unless the effective-verdict filter says otherwise).`;
    if (scaleNote) scaleNote.hidden = what === WHOLE_FILE;
    root.dataset.rows = String(rowCount);
    root.dataset.source = what;
    root.dataset.loadMs = String(performance.now() - start);
  }

  async function fetchData(): Promise<void> {
    if (byModel.size === 0) await readFile(config.arrowUrl, WHOLE_FILE);
    await apply(false);
    root.dataset.rows = String(rowCount);
    root.dataset.ready = 'true';
  }

  for (const [k, th] of headers.entries()) {
    th.querySelector('button')!.addEventListener('click', () => {
      const start = performance.now();
      const id = columnIds[k]!;
      sort = { ...sort, sort: id, descending: sort.sort === id ? !sort.descending : false };
      writeUrl();
      matches = sortRows(selected);
      page = 0;
      render();
      timed(start);
    });
  }
  form.addEventListener('change', () => { apply(true).catch(fail); });
  let typing: ReturnType<typeof setTimeout> | undefined;
  queryInput.addEventListener('input', () => { clearTimeout(typing); typing = setTimeout(() => { apply(true).catch(fail); }, 250); });
  form.addEventListener('submit', (event) => { event.preventDefault(); apply(true).catch(fail); });
  prev.addEventListener('click', () => { page--; render(); });
  next.addEventListener('click', () => { page++; render(); });
  download.addEventListener('click', downloadCsv);
  for (const b of copyButtons) b.addEventListener('click', () => { copySelection(b).catch(fail); });
  loadAll?.addEventListener('click', () => {
    loadAll.disabled = true;
    readFile(config.arrowUrl, WHOLE_FILE).then(() => apply(false)).catch(fail);
  });
  fetchData().catch(fail);
}
