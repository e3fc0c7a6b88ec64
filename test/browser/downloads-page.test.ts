/**
 * The downloads page as a reader meets it (fixture site): a table of contents first whose every
 * link lands on a heading of the page (data files, formats, how to cite, how to reproduce), the
 * files before everything else, no simulator internals (no JSON) on it, and a link to the "What is
 * simulated" page, which lists the release manifest's invented parts (read from the fixture).
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
  browser = await launchChromium({ width: 390, height: 844 });
  page = await browser.context.newPage();
});
afterAll(async () => browser?.close());

describe('downloads page', () => {
  it('opens with a table of contents whose links all land on the page, files first, cite and reproduce listed', async () => {
    await page.goto(new URL('downloads/', siteUrl).href, { waitUntil: 'load' });
    const toc = await page.locator('nav.toc a[href^="#"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!.slice(1)));
    for (const id of ['files', 'format', 'cite', 'reproduce']) expect(toc).toContain(id);
    for (const id of toc) expect(await page.locator(`[id="${id}"]`).count(), id).toBe(1);
    // In page order: the table of contents, then the data files before any other section.
    const h2 = await page.locator('main h2').evaluateAll((hs) => hs.map((h) => h.id));
    expect(h2[0]).toBe('toc-title');
    expect(h2[1]).toBe('files');
    expect(h2.indexOf('cite')).toBeGreaterThan(h2.indexOf('files'));
    expect(h2.indexOf('reproduce')).toBeGreaterThan(h2.indexOf('files'));
    // The first file link is above the fold of a phone... or nearly: within two screens.
    const firstFile = await page.locator('.download-list a').first().boundingBox();
    expect(firstFile!.y).toBeLessThan(2 * 844);
  });

  it('shows no simulator internals and links to "What is simulated"', async () => {
    const text = await page.locator('main').innerText();
    expect(text).not.toMatch(/\{"/);
    expect(await page.locator('main a[href$="/simulated/"]').count()).toBeGreaterThan(0);
  });

  it('"What is simulated" lists every invented part of a simulated release\'s manifest, and says so of an official one', async () => {
    // The payload site's release sits beside its data build (test/browser/global-setup.ts).
    const manifest = JSON.parse(fs.readFileSync(path.join(path.dirname(inject('payloadDataDir')), 'payload-release/manifest.json'), 'utf8')) as { simulation: { invented: { what: string }[] } };
    await page.goto(new URL('simulated/', inject('payloadUrl')).href, { waitUntil: 'load' });
    expect(await page.locator('h1').textContent()).toBe('What is simulated');
    expect(await page.locator('section.invented h2').allTextContents()).toEqual(manifest.simulation.invented.map((i) => i.what));
    // The odd-shaped release is "official" (test/fixtures/odd-release/release/manifest.json).
    await page.goto(new URL('simulated/', inject('oddUrl')).href, { waitUntil: 'load' });
    expect(await page.locator('main').innerText()).toContain('This release is not simulated');
    expect(await page.locator('section.invented').count()).toBe(0);
  });
});
