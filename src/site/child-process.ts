/**
 * Running a child process (astro build, the data build) so that a failure says what it was doing
 * and how the child ended: its exit code, or the signal that killed it ("astro build killed by
 * SIGKILL while building the site from …"), so a failure that happens once can be diagnosed from
 * the log alone.
 */
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';

/** Why a signal usually arrives, for the signals a build is killed by. */
const SIGNAL_CAUSES: Partial<Record<NodeJS.Signals, string>> = {
  SIGKILL: 'sent from outside the process: the kernel\'s out-of-memory killer, a timeout or a user',
  SIGTERM: 'asked to stop from outside the process (a timeout, a test runner or a user)',
  SIGINT: 'interrupted (Ctrl+C)',
  SIGSEGV: 'the process crashed (segmentation fault)',
  SIGABRT: 'the process aborted itself (e.g. Node\'s out-of-memory abort)',
};

/** How a child ended, in words: "exited with 2", "killed by SIGKILL (…)". */
export function describeExit(status: number | null, signal: NodeJS.Signals | null): string {
  if (signal) return `killed by ${signal}${SIGNAL_CAUSES[signal] ? ` (${SIGNAL_CAUSES[signal]})` : ''}`;
  return `exited with ${status}`;
}

export interface CommandOptions {
  /** What the command is doing, for the message: "building the site from data/build". */
  doing: string;
  cwd: string;
  env?: NodeJS.ProcessEnv;
  /** Capture output and print it only if the command fails (otherwise it goes to the terminal). */
  quiet?: boolean;
}

/** A short name for a command line: "astro build", "node scripts/data.ts". */
function commandName(command: string, args: string[]): string {
  const script = args.find((a) => /\.(m?js|ts)$/.test(a));
  if (script && /astro(\.mjs)?$/.test(script)) return `astro ${args[args.indexOf(script) + 1] ?? ''}`.trim();
  return [path.basename(command), ...(script ? [path.relative(process.cwd(), script) || script] : [])].join(' ');
}

function failure(command: string, args: string[], options: CommandOptions, status: number | null, signal: NodeJS.Signals | null): Error {
  return new Error(`${commandName(command, args)} ${describeExit(status, signal)} while ${options.doing}`);
}

/** Runs a command to its end; returns its output when `quiet`; throws naming its exit or signal. */
export function runCommandSync(command: string, args: string[], options: CommandOptions): string {
  const quiet = options.quiet ?? false;
  const result = spawnSync(command, args, {
    cwd: options.cwd, env: options.env, stdio: ['ignore', quiet ? 'pipe' : 'inherit', quiet ? 'pipe' : 'inherit'], encoding: 'utf8', maxBuffer: 256 * 1024 * 1024,
  });
  if (result.error) throw new Error(`${commandName(command, args)} could not run while ${options.doing}: ${result.error.message}`);
  const output = quiet ? `${result.stdout}${result.stderr}` : '';
  if (result.status !== 0) {
    if (quiet) process.stderr.write(output);
    throw failure(command, args, options, result.status, result.signal);
  }
  return output;
}

/** The same without blocking: several commands can run at once. Output is captured and printed only on failure. */
export function runCommand(command: string, args: string[], options: CommandOptions): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: options.env, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (c: Buffer) => chunks.push(c));
    child.stderr.on('data', (c: Buffer) => chunks.push(c));
    child.on('error', (error) => reject(new Error(`${commandName(command, args)} could not run while ${options.doing}: ${error.message}`)));
    child.on('close', (status, signal) => {
      const output = Buffer.concat(chunks).toString('utf8');
      if (status === 0) resolve(output);
      else {
        process.stderr.write(output);
        reject(failure(command, args, options, status, signal));
      }
    });
  });
}
