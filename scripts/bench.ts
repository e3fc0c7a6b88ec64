/**
 * `npm run bench [-- --release data/release] [--paper-runs 5] [--scale 100[,16…]] [--seed 1] [--skip-scaled]
 *   [--resamples 10000] [--timeout 3600] [--out BENCHMARKS.md]
 *   [--browser-rounds 10] [--site <built site> --site-base /hif]`
 * Times the full data build on the committed release and on a `--scale 100` simulated release
 * (generated once into data/scaled/, git-ignored), with peak RSS; times the build's bootstraps
 * against straightforward references; times the live re-ranking in headless Chromium and in
 * Node on the paper-scale build; writes BENCHMARKS.md, followed by every docs/benchmarks/*.md
 * in name order. Progress on stderr. The paper-scale build runs --paper-runs times (the median
 * run is the one judged against the target; every run is listed).
 * Nothing is deleted until the end: on the development machine's file system (ext4 without a
 * journal) deleting thousands of files slows every file created in the next minutes (see
 * src/lib/bench/machine.ts), so each build writes into a folder of its own, and all go at the end.
 * `npm run bench -- --only browser [--data data/build]` re-measures only the re-ranking (on an
 * existing data build; built first into a temporary folder if there is none) and replaces only
 * that section of BENCHMARKS.md.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { machineInfo, machineProbes } from '../src/lib/bench/machine.ts';
import { measureProcess } from '../src/lib/bench/measure-process.ts';
import { stepTimings } from '../src/lib/bench/build-steps.ts';
import { loadBenchInputs } from '../src/lib/bench/inputs.ts';
import { compareCrossedBootstrap, type SideBySide } from '../src/lib/bench/comparisons.ts';
import { medianRun, renderBenchmarks, TARGETS, type BuildMeasurement, type BenchReport } from '../src/lib/bench/report.ts';
import { DEFAULT_BOOTSTRAP_SEED } from '../src/lib/build/pipeline.ts';
import { RERANK_BUDGET_MS, runRerankBench } from '../src/lib/bench/rerank-bench.ts';
import { assembleBenchmarks, renderRerankSection } from '../src/lib/bench/rerank-report.ts';

/** Measurements kept by hand (browser tests, page weights), appended to BENCHMARKS.md in name order. */
const APPENDED_DIR = 'docs/benchmarks';

const { values } = parseArgs({
  options: {
    release: { type: 'string', default: 'data/release' },
    'paper-runs': { type: 'string', default: '5' },
    /** Comma-separated; the target applies to 100×, other scales are informational. */
    scale: { type: 'string', default: '100' },
    seed: { type: 'string', default: '1' },
    'skip-scaled': { type: 'boolean', default: false },
    resamples: { type: 'string', default: '10000' },
    out: { type: 'string', default: 'BENCHMARKS.md' },
    /** Stop a build that runs longer than this (seconds); the report then says where it was. */
    timeout: { type: 'string', default: '3600' },
    /** `browser`: only the live re-ranking (Chromium and Node), on --data. */
    only: { type: 'string' },
    data: { type: 'string', default: 'data/build' },
    'browser-rounds': { type: 'string', default: '10' },
    /** A site already built (with --site-base its base path) instead of building one. */
    site: { type: 'string' },
    'site-base': { type: 'string', default: '/' },
  },
});
if (values.only !== undefined && values.only !== 'browser') throw new Error(`bench: --only accepts "browser", got "${values.only}"`);
const int = (name: string, text: string) => {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1) throw new Error(`bench: --${name} must be a positive integer, got "${text}"`);
  return n;
};
const scales = values.scale.split(',').map((x) => int('scale', x.trim()));
const seed = int('seed', values.seed);
const paperRuns = int('paper-runs', values['paper-runs']);
const resamples = int('resamples', values.resamples);
const timeoutSeconds = int('timeout', values.timeout);
const browserRounds = int('browser-rounds', values['browser-rounds']);
const log = (line: string) => process.stderr.write(`bench: ${line}\n`);
const node = process.execPath;

function verdictRows(releaseDir: string): number | null {
  const file = join(releaseDir, 'manifest.json');
  if (!existsSync(file)) return null;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as { files?: { verdicts?: { rows?: number } } };
  return manifest.files?.verdicts?.rows ?? null;
}

/** The child's own last log lines (GNU time's report and exit line left out). */
function lastLines(text: string, n: number): string {
  return text.split('\n').map((l) => l.trim()).filter((l) => l && !/^Command (being timed|exited with)/.test(l) && !/^\S[^:]*\([^)]*\):/.test(l) && !/^(Exit status|Page size|Swaps|Signals delivered|Socket messages|File system|Average|Voluntary|Involuntary|Major|Minor|Percent of CPU|Elapsed|Maximum resident)/.test(l)).slice(-n).join(' / ');
}

async function timeBuild(name: string, release: string, outDir: string, target: BuildMeasurement['target']): Promise<BuildMeasurement> {
  log(`${name}: npm run data -- --release ${release}`);
  const run = await measureProcess(node, ['scripts/data.ts', '--release', release, '--out', outDir], { echo: (l) => log(`  ${l}`), timeoutSeconds });
  const steps = stepTimings(run.stderr);
  const lastStep = [...run.stderr.matchAll(/^\[(\d+(?:\.\d+)?) s\] (.+)$/gm)].pop();
  const problem = run.timedOut
    ? `stopped after ${timeoutSeconds} s (--timeout), still in step "${lastStep?.[2] ?? 'start-up'}" (entered at ${lastStep?.[1] ?? '0'} s)`
    : run.exitCode === 0 ? null : `the build exited ${run.exitCode}: ${lastLines(run.stderr, 3)}`;
  log(`${name}: ${run.wallSeconds.toFixed(2)} s, peak ${run.peakRssMiB?.toFixed(0) ?? 'n/a'} MiB${problem ? ` — ${problem}` : ''}`);
  if (run.timedOut && lastStep) steps.push({ step: `${lastStep[2]!} (unfinished when stopped)`, seconds: run.wallSeconds - Number(lastStep[1]) });
  return { name, release, verdictRows: verdictRows(release), run, problem, steps, target };
}

/**
 * The same build `runs` times, each into a folder of its own (`${outPrefix}-1`, …): the run with
 * the median wall time is the measurement, and every run's wall time is kept. A failed run is
 * the measurement (a build that fails once is not timed).
 */
async function timeRepeatedBuild(name: string, release: string, outPrefix: string, runs: number, target: BuildMeasurement['target']): Promise<BuildMeasurement> {
  const all: BuildMeasurement[] = [];
  for (let i = 1; i <= runs; i++) {
    const m = await timeBuild(runs > 1 ? `${name}, run ${i} of ${runs}` : name, release, `${outPrefix}-${i}`, target);
    if (m.problem !== null) return { ...m, name };
    all.push(m);
  }
  const median = medianRun(all);
  return { ...median, name, runWallSeconds: all.map((m) => m.run!.wallSeconds) };
}

function appendix(): string[] {
  if (!existsSync(APPENDED_DIR)) return [];
  return readdirSync(APPENDED_DIR).filter((f) => f.endsWith('.md')).sort().map((f) => readFileSync(join(APPENDED_DIR, f), 'utf8'));
}

const command = `npm run bench -- ${process.argv.slice(2).join(' ')}`.trim();

async function rerankSection(dataDir: string, work: string): Promise<string> {
  const section = await runRerankBench({
    dataDir, siteDir: values.site ?? null, base: values['site-base'], rounds: browserRounds, work, command, log,
  });
  return renderRerankSection(section);
}

const work = mkdtempSync(join(tmpdir(), 'harness-if-bench-'));
try {
  if (values.only === 'browser') {
    let dataDir = values.data;
    if (!existsSync(join(dataDir, 'manifest.json'))) {
      dataDir = join(work, 'data');
      log(`${values.data} has no data build: building ${values.release} into ${dataDir}`);
      const run = await measureProcess(node, ['scripts/data.ts', '--release', values.release, '--out', dataDir], { echo: (l) => log(`  ${l}`), timeoutSeconds });
      if (run.exitCode !== 0) throw new Error(`data build failed: ${lastLines(run.stderr, 3)}`);
    }
    const existing = existsSync(values.out) ? readFileSync(values.out, 'utf8') : null;
    writeFileSync(values.out, assembleBenchmarks(existing, null, await rerankSection(dataDir, work), appendix()));
    log(`wrote the re-ranking section of ${values.out}`);
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
  const builds: BuildMeasurement[] = [];
  const paperOut = join(work, 'paper');
  builds.push(await timeRepeatedBuild('paper scale (committed release)', values.release, paperOut, paperRuns, TARGETS.paper));
  // The bootstraps and the re-ranking read the first run's artifacts (every run's are identical).
  const paperBuild = `${paperOut}-1`;

  let simulate = null;
  let simulateCached = false;
  if (!values['skip-scaled']) {
    for (const scale of scales) {
      const scaledDir = join('data', 'scaled', `seed-${seed}-scale-${scale}`);
      if (existsSync(join(scaledDir, 'manifest.json'))) {
        simulateCached = true;
        log(`${scale}× release: cached in ${scaledDir}`);
      } else {
        // Generated into a temporary name and renamed when complete, so an interrupted run is never cached.
        const partial = `${scaledDir}.partial-${process.pid}`;
        log(`${scale}× release: generating into ${scaledDir} (once)`);
        simulate = await measureProcess(node, ['scripts/simulate.ts', '--seed', String(seed), '--scale', String(scale), '--out', partial], { echo: (l) => log(`  ${l}`) });
        if (simulate.exitCode !== 0) throw new Error(`simulate --scale ${scale} failed: ${lastLines(simulate.stderr, 3)}`);
        rmSync(scaledDir, { recursive: true, force: true });
        renameSync(partial, scaledDir);
      }
      // Its output stays until the end with the rest of `work` (see the top of this file).
      builds.push(await timeBuild(`${scale}× simulated release`, scaledDir, join(work, `scaled-${scale}`), scale === 100 ? TARGETS.scaled : TARGETS.informational));
    }
  }

  const comparisons: SideBySide[] = [];
  let comparisonProblem: string | null = null;
  if (builds[0]!.run?.exitCode === 0) {
    const inputs = await loadBenchInputs(paperBuild);
    log(`E0 crossed bootstrap, ${resamples} resamples: fast vs naive`);
    comparisons.push(compareCrossedBootstrap(inputs, resamples, DEFAULT_BOOTSTRAP_SEED));
    for (const c of comparisons) log(`${c.name}: fast ${c.fastSeconds.toFixed(2)} s, straightforward ${c.naiveSeconds.toFixed(2)} s, ratio ${c.ratio.toFixed(1)}×, max |difference| ${c.maxDifference}`);
  } else {
    comparisonProblem = `the bootstraps run on the paper-scale build's artifacts, and that build failed (${builds[0]!.problem})`;
  }

  const rerank = builds[0]!.run?.exitCode === 0 ? await rerankSection(paperBuild, work) : renderRerankSection({
    date: new Date().toISOString(), command, load: { start: loadavg()[0]!, end: loadavg()[0]!, cores: machine.cores },
    browser: null, browserProblem: 'it runs on the paper-scale build, which failed', node: null, nodeProblem: 'it runs on the paper-scale build, which failed', budgetMs: RERANK_BUDGET_MS,
  });
  const report: BenchReport = {
    machine, probes, loadAtEnd: loadavg()[0]!, date: new Date().toISOString(), command,
    builds, simulate, simulateCached, comparisons, comparisonProblem,
  };
  // Measurements kept by hand (docs/benchmarks/*.md) follow, so every measurement is in one place.
  writeFileSync(values.out, assembleBenchmarks(null, renderBenchmarks(report), rerank, appendix()));
  log(`wrote ${values.out}`);
}
