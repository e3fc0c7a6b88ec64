/**
 * The body of `npm run data` (scripts/data.ts): parses the arguments, runs the build, prints
 * located problems and sets a non-zero exit code on failure, leaving the previous build untouched.
 */
import { terminalSafe } from '../release/terminal-text.ts';
import { parseArgs } from 'node:util';
import { ProblemsError } from '../release/problems.ts';
import { DEFAULT_BOOTSTRAP_SEED, DEFAULT_RESAMPLES, runBuild } from './run.ts';
import { DEFAULT_BUILD_DIR } from '../artifacts/paths.ts';

function integer(name: string, text: string): number {
  const n = Number(text);
  if (!Number.isInteger(n)) {
    process.stderr.write(`--${name} must be an integer, got "${text}"\n`);
    process.exit(2);
  }
  return n;
}

const USAGE = `usage: npm run data -- [--release data/release] [--out ${DEFAULT_BUILD_DIR}] [--seed ${DEFAULT_BOOTSTRAP_SEED}] [--resamples ${DEFAULT_RESAMPLES}]\n`;

function parse(args: string[]) {
  try {
    return parseArgs({
      args,
      options: {
        release: { type: 'string', default: 'data/release' },
        out: { type: 'string', default: DEFAULT_BUILD_DIR },
        seed: { type: 'string', default: String(DEFAULT_BOOTSTRAP_SEED) },
        resamples: { type: 'string', default: String(DEFAULT_RESAMPLES) },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }).values;
  } catch (error) {
    process.stderr.write(`data: ${(error as Error).message}\n${USAGE}`);
    process.exit(2);
  }
}

export async function runDataCommand(args: string[]): Promise<void> {
  const values = parse(args);
  if (values.help) {
    process.stdout.write(USAGE);
    return;
  }

  // Progress lines only on an interactive terminal; CI logs get the step lines alone.
  const interactive = process.stderr.isTTY === true && !process.env.CI;

  try {
    const manifest = await runBuild({
      releaseDir: values.release, outDir: values.out,
      seed: integer('seed', values.seed), resamples: integer('resamples', values.resamples),
      log: (message) => process.stderr.write(`${interactive ? '\r\x1b[K' : ''}${terminalSafe(message)}\n`),
      ...(interactive ? { progress: (message: string) => process.stderr.write(`\r\x1b[K${terminalSafe(message)}`) } : {}),
    });
    process.stderr.write(`built ${manifest.artifacts.length} artifacts into ${values.out}\n`);
  } catch (error) {
    if (error instanceof ProblemsError) {
      process.stderr.write(`data build failed: ${terminalSafe(error.message)}\n`);
      for (const problem of error.problems) process.stderr.write(`  ${terminalSafe(problem)}\n`);
    } else {
      process.stderr.write(`data build failed: ${terminalSafe((error as Error).message)}\n`);
    }
    process.exitCode = 1;
  }
}
