/**
 * What the axe-core tests check (axe-light.test.ts, axe-dark.test.ts): one URL per page type of the
 * fixture site — every .astro route under src/pages, its first page in the built site, so a new
 * page type is checked without a line here — each in the state that shows most of it (the beside
 * page and a table with the citation open, the search with results, an evidence row targeted,
 * the explorer's copy fallback, the model's grid open, the interactive pages ready), and a few
 * pages only other sites have (the failures matrix needs a data build's Table 5).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations, LAYOUT_RULES } from './axe.ts';
import { launchChromium, type LaunchedBrowser } from './chromium.ts';

export interface AxeTarget {
  /** Which site: the hand-made fixture, or the data build of the hostile mini release. */
  site: 'fixture' | 'payload';
  /** Path under the site's base URL (with query or #fragment for a state). */
  path: string;
  /** Brings the page into the state checked (after load). */
  prepare?: (page: Page) => Promise<void>;
  /** The state is in the page chrome (the footer's citation): check the chrome on this page too. */
  chrome?: boolean;
}

/** The page chrome every page shares (src/layouts/Base.astro), checked on the first target and where a state opens it. */
const CHROME = ['header.site-header', 'footer.site-footer'];

const PAGES_DIR = path.resolve(import.meta.dirname, '../../src/pages');

/** Every page route (.astro file) as a pattern over the built site's page paths ("models/[id].astro" → /^models\/[^/]+\/$/). */
export function pageRoutes(): { route: string; pattern: RegExp }[] {
  const files = (fs.readdirSync(PAGES_DIR, { recursive: true }) as string[]).filter((f) => f.endsWith('.astro')).sort();
  return files.map((file) => {
    const route = file.replace(/\.astro$/, '').replace(/(^|\/)index$/, '');
    if (route === '404') return { route, pattern: /^404\.html$/ };
    const parts = route === '' ? [] : route.split('/').map((p) => (/^\[.+\]$/.test(p) ? '[^/]+' : p.replace(/[.*+?^${}()|\\]/g, '\\$&')));
    return { route: file, pattern: new RegExp(`^${parts.map((p) => `${p}/`).join('')}$`) };
  });
}

/** Page paths of a built site ("" for the overview, "models/alpha-1/", "404.html"), sorted. */
function builtPages(siteDir: string): string[] {
  return (fs.readdirSync(siteDir, { recursive: true }) as string[]).filter((f) => f.endsWith('.html')).map((f) => f.split(path.sep).join('/'))
    .map((f) => (f === '404.html' ? f : f.replace(/(^|\/)index\.html$/, '$1'))).sort();
}

const clickCitation = (page: Page) => page.locator('footer [data-cite-view] summary').click();
const waitFor = (selector: string) => async (page: Page) => { await page.waitForSelector(selector, { timeout: 60_000 }); };

/** States of a page type, by its first page's path; a page type not named here is checked as loaded. */
const STATES: Record<string, Pick<AxeTarget, 'path' | 'prepare' | 'chrome'>> = {
  'reproduce/': { path: 'reproduce/', prepare: clickCitation, chrome: true },
  'search/': { path: 'search/?q=rule', prepare: (p) => p.waitForFunction(() => /match|failed/.test(document.querySelector('[data-search-status]')?.textContent ?? ''), null, { timeout: 60_000 }).then(() => {}) },
  'verdicts/': {
    // n/a verdicts (their own colour, linked) and the copy fallback's text box shown.
    path: 'verdicts/?effective_verdict=na',
    prepare: async (p) => {
      await p.waitForFunction(() => /match/.test(document.querySelector('[data-summary]')?.textContent ?? ''), null, { timeout: 30_000 });
      await p.evaluate(() => { Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('denied')) } }); });
      await p.locator('button[data-copy="md"]').click();
      await p.waitForSelector('[data-copy-text]', { state: 'visible', timeout: 30_000 });
    },
  },
  'compare/': { path: 'compare/', prepare: waitFor('[data-compare][data-ready="true"]') },
  'rerank/': { path: 'rerank/', prepare: waitFor('[data-rerank][data-ready="true"]') },
};

/** States of the first page of a dynamic page type, by route file. */
const DYNAMIC_STATES: Record<string, (first: string) => Pick<AxeTarget, 'path' | 'prepare' | 'chrome'>> = {
  'models/[id].astro': (first) => ({ path: first, prepare: (p) => p.locator('h2#grid ~ details summary').first().click() }),
  'tables/[id].astro': () => ({
    path: 'tables/table2_leaderboard/',
    prepare: async (p) => { await clickCitation(p); await p.locator('section[data-table="table2_leaderboard"] [data-copy="md"]').click(); },
    chrome: true,
  }),
  // An evidence page with a verdict row targeted.
  // An evidence page with a verdict row targeted (the fixture's V000017 is Gamma's, on T001).
  'tasks/[task]/[model].astro': () => ({ path: 'tasks/T001/gamma-3/#V000017' }),
};

/** One target per page type of the fixture site (in route order), then the pages of other sites. */
export function axeTargets(fixtureSiteDir: string): AxeTarget[] {
  const pages = builtPages(fixtureSiteDir);
  const targets = pageRoutes().map(({ route, pattern }) => {
    const first = pages.find((p) => pattern.test(p));
    if (first === undefined) throw new Error(`no page of route src/pages/${route} in the fixture site`);
    const state = STATES[first] ?? DYNAMIC_STATES[route]?.(first) ?? { path: first };
    return { site: 'fixture' as const, ...state };
  });
  return [...targets, { site: 'payload', path: 'failures/' }];
}

/**
 * The serious and critical axe violations of every target in one colour scheme at two widths, on
 * one page: each target is loaded and prepared once, checked with every rule at `fullWidth`, then
 * resized to `otherWidth` and checked again with the rules that depend on layout and colour
 * (axe.ts LAYOUT_RULES). The page chrome (header, footer) is checked on the first target and on
 * those whose state is in it, and left out elsewhere (the same markup on every page). The two test files swap the widths, so that every rule runs at both
 * widths and the layout and colour rules at both widths in both schemes.
 */
export async function axeProblems(page: Page, sites: Record<AxeTarget['site'], string>, targets: readonly AxeTarget[], scheme: 'light' | 'dark', fullWidth: number, otherWidth: number): Promise<string[]> {
  const problems: string[] = [];
  await page.emulateMedia({ colorScheme: scheme });
  for (const [i, t] of targets.entries()) {
    const exclude = i === 0 || t.chrome ? [] : CHROME;
    await page.setViewportSize({ width: fullWidth, height: 900 });
    const response = await page.goto(new URL(t.path, sites[t.site]).href, { waitUntil: 'load' });
    const where = `${t.site} ${t.path || '(overview)'} ${scheme}`;
    if (response?.status() !== 200 && !t.path.startsWith('404')) problems.push(`${where}: HTTP ${response?.status()}`);
    await t.prepare?.(page);
    for (const v of await axeViolations(page, null, exclude)) problems.push(`${where} ${fullWidth}px: ${v}`);
    await page.setViewportSize({ width: otherWidth, height: 900 });
    for (const v of await axeViolations(page, LAYOUT_RULES, exclude)) problems.push(`${where} ${otherWidth}px: ${v}`);
  }
  return problems;
}

/**
 * The axe test of one colour scheme (axe-light.test.ts, axe-dark.test.ts: two files, so that the
 * two vitest workers share the work): every target of the fixture site and the others, on one page.
 */
export function describeAxe(scheme: 'light' | 'dark', fullWidth: number, otherWidth: number): void {
  let browser: LaunchedBrowser;
  beforeAll(async () => { browser = await launchChromium(); });
  afterAll(async () => browser?.close());
  describe(`axe-core on every page type (${scheme} theme)`, () => {
    it(`has no serious or critical violation at ${fullWidth} px (every rule) and ${otherWidth} px (layout and colour rules)`, async () => {
      const page = await browser.context.newPage();
      const problems = await axeProblems(page, { fixture: inject('siteUrl'), payload: inject('payloadUrl') }, axeTargets(inject('siteDir')), scheme, fullWidth, otherWidth);
      await page.close();
      expect(problems).toEqual([]);
    });
  });
}
