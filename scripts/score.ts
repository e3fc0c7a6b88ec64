/**
 * `npm run score -- --verdicts <file> [--runs <file>] [--name "Display name"] [--format text|md|json|latex] [--out <dir>] [--release data/release] [--baseline <build dir>]`
 * Scores one new model's verdicts against a release: validates them against it (problems as
 * `file:line: field: message`, exit 1), then prints its Table 2 figures with intervals, rank and
 * tier recomputed with it, paired differences, coverage and breakdowns; `--out` writes the
 * release with the model added; `--baseline` reuses a build of the release instead of building it. The command itself is src/score/cli.ts.
 */
import { enableCompileCache } from 'node:module';
import { fileURLToPath } from 'node:url';

// Node's module compile cache (types stripped and V8's code kept on disk, reused while a file is
// unchanged): 10% of `npm run score`'s wall time at paper scale (benchmark-history, 2026-12-06).
// It must be on before the command's modules load, hence the dynamic import.
const cache = enableCompileCache(process.env.NODE_COMPILE_CACHE ?? fileURLToPath(new URL('../node_modules/.cache/node-compile-cache/', import.meta.url)));
if (cache.directory) process.env.NODE_COMPILE_CACHE = cache.directory;

const { runScoreCommand } = await import('../src/score/cli.ts');
await runScoreCommand(process.argv.slice(2));
