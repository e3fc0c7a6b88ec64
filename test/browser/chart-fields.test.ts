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
import { launchChromium, type LaunchedBrowser } from './chromium.ts';

const sites = { odd: inject('oddUrl'), payload: inject('payloadUrl') };
let browser: LaunchedBrowser;
beforeAll(async () => { browser = await launchChromium({ width: 1366, height: 900 }); });
afterAll(async () => browser?.close());

interface FoundChart {
  id: string; quantity: string; fields: string[]; labels: string[]; values: number[]; heading: string; aria: string; axes: string[]; column: number[]; headLabels: string[];
}

/** What each chart figure of the page declares and renders. */
function chartsOf(page: Page): Promise<FoundChart[]> {
  return page.evaluate(() => [...document.querySelectorAll<HTMLElement>('main figure.chart')].map((fig) => {
    const fields = (fig.dataset.fields ?? '').split(' ').filter(Boolean);
    const svg = [...fig.querySelectorAll<SVGSVGElement>('svg[aria-label]')].find((s) => s.checkVisibility());
    // The table the chart is drawn from: its own alternative table, or the section table beside it.
    const table = fig.querySelector('table.data') ?? fig.closest('article')?.querySelector('table.data') ?? null;
    const heads = table ? [...table.querySelectorAll<HTMLElement>('thead th')] : [];
    const column = fields.flatMap((f) => {
      const j = heads.findIndex((th) => th.dataset.col === f);
      return j < 0 ? [Number.NaN] : [...table!.querySelectorAll('tbody tr')].map((tr) => (tr as HTMLTableRowElement).cells[j]!.dataset.sort ?? '').filter((v) => v !== '').map(Number);
    });
    return {
      id: fig.closest('article[id]')?.id ?? fig.querySelector('.chart-heading')?.textContent ?? '?',
      quantity: fig.dataset.quantity ?? '',
      fields,
      labels: JSON.parse(fig.dataset.fieldLabels ?? '[]') as string[],
      values: JSON.parse(fig.dataset.values ?? '[]') as number[],
      heading: fig.querySelector('.chart-heading')?.textContent ?? '',
      aria: svg?.getAttribute('aria-label') ?? '',
      axes: [...(svg?.querySelectorAll('[data-axis-label]') ?? [])].map((g) => g.textContent ?? ''),
      column,
      headLabels: fields.map((f) => heads.find((th) => th.dataset.col === f)?.textContent ?? ''),
    };
  }));
}

/** Whether `text` names `quantity`, not as the start of a longer word ("Accuracy" does not name "Acc"). */
function names(text: string, quantity: string): boolean {
  const t = text.toLowerCase();
  const q = quantity.toLowerCase();
  for (let i = t.indexOf(q); i >= 0; i = t.indexOf(q, i + 1)) if (!/\p{L}/u.test(t.charAt(i + q.length))) return true;
  return false;
}

function problemsOf(where: string, c: FoundChart): string[] {
  const out: string[] = [];
  const at = `${where} ${c.id}`;
  if (c.quantity === '') return [`${at}: a chart that does not declare what it plots`];
  if (!names(c.heading, c.quantity)) out.push(`${at}: heading "${c.heading}" does not name ${c.quantity}`);
  if (c.aria !== c.heading) out.push(`${at}: aria-label "${c.aria}" ≠ heading "${c.heading}"`);
  if (!c.axes.some((a) => names(a, c.quantity))) out.push(`${at}: no axis title names ${c.quantity} (axes: ${JSON.stringify(c.axes)})`);
  c.headLabels.forEach((head, i) => {
    if (!names(head, c.quantity)) out.push(`${at}: plotted column ${c.fields[i]} is headed "${head}", not ${c.quantity}`);
    if (!head.startsWith(c.labels[i] ?? '\u0000')) out.push(`${at}: declared label "${c.labels[i]}" is not the table's header "${head}"`);
  });
  const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
  if (c.fields.length > 0 && JSON.stringify(sorted(c.values)) !== JSON.stringify(sorted(c.column))) out.push(`${at}: plots ${JSON.stringify(c.values)}, the table's ${c.fields.join(', ')} is ${JSON.stringify(c.column)}`);
  return out;
}

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
