/**
 * LaTeX output of `reproduce`: one booktabs table per grid that compiles as pasted with pdfLaTeX
 * (needs only \usepackage{booktabs}, and tabularx for tables with long text), fitting a one-column
 * \columnwidth of an ACL-style paper (7.7 cm) or, for the tables the paper sets across both columns
 * (estimated wider than a column), `table*` at the \textwidth of a NeurIPS-style page (5.5 in,
 * narrower than ACL's).
 * test/reproduce/latex-compile.test.ts compiles every table in both and fails on an overfull box.
 * The output is plain ASCII: release text goes through `escapeLatex`; a model name in a script
 * pdfLaTeX cannot set is shown by its model id (`escapeLatexNames`, docs/metrics.md "LaTeX").
 */
import type { Grid, IntervalCell } from './grid.ts';
import { escapeText } from './text.ts';

const SPECIAL: Record<string, string> = {
  '\\': '\\textbackslash{}', '&': '\\&', '%': '\\%', $: '\\$', '#': '\\#', _: '\\_', '{': '\\{', '}': '\\}',
  '~': '\\textasciitilde{}', '^': '\\textasciicircum{}', '<': '\\textless{}', '>': '\\textgreater{}', '|': '\\textbar{}',
};

const GREEK = 'alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu nu xi omicron pi rho sigma sigma tau upsilon phi chi psi omega'.split(' ');
const GREEK_CAPITAL: Record<string, string> = { Γ: 'Gamma', Δ: 'Delta', Θ: 'Theta', Λ: 'Lambda', Ξ: 'Xi', Π: 'Pi', Σ: 'Sigma', Φ: 'Phi', Ψ: 'Psi', Ω: 'Omega' };

/** Non-ASCII characters pdfLaTeX sets without extra packages, as ASCII LaTeX. */
const NON_ASCII: Record<string, string> = {
  '\u2212': '\\ensuremath{-}', '\u00d7': '\\ensuremath{\\times}', '\u00b1': '\\ensuremath{\\pm}', '\u00b7': '\\ensuremath{\\cdot}', '\u2264': '\\ensuremath{\\leq}', '\u2265': '\\ensuremath{\\geq}',
  '\u2260': '\\ensuremath{\\neq}', '\u2248': '\\ensuremath{\\approx}', '\u2192': '\\ensuremath{\\rightarrow}', '\u221a': '\\ensuremath{\\surd}', '\u00b0': '\\ensuremath{^\\circ}',
  '\u2013': '--', '\u2014': '---', '\u2018': '`', '\u2019': "'", '\u201c': '``', '\u201d': "''", '\u2026': '\\ldots{}', '\u00a0': '~',
  ß: '\\ss{}', æ: '\\ae{}', Æ: '\\AE{}', ø: '\\o{}', Ø: '\\O{}', œ: '\\oe{}', Œ: '\\OE{}', ł: '\\l{}', Ł: '\\L{}', ı: '\\i{}',
  '\u00a7': '\\S{}', '\u00b6': '\\P{}', '\u00a9': '\\copyright{}', '\u00a3': '\\pounds{}',
  ...Object.fromEntries(GREEK.map((name, i) => [String.fromCodePoint(0x3b1 + i), `\\ensuremath{\\${name === 'omicron' ? 'mathrm{o}' : name}}`])),
  ς: '\\ensuremath{\\varsigma}',
  ...Object.fromEntries(Object.entries(GREEK_CAPITAL).map(([c, name]) => [c, `\\ensuremath{\\${name}}`])),
};

/** Combining marks (after NFD) as text accent commands: é = e + U+0301 → \'{e}. */
const ACCENT: Record<string, string> = {
  '\u0300': '`', '\u0301': "'", '\u0302': '^', '\u0303': '~', '\u0304': '=', '\u0306': 'u', '\u0307': '.',
  '\u0308': '"', '\u030a': 'r', '\u030b': 'H', '\u030c': 'v', '\u0327': 'c',
};

/**
 * Release text as LaTeX text-mode source that pdfLaTeX compiles with no package: the ten specials
 * (\ # $ % & _ { } ~ ^) and < > | as commands, "--" kept two hyphens, accented letters as accent
 * commands, Greek letters and a few symbols (Δ − × ≤) in math mode (\ensuremath, so two in a row
 * never make "$$"), and any other character as its code point
 * ("\texttt{U+4E2D}") — shown, never dropped. Control characters are removed first.
 */
export function escapeLatex(s: string): string {
  const out: string[] = [];
  for (const ch of escapeText(s).normalize('NFD')) {
    const accent = ACCENT[ch];
    if (accent !== undefined && out.length > 0) out.push(`\\${accent}{${out.pop()!}}`);
    else if (SPECIAL[ch] !== undefined) out.push(SPECIAL[ch]);
    else if (ch === '-' && out.at(-1) === '-') out.push('{}-');
    else if (ch >= ' ' && ch <= '~') out.push(ch);
    else out.push(NON_ASCII[ch.normalize('NFC')] ?? `\\texttt{U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}}`);
  }
  return out.join('');
}

/** True when pdfLaTeX sets every character of `s` as itself (escapeLatex needs no "U+" code point for it). */
export function latexSettable(s: string): boolean {
  for (const ch of escapeText(s).normalize('NFD')) {
    if (ch >= ' ' && ch <= '~') continue;
    if (ACCENT[ch] === undefined && NON_ASCII[ch.normalize('NFC')] === undefined) return false;
  }
  return true;
}

/** The note under a table where a model name was replaced by its id. */
export const MODEL_ID_NOTE = 'A model name in a script pdfLaTeX cannot set (Arabic, Chinese, ...) is shown by its model id, in typewriter type.';

/**
 * A cell as LaTeX, each model name in it that pdfLaTeX cannot set (an Arabic or CJK display
 * name: as code points it would be unreadable and far too wide) written as its model id in
 * \texttt (ids are ASCII by the release format) — readable, and it compiles with pdfLaTeX alone.
 * `ids` maps the names the cell may hold to their ids (Grid.modelIds); the rest is escapeLatex.
 */
export function escapeLatexNames(text: string, ids: Readonly<Record<string, string>>): { latex: string; replaced: boolean } {
  const names = Object.keys(ids).filter((name) => name !== '' && !latexSettable(name) && text.includes(name)).sort((a, b) => b.length - a.length);
  if (names.length === 0) return { latex: breakableLatex(text), replaced: false };
  const out: string[] = [];
  let rest = text;
  while (rest !== '') {
    const hits = names.map((name) => ({ name, at: rest.indexOf(name) })).filter((h) => h.at >= 0).sort((a, b) => a.at - b.at || b.name.length - a.name.length);
    const hit = hits[0];
    if (hit === undefined) { out.push(breakableLatex(rest)); break; }
    out.push(breakableLatex(rest.slice(0, hit.at)), `\\texttt{${breakableLatex(ids[hit.name]!)}}`);
    rest = rest.slice(hit.at + hit.name.length);
  }
  return { latex: out.join(''), replaced: true };
}

/** Words longer than this get a break point every BREAK_EVERY characters (a 64-character model name or id fits a column). */
const LONG_WORD = 20;
const BREAK_EVERY = 10;

/** escapeLatex, with \allowbreak{} inside words too long for a table column, so a long name wraps instead of running over. */
function breakableLatex(text: string): string {
  return text.split(/(\s+)/).map((word) => {
    const chars = [...word];
    if (chars.length <= LONG_WORD) return escapeLatex(word);
    const pieces: string[] = [];
    for (let i = 0; i < chars.length; i += BREAK_EVERY) pieces.push(escapeLatex(chars.slice(i, i + BREAK_EVERY).join('')));
    return pieces.join('\\allowbreak{}');
  }).join('');
}

/** A number as displayed ("-0.72", "+5.35", "3,342"), with true minus and plus signs. */
export function latexNumber(text: string): string {
  return escapeLatex(text).replace(/(^|[^\w.])([-+])(?=\d)/g, '$1$$$2$$');
}

/** "77.0\\,[75.1, 78.9]" with the bounds in \\scriptsize; stacked, the bounds go under the estimate. */
function intervalCell(c: IntervalCell, stacked: boolean): string {
  const bounds = `{\\scriptsize[${latexNumber(c.lower)}, ${latexNumber(c.upper)}]}`;
  return stacked ? `\\begin{tabular}[t]{@{}r@{}}${latexNumber(c.estimate)}\\\\${bounds}\\end{tabular}` : `${latexNumber(c.estimate)}\\,${bounds}`;
}

/** Text columns whose longest cell is longer than this wrap (tabularx X column) instead of widening the table. */
const WRAP_AFTER = 28;
/** Estimated width of a character at \footnotesize (Computer Modern 8 pt: digits 4.25 pt, lowercase less),
 * and of a column's padding; with 3.7 pt Table 8 and E0's rank sums were wrongly judged to fit a column. */
const CHAR_PT = 4.0;
const PAD_PT = 8;
/** A heading line may be this long even over shorter cells ("Share of" / "failures", not three lines). */
const HEADING_MIN = 10;
/** \columnwidth of an ACL two-column page (7.7 cm): wider tables are set as table*. */
const COLUMN_PT = 219;
/** \textwidth of a NeurIPS page (5.5 in): a wider table* stacks its intervals under the estimates, in \scriptsize
 * with 3 pt \tabcolsep (Table 2 of the shipped release: about 390 pt). */
const TEXT_PT = 397;

interface Layout { spec: string; wraps: boolean; headings: string[][]; widePt: number }

/** A heading broken at spaces into lines no longer than `limit` characters (a longer word stays whole). */
export function headingLines(label: string, limit: number): string[] {
  const lines: string[] = [];
  for (const word of label.split(' ').filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= limit) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.length ? lines : [''];
}

/** Column types, headings broken to the width of their cells, and the estimated table width in pt. */
function layout(grid: Grid, stacked: boolean): Layout {
  const length = (r: number, i: number) => {
    const interval = grid.intervals?.[r]?.[i];
    return stacked && interval ? Math.max(interval.estimate.length, interval.lower.length + interval.upper.length + 4) : escapeText(grid.cells[r]![i]!).length;
  };
  const longest = grid.columns.map((_, i) => Math.max(0, ...grid.cells.map((_row, r) => length(r, i))));
  const wrapping = grid.columns.map((c, i) => !c.numeric && longest[i]! > WRAP_AFTER);
  const spec = `@{}${grid.columns.map((c, i) => (wrapping[i] ? '>{\\raggedright\\arraybackslash}X' : c.numeric ? 'r' : 'l')).join('')}@{}`;
  const headings = grid.columns.map((c, i) => headingLines(escapeText(c.label), Math.max(wrapping[i] ? WRAP_AFTER : longest[i]!, HEADING_MIN)));
  const chars = grid.columns.map((_, i) => Math.max(wrapping[i] ? WRAP_AFTER : longest[i]!, ...headings[i]!.map((l) => l.length)));
  return { spec, wraps: wrapping.some(Boolean), headings, widePt: chars.reduce((sum, n) => sum + n * CHAR_PT + PAD_PT, 0) };
}

function heading(lines: string[], numeric: boolean): string {
  const text = lines.map(escapeLatex);
  return text.length === 1 ? text[0]! : `\\begin{tabular}[b]{@{}${numeric ? 'r' : 'l'}@{}}${text.join('\\\\')}\\end{tabular}`;
}

/**
 * One grid as a LaTeX float: a comment saying its layout and packages, booktabs rules, headings
 * broken over lines to the width of their cells, intervals as "77.0\,[75.1, 78.9]" with the
 * bounds in \scriptsize, \caption (the title; that brackets are 95% CIs when any are shown),
 * \label{<label>} and a 3pt skip before \toprule, then the grid's notes. A table estimated wider than one ACL column is a
 * two-column `table*` (\textwidth); the compile test checks both.
 */
export function latexTable(grid: Grid, label: string): string {
  const inline = layout(grid, false);
  const wide = inline.widePt > COLUMN_PT;
  const stacked = inline.widePt > TEXT_PT && grid.columns.some((c) => c.interval);
  const { spec, wraps, headings } = stacked ? layout(grid, true) : inline;
  const env = wide ? 'table*' : 'table';
  const width = wide ? '\\textwidth' : '\\columnwidth';
  const hasIntervals = grid.columns.some((c) => c.interval);
  const ref = grid.paperRef ? ` (paper: ${escapeLatex(grid.paperRef)})` : '';
  let replacedNames = false;
  const cell = (text: string, r: number, i: number) => {
    const interval = grid.intervals?.[r]?.[i];
    if (interval) return intervalCell(interval, stacked);
    if (grid.columns[i]!.numeric) return latexNumber(text);
    const named = escapeLatexNames(text, grid.modelIds ?? {});
    replacedNames ||= named.replaced;
    return named.latex;
  };
  const body = grid.cells.map((row, r) => `${row.map((text, i) => cell(text, r, i)).join(' & ')} \\\\`);
  const out = [
    `% Harness-IF Explorer, npm run reproduce: ${label}${ref}. Layout: ${wide ? 'two-column table* (fits \\textwidth)' : 'one-column table (fits \\columnwidth)'}${stacked ? ', intervals under their estimates' : ''}.`,
    `% Needs \\usepackage{booktabs}${wraps ? ' and \\usepackage{tabularx}' : ''}.`,
    `\\begin{${env}}[t]`, '\\centering', stacked ? '\\scriptsize' : '\\footnotesize', `\\setlength{\\tabcolsep}{${stacked ? 3 : 4}pt}`,
    `\\caption{${escapeLatex(grid.title)}${hasIntervals ? '; brackets give 95\\% confidence intervals' : ''}.}`,
    `\\label{${label}}`,
    // The caption sits above the table; article-based classes put no skip below a caption, so the
    // usual skip keeps its last line off \toprule.
    '\\vspace{3pt}',
    wraps ? `\\begin{tabularx}{${width}}{${spec}}` : `\\begin{tabular}{${spec}}`,
    '\\toprule',
    `${grid.columns.map((c, i) => heading(headings[i]!, c.numeric)).join(' & ')} \\\\`,
    '\\midrule',
    ...body,
    '\\bottomrule',
    wraps ? '\\end{tabularx}' : '\\end{tabular}',
  ];
  for (const note of [...grid.notes, ...(replacedNames ? [MODEL_ID_NOTE] : [])]) out.push(`\\par\\smallskip{\\raggedright\\scriptsize ${escapeLatex(note)}\\par}`);
  out.push(`\\end{${env}}`);
  return out.join('\n');
}

/** The label of a paper table or supporting table: tab:harness-if-<id>, underscores as hyphens. */
export function latexLabel(id: string): string {
  return `tab:harness-if-${id.replace(/[^A-Za-z0-9]+/g, '-')}`;
}
