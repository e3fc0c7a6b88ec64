/**
 * A child process that fails says what it was doing and how it ended — its exit code, or the
 * signal that killed it — so a failure seen once can be diagnosed from the log
 * (src/site/child-process.ts).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeExit, runCommand, runCommandSync } from '../../src/site/child-process.ts';

const cwd = process.cwd();
const node = (code: string) => [process.execPath, ['-e', code]] as const;

describe('child processes', () => {
  it('names the signal that killed a child and what it was doing (sync and async)', async () => {
    const [command, args] = node("process.kill(process.pid, 'SIGKILL')");
    expect(() => runCommandSync(command, [...args], { cwd, doing: 'testing a killed child', quiet: true }))
      .toThrow(/^node killed by SIGKILL \(sent from outside the process: the kernel's out-of-memory killer, a timeout or a user\) while testing a killed child$/);
    await expect(runCommand(command, [...args], { cwd, doing: 'testing a killed child' })).rejects.toThrow(/^node killed by SIGKILL .* while testing a killed child$/);
  });

  it('names the exit code of a child that exits non-zero, and returns the output of one that succeeds', async () => {
    const [command, args] = node('process.exit(3)');
    expect(() => runCommandSync(command, [...args], { cwd, doing: 'testing an exit code', quiet: true })).toThrow('node exited with 3 while testing an exit code');
    const [ok, okArgs] = node("process.stdout.write('out'); process.stderr.write('err')");
    expect(runCommandSync(ok, [...okArgs], { cwd, doing: 'printing', quiet: true })).toBe('outerr');
    expect(await runCommand(ok, [...okArgs], { cwd, doing: 'printing' })).toBe('outerr');
  });

  it('words an exit: code, or signal with its usual cause', () => {
    expect(describeExit(1, null)).toBe('exited with 1');
    expect(describeExit(null, 'SIGTERM')).toBe('killed by SIGTERM (asked to stop from outside the process (a timeout, a test runner or a user))');
    expect(describeExit(null, 'SIGUSR2')).toBe('killed by SIGUSR2');
  });

  it('names astro by its subcommand', () => {
    const dir = mkdtempSync(join(tmpdir(), 'child-process-'));
    try {
      writeFileSync(join(dir, 'astro.mjs'), 'process.exit(1);\n');
      expect(() => runCommandSync(process.execPath, [join(dir, 'astro.mjs'), 'build'], { cwd, doing: 'building the site from x', quiet: true }))
        .toThrow(/^astro build exited with 1 while building the site from x$/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
