/**
 * `npm run bench [-- --release data/release] [--paper-runs 5] [--scale 100] [--seed 1] [--skip-scaled]
 *   [--timeout 3600] [--out BENCHMARKS.md] [--browser-rounds 10] [--site <built site> --site-base /hif]`
 * Times the data build on the committed release (--paper-runs times; the median run is judged) and
 * on a `--scale` simulated release (generated once into data/scaled/, git-ignored), with CPU and
 * peak RSS, and the live re-ranking in headless Chromium and Node; writes BENCHMARKS.md (tables
 * only, bench/report.ts). Progress on stderr. Each build writes into a folder of its own and
 * nothing is deleted until the end: on ext4 without a journal, mass deletion slows file creation
 * for minutes after (bench/machine.ts).
 * `npm run bench -- --only browser [--data data/build]` re-measures only the re-ranking (on an
 * existing data build; built first into a temporary folder if there is none) and replaces only
 * that section of BENCHMARKS.md; `--only explorer [--data data/build] [--explorer-changes 20]` the
 * same for the verdict explorer's re-render (bench/explorer-bench.ts).
 * `npm run bench -- --only lighthouse [--data data/build | --site <built site> --site-base /hif]` runs
 * only Lighthouse (mobile) on the overview, a rule page, a task × model page, re-rank and the SQL
 * page (bench/lighthouse.ts) and replaces only its section; a full
 * run measures it too, on the site the re-ranking built.
 * `npm run bench -- --only score|your-model [--release data/release] [--score-runs 5]` times
 * `npm run score` and the "Your model" page on one panel model taken out of the release
 * (bench/your-model-bench.ts) and prints the result without writing BENCHMARKS.md; a full run
 * measures both and writes them as one section.
 * `npm run bench -- --only tests [--skip-check]` runs `npm test` (its wall time and each vitest
 * project's span) and `npm run check`, and replaces only that section (bench/test-suite.ts); a full
 * run measures them too, last.
 */
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { machineInfo, machineProbes } from '../bench/machine.ts';
import { measureProcess } from '../bench/measure-process.ts';
import { stepTimings, table2BootstrapSeconds } from '../bench/build-steps.ts';
import { medianRun, renderBenchmarks, type BuildMeasurement } from '../bench/report.ts';
import { sourceLines } from '../bench/source-size.ts';
import { RERANK_BUDGET_MS, runRerankBench } from '../bench/rerank-bench.ts';
import { assembleBenchmarks, renderRerankSection } from '../bench/rerank-report.ts';
import { runLighthouse } from '../bench/lighthouse.ts';
import { lighthouseSectionOf, withLighthouseSection, renderLighthouseSection } from '../bench/lighthouse-report.ts';
import { CHROMIUM } from '../bench/browser-rerank.ts';
import { buildSite } from '../src/site/static-site.ts';
import { runExplorerBench } from '../bench/explorer-bench.ts';
import { EXPLORER_START, renderExplorerSection, withExplorer100xKept, withExplorerSection } from '../bench/explorer-report.ts';
import { runScoreBench, runYourModelBench, scoreSection, withScoreSection } from '../bench/your-model-bench.ts';
import { renderTestSuiteSection, runTestSuiteBench, withTestSuiteSection } from '../bench/test-suite.ts';

const { values } = parseArgs({
  options: {
    release: { type: 'string', default: 'data/release' },
    'paper-runs': { type: 'string', default: '5' },
    /** The targets apply at 100×; another scale is informational. */
    scale: { type: 'string', default: '100' },
    seed: { type: 'string', default: '1' },
    'skip-scaled': { type: 'boolean', default: false },
    out: { type: 'string', default: 'BENCHMARKS.md' },
    /** Stop a build that runs longer than this (seconds); the report then says where it was. */
    timeout: { type: 'string', default: '3600' },
    /** `browser`: only the live re-ranking (Chromium and Node), on --data; `explorer`: only the verdict explorer; `lighthouse`: only Lighthouse. */
    only: { type: 'string' },
    data: { type: 'string', default: 'data/build' },
    'browser-rounds': { type: 'string', default: '10' },
    /** Timed filter and sort changes of the verdict explorer (issue 18: median of 20). */
    'explorer-changes': { type: 'string', default: '20' },
    /** A site already built (with --site-base its base path) instead of building one. */
    site: { type: 'string' },
    'site-base': { type: 'string', default: '/' },
    /** Timed runs of --only score and --only your-model. */
    'score-runs': { type: 'string', default: '5' },
    /** With --only tests (or a full run): time `npm test` alone, not `npm run check`. */
    'skip-check': { type: 'boolean', default: false },
  },
});
if (values.only !== undefined && !['browser', 'explorer', 'lighthouse', 'score', 'your-model', 'tests'].includes(values.only)) throw new Error(`bench: --only accepts "browser", "explorer", "lighthouse", "score", "your-model" or "tests", got "${values.only}"`);
const int = (name: string, text: string) => {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1) throw new Error(`bench: --${name} must be a positive integer, got "${text}"`);
  return n;
};
const scale = int('scale', values.scale);
const seed = int('seed', values.seed);
const paperRuns = int('paper-runs', values['paper-runs']);
const timeoutSeconds = int('timeout', values.timeout);
const browserRounds = int('browser-rounds', values['browser-rounds']);
const explorerChanges = int('explorer-changes', values['explorer-changes']);
const log = (line: string) => process.stderr.write(`bench: ${line}\n`);
const node = process.execPath;

function verdictRows(releaseDir: string): number | null {
  const file = join(releaseDir, 'manifest.json');
  if (!existsSync(file)) return null;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as { files?: { verdicts?: { rows?: number } } };
  return manifest.files?.verdicts?.rows ?? null;
}

/** Resamples a finished data build used (its manifest's seeds.resamples). */
function buildResamples(buildDir: string): number | null {
  const file = join(buildDir, 'manifest.json');
  if (!existsSync(file)) return null;
  return (JSON.parse(readFileSync(file, 'utf8')) as { seeds?: { resamples?: number } }).seeds?.resamples ?? null;
}

/** The child's own last log lines (GNU time's report and exit line left out). */
function lastLines(text: string, n: number): string {
  return text.split('\n').map((l) => l.trim()).filter((l) => l && !/^Command (being timed|exited with)/.test(l) && !/^\S[^:]*\([^)]*\):/.test(l) && !/^(Exit status|Page size|Swaps|Signals delivered|Socket messages|File system|Average|Voluntary|Involuntary|Major|Minor|Percent of CPU|Elapsed|Maximum resident)/.test(l)).slice(-n).join(' / ');
}

async function timeBuild(name: string, release: string, outDir: string): Promise<BuildMeasurement> {
  log(`${name}: npm run data -- --release ${release}`);
  const run = await measureProcess(node, ['scripts/data.ts', '--release', release, '--out', outDir], { echo: (l) => log(`  ${l}`), timeoutSeconds });
  const steps = stepTimings(run.stderr);
  const lastStep = [...run.stderr.matchAll(/^\[(\d+(?:\.\d+)?) s\] (.+)$/gm)].pop();
  const problem = run.timedOut
    ? `stopped after ${timeoutSeconds} s (--timeout), still in step "${lastStep?.[2] ?? 'start-up'}" (entered at ${lastStep?.[1] ?? '0'} s)`
    : run.exitCode === 0 ? null : `the build exited ${run.exitCode}: ${lastLines(run.stderr, 3)}`;
  log(`${name}: ${run.wallSeconds.toFixed(2)} s, peak ${run.peakRssMiB?.toFixed(0) ?? 'n/a'} MiB${problem ? ` — ${problem}` : ''}`);
  if (run.timedOut && lastStep) steps.push({ step: `${lastStep[2]!} (unfinished when stopped)`, seconds: run.wallSeconds - Number(lastStep[1]) });
  return { name, release, verdictRows: verdictRows(release), run, problem, steps, table2BootstrapSeconds: table2BootstrapSeconds(run.stderr) };
}

/**
 * The same build `runs` times, each into a folder of its own (`${outPrefix}-1`, …): the run with
 * the median wall time is the measurement, and every run's wall time is kept. A failed run is
 * the measurement (a build that fails once is not timed).
 */
async function timeRepeatedBuild(name: string, release: string, outPrefix: string, runs: number): Promise<BuildMeasurement> {
  const all: BuildMeasurement[] = [];
  for (let i = 1; i <= runs; i++) {
    const m = await timeBuild(runs > 1 ? `${name}, run ${i} of ${runs}` : name, release, `${outPrefix}-${i}`);
    if (m.problem !== null) return { ...m, name };
    all.push(m);
  }
  const median = medianRun(all);
  return { ...median, name, runWallSeconds: all.map((m) => m.run!.wallSeconds) };
}

const command = `npm run bench -- ${process.argv.slice(2).join(' ')}`.trim();

async function rerankSection(dataDir: string, work: string): Promise<string> {
  const section = await runRerankBench({
    dataDir, siteDir: values.site ?? null, base: values['site-base'], rounds: browserRounds, work, command, log,
  });
  return renderRerankSection(section);
}

/** The Lighthouse section, measured on a built site (Lighthouse's failure is reported in the section, not thrown). */
async function lighthouseSection(siteDir: string, base: string): Promise<string> {
  log(`lighthouse: overview, rule, task × model, re-rank and SQL pages on ${siteDir}`);
  const date = new Date().toISOString();
  try {
    return renderLighthouseSection({ ...(await runLighthouse({ siteDir, base, chromiumPath: CHROMIUM })), date, command });
  } catch (error) {
    const problem = (error as Error).message.split('\n')[0]!;
    log(`lighthouse: not measured: ${problem}`);
    return renderLighthouseSection({ version: 'n/a', chromium: 'n/a', pages: [], date, command: `${command} (not measured: ${problem})` });
  }
}

/** Writes `doc` keeping the existing file's Lighthouse section when this run measured none. */
function writeKeepingLighthouse(doc: string, existing: string | null): void {
  const kept = existing === null ? null : lighthouseSectionOf(existing);
  writeFileSync(values.out, kept && !lighthouseSectionOf(doc) ? withLighthouseSection(doc, kept) : doc);
}

async function explorerSection(dataDir: string, work: string): Promise<string> {
  return renderExplorerSection(await runExplorerBench({ dataDir, siteDir: values.site ?? null, base: values['site-base'], changes: explorerChanges, work, command, log }));
}

const work = mkdtempSync(join(tmpdir(), 'harness-if-bench-'));

/** --data when it holds a data build; else the release built into the work folder. */
async function dataBuild(): Promise<string> {
  if (existsSync(join(values.data, 'manifest.json'))) return values.data;
  const dataDir = join(work, 'data');
  log(`${values.data} has no data build: building ${values.release} into ${dataDir}`);
  const run = await measureProcess(node, ['scripts/data.ts', '--release', values.release, '--out', dataDir], { echo: (l) => log(`  ${l}`), timeoutSeconds });
  if (run.exitCode !== 0) throw new Error(`data build failed: ${lastLines(run.stderr, 3)}`);
  return dataDir;
}

async function testsSection(): Promise<string> {
  return renderTestSuiteSection(await runTestSuiteBench({ withCheck: !values['skip-check'], cores: machineInfo().cores, log }));
}

try {
  if (values.only === 'tests') {
    const existing = existsSync(values.out) ? readFileSync(values.out, 'utf8') : '';
    writeFileSync(values.out, withTestSuiteSection(existing, await testsSection()));
    log(`wrote the test commands section of ${values.out}`);
  } else if (values.only === 'score' || values.only === 'your-model') {
    const run = values.only === 'score' ? runScoreBench : runYourModelBench;
    process.stdout.write(await run({ release: values.release, runs: int('score-runs', values['score-runs']), log }));
  } else if (values.only === 'lighthouse') {
    let siteDir = values.site;
    let base = values['site-base'];
    if (!siteDir) {
      const dataDir = await dataBuild();
      siteDir = join(work, 'site');
      base = '/';
      await buildSite({ dataBuildIfMissing: false, quiet: true, env: { HIF_DATA_DIR: dataDir, SITE_OUT_DIR: siteDir, BASE_PATH: base } });
    }
    const existing = existsSync(values.out) ? readFileSync(values.out, 'utf8') : '';
    writeFileSync(values.out, withLighthouseSection(existing, await lighthouseSection(siteDir, base)));
    log(`wrote the Lighthouse section of ${values.out}`);
  } else if (values.only !== undefined) {
    const dataDir = await dataBuild();
    const existing = existsSync(values.out) ? readFileSync(values.out, 'utf8') : null;
    if (values.only === 'explorer') {
      const section = await explorerSection(dataDir, work);
      writeFileSync(values.out, existing === null ? `${section}\n` : withExplorerSection(existing, section));
      log(`wrote the verdict explorer section of ${values.out}`);
    } else {
      writeKeepingLighthouse(assembleBenchmarks(existing, null, await rerankSection(dataDir, work)), existing);
      log(`wrote the re-ranking section of ${values.out}`);
    }
  } else {
    await fullBench();
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

async function fullBench(): Promise<void> {
  const machine = machineInfo();
  const probes = machineProbes(work);
  log(`probes: arithmetic loop ${probes.loopSeconds.toFixed(2)} s, 2,000 small files ${Math.round(probes.smallFilesMs)} ms`);
  const paperOut = join(work, 'paper');
  const paper = await timeRepeatedBuild('paper scale (committed release)', values.release, paperOut, paperRuns);
  // The re-ranking reads the first run's artifacts (every run's are identical).
  const paperBuild = `${paperOut}-1`;

  let scaled: BuildMeasurement | null = null;
  let simulateCached = false;
  if (!values['skip-scaled']) {
    const scaledDir = join('data', 'scaled', `seed-${seed}-scale-${scale}`);
    if (existsSync(join(scaledDir, 'manifest.json'))) {
      simulateCached = true;
      log(`${scale}× release: cached in ${scaledDir}`);
    } else {
      // Generated into a temporary name and renamed when complete, so an interrupted run is never cached.
      const partial = `${scaledDir}.partial-${process.pid}`;
      log(`${scale}× release: generating into ${scaledDir} (once)`);
      const simulate = await measureProcess(node, ['scripts/simulate.ts', '--seed', String(seed), '--scale', String(scale), '--out', partial], { echo: (l) => log(`  ${l}`) });
      if (simulate.exitCode !== 0) throw new Error(`simulate --scale ${scale} failed: ${lastLines(simulate.stderr, 3)}`);
      rmSync(scaledDir, { recursive: true, force: true });
      renameSync(partial, scaledDir);
    }
    scaled = await timeBuild(`${scale}× simulated release`, scaledDir, join(work, `scaled-${scale}`));
  }

  const paperOk = paper.run?.exitCode === 0;
  const rerank = paperOk ? await rerankSection(paperBuild, work) : renderRerankSection({
    date: new Date().toISOString(), command, load: { start: loadavg()[0]!, end: loadavg()[0]!, cores: machine.cores },
    browser: null, browserProblem: 'it runs on the paper-scale build, which failed', node: null, nodeProblem: 'it runs on the paper-scale build, which failed', budgetMs: RERANK_BUDGET_MS,
  });
  const report = renderBenchmarks({
    machine, probes, loadAtEnd: loadavg()[0]!, date: new Date().toISOString(), command,
    paper, paperResamples: paperOk ? buildResamples(paperBuild) : null, scaled, scale, simulateCached, source: sourceLines('src'),
  });
  const explorer = paperOk ? await explorerSection(paperBuild, work) : renderExplorerSection({
    date: new Date().toISOString(), command, load: { start: loadavg()[0]!, end: loadavg()[0]!, cores: machine.cores },
    browser: null, problem: 'it runs on the paper-scale build, which failed',
  });
  // The re-ranking built its site into work/site (base /hif) unless --site was given.
  const site = values.site ?? join(work, 'site');
  const lighthouse = existsSync(join(site, 'index.html')) ? await lighthouseSection(site, values.site ? values['site-base'] : '/hif') : null;
  const scoreRuns = int('score-runs', values['score-runs']);
  const score = scoreSection(paperOk
    ? [await runScoreBench({ release: values.release, runs: scoreRuns, log }), await runYourModelBench({ release: values.release, runs: scoreRuns, log })]
    : ['## npm run score and the "Your model" page\n\nNot measured: the paper-scale build failed.']);
  // Before the explorer and re-ranking sections, which `--only explorer|browser` rewrite in place.
  const doc = withScoreSection(withExplorerSection(assembleBenchmarks(null, report, rerank), explorer), score, EXPLORER_START);
  const tests = await testsSection();
  // The hand-measured 100× explorer section is not re-measured here: kept from the file this run replaces.
  const existing = existsSync(values.out) ? readFileSync(values.out, 'utf8') : null;
  writeFileSync(values.out, withExplorer100xKept(withTestSuiteSection(lighthouse ? withLighthouseSection(doc, lighthouse) : doc, tests), existing));
  log(`wrote ${values.out}`);
}
