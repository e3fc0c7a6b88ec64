/**
 * The "Paper beside build" page puts the figures that are not within their tolerance first: one
 * linked item per figure outside its tolerance (in the rows' order), those the build cannot
 * answer in a collapsed list below, both before the paper's tables; each link leads to its row.
 * Fixture site: its hand-made build names its models Alpha-1, Beta-2 and Gamma <3>, so the
 * paper's rank-1 to rank-3 names are outside (hand: 3 figures), and most figures are missing.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, type LaunchedBrowser } from './chromium.ts';

const siteUrl = inject('siteUrl');
let browser: LaunchedBrowser;

beforeAll(async () => { browser = await launchChromium({ width: 1366, height: 900 }); });
afterAll(async () => browser?.close());

describe('paper beside build: figures not within tolerance', () => {
  it('lists the figures outside their tolerance first, each linked to its row', async () => {
    const page = await browser.context.newPage();
    await page.goto(new URL('reproduce/', siteUrl).href, { waitUntil: 'load' });
    const outsideRows = await page.locator('tr[data-status="outside"]').evaluateAll((trs) => trs.map((tr) => `#${tr.id}`));
    expect(outsideRows.length).toBe(3);
    const links = await page.locator('[data-not-within="outside"] li a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(links).toEqual(outsideRows);
    // Before the first paper table.
    const first = await page.evaluate(() => {
      const list = document.querySelector('#not-within')!;
      const table = document.querySelector('tr[data-figure]')!;
      return (list.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
    });
    expect(first).toBe(true);
    // The missing ones: collapsed, each linked to its row.
    const missingRows = await page.locator('tr[data-status="missing"]').evaluateAll((trs) => trs.map((tr) => `#${tr.id}`));
    const missing = page.locator('#not-within details');
    expect(await missing.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    expect(await missing.locator('[data-not-within="missing"] li a').evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(missingRows);
    // Following a link targets its row and brings it into view.
    await page.locator('[data-not-within="outside"] li a').nth(1).click();
    expect(new URL(page.url()).hash).toBe(outsideRows[1]);
    const target = page.locator(outsideRows[1]!.replace(/\./g, '\\.'));
    expect(await target.evaluate((tr) => tr.matches(':target') && tr.getAttribute('data-status'))).toBe('outside');
    expect(await target.isVisible()).toBe(true);
    const box = (await target.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeLessThan(900);
    await page.close();
  });
});
