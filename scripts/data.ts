/**
 * `npm run data [-- --release <dir>] [--out <dir>] [--seed <n>] [--resamples <n>]`
 * Builds every artifact of the site and of `reproduce` from a release (default data/release).
 * Logs to stderr; exits non-zero with located problems if anything fails, leaving the previous
 * build untouched. The command itself is src/pipeline/cli.ts.
 */
import { enableCompileCache } from 'node:module';
import { fileURLToPath } from 'node:url';

// Node's module compile cache (node:module enableCompileCache): the TypeScript of every module,
// stripped of its types, and V8's code for it are kept on disk and reused while the file is
// unchanged: loading and compiling the build's modules is a noticeable share of a paper-scale
// build (docs/benchmark-history.md, 2026-11-30). NODE_COMPILE_CACHE chooses another
// folder, NODE_DISABLE_COMPILE_CACHE=1 turns it off. It must be on before the build's modules are
// loaded, hence the dynamic import below; worker threads inherit it through process.env.
const cache = enableCompileCache(process.env.NODE_COMPILE_CACHE ?? fileURLToPath(new URL('../node_modules/.cache/node-compile-cache/', import.meta.url)));
if (cache.directory) process.env.NODE_COMPILE_CACHE = cache.directory;

const { runDataCommand } = await import('../src/pipeline/cli.ts');
await runDataCommand(process.argv.slice(2));
