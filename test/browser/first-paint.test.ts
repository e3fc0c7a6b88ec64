/**
 * Issue 17: the overview page weighs at most 60 KB, compressed as the bundled server serves it
 * (brotli or gzip by Accept-Encoding), counting the document and everything requested before the
 * first paint (stylesheets, scripts, fonts, images). Measured in Chromium on each test site.
 * Bytes, not time: the check is not a timed assertion.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, type LaunchedBrowser } from './chromium.ts';
import { bytesBeforeFirstPaint } from './first-paint.ts';

const MAX_BYTES = 60_000;
const sites = { fixture: inject('siteUrl'), payload: inject('payloadUrl'), odd: inject('oddUrl') };
let browser: LaunchedBrowser;

beforeAll(async () => {
  browser = await launchChromium({ width: 390, height: 800 });
});
afterAll(async () => browser?.close());

describe.each(Object.entries(sites))('the overview of the %s site', (_, site) => {
  it(`transfers at most ${MAX_BYTES / 1000} KB compressed before its first paint`, async () => {
    const page = await browser.context.newPage();
    const compressed: string[] = [];
    page.on('response', (r) => { if (r.headers()['content-encoding']) compressed.push(r.url()); });
    const result = await bytesBeforeFirstPaint(page, site);
    await page.close();
    // The document and its stylesheet are counted, compressed (else the sum proves nothing).
    expect(result.items[0]!.url).toBe(site);
    expect(result.items[0]!.bytes).toBeGreaterThan(0);
    expect(result.items.some((i) => i.url.endsWith('.css'))).toBe(true);
    expect(compressed).toContain(site);
    expect(result.total, JSON.stringify(result.items, null, 1)).toBeLessThanOrEqual(MAX_BYTES);
  });
});
