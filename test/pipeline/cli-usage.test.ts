/**
 * The command-line scripts a reader runs by hand answer --help with their usage and reject an
 * unknown option with its name, the usage and a non-zero exit — not a Node stack trace.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const run = (script: string, ...args: string[]) => spawnSync(process.execPath, [path.join(root, 'scripts', script), ...args], { cwd: root, encoding: 'utf8' });

describe('script usage', () => {
  for (const [script, command] of [['data.ts', 'npm run data'], ['simulate.ts', 'npm run simulate'], ['dataset.ts', 'scripts/dataset.ts']] as const) {
    it(`${script}: --help prints the usage; an unknown option is named, with the usage and a non-zero exit, no stack trace`, () => {
      const help = run(script, '--help');
      expect(help.status).toBe(0);
      expect(help.stdout).toContain(`usage: `);
      expect(help.stdout).toContain(command);
      const bad = run(script, '--no-such-option');
      expect(bad.status).not.toBe(0);
      expect(bad.stderr).toContain("Unknown option '--no-such-option'");
      expect(bad.stderr).toContain('usage: ');
      expect(bad.stderr).not.toMatch(/\n\s+at /);
    });
  }

  it('dataset.ts: a failure of the work itself names its cause without the usage', () => {
    const missing = run('dataset.ts', '--build', path.join(root, 'no-such-build'));
    expect(missing.status).toBe(1);
    expect(missing.stderr).toMatch(/^dataset: .*no-such-build/);
    expect(missing.stderr).not.toContain('usage: ');
  });
});
