/**
 * No serious or critical axe-core violation (axe-core's own rules, run in the page) on the pages
 * of the finishing pass — the SQL page, downloads, what is simulated, search, your model, a task
 * page and a task × model evidence page — at 390 px and 1366 px, light and dark (fixture site).
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, type LaunchedBrowser } from './chromium.ts';

const siteUrl = inject('siteUrl');
const axeSource = path.resolve('node_modules/axe-core/axe.min.js');
let browser: LaunchedBrowser;

beforeAll(async () => { browser = await launchChromium(); });
afterAll(async () => browser?.close());

const PAGES = ['query/', 'downloads/', 'simulated/', 'search/?q=rule', 'your-model/', 'tasks/T001/', 'tasks/T001/alpha-1/'];

describe('axe-core on the finishing-pass pages', () => {
  it('has no serious or critical violation at 390 and 1366 px, light and dark', async () => {
    const page = await browser.context.newPage();
    const problems: string[] = [];
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        for (const p of PAGES) {
          const response = await page.goto(new URL(p, siteUrl).href, { waitUntil: 'load' });
          expect(response?.status(), p).toBe(200);
          if (p.startsWith('search/')) await page.waitForFunction(() => /match|failed/.test(document.querySelector('[data-search-status]')?.textContent ?? ''), null, { timeout: 60_000 });
          await page.addScriptTag({ path: axeSource });
          const violations = await page.evaluate(async () => {
            const axe = (window as unknown as { axe: { run: (ctx: Document, o: object) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe;
            const r = await axe.run(document, { resultTypes: ['violations'] });
            return r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
          });
          for (const v of violations) problems.push(`${p} ${width}px ${scheme}: ${v}`);
        }
      }
    }
    await page.close();
    expect(problems).toEqual([]);
  });
});
