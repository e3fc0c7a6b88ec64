/**
 * The search page as a reader sees it (the fixture site): a query no page holds says so instead
 * of listing pages that hold only a stem of it; a snippet keeps the break between a term and its
 * value (the model page's "Provider" and the fixture model's provider, from the fixture's model index).
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchChromium, type LaunchedBrowser } from './chromium.ts';

const siteUrl = inject('siteUrl');
let browser: LaunchedBrowser;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
  page = await browser.context.newPage();
});
afterAll(async () => browser?.close());

async function search(q: string): Promise<{ status: string; results: { title: string; snippet: string }[] }> {
  await page.goto(new URL(`search/?q=${encodeURIComponent(q)}`, siteUrl).href, { waitUntil: 'load' });
  await page.waitForFunction(() => /match|failed/.test(document.querySelector('[data-search-status]')?.textContent ?? ''), null, { timeout: 60_000 });
  return {
    status: await page.locator('[data-search-status]').textContent() ?? '',
    results: await page.locator('[data-search-results] li').evaluateAll((lis) => lis.map((li) => ({ title: li.querySelector('a')?.textContent ?? '', snippet: li.querySelector('p')?.textContent ?? '' }))),
  };
}

describe('search page', () => {
  it('a query that matches nothing says so ("zzzz": the SQL pages hold a lone z)', async () => {
    const { status, results } = await search('zzzz');
    expect(status).toBe('No page matches “zzzz”.');
    expect(results).toEqual([]);
  });

  it('snippets keep a space between a definition term and its value', async () => {
    const model = (JSON.parse(fs.readFileSync(path.resolve('test/fixtures/site/build/entities/models.json'), 'utf8')) as { models: { display_name: string; provider: string }[] }).models[0]!;
    const { status, results } = await search('Provider');
    expect(status).toMatch(/^\d+ pages? match/);
    const hit = results.find((r) => r.title.includes(model.display_name));
    expect(hit, `a result for ${model.display_name}`).toBeDefined();
    expect(hit!.snippet).toContain(`Provider ${model.provider}`);
    // No snippet runs a control's words together (the copy buttons: "Copy as LaTeX Markdown CSV").
    for (const r of results) expect(r.snippet, r.title).not.toMatch(/LaTeXMarkdown|MarkdownCSV/);
  });
});
