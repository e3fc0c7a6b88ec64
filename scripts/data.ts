/**
 * `npm run data [-- --release <dir>] [--out <dir>] [--seed <n>] [--resamples <n>]`
 * Builds every artifact of the site and of `reproduce` from a release (default data/release).
 * Logs to stderr; exits non-zero with located problems if anything fails, leaving the previous
 * build untouched. The command itself is src/pipeline/cli.ts.
 */
import { runDataCommand } from '../src/pipeline/cli.ts';

await runDataCommand(process.argv.slice(2));
