/**
 * Words break only where a word may: at 390 px (a phone), no word of letters (4 to 24 of them)
 * on the main pages of the fixture site is split over two lines ("Profession / al writing").
 * Long unbreakable strings (hashes, URLs, file names and ids joined by _ . / -) may still wrap;
 * they are not words.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, type LaunchedBrowser } from './chromium.ts';

const siteUrl = inject('siteUrl');
let browser: LaunchedBrowser;

beforeAll(async () => { browser = await launchChromium({ width: 390, height: 844 }); });
afterAll(async () => browser?.close());

describe('word breaks at 390 px', () => {
  it('no word of letters is split across lines on the index, section and data pages', async () => {
    const page = await browser.context.newPage();
    const split: string[] = [];
    for (const p of ['', 'models/', 'rules/', 'tasks/', 'surfaces/', 'failures/', 'reliability/', 'downloads/', 'simulated/', 'query/', 'your-model/', 'search/']) {
      await page.goto(new URL(p, siteUrl).href, { waitUntil: 'load' });
      const found = await page.evaluate(() => {
        const out: string[] = [];
        const walker = document.createTreeWalker(document.querySelector('main') ?? document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const el = node.parentElement;
          if (!el || el.closest('pre, code, textarea, script, style, [hidden], .visually-hidden, details:not([open]) > :not(summary)')) continue;
          for (const m of (node.textContent ?? '').matchAll(/(?<![\p{L}\p{N}_./-])\p{L}{4,24}(?![\p{L}\p{N}_./-])/gu)) {
            const range = document.createRange();
            range.setStart(node, m.index);
            range.setEnd(node, m.index + m[0].length);
            const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
            if (tops.size > 1) out.push(m[0]);
          }
        }
        return out;
      });
      for (const w of found) split.push(`${p || 'home'}: ${w}`);
    }
    await page.close();
    expect(split).toEqual([]);
  });
});
