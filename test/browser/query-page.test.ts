/**
 * The SQL page on the built site (test/browser/global-setup.ts): DuckDB-WASM and parquet-wasm,
 * self-hosted and loaded only by this page's first query, read the build's Parquet files (never a
 * CSV copy) and answer with the build's numbers (the served manifest's row count; with
 * HIF_BROWSER_DATA, a paper-table example against the table's JSON artifact); `?sql=` fills the
 * editor and runs; the result downloads as CSV; no request leaves the origin. The page's load
 * weight (bytes before and after the first query) is printed to stderr for
 * docs/benchmark-history.md, not asserted.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page, Response } from 'playwright-core';
import { launchChromium, type LaunchedBrowser } from './chromium.ts';

const siteUrl = inject('siteUrl');
const url = (p: string) => new URL(p, siteUrl).href;
/** The query engine's files (Vite keeps the package file names, adding a hash). */
const engineFile = /duckdb|parquet_wasm/i;
let browser: LaunchedBrowser;
let page: Page;
const requests: string[] = [];

beforeAll(async () => {
  browser = await launchChromium();
  page = await browser.context.newPage();
  page.on('request', (r) => requests.push(r.url()));
});
afterAll(async () => browser?.close());

async function manifestRows(file: string): Promise<number> {
  const manifest = await (await fetch(url('data/files/manifest.json'))).json() as { artifacts: { path: string; rows: number | null }[] };
  return manifest.artifacts.find((a) => a.path === file)!.rows!;
}

/** Waits until the page shows a result or an error (an error then fails the caller's next assertion, with its text). */
async function settled(): Promise<void> {
  await page.waitForFunction(() => {
    const status = document.querySelector('[data-status]')?.textContent ?? '';
    return / rows in |failed/.test(status);
  }, null, { timeout: 120_000 });
}

async function runQuery(sql: string): Promise<void> {
  await page.locator('[data-status]').evaluate((e) => { e.textContent = ''; });
  await page.locator('textarea[data-sql]').fill(sql);
  await page.locator('button[data-run]').click();
  await settled();
}

const resultRows = () => page.locator('table[data-result] tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')));
const resultHead = () => page.locator('table[data-result] thead th').allTextContents();

describe('SQL page', () => {
  it('other pages load neither DuckDB-WASM nor the Parquet reader', async () => {
    for (const p of ['', 'downloads/', 'rerank/', 'tables/table2_leaderboard/']) {
      requests.length = 0;
      const response = await page.goto(url(p), { waitUntil: 'load' });
      if (response?.status() === 404) continue; // a table page the fixture build does not have
      expect(requests.filter((r) => engineFile.test(r) || /\.parquet(\?|$)/.test(r)), p || 'home').toEqual([]);
    }
  });

  it('counts the verdicts from verdicts.parquet with DuckDB-WASM, loaded on the first Run, all from this origin', async () => {
    const origin = new URL(siteUrl).origin;
    const weights = { beforeRun: { js: 0, wasm: 0, parquet: 0, other: 0 }, afterRun: { js: 0, wasm: 0, parquet: 0, other: 0 } };
    let phase: 'beforeRun' | 'afterRun' = 'beforeRun';
    const pending: Promise<void>[] = [];
    const onResponse = (r: Response) => {
      const at = phase;
      const u = r.url();
      const kind = /\.wasm(\?|$)/.test(u) ? 'wasm' : /\.parquet(\?|$)/.test(u) ? 'parquet' : /\.m?js(\?|$)/.test(u) || r.request().resourceType() === 'script' ? 'js' : 'other';
      // A streamed body (the wasm, compiled while it downloads) may not be readable afterwards:
      // then its Content-Length counts.
      pending.push(r.body().then((b) => { weights[at][kind] += b.length; }, async () => {
        weights[at][kind] += Number(await r.headerValue('content-length') ?? 0);
      }));
    };
    page.on('response', onResponse);
    requests.length = 0;
    await page.goto(url('query/'), { waitUntil: 'load' });
    await Promise.all(pending.splice(0));
    expect(requests.filter((r) => engineFile.test(r)), 'engine loaded before any query').toEqual([]);
    const expected = await manifestRows('parquet/verdicts.parquet');
    phase = 'afterRun';
    await runQuery('SELECT count(*) AS n FROM verdicts');
    expect(await page.locator('[data-error]').textContent()).toBe('');
    expect(await resultHead()).toEqual(['n']);
    expect(await resultRows()).toEqual([[String(expected)]]);
    expect(new URL(page.url()).searchParams.get('sql')).toBe('SELECT count(*) AS n FROM verdicts');
    await Promise.all(pending.splice(0));
    page.off('response', onResponse);
    const pathOf = (r: string) => new URL(r).pathname;
    expect(requests.map(pathOf)).toContain('/hif/data/files/parquet/verdicts.parquet');
    expect(requests.filter((r) => /\.csv(\?|$)/.test(r))).toEqual([]);
    expect(requests.filter((r) => /duckdb-eh[^/]*\.wasm$/.test(r))).toHaveLength(1);
    expect(requests.filter((r) => /parquet_wasm_bg[^/]*\.wasm$/.test(r))).toHaveLength(1);
    expect(requests.filter((r) => !r.startsWith(origin) && !r.startsWith('blob:') && !r.startsWith('data:'))).toEqual([]);
    console.error(`issue5 query page weight (bytes): before the first query ${JSON.stringify(weights.beforeRun)}; loaded by the first query ${JSON.stringify(weights.afterRun)}`);
  });

  it('shows an SQL error as text', async () => {
    await runQuery('SELECT no_such_column FROM verdicts');
    expect(await page.locator('[data-error]').textContent()).toMatch(/no_such_column/);
  });

  it('?sql= fills the editor and runs the query; the result downloads as CSV', async () => {
    const expected = await manifestRows('parquet/verdicts.parquet');
    const sql = "SELECT count(*) AS n, 'a&b=c, \"q\"' AS s FROM verdicts";
    requests.length = 0;
    await page.goto(url(`query/?sql=${encodeURIComponent(sql)}`), { waitUntil: 'load' });
    expect(await page.locator('textarea[data-sql]').inputValue()).toBe(sql);
    await settled();
    expect(await page.locator('[data-error]').textContent()).toBe('');
    expect(await resultRows()).toEqual([[String(expected), 'a&b=c, "q"']]);
    const [download] = await Promise.all([page.waitForEvent('download'), page.locator('a[data-csv]').click()]);
    expect(download.suggestedFilename()).toBe('query.csv');
    expect(fs.readFileSync((await download.path())!, 'utf8')).toBe(`n,s\r\n${expected},"a&b=c, ""q"""\r\n`);
  });

  it('offers the paper-table queries as examples; one returns the numbers of the build\'s table artifact (on a real data build: the hand-made fixture has few columns)', async () => {
    await page.goto(url('query/'), { waitUntil: 'load' });
    const names = await page.locator('select[data-examples] option').allTextContents();
    expect(names).toContain('count of qualifying verdicts');
    if (!process.env.HIF_BROWSER_DATA) return;
    expect(names).toContain('table4_surfaces');
    await page.locator('select[data-examples]').selectOption('table4_surfaces');
    await page.locator('button[data-run]').click();
    await settled();
    expect(await page.locator('[data-error]').textContent()).toBe('');
    const table = await (await fetch(url('data/files/tables/table4_surfaces.json'))).json() as { columns: { id: string }[]; rows: Record<string, string | number | null>[] };
    const head = await resultHead();
    expect(head).toEqual(table.columns.map((c) => c.id));
    const rows = await resultRows();
    expect(rows).toHaveLength(table.rows.length);
    rows.forEach((row, i) => head.forEach((column, j) => {
      const want = table.rows[i]![column];
      // The JSON artifact rounds to 10 decimals; the page shows DuckDB's double.
      if (typeof want === 'number') expect(Number(row[j]), `${column} row ${i}`).toBeCloseTo(want, 8);
      else expect(row[j], `${column} row ${i}`).toBe(want ?? '');
    }));
  });
});
