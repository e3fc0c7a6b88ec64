/**
 * The body of `npm run score` (scripts/score.ts): parses the arguments, scores the model
 * (score.ts), prints the report to stdout and located problems to stderr with a non-zero exit.
 */
import { parseArgs } from 'node:util';
import { FORMATS, formatReport, type ReportFormat } from './report-format.ts';
import { ProblemsError } from '../release/problems.ts';
import { scoreModel } from './score.ts';

const USAGE = 'usage: npm run score -- --verdicts <file> [--runs <file>] [--name "Display name"] [--format text|md|json|latex] [--out <dir>] [--release data/release] [--baseline <build of the release>]';

function usageError(message: string): never {
  process.stderr.write(`${message}\n${USAGE}\n`);
  process.exit(2);
}

export async function runScoreCommand(args: string[]): Promise<void> {
  let values;
  try {
    ({ values } = parseArgs({
      args,
      options: {
        verdicts: { type: 'string' }, runs: { type: 'string' }, name: { type: 'string' },
        format: { type: 'string', default: 'text' }, out: { type: 'string' }, baseline: { type: 'string' }, release: { type: 'string', default: 'data/release' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    usageError((error as Error).message);
  }
  if (values.help) { process.stdout.write(`${USAGE}\n`); return; }
  if (values.verdicts === undefined) usageError('missing --verdicts <file>');
  if (!(FORMATS as readonly string[]).includes(values.format)) usageError(`--format must be one of ${FORMATS.join(', ')}, got "${values.format}"`);
  const started = performance.now();
  try {
    const report = await scoreModel({
      releaseDir: values.release, verdictsPath: values.verdicts, runsPath: values.runs ?? null,
      displayName: values.name ?? null, outDir: values.out ?? null, baselineBuild: values.baseline ?? null,
      log: (message) => process.stderr.write(`[${((performance.now() - started) / 1000).toFixed(1)} s] ${message}\n`),
    });
    process.stdout.write(formatReport(report, values.format as ReportFormat));
    process.stderr.write(`scored in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
  } catch (error) {
    if (!(error instanceof ProblemsError)) throw error;
    process.stderr.write(`score failed: ${error.message}\n`);
    for (const problem of error.problems) process.stderr.write(`${problem}\n`);
    process.exitCode = 1;
  }
}
