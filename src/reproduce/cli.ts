/**
 * The `reproduce` command as a function (scripts/reproduce.ts is its thin entry point; tests call
 * it directly): parse arguments, open the build, print the paper tables or the check report.
 * Returns the exit code: 0 = done / every figure within tolerance, 1 = a figure failed or is
 * missing, 2 = bad arguments or unreadable build.
 */
import { parseArgs } from 'node:util';
import { DEFAULT_BUILD_DIR } from '../artifacts/paths.ts';
import { openBuild } from './build-reader.ts';
import { checkFigures } from './check.ts';
import { checkGrids } from './check-grid.ts';
import { FIGURES, type Figure } from './figures.ts';
import { loadPublished, PUBLISHED_FILE } from './published.ts';
import { FORMATS, renderGrids, type OutputFormat } from './render.ts';
import { PAPER_TABLE_IDS, type PaperTableId } from './artifact-grid.ts';
import { paperTableGrid, paperTableGrids } from './paper-tables.ts';
import type { Grid } from './grid.ts';

const TARGETS = [...PAPER_TABLE_IDS, 'all'] as const;
type Target = PaperTableId | 'all';

const USAGE = `usage: npm run reproduce -- <${TARGETS.join('|')}> [--format ${FORMATS.join('|')}] [--check] [--build <dir>]`;

/** Which registered figures `--check` runs for a target (by the figure id's first segment). */
const CHECK_GROUPS: Record<PaperTableId, string[]> = {
  table2: ['counts', 'table2', 'common_support', 'cohort_correlation', 'clusters'],
  table4: ['table4'],
  table5: ['failures'],
  table7: ['reliability'],
  table8: ['non_coding'],
  fig4: ['failures'],
  fig5: ['failures'],
  e0: ['e0'],
  reliability: ['reliability', 'retest', 'priors'],
};

function figuresFor(target: Target): Figure[] {
  if (target === 'all') return FIGURES;
  const groups = new Set(CHECK_GROUPS[target]);
  return FIGURES.filter((f) => groups.has(f.id.split('.')[0]!));
}

interface ReproduceIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  /** Tests only: another published.json, and a subset of the registry. */
  publishedFile?: string;
  figures?: Figure[];
}

export async function runReproduce(argv: string[], io: ReproduceIo): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv, allowPositionals: true,
      options: { format: { type: 'string', default: 'text' }, check: { type: 'boolean', default: false }, build: { type: 'string', default: DEFAULT_BUILD_DIR } },
    });
  } catch (error) {
    io.stderr(`${(error as Error).message}\n${USAGE}\n`);
    return 2;
  }
  const { values, positionals } = parsed;
  const target = positionals[0] ?? 'all';
  if (positionals.length > 1 || !(TARGETS as readonly string[]).includes(target)) {
    io.stderr(`reproduce: unknown or extra target "${positionals.join(' ')}"\n${USAGE}\n`);
    return 2;
  }
  if (!(FORMATS as readonly string[]).includes(values.format)) {
    io.stderr(`reproduce: unknown format "${values.format}"\n${USAGE}\n`);
    return 2;
  }
  const format = values.format as OutputFormat;
  let build;
  try {
    build = await openBuild(values.build);
  } catch (error) {
    io.stderr(`reproduce: ${(error as Error).message}\n`);
    return 2;
  }
  try {
    if (values.check) {
      const report = await checkFigures(build, loadPublished(io.publishedFile ?? PUBLISHED_FILE), io.figures ?? figuresFor(target as Target));
      io.stdout(renderGrids(checkGrids(report), format));
      io.stderr(`reproduce --check: ${report.lines.length} figures, ${report.ok} OK, ${report.failed} FAIL (${report.missing} missing), ${report.skipped.length} skipped as unpublished\n`);
      return report.failed === 0 ? 0 : 1;
    }
    const ids = target === 'all' ? PAPER_TABLE_IDS : [target as PaperTableId];
    // LaTeX and Markdown are pasted into papers and READMEs: one table per paper table;
    // text, CSV and JSON add the tables that support it (summary, appendix breakdowns).
    const paperOnly = format === 'latex' || format === 'md';
    const grids: Grid[] = [];
    for (const id of ids) grids.push(...(paperOnly ? [await paperTableGrid(build, id)] : await paperTableGrids(build, id)));
    io.stdout(renderGrids(grids, format));
    return 0;
  } catch (error) {
    io.stderr(`reproduce: ${(error as Error).message}\n`);
    return 2;
  } finally {
    build.close();
  }
}
