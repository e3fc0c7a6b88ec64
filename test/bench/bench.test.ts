/**
 * The benchmark's pieces (never its speed, CONTRIBUTING.md): step profile parsing, GNU time
 * parsing, the pass/miss wording against the targets, the speed probes, and BENCHMARKS.md's
 * rendering on fixture measurements (tables only, under 10 kB).
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stepTimings, table2BootstrapSeconds } from '../../bench/build-steps.ts';
import { TABLE2_BOOTSTRAP_LOG } from '../../src/pipeline/table2-tables.ts';
import { parseGnuTimeCpuSeconds, parseGnuTimeMaxRssKiB, type ProcessMeasurement } from '../../bench/measure-process.ts';
import { medianRun, renderBenchmarks, verdictOf, type BenchReport, type BuildMeasurement } from '../../bench/report.ts';
import { machineProbes } from '../../bench/machine.ts';
import { sourceLines } from '../../bench/source-size.ts';

const run = (wallSeconds: number, peakRssMiB = 500, cpuSeconds = 6): ProcessMeasurement => ({
  command: 'node', exitCode: 0, wallSeconds, peakRssMiB, cpuSeconds, peakMethod: 'gnu-time maxrss', stderr: '', stdout: '', timedOut: false,
});
const STEPS = [
  { step: 'validate', seconds: 0.5 }, { step: 'load', seconds: 0.4 },
  { step: 'compute: table2 (task-clustered bootstrap)', seconds: 1.7 }, { step: 'write', seconds: 0.3 },
];
const paper = (over: Partial<BuildMeasurement> = {}): BuildMeasurement => ({
  name: 'paper scale', release: 'data/release', verdictRows: 40104, run: run(4.47, 423, 6.89), problem: null, steps: STEPS, table2BootstrapSeconds: 1.7, runWallSeconds: [4.36, 4.47, 4.61], ...over,
});
const report = (over: Partial<BenchReport> = {}): BenchReport => ({
  machine: { cpu: 'Test CPU', cores: 2, memoryGiB: 4, node: 'v24.0.0', os: 'Linux', load1: 0.5 }, loadAtEnd: 1, date: '2026-01-01T00:00:00.000Z', command: 'npm run bench',
  paper: paper(), paperResamples: 10_000,
  scaled: { name: '100× simulated release', release: 'data/scaled/seed-1-scale-100', verdictRows: 4010400, run: run(66.61, 2.32 * 1024, 120.24), problem: null, table2BootstrapSeconds: 30.5, steps: [...STEPS.map((x) => ({ ...x, seconds: x.seconds * 20 }))] },
  scale: 100, simulateCached: true, ...over,
});

describe('bench parsing and wording', () => {
  it('turns the build log into step durations (hand: 1.4 − 0.0, 3.2 − 1.4, 6.5 − 3.2)', () => {
    const log = '[0.0 s] validate\n[1.4 s] load\nnoise line\n[3.2 s] derive\n[6.5 s] done: 881 artifacts\n';
    const steps = stepTimings(log);
    expect(steps.map((s) => s.step)).toEqual(['validate', 'load', 'derive']);
    expect(steps.map((s) => s.seconds)).toEqual([1.4, expect.closeTo(1.8, 12), expect.closeTo(3.3, 12)]);
  });

  it('reads the Table 2 bootstrap\'s own time from the line the build logs (none: null)', () => {
    const log = `[3.1 s] compute: SQL tables\n${TABLE2_BOOTSTRAP_LOG} 10000 resamples in 1.37 s (its worker thread's wall time)\n[4.0 s] write\n`;
    expect(table2BootstrapSeconds(log)).toBe(1.37);
    expect(table2BootstrapSeconds('[0.0 s] compute: table2 (task-clustered bootstrap started)\n')).toBeNull();
  });

  it('reads maxrss and CPU seconds from GNU time -v output (hand: 1.25 + 0.5)', () => {
    const text = '\tUser time (seconds): 1.25\n\tSystem time (seconds): 0.5\n\tMaximum resident set size (kbytes): 512000\n';
    expect(parseGnuTimeMaxRssKiB(text)).toBe(512000);
    expect(parseGnuTimeCpuSeconds(text)).toBe(1.75);
    expect(parseGnuTimeMaxRssKiB('no time output')).toBeNull();
  });

  it('says pass at or under the target and by how much it misses otherwise (hand: 37.5 s vs 5 s → +32.50 s, 7.5×)', () => {
    const s = (x: number) => `${x.toFixed(2)} s`;
    expect(verdictOf(4.2, 5, s)).toBe('pass');
    expect(verdictOf(5, 5, s)).toBe('pass');
    expect(verdictOf(37.5, 5, s)).toBe('**MISS** (+32.50 s, 7.5× the target)');
    expect(verdictOf(null, 5, s)).toBe('not measured');
  });

  it('takes the median run (hand: middle of 3; the faster middle of 4)', () => {
    const m = (wall: number) => ({ run: run(wall), wall });
    expect(medianRun([m(5.4), m(4.8), m(5.1)]).wall).toBe(5.1);
    expect(medianRun([m(5.4), m(4.8), m(5.1), m(6)]).wall).toBe(5.1);
    expect(() => medianRun([{ run: null }])).toThrow(/no timed run/);
  });

  it('counts lines per top-level folder as wc -l does (hand: 2 + 1 + 0 newlines in pipeline/, 1 at the root; a last line without a newline is not counted)', () => {
    const root = mkdtempSync(join(tmpdir(), 'source-size-'));
    try {
      mkdirSync(join(root, 'pipeline', 'inner'), { recursive: true });
      mkdirSync(join(root, 'site'));
      writeFileSync(join(root, 'pipeline', 'a.ts'), 'one\ntwo\n');
      writeFileSync(join(root, 'pipeline', 'inner', 'b.sql'), 'SELECT 1;\nno newline');
      writeFileSync(join(root, 'pipeline', 'empty.css'), '');
      writeFileSync(join(root, 'site', 'c.astro'), 'x\ny\nz\n');
      writeFileSync(join(root, 'd.d.ts'), 'declare const d: 1;\n');
      expect(sourceLines(root)).toEqual([
        { folder: 'pipeline', files: 3, lines: 3 },
        { folder: 'site', files: 1, lines: 3 },
        { folder: '.', files: 1, lines: 1 },
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('leaves the probe\'s files for the caller to delete at the end', () => {
    const scratch = mkdtempSync(join(tmpdir(), 'probe-test-'));
    try {
      const probes = machineProbes(scratch);
      expect(probes.loopSeconds).toBeGreaterThan(0);
      expect(probes.smallFilesMs).toBeGreaterThan(0);
      const [folder, ...others] = readdirSync(scratch);
      expect(others).toEqual([]);
      expect(readdirSync(join(scratch, folder!))).toHaveLength(2000);
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });
});

describe('BENCHMARKS.md rendering', () => {
  it('one line of machine facts, each measurement with its target and result, under 10 kB', () => {
    const md = renderBenchmarks(report({ probes: { loopSeconds: 2.345, smallFilesMs: 87.6 } }));
    expect(md).toContain('Machine: Test CPU, 2 logical cores, 4.0 GiB, Node v24.0.0, Linux; 1-minute load 0.5 at the start, 1.0 at the end; probes: arithmetic loop 2.35 s, 2,000 small files 88 ms.');
    expect(md).toContain('| paper scale | 40,104 | 4.47 s (median of 3: 4.36 s, 4.47 s, 4.61 s) | 6.89 s | 423 MiB | wall ≤ 5 s | wall pass |');
    expect(md).toContain('| Table 2 bootstrap (its own wall time in its worker thread, median paper-scale run, 10,000 resamples) | — | 1.70 s | — | — | ≤ 2 s | pass |');
    expect(md).toContain('| 100× simulated release | 4,010,400 | 66.61 s | 120.24 s | 2.32 GiB | wall ≤ 120 s, peak ≤ 3.00 GiB | wall pass; peak pass |');
    expect(md).toContain('| compute: table2 (task-clustered bootstrap) | 1.7 | 34.0 |');
    expect(Buffer.byteLength(md)).toBeLessThan(10_000);
  });

  it('says by how much a target is missed (hand: 150 s vs 120 s → +30.00 s, 1.3×; 3.5 GiB vs 3 GiB → +512 MiB, 1.2×; Table 2 2.5 s vs 2 s)', () => {
    const md = renderBenchmarks(report({
      paper: paper({ table2BootstrapSeconds: 2.5 }),
      scaled: { name: '100×', release: 'r', verdictRows: null, run: run(150, 3.5 * 1024, 200), problem: null, steps: [], table2BootstrapSeconds: null },
    }));
    expect(md).toContain('| wall ≤ 120 s, peak ≤ 3.00 GiB | wall **MISS** (+30.00 s, 1.3× the target); peak **MISS** (+512 MiB, 1.2× the target) |');
    expect(md).toContain('| ≤ 2 s | **MISS** (+0.50 s, 1.3× the target) |');
  });

  it('names a failed build instead of a time, and says Table 2 is then not measured', () => {
    const md = renderBenchmarks(report({ paper: paper({ run: null, problem: 'release | invalid', steps: [], runWallSeconds: undefined }), scaled: null }));
    expect(md).toContain('| paper scale | 40,104 | — | — | — | wall ≤ 5 s | **not measured**: release \\| invalid |');
    expect(md).toContain('| ≤ 2 s | **not measured**: the paper-scale build failed |');
    expect(md).toContain('The scaled build was skipped');
    expect(md).not.toContain('probes:');
  });

  it('says so when the build log has no Table 2 bootstrap line, or the build used other than 10,000 resamples', () => {
    expect(renderBenchmarks(report({ paper: paper({ table2BootstrapSeconds: null }) }))).toContain('**not measured**: no "table2: bootstrap of" line in the build\'s log');
    expect(renderBenchmarks(report({ paperResamples: 500 }))).toContain('| ≤ 2 s | — (the target is for 10,000 resamples) |');
  });

  it('gives src/\'s lines per folder against the size target (hand: 9,000 + 6,700 = 15,700 lines → +300 lines, 1.0×; 15,400 passes)', () => {
    const miss = renderBenchmarks(report({ source: [{ folder: 'site', files: 40, lines: 9000 }, { folder: 'pipeline', files: 20, lines: 6700 }] }));
    expect(miss).toContain('src/ (the simulator is in sim/): 15,700 lines in 60 files, counted like `wc -l`; target ≤ 15,400 lines (2,000 under the 17,400 of when issue 16 was filed): **MISS** (+300 lines, 1.0× the target).');
    expect(miss).toContain('| site | 40 | 9,000 |\n| pipeline | 20 | 6,700 |');
    expect(renderBenchmarks(report({ source: [{ folder: 'site', files: 1, lines: 15_400 }] }))).toContain('target ≤ 15,400 lines (2,000 under the 17,400 of when issue 16 was filed): pass.');
    expect(renderBenchmarks(report())).not.toContain('Source size');
  });

  it('another scale than 100× is informational', () => {
    const md = renderBenchmarks(report({ scale: 16 }));
    expect(md).toContain('| 120.24 s | 2.32 GiB | — (informational) | — |');
  });
});
