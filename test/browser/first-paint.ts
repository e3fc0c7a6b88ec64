/**
 * What a page transfers before its first paint, as Chromium's Resource Timing reports it: the
 * document and every resource requested before the first paint (stylesheets, scripts, fonts,
 * images), each counted by its encoded (compressed, as served) body size. Issue 17's target is
 * ≤ 60 KB for the overview.
 */
import type { Page } from 'playwright-core';

interface FirstPaintBytes {
  /** First paint (or first contentful paint when the browser reports no first-paint entry), ms. */
  firstPaintMs: number;
  total: number;
  /** Each counted response: URL, bytes as transferred (body), content encoding seen. */
  items: { url: string; bytes: number }[];
}

export async function bytesBeforeFirstPaint(page: Page, url: string): Promise<FirstPaintBytes> {
  await page.goto(url, { waitUntil: 'load' });
  // Paint entries can land after 'load' in a headless tab: wait until one exists.
  await page.waitForFunction(() => performance.getEntriesByType('paint').length > 0);
  return page.evaluate(() => {
    const paints = performance.getEntriesByType('paint');
    const paint = (paints.find((p) => p.name === 'first-paint') ?? paints[0]!).startTime;
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const resources = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((r) => r.startTime <= paint);
    const items = [{ url: nav.name, bytes: nav.encodedBodySize }, ...resources.map((r) => ({ url: r.name, bytes: r.encodedBodySize }))];
    return { firstPaintMs: paint, total: items.reduce((s, i) => s + i.bytes, 0), items };
  });
}
