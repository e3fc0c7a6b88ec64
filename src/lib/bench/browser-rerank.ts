/**
 * Live re-ranking timed in headless Chromium (Debian's /usr/bin/chromium through playwright-core,
 * never a downloaded browser): the built site is served locally, the re-rank page loads the
 * Arrow file, and the bench switches the form between several selections, `rounds` times each.
 * Each switch fires the page's own change handler (after `warmup` unrecorded rounds, so that
 * the workers' code is optimised); the time is the page's performance.now()
 * measurement (data-recompute-ms: aggregation + the workers' slices + the merge, not the
 * table's rendering). Returns every sample; nothing is asserted.
 */
import { existsSync } from 'node:fs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStaticServer } from '../site/static-server.ts';

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

export interface BrowserRerankResult {
  chromium: string;
  /** Workers the page started (data-workers) and the browser's navigator.hardwareConcurrency. */
  workers: number;
  hardwareConcurrency: number;
  /** The first compute after load (workers starting, code not yet optimised). */
  firstMs: number;
  /** Unrecorded rounds before the timed ones. */
  warmup: number;
  /** Per selection, every timed recompute (ms). */
  samples: { name: string; ms: number[] }[];
}

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
    const page = await context.newPage();
    await page.goto(new URL('rerank/', server.url).href);
    await page.waitForSelector('[data-rerank][data-ready="true"]', { timeout: 120_000 });
    const attr = async (name: string) => Number(await page.locator('[data-rerank]').getAttribute(name));
    const config = JSON.parse(await page.locator('[data-rerank] script[data-config]').textContent() ?? '{}') as { deterministicMethods: string[] };
    const selections = benchSelections(config.deterministicMethods);
    const samples = selections.map((s) => ({ name: s.name, ms: [] as number[] }));
    const firstMs = await attr('data-recompute-ms');
    for (let round = 0; round < options.warmup + options.rounds; round++) {
      for (const [k, selection] of selections.entries()) {
        const ms = await page.evaluate(applySelection, selection);
        if (round >= options.warmup) samples[k]!.ms.push(ms);
      }
    }
    return {
      chromium: context.browser()?.version() ?? 'unknown', workers: await attr('data-workers'),
      hardwareConcurrency: await page.evaluate(() => navigator.hardwareConcurrency), firstMs, warmup: options.warmup, samples,
    };
  } finally {
    await context.close();
    await server.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/** Runs in the page: sets the form to the selection, fires its change event and resolves with the page's timing of that recompute. */
function applySelection(s: BenchSelection): Promise<number> {
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
  return new Promise((resolve) => {
    const done = () => Number(root.dataset.recomputes ?? '0') > before;
    if (done()) return resolve(Number(root.dataset.recomputeMs));
    const observer = new MutationObserver(() => {
      if (!done()) return;
      observer.disconnect();
      resolve(Number(root.dataset.recomputeMs));
    });
    observer.observe(root, { attributes: true, attributeFilter: ['data-recomputes'] });
  });
}
