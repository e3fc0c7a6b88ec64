/**
 * Reading the site (issue 17): pages fit 390 px and 1366 px without horizontal scrolling, the
 * grouped navigation is one line at 1366 px and opens from the keyboard without script, and the
 * offline search (Pagefind, under the /hif/ base path) finds a rule by its id.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, type LaunchedBrowser } from './chromium.ts';

const siteUrl = inject('siteUrl');
let browser: LaunchedBrowser;
let ruleId: string;

beforeAll(async () => {
  browser = await launchChromium();
  const html = await (await fetch(new URL('rules/', siteUrl))).text();
  ruleId = /href="\/hif\/rules\/(R\d{4})\/"/.exec(html)![1]!;
});
afterAll(async () => browser?.close());

const pages = () => ['', 'downloads/', 'search/', 'surfaces/', 'reliability/', 'non-coding/', `rules/${ruleId}/`];

describe('layout', () => {
  for (const width of [390, 1366]) {
    it(`has no horizontal overflow at ${width} px, light and dark`, async () => {
      const page = await browser.context.newPage();
      await page.setViewportSize({ width, height: 900 });
      const wide: string[] = [];
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        for (const p of pages()) {
          await page.goto(new URL(p, siteUrl).href, { waitUntil: 'load' });
          const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
          if (scrollWidth > width) wide.push(`${p || '/'} (${scheme}): ${scrollWidth} px`);
        }
      }
      await page.close();
      expect(wide).toEqual([]);
    });
  }
  it('shows the whole navigation on one line at 1366 px', async () => {
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(siteUrl, { waitUntil: 'load' });
    const tops = await page.locator('.site-nav > ul > li').evaluateAll((lis) => lis.map((li) => Math.round(li.getBoundingClientRect().top)));
    const bar = await page.locator('.site-header .bar').evaluate((b) => b.getBoundingClientRect().height);
    await page.close();
    expect(tops.length).toBeGreaterThanOrEqual(4);
    expect(new Set(tops).size).toBe(1);
    expect(bar).toBeLessThan(60);
  });
  it('opens a menu from the keyboard and from a tap, with targets of at least 24 px, without JavaScript', async () => {
    const noScript = await browser.context.browser()!.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await noScript.newPage();
    await page.goto(siteUrl, { waitUntil: 'load' });
    const summary = page.locator('.nav-group > summary', { hasText: 'Data' });
    await summary.focus();
    await page.keyboard.press('Enter');
    const link = page.locator('.nav-group[open] a', { hasText: 'Downloads' });
    await expect.poll(() => link.isVisible()).toBe(true);
    const sizes = await page.locator('.nav-group > summary, .nav-group[open] a').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().height));
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(24);
    await link.tap().catch(() => link.click());
    await page.waitForURL(/\/hif\/downloads\/$/);
    await noScript.close();
  });
});

describe('meta', () => {
  it('gives every page a description and OpenGraph title and description, and no og:url without SITE_URL', async () => {
    const missing: string[] = [];
    for (const p of [...pages(), 'models/', 'rules/', 'tasks/', 'verdicts/', 'paper-map/']) {
      const html = await (await fetch(new URL(p, siteUrl))).text();
      for (const re of [/<meta name="description" content="[^"]{20,}"/, /<meta property="og:title" content="[^"]+"/, /<meta property="og:description" content="[^"]{20,}"/]) if (!re.test(html)) missing.push(`${p || '/'}: ${re.source}`);
      if (html.includes('og:url')) missing.push(`${p || '/'}: og:url without SITE_URL`);
    }
    expect(missing).toEqual([]);
  });
});

describe('site search', () => {
  it('finds the rule page from its id, offline, under the base path', async () => {
    const page = await browser.context.newPage();
    const foreign: string[] = [];
    page.on('request', (r) => { if (!r.url().startsWith(new URL(siteUrl).origin) && !r.url().startsWith('data:') && !r.url().startsWith('blob:')) foreign.push(r.url()); });
    await page.goto(siteUrl, { waitUntil: 'load' });
    await page.fill('#site-search-q', ruleId);
    await page.press('#site-search-q', 'Enter');
    await page.waitForURL(/\/hif\/search\/\?q=/);
    const hit = page.locator(`[data-search-results] a[href="/hif/rules/${ruleId}/"]`);
    await hit.waitFor({ timeout: 15000 });
    expect(await page.locator('[data-search-status]').textContent()).toMatch(/match/);
    await page.close();
    expect(foreign).toEqual([]);
  });
  it('asks for a query when there is none, and lists nothing', async () => {
    const page = await browser.context.newPage();
    await page.goto(new URL('search/', siteUrl).href, { waitUntil: 'load' });
    await expect.poll(() => page.locator('[data-search-status]').textContent(), { timeout: 15000 }).toMatch(/Type a word/);
    expect(await page.locator('[data-search-results] li').count()).toBe(0);
    await page.close();
  });
});
