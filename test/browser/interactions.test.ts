/**
 * What a reader does on the built site (fixture data, base path /hif/): sort the leaderboard,
 * filter the rules and reload the shared URL, go from a rule to a model to a verdict's evidence,
 * download a CSV of what is shown, switch the theme, and read the tables with JavaScript off.
 * Expected orders come from the fixture's hand-picked numbers (test/fixtures/site/make-fixture.ts).
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchChromium, type LaunchedBrowser } from './chromium.ts';

const siteUrl = inject('siteUrl');
let browser: LaunchedBrowser;
let page: Page;
const url = (p: string) => new URL(p, siteUrl).href;
const leaderboardModels = (p: Page) => p.$$eval('section[data-table="leaderboard"] tbody tr:not([hidden]) td:first-child', (tds) => tds.map((td) => td.textContent?.trim()));

beforeAll(async () => {
  browser = await launchChromium();
  page = await browser.context.newPage();
});
afterAll(async () => browser?.close());

describe('leaderboard sorting', () => {
  it('sorts by AP-Acc with the keyboard, reflects it in aria-sort and the URL, and restores it on reload', async () => {
    await page.goto(url(''));
    // Fixture: Acc order Alpha-1 85.9 > Beta-2 83.1 > Gamma 72.1; AP-Acc order Beta-2 79.0 > Alpha-1 78.6 > Gamma 66.2.
    expect(await leaderboardModels(page)).toEqual(['Alpha-1', 'Beta-2', 'Gamma <3>']);
    const button = page.locator('section[data-table="leaderboard"] th[data-col="ap_acc"] button');
    await button.focus();
    await page.keyboard.press('Enter');
    expect(await leaderboardModels(page)).toEqual(['Beta-2', 'Alpha-1', 'Gamma <3>']);
    expect(await page.locator('section[data-table="leaderboard"] th[data-col="ap_acc"]').getAttribute('aria-sort')).toBe('descending');
    expect(new URL(page.url()).searchParams.get('leaderboard.sort')).toBe('-ap_acc');
    await page.keyboard.press('Space');
    expect(await leaderboardModels(page)).toEqual(['Gamma <3>', 'Alpha-1', 'Beta-2']);
    await page.reload();
    expect(await leaderboardModels(page)).toEqual(['Gamma <3>', 'Alpha-1', 'Beta-2']);
    expect(await page.locator('section[data-table="leaderboard"] th[data-col="ap_acc"]').getAttribute('aria-sort')).toBe('ascending');
  });

  it('shows each estimate together with its interval', async () => {
    await page.goto(url(''));
    // Acc is the column after Model (Table 2 leads with Acc, AP-Acc, Δ); the fixture's alpha-1 row.
    const cell = await page.locator('section[data-table="leaderboard"] tbody tr:first-child td').nth(1).textContent();
    expect(cell?.trim()).toBe('85.9 [82.5, 89.3]');
  });
});

describe('rules facets', () => {
  it('filters by facet and text, keeps both in the URL, and a reload of that URL shows the same rows', async () => {
    await page.goto(url('rules/'));
    const rows = () => page.$$eval('section[data-table="rules"] tbody tr:not([hidden]) td:first-child', (tds) => tds.map((td) => td.textContent?.trim()));
    expect(await rows()).toEqual(['R0001', 'R0002', 'R0003', 'R0004']);
    await page.getByLabel(/Tool use/).check();
    await page.getByLabel(/Workflow/).check();
    expect(await rows()).toEqual(['R0001', 'R0004']);
    await page.locator('section[data-table="rules"] input[data-filter]').fill('ripgrep');
    expect(await rows()).toEqual(['R0004']);
    const shared = page.url();
    expect(new URL(shared).searchParams.get('family')).toBe('tool_use,workflow');
    expect(new URL(shared).searchParams.get('rules.q')).toBe('ripgrep');
    const other = await browser.context.newPage();
    await other.goto(shared);
    expect(await other.$$eval('section[data-table="rules"] tbody tr:not([hidden]) td:first-child', (tds) => tds.map((td) => td.textContent?.trim()))).toEqual(['R0004']);
    expect(await other.getByLabel(/Workflow/).isChecked()).toBe(true);
    await other.close();
  });
});

describe('from a rule to a model to the evidence of a verdict', () => {
  it('follows links all the way to the highlighted verdict', async () => {
    await page.goto(url('rules/R0001/'));
    await page.locator('details.alt-table summary').first().click();
    // By exact name: the row's "rows behind Gamma <3>" link (provenance) also contains the name.
    await page.locator('details.alt-table').getByRole('link', { name: 'Gamma <3>', exact: true }).first().click();
    await page.waitForURL(/\/hif\/models\/gamma-3\/$/);
    await page.locator('details.all-failures summary').click(); // the full list is collapsed by default
    const verdictLink = page.locator('section[data-table="failures"] tbody tr').first().locator('a').first();
    const verdictId = (await verdictLink.textContent())!.trim();
    await verdictLink.click();
    await page.waitForURL(new RegExp(`/hif/tasks/T\\d{3}/gamma-3/#${verdictId}$`));
    const target = page.locator(`li[id="${verdictId}"]`);
    expect(await target.evaluate((el) => el.matches(':target'))).toBe(true);
    expect(await target.locator('pre').textContent()).toContain('no test run before commit');
  });
});

describe('downloads', () => {
  it('downloads a CSV of exactly the rows shown, in the order shown, with interval bounds as columns', async () => {
    await page.goto(url('?leaderboard.sort=ap_acc'));
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.locator('section[data-table="leaderboard"] button[data-download="csv"]').click(),
    ]);
    expect(download.suggestedFilename()).toBe('leaderboard.csv');
    const text = fs.readFileSync((await download.path())!, 'utf8');
    const lines = text.trim().split('\r\n');
    expect(lines[0]!.split(',').slice(0, 5)).toEqual(['model_id', 'acc', 'acc_lower', 'acc_upper', 'ap_acc']);
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(['gamma-3', 'alpha-1', 'beta-2']);
  });
});

describe('theme', () => {
  it('toggles auto → light → dark and keeps the choice across pages', async () => {
    await page.goto(url(''));
    const toggle = page.locator('[data-theme-toggle]');
    expect(await toggle.textContent()).toBe('Theme: auto');
    await toggle.click();
    await toggle.click();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await page.goto(url('models/'));
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(bg).toBe('rgb(15, 20, 25)');
    await page.locator('[data-theme-toggle]').click();
  });
});

describe('JavaScript off', () => {
  it('still shows the simulated banner and the full server-rendered tables, with no dead controls', async () => {
    const noJs = await browser.context.browser()?.newContext({ javaScriptEnabled: false }) ?? null;
    // A persistent context has no browser handle: open a second persistent-like page with JS disabled via CDP instead.
    const p = noJs ? await noJs.newPage() : await browser.context.newPage();
    if (!noJs) {
      const cdp = await browser.context.newCDPSession(p);
      await cdp.send('Emulation.setScriptExecutionDisabled', { value: true });
    }
    await p.goto(url('?leaderboard.sort=ap_acc'));
    expect(await p.locator('.sim-banner').textContent()).toContain('Simulated release');
    expect(await p.$$eval('section[data-table="leaderboard"] tbody tr td:first-child', (tds) => tds.map((td) => td.textContent?.trim()))).toEqual(['Alpha-1', 'Beta-2', 'Gamma <3>']);
    expect(await p.locator('[data-tools]').first().isVisible()).toBe(false);
    expect(await p.locator('[data-theme-toggle]').isVisible()).toBe(false);
    await p.close();
    await noJs?.close();
  });
});

describe('narrow screens', () => {
  it('fits the main pages into 360 px without horizontal page scrolling (wide tables scroll in their own box)', async () => {
    const narrow = await browser.context.newPage();
    await narrow.setViewportSize({ width: 360, height: 800 });
    const overflowing: string[] = [];
    // Task pages hold a wide outcome grid whose hidden labels once escaped their scroll box.
    for (const p of ['', 'models/alpha-1/', 'rules/', 'rules/R0001/', 'tasks/T001/', 'tasks/T001/alpha-1/', 'surfaces/', 'reliability/', 'downloads/', 'paper-map/']) {
      await narrow.goto(url(p));
      const overflow = await narrow.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      if (overflow > 0) overflowing.push(`${p || '(overview)'}: ${overflow}px`);
    }
    expect(overflowing).toEqual([]);
    await narrow.close();
  });
});

describe('verdict explorer', () => {
  it('folds its filters on a phone (the matches come first) and says how many are set', async () => {
    const phone = await browser.context.newPage();
    await phone.setViewportSize({ width: 390, height: 844 });
    await phone.goto(url('verdicts/?model_id=gamma-3&pass=0'));
    await phone.waitForSelector('tbody[data-rows] tr');
    expect(await phone.locator('details[data-filter-panel]').evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    expect(await phone.locator('[data-filter-count]').textContent()).toBe('· 2 set');
    expect(await phone.locator('select[name="model_id"]').isVisible()).toBe(false);
    await phone.locator('details[data-filter-panel] > summary').click();
    expect(await phone.locator('select[name="model_id"]').isVisible()).toBe(true);
    await phone.close();
    await page.goto(url('verdicts/'));
    await page.waitForSelector('tbody[data-rows] tr');
    expect(await page.locator('details[data-filter-panel]').evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    expect(await page.locator('[data-filter-count]').textContent()).toBe('· none set');
  });

  it('loads the Arrow file for a shared selection and lists exactly the matching verdicts, each linking to its evidence', async () => {
    await page.goto(url('verdicts/?model_id=gamma-3&pass=0'));
    await page.waitForSelector('tbody[data-rows] tr');
    const ids = await page.$$eval('tbody[data-rows] tr td:first-child', (tds) => tds.map((td) => td.textContent));
    // The same three failures the fixture's gamma-3 model page lists (make-fixture.ts: failures of gamma-3).
    expect(ids).toEqual(['V000017', 'V000024', 'V000042']);
    expect(await page.locator('[data-summary]').textContent()).toContain('3 qualifying verdicts match: 0 pass, 3 fail');
    // `pass=0` (the rows links' parameter) is read as the effective verdict fail, and written back under its own name.
    expect(await page.locator('select[name="effective_verdict"]').inputValue()).toBe('fail');
    await page.selectOption('select[name="effective_verdict"]', '');
    expect(new URL(page.url()).searchParams.get('pass')).toBeNull();
    expect(new URL(page.url()).searchParams.get('effective_verdict')).toBeNull();
    await page.locator('tbody[data-rows] a', { hasText: 'V000017' }).click();
    await page.waitForURL(/\/hif\/tasks\/T001\/gamma-3\/#V000017$/);
  });
});

describe('downloads rebuilt from the page', () => {
  it('downloads the JSON of a table without intervals from the rendered rows, with raw values and types', async () => {
    await page.goto(url('rules/'));
    await page.locator('section[data-table="rules"] input[data-filter]').fill('ripgrep');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.locator('section[data-table="rules"] button[data-download="json"]').click(),
    ]);
    const json = JSON.parse(fs.readFileSync((await download.path())!, 'utf8'));
    expect(json.rowsFromDom).toBeUndefined();
    expect(json.view).toEqual({ sort: null, descending: false, filter: 'ripgrep' });
    // Fixture R0004 (make-fixture.ts): tool_use, prefer, against, llm_judge; boolean and number keep their types.
    expect(json.rows).toHaveLength(1);
    expect(json.rows[0].rule_id).toBe('R0004');
    expect(json.rows[0].in_panel).toBe(true);
    expect(typeof json.rows[0].qualifying).toBe('number');
  });
});
