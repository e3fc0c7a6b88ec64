/**
 * A release whose texts carry HTML and script payloads (test/browser/payload-release.ts), built
 * through the real data build and the site: every page must show the payloads as plain text and
 * never run them. Every row of the release carries the same payloads, so the pages of one template
 * differ only in which rows they show: every page's served HTML is read for a payload as markup,
 * and one page per template (and per shape of query string) is run in Chromium, where the client
 * scripts render the rows again.
 */
import { parseHTML } from 'linkedom';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, watchPage, type LaunchedBrowser } from './chromium.ts';
import { crawl, onePerTemplate, type CrawlResult } from './crawl.ts';
import { LONG_PAYLOAD, SHORT_PAYLOAD } from './payload-release.ts';

const payloadUrl = inject('payloadUrl');
let browser: LaunchedBrowser;
let crawled: CrawlResult;

beforeAll(async () => {
  browser = await launchChromium();
  crawled = await crawl(payloadUrl);
});

/**
 * The payload elements in a document: what the payloads would create if a page wrote release text
 * as markup (an attribute value may hold the payload's text: only elements count).
 */
const PAYLOAD_ELEMENTS = 'img[src="x"], b[onmouseover], script:not([type="application/json"]):not([src])';
const payloadElementsIn = (document: ParentNode): Element[] =>
  [...document.querySelectorAll(PAYLOAD_ELEMENTS)].filter((e) => e.tagName !== 'SCRIPT' || (e.textContent ?? '').includes('__pwned'));

afterAll(async () => browser?.close());

describe('release text with HTML/script payloads', () => {
  it('no page serves a payload as markup (the HTML of every page, parsed)', () => {
    const markup = [...crawled.html].flatMap(([u, html]) => payloadElementsIn(parseHTML(html).document).map((e) => `${u}: ${e.outerHTML.slice(0, 80)}`));
    expect(crawled.html.size).toBe(crawled.pages.length);
    expect(markup).toEqual([]);
  });

  it('never runs a payload, never creates a payload element, logs no console error and requests nothing from another origin, on any page template', async () => {
    const page = await browser.context.newPage();
    const { errors, foreign } = watchPage(page, new URL(payloadUrl).origin);
    const ran: string[] = [];
    const visit = onePerTemplate(crawled.pages, payloadUrl);
    for (const u of visit) {
      await page.goto(u, { waitUntil: 'load' });
      // Interact so that client scripts re-render tables (sorting, details) with the payload rows.
      const sortable = page.locator('th button.sort-button:visible');
      if (await sortable.count()) await sortable.first().click();
      const state = await page.evaluate(() => ({
        pwned: (window as unknown as { __pwned?: number }).__pwned === 1,
        injected: document.querySelectorAll('img[src="x"], b[onmouseover], main script:not([type="application/json"]):not([src])').length,
      }));
      if (state.pwned || state.injected > 0) ran.push(`${u}: ${JSON.stringify(state)}`);
    }
    await page.close();
    expect(visit.length).toBeGreaterThan(10);
    expect(ran).toEqual([]);
    expect(errors).toEqual([]);
    expect(foreign).toEqual([]);
  }, 300_000);

  it('shows the payloads as visible plain text where release text is shown', async () => {
    const page = await browser.context.newPage();
    const check = async (path: string, needle: string) => {
      await page.goto(new URL(path, payloadUrl).href);
      return (await page.locator('main').innerText()).includes(needle);
    };
    const rulePage = crawled.pages.find((u) => /\/rules\/R\d{4}\/$/.test(u))!;
    const evidencePage = crawled.pages.find((u) => /\/tasks\/T\d{3}\/[^/]+\/$/.test(u))!;
    expect(await check(rulePage, LONG_PAYLOAD.slice(0, 60))).toBe(true);
    expect(await check(evidencePage, '</script><script>window.__pwned=1</script>')).toBe(true);
    expect(await check('models/', SHORT_PAYLOAD)).toBe(true);
    await page.goto(payloadUrl);
    expect(await page.locator('.sim-banner').innerText()).toContain(SHORT_PAYLOAD);
    await page.close();
  });
});
