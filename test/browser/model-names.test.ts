/**
 * Models are shown by their display names, never by bare id, where a table cell names them in
 * its text: the "Members" lists of the cluster and probe-gap tables and Table 2's "Top model by
 * Acc". On the odd-shaped release (its display names differ from its ids and hold bidi overrides
 * and formula text), built by the real data build: the expected names come from the release's
 * models.jsonl, the expected members from the table files the site serves.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, type LaunchedBrowser } from './chromium.ts';
import { releaseRows } from './odd-checks.ts';

const oddUrl = inject('oddUrl');
const release = path.resolve(import.meta.dirname, '../fixtures/odd-release/release');
const names = new Map(releaseRows(release, 'models').map((m) => [String(m.model_id), String(m.display_name)]));
let browser: LaunchedBrowser;

beforeAll(async () => { browser = await launchChromium({ width: 1366, height: 900 }); });
afterAll(async () => browser?.close());

async function tableFile(id: string): Promise<{ rows: Record<string, unknown>[] }> {
  const response = await fetch(new URL(`data/files/tables/${id}.json`, oddUrl));
  expect(response.ok).toBe(true);
  return (await response.json()) as { rows: Record<string, unknown>[] };
}

/** The ids (of names) a shown text still holds as whole tokens. */
function bareIds(text: string): string[] {
  return [...names.keys()].filter((id) => names.get(id) !== id && text.split(/[\s,]+/).includes(id));
}

describe('display names, not model ids, in the cells that name models', () => {
  it('the odd release has display names different from its ids (else this test could not fail)', () => {
    expect([...names].filter(([id, name]) => id !== name).length).toBeGreaterThan(1);
  });

  for (const [page, table] of [['tables/clusters/', 'clusters'], ['tables/probe_gaps/', 'probe_gaps'], ['reliability/', 'clusters'], ['reliability/', 'probe_gaps']] as const) {
    it(`${page}: every "Members" cell of ${table} lists the display names, each linking to its model page`, async () => {
      const rows = (await tableFile(table)).rows.filter((r) => typeof r.members === 'string' && r.members !== '');
      expect(rows.length).toBeGreaterThan(0);
      const tab = await browser.context.newPage();
      await tab.goto(new URL(page, oddUrl).href, { waitUntil: 'load' });
      const cells = tab.locator(`section[data-table="${table}"] tbody tr td:nth-child(${table === 'clusters' ? 3 : 6})`);
      expect(await cells.count()).toBe(rows.length);
      const shown = await cells.evaluateAll((tds) => tds.map((td) => ({ text: td.textContent ?? '', links: [...td.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]) })));
      const expected = rows.map((r) => String(r.members).split(' ')).sort((a, b) => a.join().localeCompare(b.join()));
      const got = shown.map((s) => s.links.map(([, href]) => /\/models\/([^/]+)\/$/.exec(href ?? '')![1]!)).sort((a, b) => a.join().localeCompare(b.join()));
      expect(got).toEqual(expected);
      for (const s of shown) {
        expect(bareIds(s.text)).toEqual([]);
        for (const [text, href] of s.links) expect(text).toBe(names.get(decodeURIComponent(/\/models\/([^/]+)\/$/.exec(href ?? '')![1]!)));
      }
      await tab.close();
    });
  }

  it('tables/table2_summary/: "Top model by Acc" names the model by its display name', async () => {
    const top = (await tableFile('table2_summary')).rows.find((r) => r.figure === 'top_model');
    const id = String(top?.text);
    expect(names.has(id)).toBe(true);
    const tab = await browser.context.newPage();
    await tab.goto(new URL('tables/table2_summary/', oddUrl).href, { waitUntil: 'load' });
    const row = tab.locator('section[data-table="table2_summary"] tbody tr', { hasText: 'Top model by Acc' });
    expect(await row.count()).toBe(1);
    const text = (await row.textContent()) ?? '';
    expect(bareIds(text)).toEqual([]);
    expect(await row.locator('a', { hasText: names.get(id)! }).getAttribute('href')).toMatch(new RegExp(`/models/${id.replace(/[.]/g, '\\.')}/$`));
    await tab.close();
  });
});
