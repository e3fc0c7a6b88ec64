/**
 * The machine a benchmark ran on, for BENCHMARKS.md: CPU model (/proc/cpuinfo), logical cores,
 * memory, Node version, OS. Read once at the start of `npm run bench`.
 */
import { cpus, totalmem, type as osType, release as osRelease } from 'node:os';
import { existsSync, readFileSync } from 'node:fs';

export interface MachineInfo {
  cpu: string;
  cores: number;
  memoryGiB: number;
  node: string;
  os: string;
}

export function machineInfo(): MachineInfo {
  let cpu = cpus()[0]?.model ?? 'unknown';
  if (existsSync('/proc/cpuinfo')) {
    const line = readFileSync('/proc/cpuinfo', 'utf8').split('\n').find((l) => l.startsWith('model name'));
    if (line) cpu = line.split(':').slice(1).join(':').trim();
  }
  return { cpu, cores: cpus().length, memoryGiB: totalmem() / 1024 ** 3, node: process.version, os: `${osType()} ${osRelease()}` };
}
