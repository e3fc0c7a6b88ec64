/**
 * From a number to the evidence behind it: from the overview, a failing verdict's evidence of the
 * top and of the bottom model is reached in at most three clicks; the verdict explorer filters
 * from the URL, sorts (click and keyboard, aria-sort), pages and downloads its selection; a task
 * × model page is at most 4,000 px tall at 1366 px with every row collapsed, and its anchors open
 * their row (axe-core on these pages: axe-light.test.ts, axe-dark.test.ts). Expected counts are recounted from the Arrow file the site serves.
 */
import fs from 'node:fs';
import path from 'node:path';
import { tableFromIPC, type Table } from 'apache-arrow';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchChromium, type LaunchedBrowser } from './chromium.ts';

const siteUrl = inject('siteUrl');
const oddUrl = inject('oddUrl');
const siteDir = inject('siteDir');
let browser: LaunchedBrowser;

beforeAll(async () => { browser = await launchChromium({ width: 1366, height: 900 }); });
afterAll(async () => browser?.close());

const summaryText = async (page: Page) => {
  const summary = page.locator('[data-summary]');
  await expect.poll(async () => (await summary.textContent()) ?? '', { timeout: 30_000 }).toMatch(/match/);
  return (await summary.textContent())!;
};

async function arrowOf(base: string): Promise<Table> {
  const response = await fetch(new URL('data/files/verdicts.arrow', base));
  expect(response.ok).toBe(true);
  return tableFromIPC(new Uint8Array(await response.arrayBuffer()));
}

describe('from the overview to a failure of the top and of the bottom model', () => {
  for (const which of ['first', 'last'] as const) {
    it(`${which} leaderboard row: rows link, sort by effective verdict, first verdict: its evidence, open (3 clicks)`, async () => {
      const page = await browser.context.newPage();
      await page.goto(new URL('', siteUrl).href, { waitUntil: 'load' });
      const rows = page.locator('#table-leaderboard tbody tr');
      const row = which === 'first' ? rows.first() : rows.last();
      await row.locator('td.rows-col a').click(); // 1
      await page.waitForURL(/\/verdicts\/\?/);
      await summaryText(page);
      await page.locator('th[data-col="effective_verdict"] button').click(); // 2: ascending = failures first
      const first = page.locator('tbody[data-rows] tr').first();
      expect(await first.locator('td').last().textContent()).toBe('fail');
      const id = (await first.locator('td').first().textContent())!;
      await first.locator('td').first().locator('a').click(); // 3
      await page.waitForURL(new RegExp(`#${id}$`));
      const target = page.locator(`li[id="${id}"]`);
      expect(await target.getAttribute('data-verdict')).toBe('fail');
      expect(await target.locator('details').evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
      expect(await target.locator('pre').isVisible()).toBe(true);
      await page.close();
    });
  }
});

describe('verdict explorer', () => {
  it('applies the URL filters at once, shows display names and links every model, task, rule and verdict cell', async () => {
    const arrow = tableFromIPC(fs.readFileSync(path.join(siteDir, 'data/files/verdicts.arrow')));
    const model = arrow.getChild('model_id')!;
    const effective = arrow.getChild('effective_verdict')!;
    let fails = 0;
    for (let i = 0; i < arrow.numRows; i++) if (model.get(i) === 'gamma-3' && effective.get(i) === 'fail') fails++;
    expect(fails).toBeGreaterThan(0);
    const page = await browser.context.newPage();
    // `model` and `verdict=fail` are read as model_id and effective_verdict=fail.
    await page.goto(new URL('verdicts/?model=gamma-3&verdict=fail', siteUrl).href, { waitUntil: 'load' });
    expect(await summaryText(page)).toContain(`${fails} qualifying verdicts match: 0 pass, ${fails} fail`);
    expect(await page.locator('select[name="model_id"]').inputValue()).toBe('gamma-3');
    const first = page.locator('tbody[data-rows] tr').first().locator('td');
    expect(await first.nth(1).textContent()).toBe('Gamma <3>');
    for (const [cell, href] of [[0, /\/tasks\/T\d+\/gamma-3\/#V\d+$/], [1, /\/models\/gamma-3\/$/], [2, /\/tasks\/T\d+\/$/], [4, /\/rules\/R\d+\/$/], [9, /\/tasks\/T\d+\/gamma-3\/#V\d+$/]] as const) {
      expect(await first.nth(cell).locator('a').getAttribute('href')).toMatch(href);
    }
    expect(await first.nth(4).locator('a').getAttribute('title')).toMatch(/^R\d+: \S/);
    await page.close();
  });

  it('opens on the qualifying verdicts; sorts by click and keyboard (aria-sort, URL), pages over all verdicts, filters raw and effective verdicts, downloads and copies the selection', async () => {
    const arrow = await arrowOf(oddUrl);
    expect(arrow.numRows).toBeGreaterThan(100);
    const effective = arrow.getChild('effective_verdict')!;
    const raw = arrow.getChild('raw_verdict')!;
    const roundColumn = arrow.getChild('round')!;
    let qualifying = 0;
    let maxRound = 0;
    let collapsed = 0;
    for (let i = 0; i < arrow.numRows; i++) {
      if (effective.get(i) !== 'pass' && effective.get(i) !== 'fail') continue;
      qualifying++;
      maxRound = Math.max(maxRound, Number(roundColumn.get(i)));
    }
    for (let i = 0; i < arrow.numRows; i++) if (raw.get(i) === 'fail' && effective.get(i) === 'na') collapsed++;
    // The odd-shaped release has non-qualifying verdicts and collapsed failures, so "all" differs from the default view.
    expect(qualifying).toBeLessThan(arrow.numRows);
    expect(collapsed).toBeGreaterThan(0);
    const page = await browser.context.newPage();
    await page.goto(new URL('verdicts/', oddUrl).href, { waitUntil: 'load' });
    expect(await summaryText(page)).toContain(`${qualifying.toLocaleString('en')} qualifying verdicts match`);
    const rounds = () => page.$$eval('tbody[data-rows] tr td:nth-child(4)', (tds) => tds.map((td) => Number(td.textContent)));
    expect(await page.locator('tbody[data-rows] tr').count()).toBe(50);
    await page.locator('th[data-col="round"] button').click();
    expect(await page.locator('th[data-col="round"]').getAttribute('aria-sort')).toBe('ascending');
    const up = await rounds();
    expect(up).toEqual([...up].sort((a, b) => a - b));
    await page.locator('th[data-col="round"] button').focus();
    await page.keyboard.press('Enter');
    expect(await page.locator('th[data-col="round"]').getAttribute('aria-sort')).toBe('descending');
    expect(new URL(page.url()).searchParams.get('v.sort')).toBe('-round');
    expect((await rounds())[0]).toBe(maxRound);
    // Every verdict: counts say how many qualify; the last page holds the remainder, and pages never repeat a verdict.
    await page.locator('select[name="effective_verdict"]').selectOption('all');
    expect(new URL(page.url()).searchParams.get('effective_verdict')).toBe('all');
    expect(await summaryText(page)).toMatch(new RegExp(`^${arrow.numRows.toLocaleString('en')} verdicts match: ${qualifying.toLocaleString('en')} qualifying \\(`));
    const pages = Math.ceil(arrow.numRows / 50);
    const seen = new Set<string>();
    for (let p = 0; p < pages; p++) {
      for (const id of await page.$$eval('tbody[data-rows] tr td:first-child', (tds) => tds.map((td) => td.textContent ?? ''))) seen.add(id);
      if (p < pages - 1) await page.getByRole('button', { name: 'Next page' }).click();
    }
    expect(seen.size).toBe(arrow.numRows);
    expect(await page.getByRole('button', { name: 'Next page' }).isDisabled()).toBe(true);
    await page.reload();
    // The grid renders once the Arrow file has loaded again: wait for its summary first.
    expect(await summaryText(page)).toMatch(new RegExp(`^${arrow.numRows.toLocaleString('en')} verdicts match`));
    await expect.poll(() => page.locator('th[data-col="round"]').getAttribute('aria-sort'), { timeout: 30_000 }).toBe('descending');
    // Raw fail, effective n/a: the cascade's collapsed failures, none of them qualifying.
    await page.locator('select[name="raw_verdict"]').selectOption('fail');
    await page.locator('select[name="effective_verdict"]').selectOption('na');
    expect(await summaryText(page)).toBe(`${collapsed.toLocaleString('en')} verdicts match: 0 qualifying (0 pass, 0 fail); ${collapsed.toLocaleString('en')} n/a do not qualify (no accuracy counts them).`);
    expect(await page.locator('tbody[data-rows] tr').first().locator('td').nth(8).textContent()).toBe('fail');
    expect(await page.locator('tbody[data-rows] tr').first().locator('td').nth(9).textContent()).toBe('n/a');
    await page.locator('select[name="raw_verdict"]').selectOption('');
    await page.locator('select[name="effective_verdict"]').selectOption('fail');
    const text = await summaryText(page);
    const fails = Number(/^([\d,]+) qualifying/.exec(text)![1]!.replace(/,/g, ''));
    const [download] = await Promise.all([page.waitForEvent('download'), page.locator('button[data-csv]').click()]);
    const csv = fs.readFileSync((await download.path())!, 'utf8');
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe('verdict_id,model_id,model,task_id,round,rule_id,family,surface,method,modality_class,prior,lineage,raw_verdict,verdict');
    expect(lines).toHaveLength(fails + 1);
    expect(lines.slice(1).every((l) => l.endsWith(',fail,fail'))).toBe(true);
    // Copy as CSV: the download, then the permalink and release; Markdown: one table row per verdict.
    await browser.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const copied = async (format: string) => {
      await page.evaluate(() => navigator.clipboard.writeText(''));
      await page.locator(`button[data-copy="${format}"]`).click();
      await expect.poll(() => page.locator('[data-copy-status]').textContent()).toMatch(/^Copied /);
      return page.evaluate(() => navigator.clipboard.readText());
    };
    const copyCsv = await copied('csv');
    expect(copyCsv.startsWith(csv)).toBe(true);
    expect(copyCsv.slice(csv.length)).toContain(`source,${page.url()}`);
    const md = (await copied('md')).split('\n');
    expect(md.filter((l) => /^\| V\d+ \|/.test(l))).toHaveLength(fails);
    expect(md.join('\n')).toContain('manifest sha256');
    await page.close();
  });

  it('a text query reads the evidence of the selected tasks only and selects the verdicts whose evidence holds it', async () => {
    const shard = JSON.parse(fs.readFileSync(path.join(siteDir, 'tasks/T001/verdicts.json'), 'utf8')) as { verdicts: { verdict_id: string; verdict: string; evidence: string; rationale: string }[] };
    const word = shard.verdicts.find((v) => v.verdict === 'fail')!.evidence.split(/\s+/).find((w) => w.length > 4)!;
    const expected = shard.verdicts.filter((v) => (v.verdict === 'pass' || v.verdict === 'fail') && `${v.evidence}\n${v.rationale}`.toLowerCase().includes(word.toLowerCase())).map((v) => v.verdict_id);
    const page = await browser.context.newPage();
    const fetched: string[] = [];
    page.on('request', (r) => { if (r.url().endsWith('/verdicts.json')) fetched.push(new URL(r.url()).pathname); });
    await page.goto(new URL(`verdicts/?task_id=T001&q=${encodeURIComponent(word)}`, siteUrl).href, { waitUntil: 'load' });
    await expect.poll(async () => (await summaryText(page)).startsWith(`${expected.length} qualifying`), { timeout: 30_000 }).toBe(true);
    expect(fetched).toEqual(['/hif/tasks/T001/verdicts.json']);
    expect(await page.$$eval('tbody[data-rows] tr td:first-child', (tds) => tds.map((td) => td.textContent))).toEqual(expected.slice(0, 50));
    await page.close();
  });
});

describe('task × model evidence page', () => {
  /** The task × model page with the most verdicts of a site, from its shards. */
  async function largestEvidencePage(base: string): Promise<string> {
    const index = await (await fetch(new URL('tasks/', base))).text();
    const ids = [...new Set([...index.matchAll(/href="[^"]*\/tasks\/([^/"]+)\/"/g)].map((m) => m[1]!))];
    let best = { n: -1, page: '' };
    for (const id of ids) {
      const response = await fetch(new URL(`tasks/${id}/verdicts.json`, base));
      if (!response.ok) continue;
      const counts = new Map<string, number>();
      for (const v of ((await response.json()) as { verdicts: { model_id: string }[] }).verdicts) counts.set(v.model_id, (counts.get(v.model_id) ?? 0) + 1);
      for (const [model, n] of counts) if (n > best.n) best = { n, page: `tasks/${id}/${model}/` };
    }
    expect(best.n).toBeGreaterThan(0);
    return best.page;
  }

  it('is at most 4,000 px tall at 1366 px before anything is expanded (the largest page of two sites)', async () => {
    const page = await browser.context.newPage();
    for (const base of [siteUrl, oddUrl]) {
      await page.goto(new URL(await largestEvidencePage(base), base).href, { waitUntil: 'load' });
      expect(await page.locator('.verdict-rows details[open]').count()).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(4000);
    }
    await page.close();
  });

  it('a verdict anchor opens its row, on load and on hashchange; the filter shows failures only', async () => {
    const page = await browser.context.newPage();
    await page.goto(new URL('tasks/T001/gamma-3/#V000017', siteUrl).href, { waitUntil: 'load' });
    expect(await page.locator('li[id="V000017"] details').evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    await page.evaluate(() => { location.hash = 'V000024'; });
    await expect.poll(() => page.locator('li[id="V000024"] details').evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    const all = await page.locator('.verdict-rows > li').count();
    await page.locator('input[name="failures"]').check();
    const visible = await page.locator('.verdict-rows > li:not([hidden])').evaluateAll((lis) => lis.map((li) => li.getAttribute('data-verdict')));
    expect(visible.length).toBeGreaterThan(0);
    expect(visible.length).toBeLessThan(all);
    expect(visible.every((v) => v === 'fail')).toBe(true);
    await page.close();
  });
});

describe('a rule id shows the rule\'s text on hover (title) and on keyboard focus (visible tooltip)', () => {
  const states: [string, string, (p: Page) => Promise<void>][] = [
    ['explorer', 'verdicts/?model_id=gamma-3', async (p) => { await summaryText(p); }],
    ['task outcome grid', 'tasks/T001/', async (p) => { await p.locator('h2#grid ~ details summary').first().click(); }],
    ['evidence page', 'tasks/T001/gamma-3/#V000017', async () => {}],
  ];
  for (const [where, at, prepare] of states) {
    it(`${where}: the first visible rule link carries its rule's text and shows it when tabbed to`, async () => {
      const page = await browser.context.newPage();
      await page.goto(new URL(at, siteUrl).href, { waitUntil: 'load' });
      await prepare(page);
      const rule = page.locator('main a[href*="/rules/R"]:visible').first();
      const href = (await rule.getAttribute('href'))!;
      const id = (await rule.textContent())!.trim();
      expect(href).toMatch(new RegExp(`/rules/${id}/$`));
      const tip = (await rule.getAttribute('data-tip'))!;
      expect(await rule.getAttribute('title')).toBe(tip);
      // The tip is the rule page's own text (the explorer prefixes the id).
      const rulePage = await browser.context.newPage();
      await rulePage.goto(new URL(href, siteUrl).href, { waitUntil: 'load' });
      const text = tip.replace(new RegExp(`^${id}: `), '');
      expect(text.length).toBeGreaterThan(0);
      expect(await rulePage.locator('main').textContent()).toContain(text);
      await rulePage.close();
      // Keyboard: focus the element before the link, then Tab onto it.
      await rule.evaluate((a) => { const all = [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, summary, [tabindex="0"]')]; all[all.indexOf(a as HTMLElement) - 1]!.focus(); });
      await page.keyboard.press('Tab');
      expect(await rule.evaluate((a) => a === document.activeElement && a.matches(':focus-visible'))).toBe(true);
      const shown = await rule.evaluate((a) => { const s = getComputedStyle(a, '::after'); return { content: s.content, display: s.display }; });
      expect(shown.display).not.toBe('none');
      expect(shown.content).toBe(JSON.stringify(tip));
      await page.close();
    });
  }
});

