/**
 * The failures page shows Table 5's per-model rows (table5_family_by_model) as a model × family
 * matrix: every row of the artifact the build wrote is the number in its cell, the families named
 * by their labels (vocab.ts), the long list collapsed below; at 390 px the matrix scrolls inside a
 * keyboard-focusable region, every number fits its cell and the model names stay in view.
 * Site: the data build of the hostile mini release (its model names carry markup).
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { FAMILY_META, type Family } from '../../src/release/vocab.ts';
import { launchChromium, type LaunchedBrowser } from './chromium.ts';

const siteUrl = inject('payloadUrl');
const table = JSON.parse(fs.readFileSync(path.join(inject('payloadDataDir'), 'tables/table5_family_by_model.json'), 'utf8')) as {
  rows: { model_id: string; family: Family; passes: number; qualifying: number; acc: number | null }[];
};
let browser: LaunchedBrowser;

beforeAll(async () => { browser = await launchChromium({ width: 1366, height: 900 }); });
afterAll(async () => browser?.close());

describe('failures page: model × family matrix', () => {
  it('puts every row of table5_family_by_model in its cell, with the family labels, and the list collapsed below', async () => {
    const page = await browser.context.newPage();
    await page.goto(new URL('failures/', siteUrl).href, { waitUntil: 'load' });
    const matrix = page.locator('#table5_family_by_model [data-family-matrix] table');
    const families = await matrix.locator('thead th[data-family]').evaluateAll((ths) => ths.map((th) => [(th as HTMLElement).dataset.family!, th.textContent!]));
    expect(families.map(([, label]) => label).sort()).toEqual([...new Set(table.rows.map((r) => FAMILY_META[r.family].label))].sort());
    for (const [id, label] of families) expect(label, id).toBe(FAMILY_META[id as Family].label);
    const column = new Map(families.map(([id], i) => [id!, i]));
    expect(table.rows.length).toBeGreaterThan(0);
    for (const r of table.rows) {
      const cell = matrix.locator(`tbody tr[data-model="${r.model_id}"] td`).nth(column.get(r.family)!);
      // hand: the accuracy to one decimal, then passes / qualifying for screen readers.
      expect(await cell.textContent(), `${r.model_id} × ${r.family}`).toBe(`${r.acc === null ? '—' : r.acc.toFixed(1)} (${r.passes} / ${r.qualifying} passes)`);
    }
    const list = page.locator('#table5_family_by_model details[data-matrix-list]');
    expect(await list.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    expect(await list.locator('tbody tr').count()).toBe(table.rows.length);
    await page.close();
  });

  it('is readable at 390 px: scrolls in a focusable region, numbers fit their cells, model names stay in view', async () => {
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(new URL('failures/', siteUrl).href, { waitUntil: 'load' });
    const region = page.locator('#table5_family_by_model [data-family-matrix]');
    expect(await region.getAttribute('tabindex')).toBe('0');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const cramped = await region.locator('td, th').evaluateAll((cells) => cells.filter((c) => c.scrollWidth > c.clientWidth + 1 || parseFloat(getComputedStyle(c).fontSize) < 12).map((c) => c.textContent));
    expect(cramped).toEqual([]);
    await region.evaluate((r) => { r.scrollLeft = r.scrollWidth; });
    const name = region.locator('tbody th').first();
    const [box, frame] = [await name.boundingBox(), await region.boundingBox()];
    expect(box!.x).toBeGreaterThanOrEqual(frame!.x - 1);
    await page.close();
  });
});
