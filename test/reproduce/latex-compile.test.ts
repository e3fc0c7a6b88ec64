/**
 * `reproduce --format latex` compiles as pasted: every paper table (and every table supporting
 * one, which the site copies) of a build of the shipped release goes into two minimal documents
 * and through pdfLaTeX; the test fails on any LaTeX error or overfull box.
 *  - ACL-style: two columns, A4, 2.5 cm margins, 0.6 cm gap → \columnwidth 7.7 cm (219 pt),
 *    \textwidth 16 cm (455 pt): every one-column `table` must fit the column.
 *  - NeurIPS-style: one column of 5.5 in (397 pt): every `table*` must fit (narrower than ACL's).
 * The odd-shaped release (hostile, non-ASCII, 600-character names) must compile without error;
 * its 600-character unbroken tokens in titles and notes cannot fit a column, so overfull boxes are
 * allowed there (names of any length and script in cells wrap: latex-non-latin.test.ts);
 * so must a table whose title, heading, cells and notes hold every LaTeX special and non-ASCII text.
 * Never skipped: without pdflatex it fails and says how to install it (.ci/run does).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { runBuild } from '../../src/pipeline/run.ts';
import { openBuild } from '../../src/reproduce/build-reader.ts';
import { runReproduce } from '../../src/reproduce/cli.ts';
import type { Grid } from '../../src/reproduce/grid.ts';
import { latexLabel, latexTable } from '../../src/reproduce/latex.ts';
import { PAPER_TABLE_IDS } from '../../src/reproduce/artifact-grid.ts';
import { paperTableGrids } from '../../src/reproduce/paper-tables.ts';

const INSTALL = 'pdflatex not found: install it with `apt-get install -y --no-install-recommends texlive-latex-base texlive-latex-recommended` (Debian; .ci/run does this when pdflatex is missing)';

const work = mkdtempSync(join(tmpdir(), 'latex-compile-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const DOCUMENTS = {
  acl: '\\documentclass[10pt]{article}\n\\usepackage[a4paper,margin=2.5cm,columnsep=0.6cm,twocolumn]{geometry}',
  neurips: '\\documentclass[10pt]{article}\n\\usepackage[letterpaper,textwidth=5.5in,textheight=9in]{geometry}',
} as const;

interface Compiled { code: number | null; log: string; errors: string[]; overfull: string[] }

/** Compiles the tables (each followed by \clearpage, so floats never pile up) in one document. */
function compile(name: string, document: keyof typeof DOCUMENTS, tables: string[]): Compiled {
  const source = [
    DOCUMENTS[document], '\\usepackage{booktabs}', '\\usepackage{tabularx}', '\\begin{document}',
    '\\typeout{WIDTHS columnwidth=\\the\\columnwidth\\space textwidth=\\the\\textwidth}',
    ...tables.flatMap((t) => [t, '\\clearpage']), '\\end{document}', '',
  ].join('\n');
  writeFileSync(join(work, `${name}.tex`), source);
  const run = spawnSync('pdflatex', ['-interaction=nonstopmode', '-halt-on-error', `${name}.tex`], { cwd: work, encoding: 'utf8', timeout: 120_000 });
  const log = readFileSync(join(work, `${name}.log`), 'latin1');
  const lines = log.split('\n');
  return {
    code: run.status, log,
    errors: lines.flatMap((l, i) => (l.startsWith('!') ? [`${l} ${lines.slice(i + 1, i + 3).join(' ')}`] : [])),
    overfull: lines.filter((l) => /^Overfull \\[hv]box/.test(l)),
  };
}

async function reproduce(args: string[]): Promise<string> {
  let stdout = '';
  let stderr = '';
  const code = await runReproduce(args, { stdout: (t) => { stdout += t; }, stderr: (t) => { stderr += t; } });
  expect(stderr).toBe('');
  expect(code).toBe(0);
  return stdout;
}

async function supportingTables(buildDir: string): Promise<string[]> {
  const build = await openBuild(buildDir);
  try {
    const tables: string[] = [];
    for (const id of PAPER_TABLE_IDS) for (const grid of await paperTableGrids(build, id)) tables.push(latexTable(grid, latexLabel(grid.id!)));
    return tables;
  } finally {
    build.close();
  }
}

const shipped = inject('releaseBuild');
const odd = join(work, 'odd-build');
let pdflatex = false;

beforeAll(async () => {
  pdflatex = spawnSync('pdflatex', ['--version'], { encoding: 'utf8' }).status === 0;
  await runBuild({ releaseDir: 'test/fixtures/odd-release/release', outDir: odd, resamples: 50 });
}, 300_000);

describe('reproduce --format latex compiles with pdfLaTeX', () => {
  it('pdflatex is installed', () => {
    expect(pdflatex, INSTALL).toBe(true);
  });

  it('`all` prints each paper table once, in order, one float each, the same as the tables one by one', async () => {
    const all = await reproduce(['all', '--format', 'latex', '--build', shipped]);
    const one = await Promise.all(PAPER_TABLE_IDS.map((id) => reproduce([id, '--format', 'latex', '--build', shipped])));
    expect(all).toBe(one.join('\n'));
    expect([...all.matchAll(/\\label\{([^}]*)\}/g)].map((m) => m[1])).toEqual(PAPER_TABLE_IDS.map((id) => `tab:harness-if-${id}`));
    for (const text of one) expect(text.match(/\\begin\{table\*?\}/g)).toHaveLength(1);
  });

  it.each(['acl', 'neurips'] as const)('every paper table of the shipped release: no error, no overfull box (%s layout)', async (doc) => {
    expect(pdflatex, INSTALL).toBe(true);
    const tables = await Promise.all(PAPER_TABLE_IDS.map((id) => reproduce([id, '--format', 'latex', '--build', shipped])));
    const result = compile(`paper-${doc}`, doc, tables);
    expect(result.errors).toEqual([]);
    expect(result.overfull).toEqual([]);
    expect(result.code).toBe(0);
    expect(result.log).toContain(doc === 'acl' ? 'WIDTHS columnwidth=219.08614pt textwidth=455.24411pt' : 'WIDTHS columnwidth=397.48499pt');
  }, 120_000);

  it.each(['acl', 'neurips'] as const)('every supporting table of the shipped release: no error, no overfull box (%s layout)', async (doc) => {
    expect(pdflatex, INSTALL).toBe(true);
    const result = compile(`supporting-${doc}`, doc, await supportingTables(shipped));
    expect(result.errors).toEqual([]);
    expect(result.overfull).toEqual([]);
    expect(result.code).toBe(0);
  }, 120_000);

  it('the odd-shaped release (hostile and non-ASCII text everywhere) and every LaTeX special compile without error', async () => {
    expect(pdflatex, INSTALL).toBe(true);
    const hostile = ['\\ # $ % & _ { } ~ ^ < > | -- "q"', 'Zoë Łódź ß café Δ−κ× 東京 😀 \u202eRTL'];
    const grid: Grid = {
      id: 'hostile', title: hostile.join(' '), paperRef: null, notes: hostile, raw: [],
      columns: [{ id: 'name', label: hostile[0]!, numeric: false }, { id: 'v', label: 'Δ', numeric: true, interval: true }],
      cells: hostile.map((h) => [h, '-1.5 [-2.0, +0.5]']), intervals: hostile.map(() => [null, { estimate: '-1.5', lower: '-2.0', upper: '+0.5' }]),
    };
    const result = compile('odd', 'acl', [...await supportingTables(odd), latexTable(grid, latexLabel('hostile'))]);
    expect(result.errors).toEqual([]);
    expect(result.code).toBe(0);
  }, 120_000);
});
