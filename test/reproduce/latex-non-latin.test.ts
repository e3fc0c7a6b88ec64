/**
 * LaTeX of model names in a script pdfLaTeX cannot set (issue 44: an Arabic display name came out
 * as "\texttt{U+0646}\texttt{U+0645}…", unreadable and 49 pt too wide): such a name is shown by
 * its model id in \texttt, with a note under the table; the tables of a release whose panel is
 * named in Arabic, Chinese and Greek compile with pdfLaTeX, with no overfull box in one ACL column.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runBuild } from '../../src/pipeline/run.ts';
import { runReproduce } from '../../src/reproduce/cli.ts';
import type { Grid } from '../../src/reproduce/grid.ts';
import { escapeLatexNames, latexSettable, latexTable, MODEL_ID_NOTE } from '../../src/reproduce/latex.ts';
import { writeRenamedRelease } from '../site/renamed-release.ts';

describe('latexSettable', () => {
  it('is true for Latin with accents and Greek, false for Arabic and Chinese', () => {
    expect(latexSettable('Zoë Łódź Δ-κ')).toBe(true);
    expect(latexSettable('نموذج')).toBe(false);
    expect(latexSettable('模型')).toBe(false);
  });
});

describe('escapeLatexNames', () => {
  const ids = { 'نموذج ألفا': 'alpha-1', '模型贝塔': 'beta_2', 'Zoë': 'zoe' };
  it('writes an unsettable name as its id in \\texttt (specials escaped), keeps the text around it', () => {
    // Hand-written: "_" is \_ in LaTeX; the separator ", " stays.
    expect(escapeLatexNames('نموذج ألفا, 模型贝塔', ids)).toEqual({ latex: '\\texttt{alpha-1}, \\texttt{beta\\_2}', replaced: true });
  });
  it('leaves a settable name as the name', () => {
    expect(escapeLatexNames('Zoë', ids)).toEqual({ latex: 'Zo\\"{e}', replaced: false });
  });
  it('adds the note under a table only when a name was replaced', () => {
    const grid = (name: string): Grid => ({
      title: 'T', paperRef: null, columns: [{ id: 'display_name', label: 'Model', numeric: false }], cells: [[name]], raw: [], notes: [], modelIds: ids,
    });
    expect(latexTable(grid('نموذج ألفا'), 'tab:x')).toContain(MODEL_ID_NOTE);
    expect(latexTable(grid('نموذج ألفا'), 'tab:x')).not.toContain('U+');
    expect(latexTable(grid('Zoë'), 'tab:x')).not.toContain(MODEL_ID_NOTE);
  });
});

describe('reproduce --format latex of a release named in Arabic, Chinese and Greek', () => {
  const work = mkdtempSync(join(tmpdir(), 'latex-non-latin-'));
  const build = join(work, 'build');
  let latex = '';
  beforeAll(async () => {
    writeRenamedRelease('test/fixtures/mini-release', join(work, 'release'), {
      'alpha-1': { model_id: 'index.html', display_name: 'نموذج ألفا', provider: 'شركة' },
      'beta-2': { model_id: 'null', display_name: '模型贝塔', provider: '模型公司' },
      'gamma-3': { model_id: '1e5', display_name: 'Γάμμα 3' },
    });
    await runBuild({ releaseDir: join(work, 'release'), outDir: build, resamples: 200 });
    const out: string[] = [];
    const code = await runReproduce(['table2', '--format', 'latex', '--build', build], { stdout: (t) => { out.push(t); }, stderr: () => {} });
    expect(code).toBe(0);
    latex = out.join('');
  }, 120_000);

  it('shows the Arabic and Chinese names by their ids, the Greek one as Greek, with the note', () => {
    expect(latex).toContain('\\texttt{index.html}');
    expect(latex).toContain('\\texttt{null}');
    expect(latex).toContain('\\ensuremath{\\Gamma}');
    expect(latex).toContain(MODEL_ID_NOTE);
    expect(latex).not.toMatch(/U\+0/);
  });

  /** Errors and overfull boxes of `body` compiled in a one-column-per-table ACL page. */
  function compileAcl(name: string, body: string): string[] {
    const source = [
      '\\documentclass[10pt]{article}', '\\usepackage[a4paper,margin=2.5cm,columnsep=0.6cm,twocolumn]{geometry}',
      '\\usepackage{booktabs}', '\\usepackage{tabularx}', '\\begin{document}', body, '\\end{document}', '',
    ].join('\n');
    writeFileSync(join(work, `${name}.tex`), source);
    const run = spawnSync('pdflatex', ['-interaction=nonstopmode', '-halt-on-error', `${name}.tex`], { cwd: work, encoding: 'utf8', timeout: 120_000 });
    expect(run.error, 'pdflatex not found: apt-get install -y --no-install-recommends texlive-latex-base texlive-latex-recommended').toBeUndefined();
    const log = readFileSync(join(work, `${name}.log`), 'latin1');
    expect(run.status).toBe(0);
    return log.split('\n').filter((l) => l.startsWith('!') || /^Overfull \\hbox/.test(l));
  }

  it('compiles with pdfLaTeX in one ACL column without error or overfull box', () => {
    expect(compileAcl('names', latex)).toEqual([]);
  });

  it('wraps 64-character names and ids (the format\'s longest) instead of running over the column', () => {
    const longId = 'a'.repeat(64);
    const longName = 'B'.repeat(64);
    const grid: Grid = {
      title: 'Long names', paperRef: null, notes: [], raw: [], modelIds: { 'نموذج طويل': longId },
      columns: [{ id: 'display_name', label: 'Model', numeric: false }, { id: 'acc', label: 'Acc', numeric: true }],
      cells: [['نموذج طويل', '77.0'], [longName, '70.1']],
    };
    const table = latexTable(grid, 'tab:long');
    expect(table).toContain('\\begin{table}'); // one column
    expect(compileAcl('long', table)).toEqual([]);
  });
});
