/**
 * The machine a benchmark ran on, for BENCHMARKS.md's one line of machine facts: CPU model
 * (/proc/cpuinfo), logical cores, memory, Node version, OS, load average; and two speed probes.
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
 * Two quick readings of the machine's speed at the start of `npm run bench`: arithmetic, and file
 * creation, which on ext4 without a journal slows for minutes after thousands of files are deleted
 * (recently_deleted() in fs/ext4/ialloc.c; measured in docs/benchmark-history.md, 2026-11-30).
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
