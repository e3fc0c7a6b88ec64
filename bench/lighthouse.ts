/**
 * Lighthouse (the npm package, mobile defaults: emulated phone, simulated slow 4G and CPU
 * throttling) on Debian's chromium, on a built site served locally by the project's own static
 * server (gzip and brotli): performance and accessibility scores, layout shift and total blocking
 * time of the overview, a rule page, a task × model page, re-rank and the SQL page. Issue 17's
 * targets: performance ≥ 95, accessibility 100, layout shift < 0.1 on re-rank.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startStaticServer } from '../src/site/static-server.ts';

/**
 * The pages measured. Of the rule and task × model pages, the one with the largest HTML (ties: the
 * first by path), so the score is the page type's worst case, not a lucky small page.
 */
function lighthousePages(siteDir: string): { name: string; path: string }[] {
  const largest = (pattern: string[]): string => {
    let dirs = [''];
    for (const part of pattern) {
      dirs = dirs.flatMap((d) => (part === '*'
        ? readdirSync(join(siteDir, d), { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => `${d}${e.name}/`).sort()
        : [`${d}${part}/`]));
    }
    const pages = dirs.filter((d) => { try { return statSync(join(siteDir, d, 'index.html')).isFile(); } catch { return false; } });
    if (pages.length === 0) throw new Error(`lighthouse: no page ${pattern.join('/')}/ in ${siteDir}`);
    return pages.reduce((best, d) => (statSync(join(siteDir, d, 'index.html')).size > statSync(join(siteDir, best, 'index.html')).size ? d : best));
  };
  return [
    { name: 'overview', path: '' },
    { name: 'rule', path: largest(['rules', '*']) },
    { name: 'task × model', path: largest(['tasks', '*', '*']) },
    { name: 're-rank', path: 'rerank/' },
    { name: 'SQL', path: 'query/' },
  ];
}

export interface LighthousePage { name: string; path: string; performance: number | null; accessibility: number | null; cls: number | null; tbtMs: number | null; lcpMs: number | null }
export interface LighthouseResult { version: string; chromium: string; pages: LighthousePage[] }

/** Scores of each page (0–100, null when Lighthouse gives none). */
export async function runLighthouse(o: { siteDir: string; base: string; chromiumPath: string }): Promise<LighthouseResult> {
  const server = await startStaticServer({ root: o.siteDir, base: o.base });
  const chrome = await launch({ chromePath: o.chromiumPath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'] });
  try {
    const pages: LighthousePage[] = [];
    let version = '';
    let chromium = '';
    for (const p of lighthousePages(o.siteDir)) {
      const run = await lighthouse(new URL(p.path, server.url).href, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
      if (!run) throw new Error(`lighthouse gave no result for ${p.name}`);
      const { lhr } = run;
      if (lhr.runtimeError) throw new Error(`lighthouse on ${p.name}: ${lhr.runtimeError.message}`);
      version = lhr.lighthouseVersion;
      chromium = lhr.environment.hostUserAgent.match(/Chrome\/([\d.]+)/)?.[1] ?? 'unknown';
      const score = (id: string) => (typeof lhr.categories[id]?.score === 'number' ? Math.round(lhr.categories[id].score! * 100) : null);
      const numeric = (id: string) => (typeof lhr.audits[id]?.numericValue === 'number' ? lhr.audits[id].numericValue! : null);
      pages.push({ name: p.name, path: p.path, performance: score('performance'), accessibility: score('accessibility'), cls: numeric('cumulative-layout-shift'), tbtMs: numeric('total-blocking-time'), lcpMs: numeric('largest-contentful-paint') });
    }
    return { version, chromium, pages };
  } finally {
    await chrome.kill();
    await server.close();
  }
}
