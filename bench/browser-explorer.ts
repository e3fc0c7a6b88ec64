/**
 * The verdict explorer's re-render timed in headless Chromium (Debian's /usr/bin/chromium through
 * playwright-core): the built site is served locally, the explorer loads every verdict of its
 * Arrow file, and the bench cycles through filter changes (a select of the form, its change
 * event) and sort changes (a column's button), starting from and returning to no filter. Each
 * sample is the page's own performance.now() around filter + sort + render of that change
 * (data-render-ms, src/site/client/verdict-explorer.ts). Returns every sample; nothing asserted.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStaticServer } from '../src/site/static-server.ts';
import { CHROMIUM } from './browser-rerank.ts';

/** One change: a filter (select `name` set to its option at `option`; 0 = "any") or a click on a column's sort button. */
export type ExplorerChange = { filter: string; option: number } | { sort: string };

/** One cycle of changes, from no filter back to no filter: sorts over all verdicts and over a selection, filters set and cleared. */
const EXPLORER_CHANGES: readonly ExplorerChange[] = [
  { sort: 'model_id' }, { filter: 'family', option: 1 }, { sort: 'rule_id' }, { filter: 'family', option: 0 },
  { sort: 'task_id' }, { filter: 'effective_verdict', option: 1 }, { sort: 'surface' }, { filter: 'raw_verdict', option: 2 },
  { sort: 'effective_verdict' }, { filter: 'raw_verdict', option: 0 }, { filter: 'effective_verdict', option: 0 },
  { filter: 'model_id', option: 1 }, { filter: 'model_id', option: 0 },
];

export interface BrowserExplorerResult {
  chromium: string;
  /** Rows the explorer loaded (data-rows). */
  rows: number;
  /** Unrecorded changes before the timed ones. */
  warmup: number;
  /** The timed changes, in order. */
  samples: { change: string; ms: number }[];
}

const describeChange = (c: ExplorerChange): string => ('sort' in c ? `sort by ${c.sort}` : `${c.filter} = option ${c.option}${c.option === 0 ? ' (any)' : ''}`);

export async function measureExplorerInBrowser(options: { siteDir: string; base: string; changes: number; warmup: number }): Promise<BrowserExplorerResult> {
  const { chromium } = await import('playwright-core');
  const server = await startStaticServer({ root: options.siteDir, base: options.base });
  const profile = mkdtempSync(join(tmpdir(), 'hif-bench-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM, headless: true, viewport: { width: 1366, height: 900 },
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const page = await context.newPage();
    await page.goto(new URL('verdicts/', server.url).href);
    await page.waitForSelector('[data-verdict-explorer][data-ready="true"]', { timeout: 120_000 });
    const rows = Number(await page.locator('[data-verdict-explorer]').getAttribute('data-rows'));
    const samples: BrowserExplorerResult['samples'] = [];
    for (let k = 0; k < options.warmup + options.changes; k++) {
      const change = EXPLORER_CHANGES[k % EXPLORER_CHANGES.length]!;
      const ms = await page.evaluate(applyChange, change);
      if (k >= options.warmup) samples.push({ change: describeChange(change), ms });
    }
    return { chromium: context.browser()?.version() ?? 'unknown', rows, warmup: options.warmup, samples };
  } finally {
    await context.close();
    await server.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/** Runs in the page: makes the change and resolves with the page's timing of the re-render it caused. */
export function applyChange(change: ExplorerChange): Promise<number> {
  const root = document.querySelector<HTMLElement>('[data-verdict-explorer]')!;
  const before = Number(root.dataset.renders ?? '0');
  if ('sort' in change) {
    root.querySelector<HTMLButtonElement>(`th[data-col="${change.sort}"] button`)!.click();
  } else {
    const select = root.querySelector<HTMLSelectElement>(`select[name="${change.filter}"]`)!;
    select.value = select.options[change.option]!.value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  }
  return new Promise((resolve) => {
    const done = () => Number(root.dataset.renders ?? '0') > before;
    if (done()) return resolve(Number(root.dataset.renderMs));
    const observer = new MutationObserver(() => {
      if (!done()) return;
      observer.disconnect();
      resolve(Number(root.dataset.renderMs));
    });
    observer.observe(root, { attributes: true, attributeFilter: ['data-renders'] });
  });
}
