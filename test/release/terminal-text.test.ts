/**
 * Release text printed by `validate` and `data` is made visible, never executed by a terminal
 * (issue 44: a field name holding ESC and a newline cleared the terminal and forged a line such
 * as "fake.jsonl:1: ok").
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { terminalSafe } from '../../src/release/terminal-text.ts';
import { writeEditedRelease } from './edited-release.ts';

describe('terminalSafe', () => {
  it('writes control, bidi and separator characters as escapes and leaves other text alone', () => {
    // Expected strings written by hand from the rule: \n \r \t, else \u + 4 hex digits.
    expect(terminalSafe('a\u001b[2Jb\nfake.jsonl:1: ok\r\t')).toBe('a\\u001b[2Jb\\nfake.jsonl:1: ok\\r\\t');
    expect(terminalSafe('\u202Etxet \u2066x\u2069 \u0085 \u007f \u2028')).toBe('\\u202etxet \\u2066x\\u2069 \\u0085 \\u007f \\u2028');
    expect(terminalSafe('شركة 模型 Zürich "q" \\n')).toBe('شركة 模型 Zürich "q" \\n');
  });
});

describe('validate and data print a hostile field name escaped', () => {
  const dir = join(mkdtempSync(join(tmpdir(), 'release-hostile-')), 'release');
  // Line 3 of runs.jsonl gets an unknown field whose name clears the screen and forges a line.
  const hostileKey = '\u001b[2J\u001b[H\nfake.jsonl:1: ok\u202E';
  writeEditedRelease('test/fixtures/mini-release', dir, {
    runs: (lines) => lines.map((text, i) => (i === 2 ? JSON.stringify({ ...JSON.parse(text), [hostileKey]: 1 }) : text)),
  });
  const expected = 'runs.jsonl:3: \\u001b[2J\\u001b[H\\nfake.jsonl:1: ok\\u202e: unknown field';

  it.each([
    ['validate', ['scripts/validate.ts', dir]],
    ['data', ['scripts/data.ts', '--release', dir, '--out', join(dir, '..', 'build')]],
  ])('%s', (_name, args) => {
    const run = spawnSync(process.execPath, args, { encoding: 'utf8' });
    expect(run.status).toBe(1);
    const output = run.stdout + run.stderr;
    expect(output).toContain(expected);
    expect(output).not.toMatch(/[\u001b\u202e]/);
    expect(output.split('\n').some((line) => line.startsWith('fake.jsonl'))).toBe(false);
  });
});
