/**
 * `npm run bench -- --only score` and `--only your-model`: issue 19's targets for scoring a model.
 * One panel model of the release (the one with the most verdict rows: 3,342 at paper scale) is
 * taken out (test/score/split-release.ts), the release without it is built once (the baseline),
 * and then
 * - score: `npm run score -- --verdicts … --runs … --baseline <that build>` is timed as a whole
 *   process (start-up, checks, validation of the release with the model, Table 2 with it, the
 *   report), `runs` times; target ≤ 2 s;
 * - your-model: the site built from the baseline is opened in headless Chromium at /your-model/,
 *   the verdicts file is given to its file input, and the page's own time from the file to the
 *   scored figures is read (data-score-ms: reading the file, loading the cohort's Arrow file,
 *   the checks, the bootstrap, the rendering), on a fresh page each round; target ≤ 1 s.
 * Prints the samples and their median to stdout; BENCHMARKS.md is left alone. Nothing asserted.
 */
import { withMarkedSection } from './marked-section.ts';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { splitModelOut, type SplitModel } from '../test/score/split-release.ts';
import { Manifest } from '../src/release/schemas.ts';
import { buildSite } from '../src/site/static-site.ts';
import { startStaticServer } from '../src/site/static-server.ts';
import { measureProcess } from './measure-process.ts';
import { CHROMIUM } from './browser-rerank.ts';

const SCORE_BUDGET_MS = 2000;
const YOUR_MODEL_BUDGET_MS = 1000;

interface Prepared {
  split: SplitModel;
  modelId: string;
  baseline: string;
}

/** The panel model with the most verdict rows (ties: the first in the file). */
function largestModel(releaseDir: string): string {
  const manifest = Manifest.parse(JSON.parse(readFileSync(join(releaseDir, 'manifest.json'), 'utf8')));
  const path = join(releaseDir, manifest.files.verdicts.path);
  const text = (path.endsWith('.gz') ? gunzipSync(readFileSync(path)) : readFileSync(path)).toString('utf8');
  const counts = new Map<string, number>();
  for (const m of text.matchAll(/"model_id"\s*:\s*"([^"]+)"/g)) counts.set(m[1]!, (counts.get(m[1]!) ?? 0) + 1);
  return [...counts.entries()].reduce((a, b) => (b[1] > a[1] ? b : a))[0];
}

async function prepare(release: string, work: string, log: (line: string) => void): Promise<Prepared> {
  const modelId = largestModel(release);
  const split = splitModelOut(release, modelId, join(work, 'split'));
  log(`score: ${modelId} (${split.verdictRows} verdict rows) taken out of ${release}; building the release without it`);
  const baseline = join(work, 'baseline');
  const run = await measureProcess(process.execPath, ['scripts/data.ts', '--release', split.releaseDir, '--out', baseline]);
  if (run.exitCode !== 0) throw new Error(`data build of the release without ${modelId} failed (exit ${run.exitCode})`);
  return { split, modelId, baseline };
}

const median = (xs: readonly number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? Number.NaN : s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

function report(title: string, p: Prepared, samplesMs: number[], budgetMs: number, loadStart: number, what: string, cpuMs: number[] = []): string {
  const m = median(samplesMs);
  return [
    `## ${title}`,
    '',
    `${what}; model ${p.modelId}, ${p.split.verdictRows.toLocaleString('en')} verdict rows; ${samplesMs.length} runs.`,
    `samples (ms): ${samplesMs.map((x) => x.toFixed(0)).join(', ')}`,
    ...(cpuMs.length ? [`CPU (user + system, ms; less sensitive to a busy machine): ${cpuMs.map((x) => x.toFixed(0)).join(', ')}; median ${median(cpuMs).toFixed(0)}`] : []),
    `median: ${m.toFixed(0)} ms — target ≤ ${budgetMs} ms: ${m <= budgetMs ? 'met' : 'not met'}`,
    `load average ${loadStart.toFixed(2)} → ${loadavg()[0]!.toFixed(2)} on ${cpus().length} cores (${new Date().toISOString()})`,
    '',
  ].join('\n');
}

export async function runScoreBench(o: { release: string; runs: number; log: (line: string) => void }): Promise<string> {
  const work = mkdtempSync(join(tmpdir(), 'hif-bench-score-'));
  try {
    const p = await prepare(o.release, work, o.log);
    const loadStart = loadavg()[0]!;
    const samples: number[] = [];
    const cpu: number[] = [];
    for (let i = 0; i < o.runs; i++) {
      const run = await measureProcess(process.execPath, ['scripts/score.ts', '--release', p.split.releaseDir, '--verdicts', p.split.verdictsFile, '--runs', p.split.runsFile, '--baseline', p.baseline, '--format', 'json']);
      if (run.exitCode !== 0) throw new Error(`npm run score exited ${run.exitCode}`);
      samples.push(run.wallSeconds * 1000);
      if (run.cpuSeconds !== null) cpu.push(run.cpuSeconds * 1000);
      o.log(`score: run ${i + 1} of ${o.runs}: ${(run.wallSeconds * 1000).toFixed(0)} ms`);
    }
    return report('npm run score (paper scale, --baseline)', p, samples, SCORE_BUDGET_MS, loadStart, 'Wall time of the whole `npm run score -- --verdicts … --runs … --baseline …` process', cpu);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

export async function runYourModelBench(o: { release: string; runs: number; log: (line: string) => void }): Promise<string> {
  const work = mkdtempSync(join(tmpdir(), 'hif-bench-your-model-'));
  try {
    const p = await prepare(o.release, work, o.log);
    if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is not installed`);
    const siteDir = join(work, 'site');
    o.log(`your-model: building the site from ${p.baseline}`);
    await buildSite({ dataBuildIfMissing: false, quiet: true, env: { HIF_DATA_DIR: p.baseline, SITE_OUT_DIR: siteDir, BASE_PATH: '/' } });
    const { chromium } = await import('playwright-core');
    const server = await startStaticServer({ root: siteDir, base: '/' });
    const profile = mkdtempSync(join(tmpdir(), 'hif-bench-chromium-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM, headless: true, viewport: { width: 1366, height: 900 },
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    });
    const loadStart = loadavg()[0]!;
    const samples: number[] = [];
    try {
      for (let i = 0; i < o.runs + 1; i++) {
        const page = await context.newPage();
        await page.goto(new URL('your-model/', server.url).href);
        await page.locator('[data-your-model] input[type=file]').setInputFiles(p.split.verdictsFile);
        await page.waitForSelector('[data-your-model][data-ready="true"]', { timeout: 120_000 });
        const ms = Number(await page.locator('[data-your-model]').getAttribute('data-score-ms'));
        if (!Number.isFinite(ms) || (await page.locator('[data-your-model]').getAttribute('data-problems')) !== '0') throw new Error('the page did not score the file');
        // The first round warms the browser's caches of the page's scripts; it is not a sample.
        if (i > 0) samples.push(ms);
        o.log(`your-model: round ${i} ${i === 0 ? '(warm-up)' : `of ${o.runs}`}: ${ms.toFixed(0)} ms`);
        await page.close();
      }
    } finally {
      await context.close();
      await server.close();
      rmSync(profile, { recursive: true, force: true });
    }
    return report('"Your model" page (paper scale, headless Chromium)', p, samples, YOUR_MODEL_BUDGET_MS, loadStart, 'The page\'s time from the file given to its figures shown (data-score-ms: file read, cohort Arrow file loaded, checks, bootstrap, render), a fresh page each round');
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

export const SCORE_START = '<!-- bench:score:start -->';
export const SCORE_END = '<!-- bench:score:end -->';

/** Both score measurements as one marked section of BENCHMARKS.md (the full bench writes it). */
export function scoreSection(parts: readonly string[]): string {
  return [SCORE_START, ...parts.map((x) => x.trimEnd()), SCORE_END].join('\n\n');
}

/** `doc` with its score section replaced, or inserted before `before` (the next section's marker), or appended. */
export function withScoreSection(doc: string, section: string, before: string): string {
  return withMarkedSection(doc, { start: SCORE_START, end: SCORE_END }, section, before);
}
