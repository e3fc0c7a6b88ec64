/**
 * The machine a benchmark ran on, for BENCHMARKS.md: CPU model (/proc/cpuinfo), logical cores,
 * memory, Node version, OS, and the load average (read at the start and at the end of `npm run bench`);
 * and two probes of how fast the machine is at the moment.
 */
import { cpus, loadavg, totalmem, type as osType, release as osRelease } from 'node:os';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
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
 * development machine the same build commit ran 40% slower from one hour to the next, with the
 * arithmetic loop unchanged: the difference was file creation. Its root file system is ext4
 * without a journal, and there the kernel's inode allocator skips every inode freed in the last
 * 60 s (360 s while the inode's table block is not yet written back), reading each one's deletion
 * time, before it reuses one (recently_deleted() in fs/ext4/ialloc.c). So for minutes after
 * thousands of files are deleted — a previous build, a test run — every file created costs up
 * to a millisecond of system time instead of a few microseconds: 2,000 files took 1.6 s, and
 * 0.12 s after 6 quiet minutes (docs/benchmarks/build-runs.md). A data build creates 886 files
 * at paper scale and 12,761 at 100×. The small-file probe shows which state the runs met; the
 * bench itself deletes nothing until its end (scripts/bench.ts).
 */
export interface MachineProbes {
  /** Seconds for a fixed integer loop of 10^8 steps (arithmetic only: no memory traffic, no system calls). */
  loopSeconds: number;
  /** Milliseconds to create 2,000 files of 2 kB in a fresh folder (a build creates thousands of files). */
  smallFilesMs: number;
}

/**
 * Takes the probes. The probe's files are left in a new folder under `scratchDir` for the caller
 * to delete at the end: deleting them now would slow the file creation of the builds that follow.
 */
export function machineProbes(scratchDir: string): MachineProbes {
  let start = performance.now();
  let x = 0;
  for (let i = 0; i < 1e8; i++) x = (x + i * 2654435761) % 1000003;
  // Used, so that the loop cannot be dropped as dead code.
  if (x < 0) throw new Error('unreachable');
  const loopSeconds = (performance.now() - start) / 1000;
  const dir = mkdtempSync(join(scratchDir, 'probe-'));
  const bytes = Buffer.alloc(2000, 120);
  start = performance.now();
  for (let i = 0; i < 2000; i++) writeFileSync(join(dir, `f${i}.json`), bytes);
  return { loopSeconds, smallFilesMs: performance.now() - start };
}
