/**
 * The verdict explorer while its Arrow file is still on the way: a sort click or a filter change
 * must not throw (it once read the columns of a file not yet read: "Cannot read properties of
 * undefined (reading 'values')", seen on the payload site), and once the file arrives the grid
 * shows the selection and the sort asked for meanwhile.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, watchPage, type LaunchedBrowser } from './chromium.ts';

const siteUrl = inject('siteUrl');
let browser: LaunchedBrowser;
beforeAll(async () => { browser = await launchChromium(); });
afterAll(async () => browser?.close());

describe('verdict explorer before its data arrive', () => {
  it('takes a sort click and a filter change without an error, and applies both when the file is read', async () => {
    const page = await browser.context.newPage();
    const { errors } = watchPage(page, new URL(siteUrl).origin);
    let release!: () => void;
    const held = new Promise<void>((resolve) => { release = resolve; });
    await page.route('**/*.arrow', async (route) => { await held; await route.continue(); });
    await page.goto(new URL('verdicts/', siteUrl).href, { waitUntil: 'domcontentloaded' });
    await page.locator('th[data-col="rule_id"] button.sort-button').click();
    await page.locator('select[name="model_id"]').selectOption('beta-2');
    expect(await page.locator('[data-verdict-explorer]').getAttribute('data-ready')).not.toBe('true');
    release();
    await page.waitForSelector('[data-verdict-explorer][data-ready="true"]', { timeout: 60_000 });
    expect(errors).toEqual([]);
    const url = new URL(page.url());
    expect([url.searchParams.get('v.sort'), url.searchParams.get('model_id')]).toEqual(['rule_id', 'beta-2']);
    expect(await page.locator('th[data-col="rule_id"]').getAttribute('aria-sort')).toBe('ascending');
    const models = await page.locator('tbody[data-rows] tr td:nth-child(2)').allTextContents();
    expect(models.length).toBeGreaterThan(0);
    expect(new Set(models.map((m) => m.trim()))).toEqual(new Set(['Beta-2']));
    await page.close();
  });
});
