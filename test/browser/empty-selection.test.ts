/**
 * Empty selections on the built site (test/browser/global-setup.ts): a re-rank or compare
 * selection with no qualifying verdict says so in one sentence, instead of ranks computed from
 * nothing ("6.5 [6.5, 6.5]") or "0 0" family rows. Which family is empty on the fixture is
 * read off its four rules by hand (below).
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchChromium, type LaunchedBrowser } from './chromium.ts';
import type { RerankConfig } from '../../src/site/rerank/config.ts';
import { NO_VERDICTS } from '../../src/site/rerank/table-cells.ts';

const siteUrl = inject('siteUrl');
const url = (p: string) => new URL(p, siteUrl).href;
let browser: LaunchedBrowser;
let page: Page;
beforeAll(async () => {
  browser = await launchChromium({ width: 390, height: 844 });
  page = await browser.context.newPage();
});
afterAll(async () => browser?.close());

/**
 * hand: the fixture's four rules are of the families workflow (R0001), output_control (R0002),
 * quantitative_limits (R0003) and tool_use (R0004), each with verdicts of every model
 * (test/fixtures/site/make-fixture.ts); no rule is of code_style.
 */
const EMPTY_FAMILY = 'code_style';
const FULL_FAMILY = 'workflow';

async function emptyAndFullFamilies(): Promise<{ empty: string; full: string; config: RerankConfig }> {
  await page.goto(url('rerank/'));
  const config = JSON.parse(await page.locator('[data-rerank] script[data-config]').textContent() ?? '{}') as RerankConfig;
  return { empty: EMPTY_FAMILY, full: FULL_FAMILY, config };
}

describe('empty selections', () => {
  it('re-rank: an empty family says so, with no rank or tier; a non-empty one ranks models', async () => {
    const { empty, full } = await emptyAndFullFamilies();
    await page.goto(url(`rerank/?family=${empty}`));
    await page.waitForSelector('[data-rerank][data-ready="true"]', { timeout: 60_000 });
    const rows = page.locator('[data-rerank-table] tbody tr');
    expect(await rows.count()).toBe(1);
    expect((await rows.first().textContent())?.trim()).toBe(NO_VERDICTS);
    expect(await page.locator('[data-rerank]').getAttribute('data-empty')).toBe('true');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.goto(url(`rerank/?family=${full}`));
    await page.waitForSelector('[data-rerank][data-ready="true"]', { timeout: 60_000 });
    expect(await page.locator('[data-rerank]').getAttribute('data-empty')).toBe('false');
    expect(await page.locator('[data-rerank-table] tbody tr.empty-row').count()).toBe(0);
    // hand: R0001 has 4 qualifying verdicts of each model (2 tasks × 2 rounds), so every model is
    // ranked. (A model without a selected verdict gets no rank or tier: test/site/format.test.ts.)
    const cells = await page.$$eval('[data-rerank-table] tbody tr', (trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim() ?? '')));
    expect(cells.map((c) => c[6])).toEqual(['4', '4', '4']);
    for (const c of cells) expect(c[0]).toMatch(/^\d/);
  });

  it('compare: an empty family says so instead of differences and "0 0" rows', async () => {
    const { empty, full, config } = await emptyAndFullFamilies();
    const [a, b] = [config.models[0]!.id, config.models[1]!.id];
    await page.goto(url(`compare/?a=${encodeURIComponent(a)}&b=${encodeURIComponent(b)}&family=${empty}`));
    await page.waitForSelector('[data-compare][data-ready="true"]', { timeout: 60_000 });
    expect(await page.locator('[data-compare]').getAttribute('data-empty')).toBe('true');
    // Said once, in place of the three tables (not once per table).
    expect(await page.locator('[data-empty-message]').innerText()).toBe(NO_VERDICTS);
    expect(await page.locator('[data-compare-tables]').isHidden()).toBe(true);
    expect(await page.locator('main').innerText()).not.toMatch(new RegExp(`${NO_VERDICTS.slice(0, 30)}[^]*${NO_VERDICTS.slice(0, 30)}`));
    for (const body of ['summary', 'families', 'rules']) expect(await page.locator(`tbody[data-${body}] tr`).count()).toBe(0);
    // No heading left over an empty chart (the ahead matrix is the only h2 of the comparison).
    expect(await page.locator('[data-compare] h2:visible').allInnerTexts()).toEqual([]);
    expect(await page.locator('[data-ahead-figure]').isHidden()).toBe(true);
    await page.goto(url(`compare/?a=${encodeURIComponent(a)}&b=${encodeURIComponent(b)}&family=${full}`));
    await page.waitForSelector('[data-compare][data-ready="true"]', { timeout: 60_000 });
    expect(await page.locator('[data-compare]').getAttribute('data-empty')).toBe('false');
    expect(await page.locator('[data-empty-message]').isHidden()).toBe(true);
    expect(await page.locator('[data-ahead-figure]').isVisible()).toBe(true);
    const familyCounts = await page.$$eval('tbody[data-families] tr', (trs) => trs.map((tr) => [...tr.querySelectorAll('td')].slice(2).map((td) => td.textContent?.trim())));
    expect(familyCounts.length).toBeGreaterThan(0);
    for (const c of familyCounts) expect(c, 'no "0 0" family row').not.toEqual(['0', '0']);
  });
});
