/**
 * BENCHMARKS.md from one `npm run bench` run: machine, date, each measurement against its target
 * (pass / miss, and by how much), the per-step profile of each build (what dominates), the two
 * side-by-side bootstrap timings, and how to re-run. Pure: the caller writes the file.
 */
import type { MachineInfo, MachineProbes } from './machine.ts';
import type { ProcessMeasurement } from './measure-process.ts';
import type { StepTiming } from './build-steps.ts';
import type { SideBySide } from './comparisons.ts';

export interface BuildTarget {
  /** null: an informational measurement without a target. */
  maxSeconds: number | null;
  maxPeakMiB: number | null;
}

/** Targets of the issue "Offline data build": paper scale < 5 s; 100× < 90 s and < 3 GB peak. */
export const TARGETS = {
  paper: { maxSeconds: 5, maxPeakMiB: null } satisfies BuildTarget,
  scaled: { maxSeconds: 90, maxPeakMiB: 3 * 1024 } satisfies BuildTarget,
  informational: { maxSeconds: null, maxPeakMiB: null } satisfies BuildTarget,
};

function targetText(t: BuildTarget): string {
  const parts = [t.maxSeconds === null ? null : `< ${t.maxSeconds} s`, t.maxPeakMiB === null ? null : `< ${mib(t.maxPeakMiB)}`].filter((x) => x !== null);
  return parts.length ? parts.join(', ') : '— (informational)';
}

export interface BuildMeasurement {
  name: string;
  release: string;
  /** Verdict rows of the release (from its manifest). */
  verdictRows: number | null;
  run: ProcessMeasurement | null;
  /** Why there is no measurement (e.g. the release does not build). */
  problem: string | null;
  steps: StepTiming[];
  target: BuildTarget;
  /** Wall time of every run, in run order, when the build was run more than once (`run` is the median one). */
  runWallSeconds?: number[];
}

/**
 * The run with the median wall time: the middle one of an odd count, the faster of the two
 * middle ones of an even count (a run that happened, not an average of two). Throws on none.
 */
export function medianRun<T extends { run: ProcessMeasurement | null }>(runs: T[]): T {
  const timed = runs.filter((r) => r.run !== null).sort((a, b) => a.run!.wallSeconds - b.run!.wallSeconds);
  if (timed.length === 0) throw new Error('bench: no timed run to take the median of');
  return timed[Math.floor((timed.length - 1) / 2)]!;
}

export interface BenchReport {
  machine: MachineInfo;
  /** Speed probes taken before the builds (absent in reports made without them). */
  probes?: MachineProbes;
  /** 1-minute load average at the end of the run. */
  loadAtEnd: number;
  date: string;
  command: string;
  builds: BuildMeasurement[];
  simulate: ProcessMeasurement | null;
  simulateCached: boolean;
  comparisons: SideBySide[];
  comparisonProblem: string | null;
}

const s = (x: number) => `${x.toFixed(2)} s`;
const mib = (x: number | null) => (x === null ? 'n/a' : x >= 1024 ? `${(x / 1024).toFixed(2)} GiB` : `${x.toFixed(0)} MiB`);

/** "pass", or "MISS (+12.3 s, 2.5× the target)". */
export function verdictOf(value: number | null, limit: number | null, unit: (x: number) => string): string {
  if (limit === null) return '—';
  if (value === null) return 'not measured';
  if (value < limit) return 'pass';
  return `**MISS** (+${unit(value - limit)}, ${(value / limit).toFixed(1)}× the target)`;
}

function escapeCell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/</g, '&lt;').replace(/\n/g, ' ');
}

function buildRows(b: BuildMeasurement): string {
  const rows = b.verdictRows?.toLocaleString('en-US') ?? 'n/a';
  const runs = b.runWallSeconds && b.runWallSeconds.length > 1 ? ` (median of ${b.runWallSeconds.length} runs: ${b.runWallSeconds.map(s).join(', ')})` : '';
  const measured = b.run
    ? `${s(b.run.wallSeconds)}${runs} | ${b.run.cpuSeconds === null ? 'n/a' : s(b.run.cpuSeconds)} | ${mib(b.run.peakRssMiB)}`
    : '— | — | —';
  if (!b.run || b.run.exitCode !== 0) {
    return `| ${b.name} | ${escapeCell(b.release)} | ${rows} | ${measured} | ${targetText(b.target)} | **build failed, not measured**: ${escapeCell(b.problem ?? `exit ${b.run?.exitCode}`)} |`;
  }
  const results = [
    b.target.maxSeconds === null ? null : `time ${verdictOf(b.run.wallSeconds, b.target.maxSeconds, s)}`,
    b.target.maxPeakMiB === null ? null : `memory ${verdictOf(b.run.peakRssMiB, b.target.maxPeakMiB, mib)}`,
  ].filter((x) => x !== null);
  return `| ${b.name} | ${escapeCell(b.release)} | ${rows} | ${measured} | ${targetText(b.target)} | ${results.length ? results.join('; ') : '—'} |`;
}

function profile(b: BuildMeasurement): string[] {
  if (b.steps.length === 0) return [];
  const total = b.steps.reduce((a, x) => a + x.seconds, 0);
  const top = [...b.steps].sort((x, y) => y.seconds - x.seconds)[0]!;
  return [
    `### Profile: ${b.name}`, '',
    `From the build's own step log (src/lib/build/pipeline.ts). Dominant step: **${escapeCell(top.step)}** (${s(top.seconds)}, ${((100 * top.seconds) / Math.max(total, 1e-9)).toFixed(0)}% of the logged ${s(total)}; the rest of the wall time is Node start-up and module loading).`, '',
    '| step | seconds | share |', '|:---|---:|---:|',
    ...b.steps.map((x) => `| ${escapeCell(x.step)} | ${x.seconds.toFixed(1)} | ${((100 * x.seconds) / Math.max(total, 1e-9)).toFixed(0)}% |`), '',
  ];
}

export function renderBenchmarks(r: BenchReport): string {
  const lines = [
    '# Benchmarks', '',
    `Written by \`npm run bench\` (scripts/bench.ts, src/lib/bench/) on ${r.date}. Numbers are from one run on a shared machine; re-run to compare.`, '',
    '## Machine', '',
    `- CPU: ${r.machine.cpu}`, `- Logical cores: ${r.machine.cores}`, `- Memory: ${r.machine.memoryGiB.toFixed(1)} GiB`,
    `- Node: ${r.machine.node}`, `- OS: ${r.machine.os}`, `- Command: \`${r.command}\``,
    `- 1-minute load average: ${r.machine.load1.toFixed(1)} at the start, ${r.loadAtEnd.toFixed(1)} at the end (${r.machine.cores} cores). A load above the core count means other processes competed for the CPU: wall times are then inflated, and the CPU time column is the steadier figure.`,
    ...(r.probes ? [`- Speed probes at the start: a fixed arithmetic loop took ${r.probes.loopSeconds.toFixed(2)} s; writing 2,000 files of 2 kB took ${Math.round(r.probes.smallFilesMs)} ms. On the development machine (ext4 without a journal) file creation slows for minutes after many files are deleted: 2,000 files took 0.12 s after 6 quiet minutes and 1.6 s soon after builds had been deleted, and the same build commit ran 40% slower (src/lib/bench/machine.ts, docs/benchmarks/build-runs.md). The bench deletes nothing until its end.`] : []), '',
    '## Data build', '',
    `Wall time of the whole \`npm run data\` process (validate → load → derive → compute → write → swap), peak RSS by ${r.builds.find((b) => b.run)?.run?.peakMethod ?? 'n/a'}.`, '',
    '| build | release | verdict rows | wall time | CPU time (user + sys) | peak RSS | target | result |', '|:---|:---|---:|---:|---:|---:|:---|:---|',
    ...r.builds.map(buildRows), '',
  ];
  if (r.simulate || r.simulateCached) {
    lines.push(r.simulateCached
      ? 'The 100× release was taken from the cache in data/scaled/ (git-ignored); generating it is not part of the build time.'
      : `Generating the 100× release (\`npm run simulate -- --scale 100\`, cached in data/scaled/) took ${s(r.simulate!.wallSeconds)} (peak ${mib(r.simulate!.peakRssMiB)}); not part of the build time.`, '');
  }
  for (const b of r.builds) lines.push(...profile(b));
  lines.push('## Bootstraps side by side', '',
    'Same input, seed and resamples; the fast version is the one the build uses, the reference is written the straightforward way. "max |difference|" over every draw checks that both give the same answer.', '');
  if (r.comparisons.length > 0) {
    lines.push('| bootstrap | input | resamples | fast | straightforward | ratio | max \\|difference\\| |', '|:---|:---|---:|---:|---:|---:|---:|',
      ...r.comparisons.map((c) => `| ${c.name} | ${escapeCell(c.input)} | ${c.resamples.toLocaleString('en-US')} | ${s(c.fastSeconds)} | ${s(c.naiveSeconds)} | ${c.ratio.toFixed(1)}× | ${c.maxDifference === 0 ? '0 (identical)' : c.maxDifference.toExponential(2)} |`), '');
  }
  if (r.comparisonProblem) lines.push(`Not measured: ${escapeCell(r.comparisonProblem)}`, '');
  lines.push('## Re-run', '',
    '```sh', 'npm run bench                      # committed release + 100× simulated release (generated once into data/scaled/)',
    'npm run bench -- --skip-scaled     # paper scale and the bootstraps only',
    'npm run bench -- --only browser    # only the live re-ranking (Chromium + Node) on data/build; replaces that section',
    'npm run bench -- --release <dir> --scale 100 --seed 1 --out BENCHMARKS.md', '```', '',
    'Targets: paper-scale build < 5 s; 100× build < 90 s and < 3 GB peak RSS. Speed is never asserted in tests (CONTRIBUTING.md).', '');
  return lines.join('\n');
}
