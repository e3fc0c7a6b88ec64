/**
 * `node scripts/bench-explorer-100x.ts --site <dir> --data <dir> [--model <id>] [--changes 20]`
 * The verdict explorer over a 100× release's files, timed in headless Chromium: a built site
 * (base /hif, any scale: building every page of a 100× site takes far longer than its data) gets
 * the 100× data build's verdicts.arrow and verdicts-by-model/ in place of its own (symlinks in a
 * copy made of symlinks), and its /verdicts/ page's config the 100× file sizes. Two modes:
 * - `one-file`: the config lists no per-model files, so the page reads the whole verdicts.arrow
 *   on open (what the explorer did before the per-model files);
 * - `by-model`: it lists them, and the page opens on ?model_id=<model> and reads that file.
 * Reports, per mode: the time from navigation to a ready grid, the page's own fetch-and-decode
 * time (data-load-ms), the median and range of filter and sort re-renders (data-render-ms, as
 * bench/browser-explorer.ts), and in `by-model` the time a model change takes (its file read
 * included). Task titles stay the site's (ids beyond them show as ids). Prints JSON; asserts nothing.
 * `--stage one-file|by-model` only makes the staged site and prints its folder (to serve and look at).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startStaticServer } from '../src/site/static-server.ts';
import { CHROMIUM } from '../bench/browser-rerank.ts';
import { applyChange, type ExplorerChange } from '../bench/browser-explorer.ts';
import { BuildManifest } from '../src/artifacts/manifest.ts';
import { artifactPaths } from '../src/artifacts/paths.ts';
import type { ExplorerConfig } from '../src/site/client/verdict-explorer.ts';

const { values } = parseArgs({ options: { site: { type: 'string' }, data: { type: 'string' }, model: { type: 'string', default: 'gpt-5.5' }, changes: { type: 'string', default: '20' }, stage: { type: 'string' } } });
if (!values.site || !values.data) throw new Error('usage: node scripts/bench-explorer-100x.ts --site <built site, base /hif> --data <100x data build> [--model <id>] [--changes 20]');
const changes = Number(values.changes);
const BASE = '/hif';

const manifest = BuildManifest.parse(JSON.parse(readFileSync(join(values.data, 'manifest.json'), 'utf8')));
const whole = manifest.artifacts.find((a) => a.path === artifactPaths.verdictsArrow);
if (!whole) throw new Error(`${values.data}: no verdicts.arrow`);
const perModel = manifest.artifacts.filter((a) => artifactPaths.isVerdictsArrowOfModel(a.path));
/** The model id of a per-model file (artifactPaths.verdictsArrowOfModel). */
const modelOf = (file: { path: string }) => file.path.slice(file.path.indexOf('/') + 1, -'.arrow'.length);
if (perModel.length === 0) throw new Error(`${values.data}: no verdicts-by-model/ files (the build writes them only above the budget)`);

const decode = (s: string) => s.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
const encode = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** A copy of the site made of symlinks, with the 100× files and the page's config for `mode`. */
function stage(mode: 'one-file' | 'by-model'): string {
  const dir = mkdtempSync(join(tmpdir(), `hif-100x-${mode}-`));
  const site = join(dir, 'site');
  const cp = spawnSync('cp', ['-rs', values.site!, site]);
  if (cp.status !== 0) throw new Error(`cp -rs: ${cp.stderr}`);
  const files = join(site, 'data/files');
  for (const f of ['verdicts.arrow', 'verdicts.arrow.gz', 'verdicts.arrow.br']) if (existsSync(join(files, f))) unlinkSync(join(files, f));
  symlinkSync(join(values.data!, 'verdicts.arrow'), join(files, 'verdicts.arrow'));
  symlinkSync(join(values.data!, 'verdicts-by-model'), join(files, 'verdicts-by-model'));
  const page = join(site, 'verdicts/index.html');
  for (const f of ['index.html.gz', 'index.html.br']) if (existsSync(join(site, 'verdicts', f))) unlinkSync(join(site, 'verdicts', f));
  const html = readFileSync(page, 'utf8');
  unlinkSync(page);
  const patched = html.replace(/data-config="([^"]*)"/, (_, attr: string) => {
    const config = JSON.parse(decode(attr)) as ExplorerConfig;
    config.arrowRows = whole!.rows ?? 0;
    config.arrowBytes = whole!.bytes;
    config.byModel = mode === 'one-file' ? [] : perModel.map((a) => ({ model: modelOf(a), url: `${BASE}/data/files/${a.path}`, rows: a.rows ?? 0, bytes: a.bytes }));
    return `data-config="${encode(JSON.stringify(config))}"`;
  });
  if (patched === html) throw new Error(`${page}: no data-config to patch`);
  writeFileSync(page, patched);
  return dir;
}

/** Filter and sort changes that keep the model (a model change in by-model mode reads another file; timed apart). */
const CHANGES: readonly ExplorerChange[] = [
  { sort: 'rule_id' }, { filter: 'family', option: 1 }, { sort: 'task_id' }, { filter: 'family', option: 0 },
  { sort: 'surface' }, { filter: 'effective_verdict', option: 1 }, { sort: 'effective_verdict' }, { filter: 'raw_verdict', option: 2 },
  { sort: 'verdict' }, { filter: 'raw_verdict', option: 0 }, { filter: 'effective_verdict', option: 0 }, { filter: 'surface', option: 2 }, { filter: 'surface', option: 0 },
];

const median = (xs: number[]) => { const s = [...xs].sort((a, b) => a - b); const m = s.length >> 1; return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2; };

async function measure(mode: 'one-file' | 'by-model') {
  const { chromium } = await import('playwright-core');
  const dir = stage(mode);
  const server = await startStaticServer({ root: join(dir, 'site'), base: BASE });
  const context = await chromium.launchPersistentContext(join(dir, 'profile'), {
    executablePath: CHROMIUM, headless: true, viewport: { width: 1366, height: 900 },
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const page = await context.newPage();
    const query = mode === 'by-model' ? `?model_id=${encodeURIComponent(values.model!)}` : '';
    const t0 = performance.now();
    await page.goto(new URL(`verdicts/${query}`, server.url).href);
    await page.waitForSelector('[data-verdict-explorer][data-ready="true"]', { timeout: 600_000 });
    const openMs = performance.now() - t0;
    const root = page.locator('[data-verdict-explorer]');
    const rows = Number(await root.getAttribute('data-rows'));
    const loadMs = Number(await root.getAttribute('data-load-ms'));
    const samples: number[] = [];
    for (let k = 0; k < 4 + changes; k++) {
      const ms = await page.evaluate(applyChange, CHANGES[k % CHANGES.length]!);
      if (k >= 4) samples.push(ms);
    }
    let modelSwitch: { toModel: string; ms: number; loadMs: number } | null = null;
    if (mode === 'by-model') {
      const other = perModel.map(modelOf).find((m) => m !== values.model)!;
      const option = await page.locator('select[name="model_id"] option').evaluateAll((os, m) => os.findIndex((o) => (o as HTMLOptionElement).value === m), other);
      const ms = await page.evaluate(applyChange, { filter: 'model_id', option });
      modelSwitch = { toModel: other, ms, loadMs: Number(await root.getAttribute('data-load-ms')) };
    }
    const heap = await page.evaluate(() => (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ?? null);
    return { mode, rows, openMs: Math.round(openMs), loadMs: Math.round(loadMs), renderMedianMs: +median(samples).toFixed(1), renderMinMs: +Math.min(...samples).toFixed(1), renderMaxMs: +Math.max(...samples).toFixed(1), samples: samples.length, modelSwitch, usedJSHeapBytes: heap };
  } finally {
    await context.close();
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (values.stage) {
  // Only the staged site (for screenshots): its folder, served by the caller.
  console.log(join(stage(values.stage as 'one-file' | 'by-model'), 'site'));
  process.exit(0);
}
const start = loadavg()[0];
const results = [];
for (const mode of ['by-model', 'one-file'] as const) results.push(await measure(mode));
console.log(JSON.stringify({ date: new Date().toISOString(), load: { start, end: loadavg()[0] }, wholeFile: { rows: whole.rows, bytes: whole.bytes }, perModel: { files: perModel.length, maxBytes: Math.max(...perModel.map((a) => a.bytes)) }, results }, null, 2));
