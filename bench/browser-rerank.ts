/**
 * Live re-ranking timed in headless Chromium (Debian's /usr/bin/chromium through playwright-core,
 * never a downloaded browser): the built site is served locally, the re-rank page loads the
 * Arrow file, and the bench switches the form between several selections, `rounds` times each.
 * Each switch fires the page's own change handler (after `warmup` unrecorded rounds, so that
 * the page's code is optimised); the time is the page's performance.now()
 * measurement (data-recompute-ms: aggregation + the bootstrap's slices + the ranking, not the
 * table's rendering). Returns every sample; nothing is asserted.
 */
import { existsSync } from 'node:fs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStaticServer } from '../src/site/static-server.ts';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** A selection as form state: facet → values ticked (by position among the facet's options when a number). */
export interface BenchSelection {
  name: string;
  facets: Record<string, (string | number)[]>;
  prior: 'release' | 't4' | 't5' | 't7';
  weight: 'unweighted' | 'severity';
}

/** The selections cycled through: no filter (the build's Table 2) and four filters touching different facets. */
export function benchSelections(deterministicMethods: string[]): BenchSelection[] {
  return [
    { name: 'no filter', facets: {}, prior: 'release', weight: 'unweighted' },
    { name: 'deterministic methods, severity weights', facets: { method: deterministicMethods }, prior: 'release', weight: 'severity' },
    { name: 'one rule family, prior at 5/9', facets: { family: [0] }, prior: 't5', weight: 'unweighted' },
    { name: 'two placed surfaces, prior at 4/9', facets: { surface: [0, 1] }, prior: 't4', weight: 'unweighted' },
    { name: 'one round, severity weights', facets: { round: [0] }, prior: 'release', weight: 'severity' },
  ];
}

/** The page's computation as measured (one mode: its own thread, in time slices). */
export interface BrowserMode {
  name: string;
  query: string;
  /** The first compute after load (code not yet optimised). */
  firstMs: number;
  /** Per selection, every timed recompute (ms). */
  samples: { name: string; ms: number[] }[];
  /** Over all timed recomputes, the page's breakdown (data-aggregate-ms, data-compute-ms = the bootstrap, pauses excluded, data-merge-ms). */
  parts: { aggregate: number[]; bootstrap: number[]; merge: number[] };
}

export interface BrowserRerankResult {
  chromium: string;
  hardwareConcurrency: number;
  /** Unrecorded rounds before the timed ones. */
  warmup: number;
  modes: BrowserMode[];
}

const MODES = [{ name: 'The page\'s own thread, in time slices', query: '' }];

/** Each mode in a tab of one browser, rounds alternating between them (and their order alternating), so that the machine's load affects all alike. */
export async function measureRerankInBrowser(options: { siteDir: string; base: string; rounds: number; warmup: number }): Promise<BrowserRerankResult> {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} not found (set CHROMIUM_PATH)`);
  const { chromium } = await import('playwright-core');
  const server = await startStaticServer({ root: options.siteDir, base: options.base });
  const profile = mkdtempSync(join(tmpdir(), 'hif-bench-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM, headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const tabs = [];
    for (const mode of MODES) {
      const page = await context.newPage();
      await page.goto(new URL(`rerank/${mode.query}`, server.url).href);
      await page.waitForSelector('[data-rerank][data-ready="true"]', { timeout: 120_000 });
      const attr = async (name: string) => Number(await page.locator('[data-rerank]').getAttribute(name));
      tabs.push({ page, mode: { ...mode, firstMs: await attr('data-recompute-ms'), samples: [] as BrowserMode['samples'], parts: { aggregate: [], bootstrap: [], merge: [] } as BrowserMode['parts'] } });
    }
    const first = tabs[0]!.page;
    const config = JSON.parse(await first.locator('[data-rerank] script[data-config]').textContent() ?? '{}') as { deterministicMethods: string[] };
    const selections = benchSelections(config.deterministicMethods);
    for (const t of tabs) t.mode.samples = selections.map((s) => ({ name: s.name, ms: [] }));
    for (let round = 0; round < options.warmup + options.rounds; round++) {
      for (const t of round % 2 ? [...tabs].reverse() : tabs) {
        await t.page.bringToFront();
        for (const [k, selection] of selections.entries()) {
          const timing = await t.page.evaluate(applySelection, selection);
          if (round < options.warmup) continue;
          t.mode.samples[k]!.ms.push(timing.ms);
          t.mode.parts.aggregate.push(timing.aggregate);
          t.mode.parts.bootstrap.push(timing.bootstrap);
          t.mode.parts.merge.push(timing.merge);
        }
      }
    }
    return {
      chromium: context.browser()?.version() ?? 'unknown',
      hardwareConcurrency: await first.evaluate(() => navigator.hardwareConcurrency), warmup: options.warmup, modes: tabs.map((t) => t.mode),
    };
  } finally {
    await context.close();
    await server.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

interface PageTiming {
  ms: number;
  aggregate: number;
  bootstrap: number;
  merge: number;
}

/** Runs in the page: sets the form to the selection, fires its change event and resolves with the page's timing of that recompute. */
function applySelection(s: BenchSelection): Promise<PageTiming> {
  const root = document.querySelector<HTMLElement>('[data-rerank]')!;
  const form = root.querySelector<HTMLFormElement>('form[data-rerank-form]')!;
  for (const input of form.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')) {
    const wanted = s.facets[input.name];
    const options = [...form.querySelectorAll<HTMLInputElement>(`input[name="${input.name}"]`)];
    input.checked = wanted !== undefined && wanted.some((w) => (typeof w === 'number' ? options[w] === input : w === input.value));
  }
  form.querySelector<HTMLSelectElement>('select[name="prior"]')!.value = s.prior;
  form.querySelector<HTMLSelectElement>('select[name="weight"]')!.value = s.weight;
  const before = Number(root.dataset.recomputes ?? '0');
  form.dispatchEvent(new Event('change', { bubbles: true }));
  const timing = (): PageTiming => ({
    ms: Number(root.dataset.recomputeMs), aggregate: Number(root.dataset.aggregateMs), bootstrap: Number(root.dataset.computeMs), merge: Number(root.dataset.mergeMs),
  });
  return new Promise((resolve) => {
    const done = () => Number(root.dataset.recomputes ?? '0') > before;
    if (done()) return resolve(timing());
    const observer = new MutationObserver(() => {
      if (!done()) return;
      observer.disconnect();
      resolve(timing());
    });
    observer.observe(root, { attributes: true, attributeFilter: ['data-recomputes'] });
  });
}
