/**
 * The SQL page as a reader uses it (test/browser/global-setup.ts's fixture site): an error
 * removes the previous result and its CSV download; the explorer's "Effective verdict" typed as
 * `effective_verdict` is answered with the SQL name; the result's scroll box is reachable by
 * keyboard; the page lists the explorer's names with their SQL columns.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchChromium, type LaunchedBrowser } from './chromium.ts';

const siteUrl = inject('siteUrl');
let browser: LaunchedBrowser;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
  page = await browser.context.newPage();
});
afterAll(async () => browser?.close());

async function runQuery(sql: string): Promise<void> {
  await page.locator('[data-status]').evaluate((e) => { e.textContent = ''; });
  await page.locator('textarea[data-sql]').fill(sql);
  await page.locator('button[data-run]').click();
  await page.waitForFunction(() => / rows in |failed/.test(document.querySelector('[data-status]')?.textContent ?? ''), null, { timeout: 120_000 });
}

describe('SQL page', () => {
  it('an error clears the previous result and hides its CSV download', async () => {
    await page.goto(new URL('query/', siteUrl).href, { waitUntil: 'load' });
    await runQuery('SELECT count(*) AS n FROM verdicts');
    expect(await page.locator('table[data-result] tbody tr').count()).toBe(1);
    expect(await page.locator('a[data-csv]').isVisible()).toBe(true);
    await runQuery('SELECT no_such_column FROM verdicts');
    expect(await page.locator('[data-error]').textContent()).toMatch(/no_such_column/);
    expect(await page.locator('table[data-result] tbody tr').count()).toBe(0);
    expect(await page.locator('table[data-result] thead th').count()).toBe(0);
    expect(await page.locator('a[data-csv]').isVisible()).toBe(false);
    expect(await page.locator('a[data-csv]').getAttribute('href')).toBeNull();
  });

  it('effective_verdict (the explorer\'s name) fails with a hint naming verdict; verdict runs', async () => {
    await runQuery('SELECT effective_verdict FROM verdicts');
    expect(await page.locator('[data-error]').textContent()).toContain('is the column verdict in SQL');
    await runQuery('SELECT verdict FROM verdicts LIMIT 1');
    expect(await page.locator('[data-error]').textContent()).toBe('');
    expect(await page.locator('table[data-result] thead th').allTextContents()).toEqual(['verdict']);
  });

  it('lists the explorer\'s "Effective verdict" as verdict', async () => {
    const rows = await page.locator('[data-explorer-names] tbody tr').evaluateAll((trs) => trs.map((tr) => ['[data-label]', '[data-explorer-name]', '[data-sql-name]'].map((q) => tr.querySelector(q)?.textContent)));
    expect(rows).toContainEqual(['Effective verdict', 'effective_verdict', 'verdict']);
  });

  it('the result\'s scroll box takes keyboard focus', async () => {
    const box = page.locator('[data-result-scroll]');
    await box.focus();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('query-result');
  });
});
