/**
 * Re-rank's "Copy as LaTeX / Markdown / CSV" (issue 20) on the built site: with no filter the
 * copied cells are exactly what `npm run reproduce -- table2 --format md|csv` prints for the
 * columns re-rank shows (numbers recomputed in the browser, reproduce's from the build's Table 2;
 * on the hostile mini release's real data build);
 * with a filter the copy holds the rows and numbers of the table shown, a caption naming the
 * selection and saying F-Acc/DW-Acc are not recomputed, and the permalink with the selection.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchChromium, type LaunchedBrowser } from './chromium.ts';
import { FAMILIES } from '../../src/release/vocab.ts';

const root = path.resolve(import.meta.dirname, '../..');
/** The fixture site (hand-made Table 2, not the bootstrap's) for the filtered copy. */
const siteUrl = inject('siteUrl');
/** A real data build (the hostile mini release's) and its site, where re-rank's no-filter numbers are the build's Table 2. */
const payloadUrl = inject('payloadUrl');
const payloadDataDir = inject('payloadDataDir');
let browser: LaunchedBrowser;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
  await browser.context.grantPermissions(['clipboard-read', 'clipboard-write']);
  page = await browser.context.newPage();
});
afterAll(async () => browser?.close());

async function ready(query: string, site = siteUrl): Promise<void> {
  await page.goto(new URL(`rerank/${query}`, site).href);
  await page.waitForSelector('[data-rerank][data-ready="true"]', { timeout: 60_000 });
}

async function copied(format: 'latex' | 'md' | 'csv'): Promise<string> {
  await page.evaluate(() => navigator.clipboard.writeText(''));
  const box = page.locator('[data-rerank-copy] .copy-box');
  await box.locator(`[data-copy="${format}"]`).click();
  await expect.poll(() => box.locator('.copy-status').textContent()).toMatch(/^Copied /);
  return page.evaluate(() => navigator.clipboard.readText());
}

/** The first Markdown table of a text as columns by heading label. */
function mdColumns(md: string): Map<string, string[]> {
  const lines = md.split('\n');
  const start = lines.findIndex((l) => l.startsWith('| '));
  const table: string[][] = [];
  for (const l of lines.slice(start)) { if (!l.startsWith('|')) break; table.push(l.slice(2, -2).split(' | ')); }
  const [head, , ...rows] = table;
  return new Map(head!.map((h, i) => [h, rows.map((r) => r[i]!)]));
}

/** Markdown's escapes undone (reproduce escapes brackets, and < > & in release text). */
const unescapeMd = (s: string) => s.replace(/\\(.)/g, '$1').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&amp;/g, '&');

/** The first CSV block of a text (up to the blank line) as columns by heading. */
function csvColumns(csv: string): Map<string, string[]> {
  const [head, ...rows] = csv.split('\r\n\r\n')[0]!.split('\r\n').filter((l) => l !== '').map((line) =>
    [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g)].slice(0, -1).map((m) => m[1]!.replace(/^"|"$/g, '').replace(/""/g, '"')));
  return new Map(head!.map((h, i) => [h, rows.map((r) => r[i]!)]));
}

/** What `npm run reproduce -- table2 --format <format>` prints for the payload site's data build. */
function reproduceTable2(format: 'md' | 'csv'): string {
  const run = spawnSync(process.execPath, ['scripts/reproduce.ts', 'table2', '--format', format, '--build', payloadDataDir], { cwd: root, encoding: 'utf8' });
  expect(run.status, run.stderr).toBe(0);
  return run.stdout;
}

describe('re-rank: copy the table shown', () => {
  it('with no filter, the copied Markdown and CSV equal reproduce table2 in every column re-rank shows', async () => {
    await ready('', payloadUrl);
    expect(await page.locator('[data-build-match]').getAttribute('data-same')).toBe('true');
    for (const format of ['md', 'csv'] as const) {
      const parse = format === 'md' ? mdColumns : csvColumns;
      const copy = parse(await copied(format));
      const expected = parse(reproduceTable2(format));
      // Exactly the columns the page's table shows, in its order (no F-Acc, no DW-Acc).
      expect([...copy.keys()]).toHaveLength(await page.locator('[data-rerank-table] thead th').count());
      expect([...copy.keys()].some((h) => /F-Acc|DW-Acc/.test(h))).toBe(false);
      const common = [...copy.keys()].filter((h) => expected.has(h));
      expect(common, `${format}: shared columns`).toEqual(expect.arrayContaining([...copy.keys()].filter((h) => /^(Rank|Tier|Name|Acc|AP-Acc|Δ)\b/.test(h))));
      expect(common.length).toBeGreaterThanOrEqual(6);
      for (const h of common) expect(copy.get(h), `${format} column ${h}`).toEqual(expected.get(h));
    }
  });

  it('with a filter, the copy holds the rows shown, a caption with the selection, and the permalink', async () => {
    let family: string | undefined;
    for (const f of FAMILIES) {
      await ready(`?family=${f}`);
      if (await page.locator('[data-rerank]').getAttribute('data-empty') === 'false') { family = f; break; }
    }
    expect(family, 'a family with selected verdicts').toBeDefined();
    expect(await page.locator('[data-build-match]').getAttribute('data-same')).toBe('filtered');
    const shown = await page.$$eval('[data-rerank-table] tbody tr', (trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim() ?? '')));
    const md = await copied('md');
    const copy = mdColumns(md);
    const columns = [...copy.values()];
    expect(columns).toHaveLength(shown[0]!.length);
    const numbers = (s: string) => (s.match(/[+-]?\d[\d,]*(?:\.\d+)?/g) ?? []).map((x) => Number(x.replace(/,/g, '')));
    shown.forEach((row, r) => row.forEach((text, c) => {
      const cell = unescapeMd(columns[c]![r]!);
      if (c === 2) { expect(cell).toBe(text); return; }
      const [a, b] = [numbers(text), numbers(cell)];
      expect(b.length, `row ${r} column ${c}: "${cell}" vs shown "${text}"`).toBe(a.length);
      // The page rounds to one decimal, reproduce's formats to one or two: the same value within rounding.
      a.forEach((x, i) => expect(Math.abs(x - b[i]!), `row ${r} column ${c}: "${cell}" vs shown "${text}"`).toBeLessThanOrEqual(0.05 + 1e-9));
    }));
    const selected = (await page.locator('[data-selected]').textContent())!.replace(/^· now: /, '').trim();
    expect(unescapeMd(md)).toContain(`re-ranked for the selection: ${selected}.`);
    expect(md).toContain('F-Acc and DW-Acc are not');
    const sha = (await page.locator('[data-release-sha256]').first().textContent())!.trim();
    expect(md).toContain(sha);
    expect(md).toMatch(new RegExp(`rerank/\\?[^>]*family=${family}[^>]*#rerank-table>`));
    const tex = await copied('latex');
    expect(tex).toContain('\\label{tab:harness-if-rerank}');
    expect(tex).toContain('\\caption{Harness-IF leaderboard re-ranked for the selection: ');
  });
});
