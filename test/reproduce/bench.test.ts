/**
 * The benchmark's pieces (never its speed, CONTRIBUTING.md): step profile parsing, GNU time
 * parsing, the pass/miss wording, the speed probes, and that the straightforward crossed bootstrap gives exactly the build's
 * numbers on the mini release (test/fixtures/mini-release), so the timed comparison is fair.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBuild } from '../../src/lib/build/pipeline.ts';
import { stepTimings } from '../../src/lib/bench/build-steps.ts';
import { parseGnuTimeCpuSeconds, parseGnuTimeMaxRssKiB, type ProcessMeasurement } from '../../src/lib/bench/measure-process.ts';
import { medianRun, renderBenchmarks, TARGETS, verdictOf } from '../../src/lib/bench/report.ts';
import { machineProbes } from '../../src/lib/bench/machine.ts';
import { loadBenchInputs, type BenchInputs } from '../../src/lib/bench/inputs.ts';
import { compareCrossedBootstrap } from '../../src/lib/bench/comparisons.ts';

describe('bench parsing and wording', () => {
  it('turns the build log into step durations (hand: 1.4 − 0.0, 3.2 − 1.4, 6.5 − 3.2)', () => {
    const log = '[0.0 s] validate\n[1.4 s] load\nnoise line\n[3.2 s] derive\n[6.5 s] done: 881 artifacts\n';
    const steps = stepTimings(log);
    expect(steps.map((s) => s.step)).toEqual(['validate', 'load', 'derive']);
    expect(steps.map((s) => s.seconds)).toEqual([1.4, expect.closeTo(1.8, 12), expect.closeTo(3.3, 12)]);
  });

  it('reads maxrss and CPU seconds from GNU time -v output (hand: 1.25 + 0.5)', () => {
    const text = '\tUser time (seconds): 1.25\n\tSystem time (seconds): 0.5\n\tMaximum resident set size (kbytes): 512000\n';
    expect(parseGnuTimeMaxRssKiB(text)).toBe(512000);
    expect(parseGnuTimeCpuSeconds(text)).toBe(1.75);
    expect(parseGnuTimeMaxRssKiB('no time output')).toBeNull();
  });

  it('says pass below the target and by how much it misses otherwise (hand: 37.5 s vs 5 s → +32.50 s, 7.5×)', () => {
    const s = (x: number) => `${x.toFixed(2)} s`;
    expect(verdictOf(4.2, 5, s)).toBe('pass');
    expect(verdictOf(37.5, 5, s)).toBe('**MISS** (+32.50 s, 7.5× the target)');
    expect(verdictOf(null, 5, s)).toBe('not measured');
  });

  it('writes a report naming a failed build instead of a time', () => {
    const md = renderBenchmarks({
      machine: { cpu: 'Test CPU', cores: 2, memoryGiB: 4, node: 'v24.0.0', os: 'Linux', load1: 3 }, loadAtEnd: 2, date: '2026-01-01T00:00:00.000Z', command: 'npm run bench',
      builds: [{ name: 'paper scale', release: 'data/release', verdictRows: 40104, run: null, problem: 'release | invalid', steps: [], target: TARGETS.paper }],
      simulate: null, simulateCached: false, comparisons: [], comparisonProblem: 'no build',
    });
    expect(md).toContain('| paper scale | data/release | 40,104 | — | — | — | < 5 s | **build failed, not measured**');
    expect(md).toContain('release \\| invalid');
    expect(md).toContain('- CPU: Test CPU');
    expect(md).not.toContain('Speed probes');
  });

  it('reports the speed probes when taken, and leaves the probe\'s files for the caller to delete at the end', () => {
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
    const md = renderBenchmarks({
      machine: { cpu: 'Test CPU', cores: 2, memoryGiB: 4, node: 'v24.0.0', os: 'Linux', load1: 0.5 }, probes: { loopSeconds: 2.345, smallFilesMs: 87.6 },
      loadAtEnd: 1, date: '2026-01-01T00:00:00.000Z', command: 'npm run bench', builds: [], simulate: null, simulateCached: false, comparisons: [], comparisonProblem: null,
    });
    expect(md).toContain('- Speed probes at the start: a fixed arithmetic loop took 2.35 s; writing 2,000 files of 2 kB took 88 ms.');
  });

  it('takes the median run (hand: middle of 3; the faster middle of 4) and lists every run', () => {
    const run = (wallSeconds: number): ProcessMeasurement => ({ command: 'node', exitCode: 0, wallSeconds, peakRssMiB: 500, cpuSeconds: 6, peakMethod: 'gnu-time maxrss', stderr: '', stdout: '', timedOut: false });
    const m = (wall: number) => ({ run: run(wall), wall });
    expect(medianRun([m(5.4), m(4.8), m(5.1)]).wall).toBe(5.1);
    expect(medianRun([m(5.4), m(4.8), m(5.1), m(6)]).wall).toBe(5.1);
    expect(() => medianRun([{ run: null }])).toThrow(/no timed run/);
    const md = renderBenchmarks({
      machine: { cpu: 'Test CPU', cores: 2, memoryGiB: 4, node: 'v24.0.0', os: 'Linux', load1: 0.5 }, loadAtEnd: 1, date: '2026-01-01T00:00:00.000Z', command: 'npm run bench',
      builds: [{ name: 'paper scale', release: 'data/release', verdictRows: 40104, run: run(5.1), problem: null, steps: [], target: TARGETS.paper, runWallSeconds: [5.4, 4.8, 5.1] }],
      simulate: null, simulateCached: false, comparisons: [], comparisonProblem: null,
    });
    expect(md).toContain('| paper scale | data/release | 40,104 | 5.10 s (median of 3 runs: 5.40 s, 4.80 s, 5.10 s) | 6.00 s | 500 MiB | < 5 s | time **MISS** (+0.10 s, 1.0× the target) |');
  });
});

describe('the straightforward crossed bootstrap agrees with the build on the mini release', () => {
  const work = mkdtempSync(join(tmpdir(), 'bench-test-'));
  let inputs: BenchInputs;
  beforeAll(async () => {
    await runBuild({ releaseDir: 'test/fixtures/mini-release', outDir: join(work, 'build'), resamples: 50 });
    inputs = await loadBenchInputs(join(work, 'build'));
  }, 120_000);
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('crossed bootstrap: fast and naive flag the same resamples and give the same θ (200 resamples)', () => {
    const result = compareCrossedBootstrap(inputs, 200, 7);
    expect(result.maxDifference).toBe(0);
  });
});
