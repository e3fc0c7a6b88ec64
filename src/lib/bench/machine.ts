/**
 * The machine a benchmark ran on, for BENCHMARKS.md: CPU model (/proc/cpuinfo), logical cores,
 * memory, Node version, OS, and the load average (read at the start and at the end of `npm run bench`).
 */
import { cpus, loadavg, totalmem, type as osType, release as osRelease } from 'node:os';
import { existsSync, readFileSync } from 'node:fs';

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
