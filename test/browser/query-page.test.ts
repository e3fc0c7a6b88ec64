/**
 * The SQL page on the site built from the hand-made fixture build (test/browser/global-setup.ts,
 * test/fixtures/site): DuckDB-WASM and parquet-wasm, self-hosted and loaded only by this page's
 * first query, read the build's Parquet files (never a CSV copy) and answer with the fixture's
 * numbers, counted by hand: 48 verdicts (2 tasks × 3 models × 2 rounds × 4 rules), 46 of them
 * qualifying (two n/a: alpha-1 T002 round 2 R0003, gamma-3 T001 round 1 R0003; see
 * test/fixtures/site/make-fixture.ts); `?sql=` fills the editor and runs; an example runs from the
 * list; the result downloads as CSV; no request leaves the origin. The page's load weight (bytes
 * before and after the first query) is printed to stderr, not asserted (the parquet-wasm row of docs/benchmark-history.md).
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

/** hand: the fixture's verdicts and qualifying verdicts (above). */
const VERDICTS = 48;
const QUALIFYING = 46;

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
      expect(response?.status(), p || 'home').toBe(200);
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
    phase = 'afterRun';
    await runQuery('SELECT count(*) AS n FROM verdicts');
    expect(await page.locator('[data-error]').textContent()).toBe('');
    expect(await resultHead()).toEqual(['n']);
    expect(await resultRows()).toEqual([[String(VERDICTS)]]);
    expect(new URL(page.url()).searchParams.get('sql')).toBe('SELECT count(*) AS n FROM verdicts');
    await Promise.all(pending.splice(0));
    page.off('response', onResponse);
    const pathOf = (r: string) => new URL(r).pathname;
    expect(requests.map(pathOf)).toContain('/hif/data/files/parquet/verdicts.parquet');
    expect(requests.filter((r) => /\.csv(\?|$)/.test(r))).toEqual([]);
    expect(requests.filter((r) => /duckdb-eh[^/]*\.wasm$/.test(r))).toHaveLength(1);
    expect(requests.filter((r) => /parquet_wasm_bg[^/]*\.wasm$/.test(r))).toHaveLength(1);
    expect(requests.filter((r) => !r.startsWith(origin) && !r.startsWith('blob:') && !r.startsWith('data:'))).toEqual([]);
    console.error(`query page weight (bytes): before the first query ${JSON.stringify(weights.beforeRun)}; loaded by the first query ${JSON.stringify(weights.afterRun)}`);
  });

  it('shows an SQL error as text', async () => {
    await runQuery('SELECT no_such_column FROM verdicts');
    expect(await page.locator('[data-error]').textContent()).toMatch(/no_such_column/);
  });

  it('?sql= fills the editor and runs the query; the result downloads as CSV', async () => {
    const sql = "SELECT count(*) AS n, 'a&b=c, \"q\"' AS s FROM verdicts";
    requests.length = 0;
    await page.goto(url(`query/?sql=${encodeURIComponent(sql)}`), { waitUntil: 'load' });
    expect(await page.locator('textarea[data-sql]').inputValue()).toBe(sql);
    await settled();
    expect(await page.locator('[data-error]').textContent()).toBe('');
    expect(await resultRows()).toEqual([[String(VERDICTS), 'a&b=c, "q"']]);
    const [download] = await Promise.all([page.waitForEvent('download'), page.locator('a[data-csv]').click()]);
    expect(download.suggestedFilename()).toBe('query.csv');
    expect(fs.readFileSync((await download.path())!, 'utf8')).toBe(`n,s\r\n${VERDICTS},"a&b=c, ""q"""\r\n`);
  });

  it('offers the examples the fixture\'s Parquet files can answer, and runs the one picked', async () => {
    await page.goto(url('query/'), { waitUntil: 'load' });
    // The fixture has one Parquet file (verdicts); every paper-table query also reads another
    // table (models, rules, …), so the only example is the count of qualifying verdicts (after the
    // placeholder a query of one's own shows).
    expect(await page.locator('select[data-examples] option').allTextContents()).toEqual(['(your own query)', 'count of qualifying verdicts']);
    await page.locator('textarea[data-sql]').fill('SELECT 1 AS one');
    expect(await page.locator('select[data-examples]').inputValue()).toBe('');
    await page.locator('select[data-examples]').selectOption('count of qualifying verdicts');
    expect(await page.locator('textarea[data-sql]').inputValue()).toBe('SELECT count(*) AS qualifying FROM verdicts WHERE qualifying;');
    await page.locator('[data-status]').evaluate((e) => { e.textContent = ''; });
    await page.locator('button[data-run]').click();
    await settled();
    expect(await page.locator('[data-error]').textContent()).toBe('');
    expect(await resultHead()).toEqual(['qualifying']);
    expect(await resultRows()).toEqual([[String(QUALIFYING)]]);
  });
});
