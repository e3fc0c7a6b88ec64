/**
 * `npm run validate -- <release-dir> [--max-problems N]`
 * Checks a release folder against the format (data/release-format.md). Problems go to stderr as
 * `file:line: field: message`, exit 1; on success the counts go to stdout, exit 0; usage errors
 * exit 2. Notes on what is valid but unlike the paper (tasks outside its 25–35 injected or 10–27
 * scorable rules) go to stderr as `file:line: field: note: message` and change no exit code. Writes nothing. Shows progress on stderr only when stderr is a terminal.
 */
import { existsSync, statSync } from 'node:fs';
import { formatReleaseCounts } from '../src/release/counts.ts';
import { formatProblem, formatProblemList } from '../src/release/problems.ts';
import { validateRelease, type ValidationProgress } from '../src/release/validate.ts';

const USAGE = 'usage: npm run validate -- <release-dir> [--max-problems N]';

function usage(message: string): never {
  process.stderr.write(`${message}\n${USAGE}\n`);
  process.exit(2);
}

function parseArgs(argv: readonly string[]): { dir: string; maxProblems: number } {
  let dir: string | null = null;
  let maxProblems = 200;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--help' || arg === '-h') { process.stdout.write(`${USAGE}\n`); process.exit(0); }
    if (arg === '--max-problems') {
      const value = Number(argv[++i]);
      if (!Number.isInteger(value) || value < 1) usage(`--max-problems needs a positive integer, got "${argv[i] ?? ''}"`);
      maxProblems = value;
    } else if (arg.startsWith('-')) usage(`unknown option ${arg}`);
    else if (dir === null) dir = arg;
    else usage(`one release folder only, got "${dir}" and "${arg}"`);
  }
  if (dir === null) usage('missing the release folder');
  if (!existsSync(dir) || !statSync(dir).isDirectory()) usage(`not a folder: ${dir}`);
  return { dir, maxProblems };
}

const { dir, maxProblems } = parseArgs(process.argv.slice(2));
const tty = process.stderr.isTTY === true;
const onProgress = tty
  ? (p: ValidationProgress) => process.stderr.write(`\r\x1b[K${p.file}: ${p.rows.toLocaleString('en-US')} rows${p.done ? ' ✓\n' : ''}`)
  : undefined;

const started = performance.now();
const result = await validateRelease(dir, { maxProblems, ...(onProgress ? { onProgress } : {}) });
const seconds = ((performance.now() - started) / 1000).toFixed(1);

// Notes (valid, but unlike the paper) on stderr, valid release or not: stdout stays the counts.
for (const note of result.notes) process.stderr.write(`${formatProblem(note)}\n`);
// exitCode, not process.exit(): exiting at once can cut off what is still queued for a pipe
// (seen with thousands of problems on stderr).
if (!result.ok) {
  process.stderr.write(`${formatProblemList(result.problems, result.moreProblems).join('\n')}\n`);
  process.stderr.write(`${dir}: INVALID: ${result.problems.length + result.moreProblems} problem(s) (${seconds} s)\n`);
  process.exitCode = 1;
} else {
  process.stdout.write(`${dir}: valid release\n${formatReleaseCounts(result.counts).join('\n')}\n`);
  process.stderr.write(`validated in ${seconds} s\n`);
}
