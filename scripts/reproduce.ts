/**
 * `npm run reproduce -- <table2|table4|table5|table7|table8|fig4|fig5|e0|reliability|all>
 *   [--format text|md|csv|json|latex] [--check] [--build <dir>]`
 * Prints the paper's tables from the build's artifacts alone (default data/build); with --check,
 * compares every published figure with ours under docs/metrics.md's tolerances and exits 1 if any
 * is outside tolerance or missing. See src/reproduce/.
 */
import { runReproduce } from '../src/reproduce/cli.ts';

process.exitCode = await runReproduce(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
});
