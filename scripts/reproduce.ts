/**
 * `npm run reproduce -- <table2|table4|table5|table7|table8|fig4|fig5|e0|reliability|all>
 *   [--format text|md|csv|json|latex] [--check] [--build <dir>]`
 * Prints the paper's tables computed from the build's artifacts alone (work in progress).
 */
process.stderr.write('reproduce: not implemented yet\n');
process.exitCode = 1;
