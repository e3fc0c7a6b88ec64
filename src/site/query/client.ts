/**
 * SQL page (browser): examples to pick, a textarea, Run. On the first run DuckDB-WASM and the
 * Parquet decoder are loaded (dynamic import of ./duckdb.ts); each run loads, as tables, the
 * Parquet files the query names that are not loaded yet (fetched from this site), then shows the
 * result as a table with a CSV download. `?sql=<query>` in the address fills the editor and runs
 * it; after each run the address carries the query (replaceState), so a result can be shared.
 * Errors are shown as text, with a hint when they name one of the verdict explorer's names that
 * SQL spells differently; an error clears the previous result, its copy tools and its CSV
 * download. Text is set with textContent only.
 */
import type { QueryConfig } from './config.ts';
import type { Database, QueryResult } from './duckdb.ts';
import { csvDocument, type CsvCell } from '../csv.ts';
import type { ShownTable } from '../table-copy.ts';
import { addCopyTools } from '../client/copy-table.ts';
import { explorerNameHint } from '../verdict-columns.ts';

/** Rows shown on the page; the CSV download has all. */
export const SHOWN_ROWS = 1000;

/** Parquet tables a query mentions (whole-word, case-insensitive; `--` comments ignored). Pure. */
export function viewsMentioned(sql: string, views: readonly string[]): string[] {
  const text = sql.replace(/--.*$/gm, '').toLowerCase();
  return views.filter((v) => new RegExp(`\\b${v.toLowerCase()}\\b`).test(text));
}

/** A value as CSV/table text: null → empty, bigint and objects as text. */
export function cellText(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'bigint') return v.toString();
  if (typeof v === 'object') return JSON.stringify(v, (_k, x) => (typeof x === 'bigint' ? x.toString() : x));
  return String(v);
}

/** A result value as a CSV cell: numbers and booleans as they are, the rest as cellText. Pure. */
function csvValue(v: unknown): CsvCell {
  return typeof v === 'number' || typeof v === 'bigint' || typeof v === 'boolean' ? v : cellText(v);
}

/** CSV of a result, by the project's one CSV writer (formula-leading text neutralised). Pure. */
export function resultCsv(result: QueryResult): string {
  return csvDocument(result.columns, result.rows.map((r) => r.map(csvValue)));
}

/**
 * The rows of a result the page shows (the first SHOWN_ROWS) as copy tools take them: cells as
 * shown, numeric columns those whose values are all numbers (or null), and for CSV the values
 * the download writes for those rows. Pure.
 */
export function resultShownTable(result: QueryResult): ShownTable {
  const rows = result.rows.slice(0, SHOWN_ROWS);
  const numeric = result.columns.map((_, j) => rows.some((r) => r[j] !== null && r[j] !== undefined)
    && rows.every((r) => r[j] === null || r[j] === undefined || typeof r[j] === 'number' || typeof r[j] === 'bigint'));
  return {
    id: 'query-result', title: 'Query result',
    columns: result.columns.map((label, j) => ({ label, numeric: numeric[j]! })),
    cells: rows.map((r) => r.map(cellText)),
    csv: { header: [...result.columns], rows: rows.map((r) => r.map(csvValue)) },
  };
}

/** "12.3 of 34.0 MB" (MB = 10^6 bytes), "512 of 800 kB" below a megabyte. Pure. */
export function downloadedText(bytes: number, total: number): string {
  const mb = total >= 1e6;
  const f = (n: number) => (mb ? (n / 1e6).toFixed(1) : (n / 1e3).toFixed(0));
  return `${f(bytes)} of ${f(total)} ${mb ? 'MB' : 'kB'}`;
}

export function initQuery(root: HTMLElement, config: QueryConfig): void {
  const select = root.querySelector<HTMLSelectElement>('select[data-examples]')!;
  const editor = root.querySelector<HTMLTextAreaElement>('textarea[data-sql]')!;
  const run = root.querySelector<HTMLButtonElement>('button[data-run]')!;
  const status = root.querySelector<HTMLElement>('[data-status]')!;
  const error = root.querySelector<HTMLElement>('[data-error]')!;
  const head = root.querySelector<HTMLTableSectionElement>('thead[data-head]')!;
  const body = root.querySelector<HTMLTableSectionElement>('tbody[data-body]')!;
  const download = root.querySelector<HTMLAnchorElement>('a[data-csv]')!;
  const bar = root.querySelector<HTMLProgressElement>('progress[data-progress]')!;
  const loaded = new Set<string>();
  /** Shows "what: 12.3 of 34.0 MB" in the status line and the progress bar (expected size from the build when the server gives none). */
  // The text (a live region) changes every tenth of the download, the bar at every chunk.
  const progressOf = (what: string, expected: number) => {
    let step = -1;
    return (bytes: number, total: number | null) => {
      const max = total ?? Math.max(expected, bytes);
      bar.hidden = false;
      bar.max = max;
      bar.value = bytes;
      const now = Math.floor((10 * bytes) / max);
      if (now !== step) { step = now; status.textContent = `${what}: ${downloadedText(bytes, max)}…`; }
    };
  };
  let db: Promise<Database> | null = null;
  let shown: ShownTable | null = null;
  const copyTools = addCopyTools(root.querySelector('[data-result-scroll]')!, 'query-result', () => shown);
  copyTools.hidden = true;
  run.disabled = false;
  /** Removes the shown result, its copy tools and its CSV download (after an error, nothing stale stays). */
  const clearResult = () => {
    head.replaceChildren();
    body.replaceChildren();
    if (download.href.startsWith('blob:')) URL.revokeObjectURL(download.href);
    download.removeAttribute('href');
    download.hidden = true;
    shown = null;
    copyTools.hidden = true;
    delete root.dataset.ready;
  };

  const params = new URLSearchParams(location.search);
  editor.value = params.get('sql') ?? config.examples[0]?.sql ?? '';
  // A linked query that is not an example shows "(your own query)" (value '').
  select.value = config.examples.find((e) => e.sql === editor.value)?.name ?? '';
  editor.addEventListener('input', () => { select.value = ''; });
  select.addEventListener('change', () => {
    const ex = config.examples.find((e) => e.name === select.value);
    if (ex) editor.value = ex.sql;
  });

  async function execute(): Promise<void> {
    const sql = editor.value;
    const next = new URLSearchParams(location.search);
    next.set('sql', sql);
    history.replaceState(history.state, '', `${location.pathname}?${next.toString()}`);
    error.textContent = '';
    run.disabled = true;
    try {
      if (!db) {
        status.textContent = `Loading DuckDB-WASM and the Parquet reader (${(config.engineBytes / 1e6).toFixed(0)} MB, once)…`;
        db = import('./duckdb.ts').then((m) => m.openDatabase(progressOf('Loading DuckDB-WASM (once)', config.engineBytes)));
      }
      const database = await db;
      for (const name of viewsMentioned(sql, config.views.map((v) => v.name))) {
        if (loaded.has(name)) continue;
        const view = config.views.find((v) => v.name === name)!;
        status.textContent = `Loading ${name}.parquet (${(view.bytes / 1e3).toFixed(0)} kB)…`;
        await database.loadParquet(name, view.url, progressOf(`Loading ${name}.parquet`, view.bytes));
        loaded.add(name);
      }
      bar.hidden = true;
      status.textContent = 'Running…';
      const t0 = performance.now();
      const result = await database.run(sql);
      const ms = performance.now() - t0;
      const tr = document.createElement('tr');
      for (const c of result.columns) {
        const th = document.createElement('th');
        th.scope = 'col';
        th.textContent = c;
        tr.append(th);
      }
      head.replaceChildren(tr);
      body.replaceChildren(...result.rows.slice(0, SHOWN_ROWS).map((r) => {
        const row = document.createElement('tr');
        for (const v of r) {
          const td = document.createElement('td');
          td.textContent = cellText(v);
          row.append(td);
        }
        return row;
      }));
      if (download.href.startsWith('blob:')) URL.revokeObjectURL(download.href);
      download.href = URL.createObjectURL(new Blob([resultCsv(result)], { type: 'text/csv' }));
      download.hidden = false;
      shown = resultShownTable(result);
      copyTools.hidden = false;
      status.textContent = `${result.rows.length.toLocaleString('en')} rows in ${ms.toFixed(0)} ms${result.rows.length > 1000 ? ' (first 1,000 shown; the CSV has all)' : ''}.`;
      root.dataset.ready = 'true';
    } catch (e) {
      // Shown to the reader as text (SQL errors are the common case); nothing is swallowed.
      const message = (e as Error).message;
      const hint = explorerNameHint(message);
      error.textContent = hint ? `${message}\n\n${hint}` : message;
      clearResult();
      status.textContent = 'The query failed.';
      bar.hidden = true;
      if (db && !(await db.then(() => true, () => false))) db = null;
    } finally {
      run.disabled = false;
    }
  }

  run.addEventListener('click', () => { void execute(); });
  editor.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) { event.preventDefault(); void execute(); }
  });
  if (params.has('sql')) void execute();
}
