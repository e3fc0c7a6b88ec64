/**
 * The bench's explorer part: build the site from a data build (or take a built one) and time the
 * verdict explorer's re-render in headless Chromium (bench/browser-explorer.ts). Reports why it
 * was not measured instead of failing the whole bench.
 */
import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { siteToMeasure } from './site-to-measure.ts';
import { CHROMIUM } from './browser-rerank.ts';
import { measureExplorerInBrowser, type BrowserExplorerResult } from './browser-explorer.ts';
import type { ExplorerSection } from './explorer-report.ts';

interface ExplorerBenchOptions {
  dataDir: string;
  /** A site already built from dataDir (with `base`), or null to build one into `work`/site. */
  siteDir: string | null;
  base: string;
  /** Timed changes (issue 18: the median of 20). */
  changes: number;
  work: string;
  command: string;
  log: (line: string) => void;
}

export async function runExplorerBench(o: ExplorerBenchOptions): Promise<ExplorerSection> {
  const loadStart = loadavg()[0]!;
  let browser: BrowserExplorerResult | null = null;
  let problem: string | null = null;
  if (!existsSync(CHROMIUM)) {
    problem = `${CHROMIUM} is not installed`;
  } else {
    try {
      const { siteDir, base } = await siteToMeasure(o, 'explorer');
      o.log(`explorer: timing ${o.changes} filter and sort changes in headless Chromium`);
      browser = await measureExplorerInBrowser({ siteDir, base, changes: o.changes, warmup: 4 });
    } catch (error) {
      problem = (error as Error).message.split('\n')[0]!;
      o.log(`explorer: not measured: ${problem}`);
    }
  }
  return { date: new Date().toISOString(), command: o.command, load: { start: loadStart, end: loadavg()[0]!, cores: cpus().length }, browser, problem };
}
