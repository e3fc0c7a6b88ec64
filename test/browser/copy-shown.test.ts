/**
 * "Copy as LaTeX / Markdown / CSV" on the tables a page draws itself (issue 20: every table),
 * through the one client helper (src/site/client/copy-table.ts): compare's three tables, the SQL
 * result (its CSV is the "Download CSV" file), the task page's outcome grid (verdict words, not
 * glyphs), the model page's task × round grid, the confusion matrices and the paper-beside-build
 * tables. Each copies the rows shown, then the permalink and the release's sha256. On the fixture
 * site, and the confusion matrices on the hostile mini release's.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { launchChromium, type LaunchedBrowser } from './chromium.ts';

const siteUrl = inject('siteUrl');
/** The hostile mini release through the real data build: it has agreement tables (the hand-made fixture has none). */
const payloadUrl = inject('payloadUrl');
const url = (p: string) => new URL(p, siteUrl).href;
let browser: LaunchedBrowser;
let page: Page;
let sha: string;

beforeAll(async () => {
  browser = await launchChromium();
  await browser.context.grantPermissions(['clipboard-read', 'clipboard-write']);
  page = await browser.context.newPage();
  await page.goto(siteUrl);
  sha = (await page.locator('[data-release-sha256]').first().textContent())!.trim();
});
afterAll(async () => browser?.close());

/** The copy box after `table` (a [data-copy-table] element), clicked for `format`; the clipboard's text. */
async function copied(holder: Locator, format: 'latex' | 'md' | 'csv'): Promise<string> {
  await page.evaluate(() => navigator.clipboard.writeText(''));
  const box = holder.locator('xpath=following-sibling::div[contains(@class, "copy-box")][1]');
  await box.locator(`[data-copy="${format}"]`).click();
  await expect.poll(() => box.locator('.copy-status').textContent()).toMatch(/^Copied /);
  return page.evaluate(() => navigator.clipboard.readText());
}

/** Markdown body rows of a copied table (between the alignment row and the blank line). */
const mdRows = (md: string) => md.split('\n').filter((l) => l.startsWith('| ')).slice(1);

describe('copy tools on tables a page draws itself', () => {
  it('compare: each of the three tables copies its rows as shown, with the permalink and sha256', async () => {
    await page.goto(url('compare/'));
    await page.waitForSelector('[data-compare][data-ready="true"]', { timeout: 60_000 });
    const holders = page.locator('[data-copy-table]');
    expect(await holders.count()).toBe(3);
    const summary = page.locator('[data-copy-table="compare_summary"]');
    const shown = await summary.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent!.trim())));
    expect(shown.length).toBe(2);
    const md = await copied(summary, 'md');
    expect(md.startsWith('### Paired differences (pp, 95% task-clustered interval)\n')).toBe(true);
    expect(mdRows(md).map((r) => r.split(' | ')[0]!.slice(2))).toEqual(shown.map((r) => r[0]));
    expect(md).toContain(sha);
    expect(md).toContain(`${new URL(page.url()).pathname}`);
    const tex = await copied(page.locator('[data-copy-table="compare_rules"]'), 'latex');
    expect(tex).toContain('\\label{tab:harness-if-compare-rules}');
    expect(tex).not.toContain('Evidence');
    const csv = await copied(page.locator('[data-copy-table="compare_families"]'), 'csv');
    expect(csv.split('\r\n')[0]).toBe('Family,A − B,Qualifying A,Qualifying B');
  });

  it('SQL result: CSV is the download for the rows shown, Markdown has one row per result row', async () => {
    const sql = "SELECT 1 AS n, '=x, \"q\"' AS s UNION ALL SELECT 2, 'b' ORDER BY n";
    await page.goto(url(`query/?sql=${encodeURIComponent(sql)}`));
    await page.waitForSelector('[data-query][data-ready="true"]', { timeout: 120_000 });
    const holder = page.locator('[data-result-scroll]');
    const csv = await copied(holder, 'csv');
    const [download] = await Promise.all([page.waitForEvent('download'), page.locator('a[data-csv]').click()]);
    const file = fs.readFileSync((await download.path())!, 'utf8');
    expect(csv.startsWith(`${file}\r\n`)).toBe(true);
    expect(csv).toContain(sha);
    const md = await copied(holder, 'md');
    expect(mdRows(md)).toEqual(['| 1 | =x, "q" |', '| 2 | b |']);
    expect(md.split('\n')[3]).toBe('|---:|:---|');
  });

  it('task outcome grid: verdict words per cell (rounds left to right), not glyphs; model round grid without the rows column', async () => {
    await page.goto(url('tasks/'));
    const task = await page.locator('main a[href*="/tasks/T"]').first().getAttribute('href');
    await page.goto(new URL(task!, page.url()).href);
    const grid = page.locator('[data-copy-table^="outcome_grid_"]');
    await page.locator('details:has([data-copy-table]) > summary').evaluateAll((s) => s.forEach((x) => ((x.parentElement as HTMLDetailsElement).open = true)));
    const md = await copied(grid, 'md');
    const rows = mdRows(md);
    expect(rows.length).toBe(await grid.locator('tbody tr').count());
    for (const row of rows) for (const cell of row.slice(2, -2).split(' | ').slice(1)) expect(cell).toMatch(/^((pass|fail|na|n\/a|partial)\*? ?)*$/);

    await page.goto(url('models/'));
    const model = await page.locator('main a[href*="/models/"]').first().getAttribute('href');
    await page.goto(new URL(model!, page.url()).href);
    await page.locator('details:has([data-copy-table]) > summary').first().click();
    const round = page.locator('[data-copy-table^="round_grid_"]');
    const csv = await copied(round, 'csv');
    const header = csv.split('\r\n')[0]!;
    expect(header.startsWith('Task,Round ')).toBe(true);
    expect(header.endsWith(',Spread (pp)')).toBe(true);
  });

  it('confusion matrices and paper-beside-build tables each have their copy tools', async () => {
    await page.goto(new URL('reliability/', payloadUrl).href);
    const payloadSha = (await page.locator('[data-release-sha256]').first().textContent())!.trim();
    const matrices = page.locator('[data-copy-table*="-confusion-"]');
    expect(await matrices.count()).toBeGreaterThan(0);
    const md = await copied(matrices.first(), 'md');
    expect(mdRows(md).length).toBe(await matrices.first().locator('tbody tr').count());
    expect(md).toContain(payloadSha);
    await page.goto(url('reproduce/'));
    const beside = page.locator('[data-copy-table^="beside-"]');
    expect(await beside.count()).toBeGreaterThan(0);
    const tex = await copied(beside.first(), 'latex');
    expect(tex).toMatch(/\\label\{tab:harness-if-beside-/);
    expect(tex).toContain(sha);
  });
});
