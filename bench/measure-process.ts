/**
 * Wall time and peak resident memory of a child process. With GNU time (/usr/bin/time -v) the
 * peak is the kernel's maxrss of the whole process tree it waited for; without it, the child's
 * /proc/<pid>/status VmHWM is sampled every 50 ms (a lower bound if the peak is shorter).
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

export interface ProcessMeasurement {
  command: string;
  exitCode: number;
  wallSeconds: number;
  peakRssMiB: number | null;
  /** User + system CPU seconds of the child (GNU time only): less sensitive than wall time to a busy machine. */
  cpuSeconds: number | null;
  /** How the peak was measured. */
  peakMethod: 'gnu-time maxrss' | 'proc VmHWM sampling';
  stderr: string;
  stdout: string;
  /** The child was stopped after `timeoutSeconds` (its measurements are then up to that point). */
  timedOut: boolean;
}

const GNU_TIME = '/usr/bin/time';

/** Parses "Maximum resident set size (kbytes): N" from GNU time -v output. */
export function parseGnuTimeMaxRssKiB(text: string): number | null {
  const m = /Maximum resident set size \(kbytes\):\s*(\d+)/.exec(text);
  return m ? Number(m[1]) : null;
}

/** User + system seconds from GNU time -v output. */
export function parseGnuTimeCpuSeconds(text: string): number | null {
  const user = /User time \(seconds\):\s*([\d.]+)/.exec(text);
  const system = /System time \(seconds\):\s*([\d.]+)/.exec(text);
  return user && system ? Number(user[1]) + Number(system[1]) : null;
}

function vmHwmKiB(pid: number): number | null {
  try {
    const m = /VmHWM:\s*(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) : null;
  } catch {
    // The process has exited between two samples: the last sample stands.
    return null;
  }
}

export async function measureProcess(command: string, args: string[], options: { cwd?: string; echo?: (line: string) => void; timeoutSeconds?: number } = {}): Promise<ProcessMeasurement> {
  const useGnuTime = existsSync(GNU_TIME);
  const [file, argv] = useGnuTime ? [GNU_TIME, ['-v', command, ...args]] : [command, args];
  const started = process.hrtime.bigint();
  // Its own process group, so a timeout stops the child and its children (by group id) and nothing else.
  const child = spawn(file, argv, { cwd: options.cwd, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let timedOut = false;
  const timer = options.timeoutSeconds === undefined ? null : setTimeout(() => {
    timedOut = true;
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
  }, options.timeoutSeconds * 1000);
  let stdout = '';
  let stderr = '';
  let peakKiB = 0;
  child.stdout.on('data', (d: Buffer) => { stdout += d.toString(); });
  let pending = '';
  child.stderr.on('data', (d: Buffer) => {
    const text = d.toString();
    stderr += text;
    if (!options.echo) return;
    // Echo whole lines only (a chunk may end mid-line); GNU time's own report (tab-indented) is not echoed.
    const lines = (pending + text).split('\n');
    pending = lines.pop()!;
    for (const line of lines) if (line.trim() && !/^\t/.test(line) && !/^\tCommand being timed/.test(line)) options.echo(line);
  });
  const sampler = useGnuTime ? null : setInterval(() => {
    const v = child.pid ? vmHwmKiB(child.pid) : null;
    if (v !== null && v > peakKiB) peakKiB = v;
  }, 50);
  const exitCode: number = await new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
  if (sampler) clearInterval(sampler);
  if (timer) clearTimeout(timer);
  const wallSeconds = Number(process.hrtime.bigint() - started) / 1e9;
  const peak = useGnuTime ? parseGnuTimeMaxRssKiB(stderr) : peakKiB || null;
  return {
    command: [command, ...args].join(' '), exitCode, wallSeconds,
    peakRssMiB: peak === null ? null : peak / 1024,
    cpuSeconds: useGnuTime ? parseGnuTimeCpuSeconds(stderr) : null,
    peakMethod: useGnuTime ? 'gnu-time maxrss' : 'proc VmHWM sampling',
    stderr, stdout, timedOut,
  };
}
