/**
 * Paper-ready views on the site built from the hostile mini release (its model names and titles
 * carry HTML, LaTeX and Markdown payloads): "Copy as LaTeX / Markdown" of Table 2 (on its own page) gives exactly
 * what `npm run reproduce -- table2 --format latex|md` prints for the same data build (run here
 * on that build), for the rows shown, then the permalink and the release's sha256; "Copy as CSV"
 * gives the table's CSV download; the footer and "Cite this view" carry the sha256 and the URL
 * with its state; the "Paper beside build" page shows every figure of `reproduce -- all --check`
 * with the check's own verdict.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { runReproduce } from '../../src/reproduce/cli.ts';
import { besideAnchor } from '../../src/site/views/reproduce.ts';
import { launchChromium, type LaunchedBrowser } from './chromium.ts';

const siteUrl = inject('payloadUrl');
const dataDir = inject('payloadDataDir');
const sha = (JSON.parse(fs.readFileSync(path.join(dataDir, 'manifest.json'), 'utf8')) as { release: { manifest_sha256: string } }).release.manifest_sha256;
const TABLE = 'section[data-table="table2_leaderboard"]';
/** Table 2's own page: the overview shows one leaderboard, built from the model index, not this artifact. */
const table2Page = new URL('tables/table2_leaderboard/', siteUrl).href;
let browser: LaunchedBrowser;
let page: Page;

async function cli(args: string[]): Promise<string> {
  let out = '';
  const code = await runReproduce([...args, '--build', dataDir], { stdout: (t) => { out += t; }, stderr: () => {} });
  expect(code === 0 || (args.includes('--check') && code === 1), `reproduce ${args.join(' ')} exited ${code}`).toBe(true);
  return out;
}

async function copied(format: 'latex' | 'md' | 'csv'): Promise<string> {
  await page.evaluate(() => navigator.clipboard.writeText(''));
  await page.locator(`${TABLE} [data-copy="${format}"]`).click();
  await expect.poll(() => page.locator(`${TABLE} [data-copy-status]`).textContent()).toMatch(/^Copied /);
  return page.evaluate(() => navigator.clipboard.readText());
}

const bodyRows = (tex: string) => tex.slice(tex.indexOf('\\midrule\n') + 9, tex.indexOf('\\bottomrule')).trim().split('\n');

beforeAll(async () => {
  browser = await launchChromium();
  await browser.context.grantPermissions(['clipboard-read', 'clipboard-write']);
  page = await browser.context.newPage();
});
afterAll(async () => browser?.close());

describe('Copy as LaTeX / Markdown / CSV', () => {
  it("LaTeX and Markdown are reproduce's output for the table, then one footnote with the permalink and the release sha256", async () => {
    await page.goto(table2Page);
    const permalink = `${table2Page}#table-table2_leaderboard`;
    for (const format of ['latex', 'md'] as const) {
      const expected = await cli(['table2', '--format', format]);
      const text = await copied(format);
      expect(text.startsWith(expected), `${format}: copied text begins with reproduce's output`).toBe(true);
      const footnote = text.slice(expected.length);
      expect(footnote.trim().split('\n')).toHaveLength(1);
      expect(footnote).toContain(format === 'latex' ? `% Source: ${permalink} -- ` : `Source: <${permalink}>`);
      expect(footnote).toContain(sha);
    }
  });

  it('CSV is the CSV download of the table, then the source rows', async () => {
    await page.goto(table2Page);
    const download = await (await fetch(new URL('data/tables/table2_leaderboard.csv', siteUrl))).text();
    const text = await copied('csv');
    expect(text.startsWith(`${download}\r\nsource,`)).toBe(true);
    expect(text).toContain(`release_manifest_sha256,${sha}\r\n`);
  });

  it("with a filter in the URL, LaTeX holds reproduce's lines of exactly the rows shown, and the permalink keeps the filter", async () => {
    await page.goto(table2Page);
    const second = (await page.locator(`${TABLE} tbody tr`).nth(1).locator('td').first().textContent())!.trim();
    const filtered = new URL(table2Page);
    filtered.searchParams.set('table2_leaderboard.q', second);
    await page.goto(filtered.href);
    const shown = await page.$$eval(`${TABLE} tbody tr:not([hidden])`, (trs) => trs.map((tr) => Number((tr as HTMLElement).dataset.i)));
    const all = await page.locator(`${TABLE} tbody tr`).count();
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.length).toBeLessThan(all);
    const cliRows = bodyRows(await cli(['table2', '--format', 'latex']));
    const text = await copied('latex');
    expect(bodyRows(text)).toEqual(shown.map((i) => cliRows[i]));
    expect(text).toContain(`% Source: ${filtered.href}#table-table2_leaderboard -- `);
  });
});

describe('release identity and Cite this view', () => {
  it('the footer shows the release sha256; the citation has the URL with its sort state and the sha256', async () => {
    await page.goto(table2Page);
    expect((await page.locator('footer [data-release-sha256]').textContent())?.trim()).toBe(sha);
    await page.locator('footer [data-cite-view] summary').click();
    await page.locator(`${TABLE} th[data-col="ap_acc"] button`).click();
    const bibtex = await page.locator('footer [data-cite="bibtex"]').textContent();
    expect(bibtex).toContain(`url     = {${page.url()}}`);
    expect(page.url()).toContain('table2_leaderboard.sort=-ap_acc');
    expect(bibtex).toContain(sha);
    await page.locator('footer [data-cite-copy="plain"]').click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toContain(page.url());
  });
});

describe('Paper beside build', () => {
  it('shows every figure reproduce --check compares, with its verdict', async () => {
    const [figures] = JSON.parse(await cli(['all', '--check', '--format', 'json'])) as { rows: { id: string; ours: unknown; status: string }[] }[];
    await page.goto(new URL('reproduce/', siteUrl).href);
    const rows = await page.$$eval('tr[data-figure]', (trs) => trs.map((tr) => `${(tr as HTMLElement).dataset.figure} ${(tr as HTMLElement).dataset.status}`));
    const expected = figures!.rows.map((r) => `${r.id} ${r.ours === null ? 'missing' : r.status === 'OK' ? 'within' : 'outside'}`);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.sort()).toEqual(expected.sort());
  });
});

describe('the beside page from a paper table', () => {
  it("links a paper table to its figures on the beside page", async () => {
    await page.goto(table2Page);
    const href = await page.locator(`${TABLE} a`, { hasText: 'paper beside build' }).getAttribute('href');
    expect(href).toBe(`/reproduce/#${besideAnchor('Table 2')}`);
    await page.goto(new URL(href!, siteUrl).href);
    expect(await page.locator(`#${besideAnchor('Table 2')} tr[data-figure]`).count()).toBeGreaterThan(0);
  });
});
