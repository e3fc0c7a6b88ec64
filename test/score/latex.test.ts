/**
 * `npm run score -- --format latex`: one booktabs table per report section, made by the
 * reproduce command's latexTable (src/reproduce/latex.ts), with intervals split into estimate and
 * bounds, release text escaped, and a document of the tables that pdfLaTeX compiles without error.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { formatReport } from '../../src/score/report-format.ts';
import type { ScoreReport } from '../../src/score/score.ts';

const e = (value: number | null, lower: number | null, upper: number | null) => ({ value, lower, upper });
const report: ScoreReport = {
  model_id: 'mine-1', release: { dir: '/r', title: 'Release & co', provenance: 'simulated' }, resamples: 200,
  model: {
    model_id: 'mine-1', display_name: 'Mine_1 & 50% <b>', tier: 2, qualifying: 3149, against_prior_qualifying: 1628,
    estimates: { acc: e(78.81, 76.04, 81.47), ap_acc: e(75.2, 71.6, 78.7), delta: e(3.6, 1.7, 5.5), f_acc: e(69.3, 65.7, 72.9), dw_acc: e(75.1, 70, 79.4), rank: e(5, 3, 7) },
  },
  models: 3,
  cohort: [{ model_id: 'x', f_acc: { before: 70, after: 69.5, moved: -0.5 }, dw_acc: { before: 71, after: 71, moved: 0 }, rank: { before: 1, after: 1, moved: 0 }, tier: { before: 1, after: 1, moved: 0 } }],
  paired: [{ model_id: 'x', display_name: 'X', shared_keys: 2996, difference: e(-0.2, -3.6, 3.2) }],
  coverage: { panel_keys: 4000, covered: 3342, share: 83.55, outside: 0 },
  families: [{ key: 'workflow', passes: 10, qualifying: 12, acc: 83.33 }],
  surfaces: [{ key: 'SP', passes: 5, qualifying: 9, acc: 55.56 }],
  out: null,
};

const work = mkdtempSync(join(tmpdir(), 'score-latex-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('score report as LaTeX', () => {
  const latex = formatReport(report, 'latex');
  it('has one labelled table per section, intervals as estimate and bounds (hand: 78.81 → "78.8\\,{\\scriptsize[76.0, 81.5]}")', () => {
    expect(latex.match(/\\begin\{table\*?\}/g)?.length).toBe(6);
    expect(latex).toContain('\\label{tab:harness-if-score-mine-1-1}');
    expect(latex).toContain('78.8\\,{\\scriptsize[76.0, 81.5]}');
    // A negative bound in math mode, as the reproduce tables set it.
    expect(latex).toContain('$-$0.20\\,{\\scriptsize[$-$3.60, $+$3.20]}');
  });
  it('escapes the display name', () => {
    expect(latex).toContain('Mine\\_1 \\& 50\\% \\textless{}b\\textgreater{}');
    expect(latex).not.toContain('Mine_1');
  });
  it('compiles with pdfLaTeX', () => {
    writeFileSync(join(work, 'score.tex'), ['\\documentclass[10pt]{article}', '\\usepackage{booktabs}', '\\usepackage{tabularx}', '\\begin{document}', latex, '\\end{document}', ''].join('\n'));
    const run = spawnSync('pdflatex', ['-interaction=nonstopmode', '-halt-on-error', 'score.tex'], { cwd: work, encoding: 'utf8', timeout: 120_000 });
    expect(run.error, 'pdflatex not found: apt-get install -y --no-install-recommends texlive-latex-base texlive-latex-recommended').toBeUndefined();
    expect(run.status, run.stdout.slice(-2000)).toBe(0);
  });
});
