/**
 * Every chart plots the field its heading names (issue 40), on one page of every page type that
 * draws charts (overview, a model, a rule, surfaces, failures, reliability, non-coding, re-rank,
 * compare) of two built releases (odd-shaped and hostile mini). Each chart figure declares the
 * quantity it plots (data-quantity); its heading must name that quantity, its visible SVG's
 * aria-label must be the heading, and the axis title Plot rendered in the SVG must name it too, so
 * a chart whose axis shows another quantity than its heading fails. A chart drawn from a table
 * also declares the column(s) it plots: each such column's header in the table beside it must
 * name the quantity, and the values the chart was given must be exactly that column's values.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chartsOf, problemsOf } from './chart-checks.ts';
import { launchChromium, type LaunchedBrowser } from './chromium.ts';

const sites = { odd: inject('oddUrl'), payload: inject('payloadUrl') };
let browser: LaunchedBrowser;
beforeAll(async () => { browser = await launchChromium({ width: 1366, height: 900 }); });
afterAll(async () => browser?.close());

/** The first link of the page to an entity page under `segment` ("models", "rules"). */
async function firstEntityLink(page: Page, segment: string): Promise<string> {
  const href = await page.evaluate((segment) => [...document.querySelectorAll<HTMLAnchorElement>('main a[href]')].map((a) => a.href)
    .find((h) => new RegExp(`/${segment}/[^/?#]+/$`).test(new URL(h).pathname)) ?? null, segment);
  expect(href, `a link to a page under /${segment}/`).toBeTruthy();
  return href!;
}

describe('charts plot what their heading names', () => {
  for (const [site, url] of Object.entries(sites)) {
    it(`${site} site: overview, model, rule, surfaces, failures, reliability, non-coding, re-rank, compare`, async () => {
      const page = await browser.context.newPage();
      const problems: string[] = [];
      const seen = new Map<string, number>();
      const check = async (where: string) => {
        const found = await chartsOf(page);
        seen.set(where, found.length);
        for (const c of found) problems.push(...problemsOf(where, c));
      };
      await page.goto(url, { waitUntil: 'load' });
      await check('/');
      const model = await firstEntityLink(page, 'models');
      await page.goto(model, { waitUntil: 'load' });
      await check('model page');
      const rule = await firstEntityLink(page, 'rules');
      await page.goto(rule, { waitUntil: 'load' });
      await check('rule page');
      for (const path of ['surfaces/', 'failures/', 'reliability/', 'non-coding/', 'rerank/']) {
        await page.goto(new URL(path, url).href, { waitUntil: 'load' });
        await check(`/${path}`);
      }
      // The comparison's matrix is drawn in the browser once its verdicts load.
      await page.goto(new URL('compare/', url).href, { waitUntil: 'load' });
      await page.locator('[data-ahead-chart] svg').first().waitFor({ timeout: 30_000 });
      await check('/compare/');
      await page.close();
      expect(problems).toEqual([]);
      // Not vacuous: each page type that has charts drew them (the overview two, a model page one per breakdown).
      expect(Object.fromEntries([...seen].map(([w, n]) => [w, n > 0]))).toEqual({
        '/': true, 'model page': true, 'rule page': true, '/surfaces/': true, '/failures/': true, '/reliability/': true, '/non-coding/': true, '/rerank/': true, '/compare/': true,
      });
      expect(seen.get('/')).toBeGreaterThanOrEqual(2);
    });
  }
});
