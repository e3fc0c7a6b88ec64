/**
 * `npm run bench [-- --release data/release] [--scale 100[,16…]] [--seed 1] [--skip-scaled]
 *   [--resamples 10000] [--naive-resamples 1000] [--timeout 3600] [--out BENCHMARKS.md]`
 * Times the full data build on the committed release and on a `--scale 100` simulated release
 * (generated once into data/scaled/, git-ignored), with peak RSS; times the build's bootstraps
 * against straightforward references; writes BENCHMARKS.md. Progress on stderr.
 */
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { machineInfo } from '../src/lib/bench/machine.ts';
import { measureProcess } from '../src/lib/bench/measure-process.ts';
import { stepTimings } from '../src/lib/bench/build-steps.ts';
import { loadBenchInputs } from '../src/lib/bench/inputs.ts';
import { compareCrossedBootstrap, compareTaskClusteredBootstrap, type SideBySide } from '../src/lib/bench/comparisons.ts';
import { renderBenchmarks, TARGETS, type BuildMeasurement, type BenchReport } from '../src/lib/bench/report.ts';
import { DEFAULT_BOOTSTRAP_SEED } from '../src/lib/build/pipeline.ts';

const BROWSER_MEASUREMENTS = 'docs/benchmarks/browser.md';

const { values } = parseArgs({
  options: {
    release: { type: 'string', default: 'data/release' },
    /** Comma-separated; the target applies to 100×, other scales are informational. */
    scale: { type: 'string', default: '100' },
    seed: { type: 'string', default: '1' },
    'skip-scaled': { type: 'boolean', default: false },
    resamples: { type: 'string', default: '10000' },
    'naive-resamples': { type: 'string', default: '1000' },
    out: { type: 'string', default: 'BENCHMARKS.md' },
    /** Stop a build that runs longer than this (seconds); the report then says where it was. */
    timeout: { type: 'string', default: '3600' },
  },
});
const int = (name: string, text: string) => {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1) throw new Error(`bench: --${name} must be a positive integer, got "${text}"`);
  return n;
};
const scales = values.scale.split(',').map((x) => int('scale', x.trim()));
const seed = int('seed', values.seed);
const resamples = int('resamples', values.resamples);
const naiveResamples = int('naive-resamples', values['naive-resamples']);
const timeoutSeconds = int('timeout', values.timeout);
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

const work = mkdtempSync(join(tmpdir(), 'harness-if-bench-'));
try {
  const machine = machineInfo();
  const builds: BuildMeasurement[] = [];
  const paperOut = join(work, 'paper');
  builds.push(await timeBuild('paper scale (committed release)', values.release, paperOut, TARGETS.paper));

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
      builds.push(await timeBuild(`${scale}× simulated release`, scaledDir, join(work, `scaled-${scale}`), scale === 100 ? TARGETS.scaled : TARGETS.informational));
      rmSync(join(work, `scaled-${scale}`), { recursive: true, force: true });
    }
  }

  const comparisons: SideBySide[] = [];
  let comparisonProblem: string | null = null;
  if (builds[0]!.run?.exitCode === 0) {
    const inputs = await loadBenchInputs(paperOut);
    log(`E0 crossed bootstrap, ${resamples} resamples: fast vs naive`);
    comparisons.push(compareCrossedBootstrap(inputs, resamples, DEFAULT_BOOTSTRAP_SEED));
    log(`Table 2 task-clustered bootstrap, ${naiveResamples} resamples: build vs refit from raw rows`);
    comparisons.push(await compareTaskClusteredBootstrap(inputs, naiveResamples, DEFAULT_BOOTSTRAP_SEED));
    for (const c of comparisons) log(`${c.name}: fast ${c.fastSeconds.toFixed(2)} s, straightforward ${c.naiveSeconds.toFixed(2)} s, ratio ${c.ratio.toFixed(1)}×, max |difference| ${c.maxDifference}`);
  } else {
    comparisonProblem = `the bootstraps run on the paper-scale build's artifacts, and that build failed (${builds[0]!.problem})`;
  }

  const report: BenchReport = {
    machine, loadAtEnd: loadavg()[0]!, date: new Date().toISOString(), command: `npm run bench -- ${process.argv.slice(2).join(' ')}`.trim(),
    builds, simulate, simulateCached, comparisons, comparisonProblem,
  };
  // Browser-side measurements (live re-ranking, SQL page weight) come from the browser tests and
  // are kept in their own file; BENCHMARKS.md carries them so every measurement is in one place.
  const browser = existsSync(BROWSER_MEASUREMENTS) ? `\n${readFileSync(BROWSER_MEASUREMENTS, 'utf8')}` : '';
  writeFileSync(values.out, renderBenchmarks(report) + browser);
  log(`wrote ${values.out}`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
