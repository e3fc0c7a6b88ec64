/**
 * The LaTeX escaping and layout helpers of `reproduce --format latex` (src/reproduce/latex.ts),
 * on hand-written cases; latex-compile.test.ts compiles their output with pdfLaTeX, and Markdown's
 * table shape (markdown.ts) is checked here by GFM's table rules.
 */
import { describe, expect, it } from 'vitest';
import type { Grid } from '../../src/reproduce/grid.ts';
import { escapeLatex, headingLines, latexLabel, latexNumber, latexTable } from '../../src/reproduce/latex.ts';
import { markdownTable } from '../../src/reproduce/markdown.ts';

describe('escapeLatex', () => {
  it('the ten specials and < > | as text commands', () => {
    expect(escapeLatex('\\ # $ % & _ { } ~ ^')).toBe('\\textbackslash{} \\# \\$ \\% \\& \\_ \\{ \\} \\textasciitilde{} \\textasciicircum{}');
    expect(escapeLatex('a<b>c|d')).toBe('a\\textless{}b\\textgreater{}c\\textbar{}d');
  });

  it('two hyphens stay two (no en dash ligature); one stays', () => {
    expect(escapeLatex('a--b-c')).toBe('a-{}-b-c');
  });

  it('accented letters as accent commands, in both NFC and NFD input', () => {
    expect(escapeLatex('Zoë Müller, café')).toBe('Zo\\"{e} M\\"{u}ller, caf\\\'{e}');
    expect(escapeLatex('cafe\u0301')).toBe('caf\\\'{e}');
    expect(escapeLatex('Łódź ß')).toBe('\\L{}\\\'{o}d\\\'{z} \\ss{}');
  });

  it('Δ, −, κ and friends in math mode through \\ensuremath (two in a row never make "$$")', () => {
    expect(escapeLatex('Δ−κ')).toBe('\\ensuremath{\\Delta}\\ensuremath{-}\\ensuremath{\\kappa}');
    expect(escapeLatex('max – min … ×2')).toBe('max -- min \\ldots{} \\ensuremath{\\times}2');
  });

  it('any other character as its code point, never dropped; control characters removed', () => {
    expect(escapeLatex('東京 😀')).toBe('\\texttt{U+6771}\\texttt{U+4EAC} \\texttt{U+1F600}');
    expect(escapeLatex('a\u202eb')).toBe('a\\texttt{U+202E}b');
    expect(escapeLatex('a\u001b[31mb\nc')).toBe('a[31mb c');
  });

  it('output is printable ASCII for any input', () => {
    const all = Array.from({ length: 0x600 }, (_, i) => String.fromCodePoint(i)).join('');
    expect(escapeLatex(all)).toMatch(/^[\x20-\x7e]*$/);
  });
});

describe('latexNumber and layout helpers', () => {
  it('signs of numbers in math mode, hyphens inside words untouched', () => {
    expect(latexNumber('-0.72')).toBe('$-$0.72');
    expect(latexNumber('+5.35')).toBe('$+$5.35');
    expect(latexNumber('3,342')).toBe('3,342');
    expect(latexNumber('—')).toBe('---');
    expect(latexNumber('2-3 4-5')).toBe('2-3 4-5');
  });

  it('headings break at spaces to the width of their cells (hand: "Lowest family for N models" at 10)', () => {
    expect(headingLines('Lowest family for N models', 10)).toEqual(['Lowest', 'family for', 'N models']);
    expect(headingLines('Qualifying N', 6)).toEqual(['Qualifying', 'N']);
    expect(headingLines('Acc', 6)).toEqual(['Acc']);
  });

  it('labels are tab:harness-if-<id> with runs of other characters as one hyphen', () => {
    expect(latexLabel('table2')).toBe('tab:harness-if-table2');
    expect(latexLabel('table5_family')).toBe('tab:harness-if-table5-family');
  });

  it('a table wider than an ACL column is a table*, and says so in its comment', () => {
    const wide: Grid = {
      id: 'w', title: 'Wide', paperRef: null, notes: [], raw: [],
      columns: Array.from({ length: 8 }, (_, i) => ({ id: `c${i}`, label: `Column ${i}`, numeric: true })),
      cells: [Array.from({ length: 8 }, () => '12,345.6')],
    };
    const tex = latexTable(wide, 'tab:w');
    expect(tex).toContain('\\begin{table*}[t]');
    expect(tex).toContain('Layout: two-column table* (fits \\textwidth)');
    const narrow = latexTable({ ...wide, columns: wide.columns.slice(0, 2), cells: [['1', '2']] }, 'tab:n');
    expect(narrow).toContain('\\begin{table}[t]');
    expect(narrow).toContain('Layout: one-column table (fits \\columnwidth)');
  });

  it('a vertical skip separates the caption above the table from \\toprule (article classes put none below a caption)', () => {
    const tex = latexTable({ id: 'n', title: 'Narrow', paperRef: null, notes: [], raw: [], columns: [{ id: 'a', label: 'A', numeric: true }], cells: [['1']] }, 'tab:n').split('\n');
    const caption = tex.findIndex((l) => l.startsWith('\\caption{'));
    const toprule = tex.indexOf('\\toprule');
    expect(caption).toBeGreaterThanOrEqual(0);
    expect(tex.slice(caption + 1, toprule).some((l) => /^\\vspace\{\d+(\.\d+)?pt\}$/.test(l))).toBe(true);
  });
});

describe('markdownTable renders as a GFM table', () => {
  const grid: Grid = {
    title: 'T | x', paperRef: 'Table 2', notes: ['a | b'], raw: [],
    columns: [{ id: 'm', label: 'Model', numeric: false }, { id: 'acc', label: 'Acc', numeric: true, interval: true }],
    cells: [['a|b\\|c', '1.0 [0.5, 1.5]'], ['<img src=x>', '2']],
  };
  /** GFM: a cell boundary is a pipe not preceded by a backslash that is itself unescaped. */
  const cellCount = (line: string) => line.replace(/\\\\/g, '').replace(/\\\|/g, '').split('|').length - 2;

  it('blank line before the table, header and delimiter rows, every row with the header\'s cell count', () => {
    const lines = markdownTable(grid).split('\n');
    expect(lines[1]).toBe('');
    expect(lines[3]).toBe('|:---|---:|');
    const rows = lines.slice(2, 6);
    for (const row of rows) {
      expect(row.startsWith('| ') || row.startsWith('|:')).toBe(true);
      expect(cellCount(row)).toBe(2);
    }
    expect(lines[2]).toBe('| Model | Acc \\[95% CI\\] |');
    expect(lines[4]).toBe('| a\\|b\\\\\\|c | 1.0 \\[0.5, 1.5\\] |');
    expect(lines[5]).toBe('| &lt;img src=x&gt; | 2 |');
  });
});
