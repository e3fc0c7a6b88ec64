/**
 * Live re-ranking and model comparison on the built site (test/browser/global-setup.ts):
 * - with no filter the page shows the leaderboard the shared module computes from the served
 *   Arrow file (expected values: src/leaderboard run here in Node on the same files), and,
 *   when the site is built from a real data build (HIF_BROWSER_DATA), exactly the build's Table 2;
 * - a filter changes the numbers and the URL, and a reload of that URL restores both;
 * - the comparison page shows a paired difference with its interval.
 * Recompute times (performance.now() around the recompute, read from data-recompute-ms) are
 * printed to stderr, never asserted; `npm run bench -- --only browser` measures them properly
 * (bench/browser-rerank.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { tableFromIPC } from 'apache-arrow';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchChromium, type LaunchedBrowser } from './chromium.ts';
import { computeLeaderboard, compareModels, denseIndex, drawResampleWeights, readSelection, selectedCells, verdictTableFromArrow } from '../../src/leaderboard/index.ts';
import { ruleMetaOf, type RerankConfig } from '../../src/site/rerank/config.ts';
import { formatEstimate } from '../../src/site/rerank/load-verdicts.ts';
import { rankProbabilityRows } from '../../src/leaderboard/rank-probabilities.ts';

const siteUrl = inject('siteUrl');
const siteDir = inject('siteDir');
const url = (p: string) => new URL(p, siteUrl).href;
let browser: LaunchedBrowser;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
  page = await browser.context.newPage();
});
afterAll(async () => browser?.close());

async function ready(p: Page, selector: string): Promise<void> {
  await p.waitForSelector(`${selector}[data-ready="true"]`, { timeout: 60_000 });
  // The re-rank page keeps its selection in a collapsed control above the results: open it as a reader would.
  const toggle = p.locator('details[data-select]:not([open]) > summary');
  if (await toggle.count()) await toggle.click();
}

/** Runs a form action and waits until the page shows the recomputed leaderboard (recomputes run in time slices, so asynchronously). */
async function recomputed(p: Page, action: () => Promise<unknown>): Promise<number> {
  const root = p.locator('[data-rerank]');
  const before = Number(await root.getAttribute('data-recomputes') ?? '0');
  await action();
  await p.waitForFunction((n) => Number(document.querySelector('[data-rerank]')?.getAttribute('data-recomputes') ?? '0') > n, before, { timeout: 60_000 });
  return Number(await root.getAttribute('data-recompute-ms'));
}

async function pageConfig(p: Page): Promise<RerankConfig> {
  return JSON.parse(await p.locator('[data-rerank] script[data-config]').textContent() ?? '{}') as RerankConfig;
}

function servedFile(config: RerankConfig): string {
  const relative = new URL(config.arrowUrl, siteUrl).pathname.replace(new URL(siteUrl).pathname, '');
  return path.join(siteDir, relative);
}

/** Rows as shown: model id and the rank, tier, Acc, AP-Acc, Δ cells. */
async function shownRows(p: Page): Promise<string[][]> {
  return p.$$eval('[data-rerank-table] tbody tr', (trs) => trs.map((tr) => [
    (tr as HTMLElement).dataset.model ?? '', ...[...tr.querySelectorAll('td')].filter((_, i) => [0, 1, 3, 4, 5].includes(i)).map((td) => td.textContent?.trim() ?? ''),
  ]));
}

function expectedRows(config: RerankConfig, query: string): string[][] {
  const file = servedFile(config);
  const table = verdictTableFromArrow(tableFromIPC(fs.readFileSync(file)), file);
  const index = denseIndex(table, config.models.map((m) => m.id));
  const board = computeLeaderboard(selectedCells(table, index, ruleMetaOf(config), readSelection(new URLSearchParams(query))),
    drawResampleWeights(index.taskIds.length, config.resamples, config.seed, config.label), index.modelIds);
  // A whole rank prints without decimals ("1 [1, 2]", as on the Table 2 page and in reproduce), a tied one with one.
  const rank = (x: number | null) => (x === null ? '—' : Number.isInteger(x) ? String(x) : x.toFixed(1));
  return board.rows.map((r) => [r.modelId, `${rank(r.rank.value)} [${rank(r.rank.lower)}, ${rank(r.rank.upper)}]`, String(r.tier), formatEstimate(r.acc), formatEstimate(r.apAcc), formatEstimate(r.delta)]);
}

/** P(rank = k) and P(ahead) per model, by the shared module on the served verdicts, as the page's chart holds them. */
function expectedProbabilities(config: RerankConfig, query: string): unknown {
  const file = servedFile(config);
  const table = verdictTableFromArrow(tableFromIPC(fs.readFileSync(file)), file);
  const index = denseIndex(table, config.models.map((m) => m.id));
  const board = computeLeaderboard(selectedCells(table, index, ruleMetaOf(config), readSelection(new URLSearchParams(query))),
    drawResampleWeights(index.taskIds.length, config.resamples, config.seed, config.label), index.modelIds);
  return rankProbabilityRows(board.boot.draws.rank, board.boot.resamples, index.modelIds, board.rows.map((r) => r.model));
}

const shownProbabilities = async (p: Page, selector: string) => JSON.parse(await p.locator(selector).getAttribute('data-probabilities') ?? 'null') as unknown;

const timings: { what: string; ms: number }[] = [];

describe('re-ranking page', () => {
  it('shows the build\'s Table 2 and the finding in the first paint, above a collapsed selection, and keeps them in place', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(url('rerank/'));
    // Before any recompute: the server-rendered rows, the finding and the collapsed control.
    const config = await pageConfig(page);
    expect(await page.locator('[data-rerank-table] tbody tr').count()).toBe(config.models.length);
    const firstFinding = (await page.locator('[data-finding]').textContent())?.trim();
    expect(firstFinding).not.toBe('');
    expect(await page.locator('details[data-select]').getAttribute('open')).toBeNull();
    const tableTop = await page.locator('[data-rerank-table]').evaluate((t) => t.getBoundingClientRect().top);
    await ready(page, '[data-rerank]');
    // The answer is on the phone's first screen, and the recompute did not move it.
    expect(tableTop).toBeLessThan(844);
    // With no filter the script's finding is the server's, word for word (here: too few tasks).
    expect((await page.locator('[data-finding]').textContent())?.trim()).toBe(firstFinding);
    // The adjacent pairs' detectable effect, one per adjacent pair, and the too-few-tasks flag by its threshold.
    expect(await page.locator('[data-mde]').textContent()).toMatch(/^Minimum detectable effect between adjacent models \(80% power, α = 0\.05\): \d+\.\d–\d+\.\d pp/);
    expect((JSON.parse(await page.locator('[data-mde]').getAttribute('data-mde') ?? '[]') as unknown[]).length).toBe(config.models.length - 1);
    const tasks = Number(await page.locator('[data-rerank]').getAttribute('data-tasks'));
    expect(tasks).toBeGreaterThan(0);
    expect(await page.locator('[data-rerank]').getAttribute('data-too-few-tasks')).toBe(String(tasks < 10));
    await page.locator('details[data-select]').evaluate((d) => { (d as HTMLDetailsElement).open = false; });
    expect(await page.locator('[data-rerank-table]').evaluate((t) => t.getBoundingClientRect().top)).toBe(tableTop);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1366, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1366);
  });

  it('with no filter shows the module\'s leaderboard on the served verdicts (and the build\'s Table 2 on a real build)', async () => {
    await page.goto(url('rerank/'));
    await ready(page, '[data-rerank]');
    const config = await pageConfig(page);
    const shown = await shownRows(page);
    expect(shown.length).toBe(config.models.length);
    expect(shown).toEqual(expectedRows(config, ''));
    if (process.env.HIF_BROWSER_DATA) {
      expect(await page.locator('[data-build-match]').getAttribute('data-same')).toBe('true');
      // The build's Table 2, formatted the same way: Acc with its interval, in the build's order.
      expect(shown.map((r) => [r[0], r[3]])).toEqual(config.build.map((b) => [b.model_id, formatEstimate({ value: b.acc, lower: b.acc_lower, upper: b.acc_upper })]));
    }
    timings.push({ what: 'no filter (first compute)', ms: Number(await page.locator('[data-rerank]').getAttribute('data-recompute-ms')) });
  });

  it('draws P(rank = k) from the recomputed draws: the module\'s on the served verdicts, and it follows a filter', async () => {
    await page.goto(url('rerank/'));
    await ready(page, '[data-rerank]');
    const config = await pageConfig(page);
    const none = await shownProbabilities(page, '[data-rank-chart]');
    expect(none).toEqual(expectedProbabilities(config, ''));
    expect(await page.locator('[data-rank-chart] svg rect').count()).toBe(config.models.length ** 2);
    await recomputed(page, () => page.locator('select[name="weight"]').selectOption('severity'));
    const filtered = await shownProbabilities(page, '[data-rank-chart]');
    expect(filtered).toEqual(expectedProbabilities(config, new URL(page.url()).search));
  });

  it('a filter changes the numbers and the URL; reloading the URL restores both', async () => {
    await page.goto(url('rerank/'));
    await ready(page, '[data-rerank]');
    const before = await shownRows(page);
    await recomputed(page, () => page.locator('button[data-deterministic]').click());
    const severityMs = await recomputed(page, () => page.locator('select[name="weight"]').selectOption('severity'));
    const shared = new URL(page.url());
    expect(shared.searchParams.get('weight')).toBe('severity');
    expect(shared.searchParams.get('method')?.split(',').length).toBeGreaterThan(0);
    const after = await shownRows(page);
    expect(after).not.toEqual(before);
    const config = await pageConfig(page);
    expect(after).toEqual(expectedRows(config, shared.search));
    expect(await page.locator('[data-build-match]').getAttribute('data-same')).toBe('filtered');
    timings.push({ what: 'deterministic only + severity weights', ms: severityMs });
    for (const family of ['output_control', 'code_style', 'tool_use']) {
      const box = page.locator(`input[name="family"][value="${family}"]`);
      if (await box.count()) {
        timings.push({ what: `+ family ${family}`, ms: await recomputed(page, () => box.check()) });
      }
    }
    timings.push({ what: '+ prior at 5/9', ms: await recomputed(page, () => page.locator('select[name="prior"]').selectOption('t5')) });
    const final = page.url();
    const finalRows = await shownRows(page);
    await page.reload();
    await ready(page, '[data-rerank]');
    expect(page.url()).toBe(final);
    expect(await page.locator('select[name="prior"]').inputValue()).toBe('t5');
    expect(await page.locator('input[name="method"]:checked').count()).toBe(config.deterministicMethods.filter((m) => new URL(final).searchParams.get('method')!.split(',').includes(m)).length);
    expect(await shownRows(page)).toEqual(finalRows);
  });
});

describe('comparison page', () => {
  it('shows the paired Acc difference of two models with its interval, equal to the module\'s', async () => {
    await page.goto(url('rerank/'));
    const config = await pageConfig(page);
    const [a, b] = [config.models[0]!.id, config.models[1]!.id];
    await page.goto(url(`compare/?a=${encodeURIComponent(a)}&b=${encodeURIComponent(b)}`));
    await ready(page, '[data-compare]');
    const cell = (await page.locator('tbody[data-summary] tr').first().locator('td').nth(1).textContent())!.trim();
    expect(cell).toMatch(/^[+-]?\d+\.\d \[[+-]?\d+\.\d, [+-]?\d+\.\d\]$/);
    const file = servedFile(config);
    const table = verdictTableFromArrow(tableFromIPC(fs.readFileSync(file)), file);
    const index = denseIndex(table, config.models.map((m) => m.id));
    const result = compareModels(table, index, ruleMetaOf(config), readSelection(new URLSearchParams()), drawResampleWeights(index.taskIds.length, config.resamples, config.seed, config.label),
      index.modelIds.indexOf(a), index.modelIds.indexOf(b), []);
    const f = (x: number | null) => (x === null ? '—' : `${x > 0 ? '+' : ''}${x.toFixed(1)}`);
    expect(cell).toBe(`${f(result.acc.value)} [${f(result.acc.lower)}, ${f(result.acc.upper)}]`);
    expect(await page.locator('tbody[data-rules] tr').count()).toBeGreaterThan(0);
    const href = await page.locator('tbody[data-rules] tr').first().locator('a').first().getAttribute('href');
    expect(href).toMatch(/\/rules\/R\d+\/$/);
  });

  it('shows P(row model ahead of column model) for every pair, the module\'s on the same resamples', async () => {
    await page.goto(url('compare/'));
    await ready(page, '[data-compare]');
    const config = JSON.parse(await page.locator('[data-compare] script[data-config]').textContent() ?? '{}').config as RerankConfig;
    expect(await shownProbabilities(page, '[data-ahead-chart]')).toEqual(expectedProbabilities(config, ''));
    // Every pair but the diagonal has a cell.
    expect(await page.locator('[data-ahead-chart] svg rect').count()).toBe(config.models.length * (config.models.length - 1));
  });
});

afterAll(() => {
  console.error(`issue5 re-rank recompute times (ms): ${timings.map((t) => `${t.what}: ${t.ms}`).join('; ')}`);
});
