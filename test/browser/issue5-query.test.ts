/**
 * The SQL page on the built site (test/browser/global-setup.ts): DuckDB-WASM, self-hosted, runs
 * a count over the verdicts view and shows the right number (expected: the served manifest's
 * row count of parquet/verdicts.parquet), with no request to another origin; an SQL error is shown as text. The page's load
 * weight (bytes of JS and wasm before and after the first query) is printed to stderr for
 * docs/benchmarks/browser.md (appended to BENCHMARKS.md), not asserted.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page, Response } from 'playwright-core';
import { launchChromium, type LaunchedBrowser } from './chromium.ts';

const siteUrl = inject('siteUrl');
const url = (p: string) => new URL(p, siteUrl).href;
let browser: LaunchedBrowser;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
  page = await browser.context.newPage();
});
afterAll(async () => browser?.close());

describe('SQL page', () => {
  it('counts the verdicts with DuckDB-WASM, all from this origin', async () => {
    const origin = new URL(siteUrl).origin;
    const requests: string[] = [];
    const weights = { beforeRun: { js: 0, wasm: 0, other: 0 }, afterRun: { js: 0, wasm: 0, other: 0 } };
    let phase: 'beforeRun' | 'afterRun' = 'beforeRun';
    const pending: Promise<void>[] = [];
    page.on('request', (r) => requests.push(r.url()));
    page.on('response', (r: Response) => {
      const at = phase;
      const kind = /\.wasm(\?|$)/.test(r.url()) ? 'wasm' : /\.m?js(\?|$)/.test(r.url()) || r.request().resourceType() === 'script' ? 'js' : 'other';
      // A streamed body (the wasm, compiled while it downloads) may not be readable afterwards:
      // then its Content-Length counts.
      pending.push(r.body().then((b) => { weights[at][kind] += b.length; }, async () => {
        weights[at][kind] += Number(await r.headerValue('content-length') ?? 0);
      }));
    });
    await page.goto(url('query/'), { waitUntil: 'load' });
    await Promise.all(pending.splice(0));
    const manifest = await (await fetch(url('data/files/manifest.json'))).json() as { artifacts: { path: string; rows: number | null }[] };
    const expected = manifest.artifacts.find((a) => a.path === 'parquet/verdicts.parquet')!.rows!;
    phase = 'afterRun';
    await page.locator('textarea[data-sql]').fill('SELECT count(*) AS n FROM verdicts');
    await page.locator('button[data-run]').click();
    // Done when a result is shown or an error is (the error then fails the next assertion, with its text).
    await page.waitForFunction(() => document.querySelector('[data-query]')?.getAttribute('data-ready') === 'true' || (document.querySelector('[data-error]')?.textContent ?? '') !== '', null, { timeout: 120_000 });
    expect(await page.locator('[data-error]').textContent()).toBe('');
    expect((await page.locator('table[data-result] thead th').allTextContents())).toEqual(['n']);
    expect((await page.locator('table[data-result] tbody td').first().textContent())?.trim()).toBe(String(expected));
    expect(new URL(page.url()).searchParams.get('sql')).toContain('count(*)');
    await Promise.all(pending.splice(0));
    const foreign = requests.filter((r) => !r.startsWith(origin) && !r.startsWith('blob:') && !r.startsWith('data:'));
    expect(foreign).toEqual([]);
    console.error(`issue5 query page weight (bytes): before the first query ${JSON.stringify(weights.beforeRun)}; loaded by the first query ${JSON.stringify(weights.afterRun)}`);
  });

  it('shows an SQL error as text', async () => {
    await page.locator('textarea[data-sql]').fill('SELECT no_such_column FROM verdicts');
    await page.locator('button[data-run]').click();
    await expect.poll(async () => page.locator('[data-error]').textContent(), { timeout: 60_000 }).toMatch(/no_such_column/);
  });

  it('offers the paper-table queries as examples and runs one (on a real data build: the hand-made fixture has few columns)', async () => {
    const names = await page.locator('select[data-examples] option').allTextContents();
    expect(names).toContain('count of qualifying verdicts');
    if (!process.env.HIF_BROWSER_DATA) return;
    expect(names.length).toBeGreaterThan(3);
    const example = names.find((n) => n.startsWith('table4') || n.startsWith('table5')) ?? names[1]!;
    await page.locator('select[data-examples]').selectOption(example);
    await page.locator('button[data-run]').click();
    await expect.poll(async () => (await page.locator('[data-status]').textContent()) ?? '', { timeout: 60_000 }).toMatch(/rows in|failed/);
    expect(await page.locator('[data-error]').textContent()).toBe('');
    expect(await page.locator('table[data-result] tbody tr').count()).toBeGreaterThan(0);
  });
});
