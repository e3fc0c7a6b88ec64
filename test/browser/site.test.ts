/**
 * Whole-site checks on the built site (fixture data, base path /hif/): every link resolves, no
 * page logs a console error or requests another origin, and the size budgets hold (axe-core on
 * every page type: axe-light.test.ts, axe-dark.test.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, watchPage, type LaunchedBrowser } from './chromium.ts';
import { crawl, onePerTemplate, type CrawlResult } from './crawl.ts';

const siteUrl = inject('siteUrl');
const siteDir = inject('siteDir');
let browser: LaunchedBrowser;
let crawled: CrawlResult;

beforeAll(async () => {
  crawled = await crawl(siteUrl);
  browser = await launchChromium();
});
afterAll(async () => browser?.close());

describe('links', () => {
  it('finds every kind of page by following links from the overview', () => {
    const paths = crawled.pages.map((p) => new URL(p).pathname);
    for (const expected of ['/hif/', '/hif/models/', '/hif/rules/', '/hif/tasks/', '/hif/surfaces/', '/hif/failures/', '/hif/reliability/', '/hif/non-coding/', '/hif/downloads/', '/hif/paper-map/']) {
      expect(paths).toContain(expected);
    }
    expect(paths.some((p) => /^\/hif\/tasks\/T\d{3}\/[^/]+\/$/.test(p))).toBe(true);
  });
  it('has no broken link, no link to another origin and no dangling #fragment', () => {
    expect(crawled.broken).toEqual([]);
    expect(crawled.external).toEqual([]);
    expect(crawled.missingFragments).toEqual([]);
  });
  it('puts every URL under the base path (the built HTML has no root-relative link outside /hif/)', () => {
    const offenders: string[] = [];
    for (const file of fs.readdirSync(siteDir, { recursive: true }) as string[]) {
      if (!file.endsWith('.html')) continue;
      const html = fs.readFileSync(path.join(siteDir, file), 'utf8');
      for (const m of html.matchAll(/\s(?:href|src)="(\/[^"]*)"/g)) if (!m[1]!.startsWith('/hif/')) offenders.push(`${file}: ${m[1]}`);
    }
    expect(offenders).toEqual([]);
  });
});

// Every page of the payload site and of the odd-shaped release's site is visited for console
// errors and foreign requests too (payload.test.ts, odd-release.test.ts); here every template is
// visited under the base path /hif/, where a URL built without the base fails.
describe('every page template in chromium, under the base path', () => {
  it('logs no console error and requests nothing from another origin', async () => {
    const page = await browser.context.newPage();
    const { errors, foreign } = watchPage(page, new URL(siteUrl).origin);
    const visited = onePerTemplate(crawled.pages, siteUrl);
    for (const url of visited) await page.goto(url, { waitUntil: 'load' });
    await page.close();
    expect(visited.length).toBeGreaterThan(30);
    expect(errors).toEqual([]);
    expect(foreign).toEqual([]);
  });
});

describe('budgets', () => {
  const gz = (bytes: Buffer) => zlib.gzipSync(bytes, { level: 9 }).length;
  function assetsOf(html: string): { js: string[]; css: string[] } {
    const js = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]!);
    const css = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g), ...html.matchAll(/<link[^>]*href="([^"]+)"[^>]*rel="stylesheet"/g)].map((m) => m[1]!);
    return { js, css };
  }
  const fileOf = (url: string) => path.join(siteDir, url.replace(/^\/hif\//, ''));

  it('overview: ≤ 60 KB compressed JS and ≤ 250 KB compressed in total', () => {
    const html = fs.readFileSync(path.join(siteDir, 'index.html'));
    const { js, css } = assetsOf(html.toString('utf8'));
    // Modules imported by the entry scripts count too: follow static imports inside the bundle.
    const jsFiles = new Set(js.map(fileOf));
    for (const f of [...jsFiles]) {
      for (const m of fs.readFileSync(f, 'utf8').matchAll(/from\s*"(\.\/[^"]+)"|import\s*"(\.\/[^"]+)"/g)) jsFiles.add(path.join(path.dirname(f), (m[1] ?? m[2])!));
    }
    const jsBytes = [...jsFiles].reduce((s, f) => s + gz(fs.readFileSync(f)), 0);
    const total = gz(html) + jsBytes + css.reduce((s, c) => s + gz(fs.readFileSync(fileOf(c))), 0);
    expect(jsBytes).toBeLessThanOrEqual(60_000);
    expect(total).toBeLessThanOrEqual(250_000);
  });
  it('no page needs more than 1 MB (HTML + CSS + scripts, uncompressed) before first paint', () => {
    const heavy: string[] = [];
    for (const file of fs.readdirSync(siteDir, { recursive: true }) as string[]) {
      if (!file.endsWith('.html')) continue;
      const html = fs.readFileSync(path.join(siteDir, file));
      const { js, css } = assetsOf(html.toString('utf8'));
      const bytes = html.length + [...js, ...css].reduce((s, u) => s + fs.statSync(fileOf(u)).size, 0);
      if (bytes > 1_000_000) heavy.push(`${file}: ${bytes} bytes`);
    }
    expect(heavy).toEqual([]);
  });
});
