/**
 * The machine a benchmark ran on, for BENCHMARKS.md: CPU model (/proc/cpuinfo), logical cores,
 * memory, Node version, OS, and the load average (read at the start and at the end of `npm run bench`);
 * and two probes of how fast the machine is at the moment.
 */
import { cpus, loadavg, totalmem, type as osType, release as osRelease } from 'node:os';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface MachineInfo {
  cpu: string;
  cores: number;
  memoryGiB: number;
  node: string;
  os: string;
  /** 1-minute load average when read: the machine is shared, so timings depend on it. */
  load1: number;
}

export function machineInfo(): MachineInfo {
  let cpu = cpus()[0]?.model ?? 'unknown';
  if (existsSync('/proc/cpuinfo')) {
    const line = readFileSync('/proc/cpuinfo', 'utf8').split('\n').find((l) => l.startsWith('model name'));
    if (line) cpu = line.split(':').slice(1).join(':').trim();
  }
  return { cpu, cores: cpus().length, memoryGiB: totalmem() / 1024 ** 3, node: process.version, os: `${osType()} ${osRelease()}`, load1: loadavg()[0]! };
}

/**
 * Two quick readings of the machine's speed at the start of `npm run bench`. On the shared
 * development machine the same build commit ran 40% slower from one hour to the next. In the slow
 * hours the arithmetic loop was unchanged, and small-file writes were at times up to 30× slower,
 * though the build stayed slow when they were not (docs/benchmarks/build-runs.md). So the probes
 * flag some changes in the machine's state, not all of them.
 */
export interface MachineProbes {
  /** Seconds for a fixed integer loop of 10^8 steps (arithmetic only: no memory traffic, no system calls). */
  loopSeconds: number;
  /** Milliseconds to write 2,000 files of 2 kB into a fresh folder (a build writes thousands of files). */
  smallFilesMs: number;
}

export function machineProbes(scratchDir: string): MachineProbes {
  let start = performance.now();
  let x = 0;
  for (let i = 0; i < 1e8; i++) x = (x + i * 2654435761) % 1000003;
  // Used, so that the loop cannot be dropped as dead code.
  if (x < 0) throw new Error('unreachable');
  const loopSeconds = (performance.now() - start) / 1000;
  const dir = mkdtempSync(join(scratchDir, 'probe-'));
  try {
    const bytes = Buffer.alloc(2000, 120);
    start = performance.now();
    for (let i = 0; i < 2000; i++) writeFileSync(join(dir, `f${i}.json`), bytes);
    return { loopSeconds, smallFilesMs: performance.now() - start };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
