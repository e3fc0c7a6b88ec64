/**
 * The damaged-release corpus (test/fixtures/damaged/<kind>/, made by test/fixtures/make-fixtures.ts):
 * each release carries ONE kind of damage; the validator must fail it (the CLI's exit 1) and
 * report it, in the lines the CLI prints (formatProblemList), at the location the generator
 * recorded in expected.json (where it put the damage). The corpus runs in-process (a node start
 * per fixture cost a minute of CPU); the CLI itself — exit codes, stdout and stderr — is tested
 * below on a damaged release, the mini release and bad usage.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatProblemList } from '../../src/release/problems.ts';
import { validateRelease } from '../../src/release/validate.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const NODE = join(ROOT, 'node_modules', '.bin', 'node');
const DAMAGED = join(ROOT, 'test', 'fixtures', 'damaged');
const kinds = readdirSync(DAMAGED).sort();

interface Expected { about: string; exit: number; location: string; message: string }

function runValidate(dir: string): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(NODE, [join(ROOT, 'scripts', 'validate.ts'), dir], { encoding: 'utf8', cwd: ROOT });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('damaged releases', () => {
  it('has at least 22 kinds of damage', () => {
    expect(kinds.length).toBeGreaterThanOrEqual(22);
  });

  it.each(kinds)('%s: rejected, reported at its exact location', async (kind) => {
    const expected = JSON.parse(readFileSync(join(DAMAGED, kind, 'expected.json'), 'utf8')) as Expected;
    expect(expected.exit).toBe(1);
    const result = await validateRelease(join(DAMAGED, kind, 'release'));
    expect(result.ok).toBe(false);
    const lines = formatProblemList(result.problems, result.moreProblems);
    const problemLines = lines.filter((l) => l.startsWith(`${expected.location}: `));
    expect(problemLines.some((l) => l.includes(expected.message)), `expected "${expected.location}: …${expected.message}…"; the problems were:\n${lines.join('\n')}`).toBe(true);
  });
});

describe('validate CLI usage', () => {
  it('exits 1 on a damaged release, prints nothing on stdout and the located problem on stderr', () => {
    const kind = 'dangling-reference';
    const expected = JSON.parse(readFileSync(join(DAMAGED, kind, 'expected.json'), 'utf8')) as Expected;
    const { status, stdout, stderr } = runValidate(join(DAMAGED, kind, 'release'));
    expect(status).toBe(1);
    expect(stdout).toBe('');
    expect(stderr.split('\n').some((l) => l.startsWith(`${expected.location}: `) && l.includes(expected.message)), stderr).toBe(true);
    expect(stderr).toMatch(/: INVALID: \d+ problem\(s\)/);
  });

  it('exits 2 without a folder, and on a path that is not a folder', () => {
    expect(spawnSync(NODE, [join(ROOT, 'scripts', 'validate.ts')], { encoding: 'utf8' }).status).toBe(2);
    expect(runValidate(join(ROOT, 'package.json')).status).toBe(2);
  });

  it('exits 0 on the mini release and prints the effective counts on stdout', () => {
    const { status, stdout, stderr } = runValidate(join(ROOT, 'test', 'fixtures', 'mini-release'));
    expect(status, stderr).toBe(0);
    expect(stdout).toMatch(/^verdicts: 66 rows; qualifying \d+, n\/a \d+, partial \d+ \(after Appendix-B de-duplication; \d+ collapsed\)$/m);
  });

  it('keeps --max-problems problems and says how many more there are', () => {
    const dir = join(DAMAGED, 'blank-line', 'release'); // 2 problems: the blank line, and 13 lines where the manifest says 12
    const r = spawnSync(NODE, [join(ROOT, 'scripts', 'validate.ts'), dir, '--max-problems', '1'], { encoding: 'utf8', cwd: ROOT });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('… and 1 more');
  });
});
