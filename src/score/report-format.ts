/**
 * The score report as text (a terminal), Markdown, LaTeX (booktabs tables made by the reproduce
 * command's src/reproduce/latex.ts) or JSON. Numbers are the build's, rounded for
 * display only (JSON keeps them whole). Text from the release or the command line (display
 * names, ids) is untrusted: control and bidi-override characters become U+FFFD in text and
 * Markdown, and Markdown's table and emphasis characters are escaped. Pure.
 */
import type { Estimate } from '../accuracy-bootstrap/intervals.ts';
import type { Shift } from './leaderboard-figures.ts';
import type { ScoreReport } from './score.ts';
import type { Grid, IntervalCell } from '../reproduce/grid.ts';
import { escapeLatex, latexLabel, latexTable } from '../reproduce/latex.ts';

export const FORMATS = ['text', 'md', 'json', 'latex'] as const;
export type ReportFormat = (typeof FORMATS)[number];

const fixed = (v: number | null, digits: number, sign = false) => (v === null ? 'n/a' : `${sign && v > 0 ? '+' : ''}${v.toFixed(digits)}`);

/** "85.9 [83.0, 88.4]". */
export function formatEstimate(e: Estimate, digits = 1, sign = false): string {
  if (e.value === null) return 'n/a';
  return `${fixed(e.value, digits, sign)} [${fixed(e.lower, digits, sign)}, ${fixed(e.upper, digits, sign)}]`;
}

function formatShift(s: Shift, digits: number): string {
  if (s.moved === null) return `${fixed(s.before, digits)} → ${fixed(s.after, digits)}`;
  return s.moved === 0 ? `${fixed(s.after, digits)} (unchanged)` : `${fixed(s.before, digits)} → ${fixed(s.after, digits)} (${fixed(s.moved, digits, true)})`;
}

/** Control characters (C0, C1) and bidi embeddings, overrides and isolates replaced by U+FFFD. */
export const inert = (text: string) => text.replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '\ufffd');

const mdCell = (text: string) => inert(text).replace(/[\\|`*_[\]<>]/g, (c) => `\\${c}`);

interface Section { title: string; header: string[]; rows: string[][]; note?: string }

function sections(r: ScoreReport): { headline: string[]; sections: Section[] } {
  const m = r.model;
  const e = m.estimates;
  const headline = [
    `${m.display_name} (${r.model_id}) against "${r.release.title}" (${r.release.provenance}; ${r.models} models with it; ${r.resamples.toLocaleString('en-US')} task-clustered resamples; 95% intervals)`,
  ];
  const moved = r.cohort.filter((c) => c.f_acc.moved !== 0 || c.dw_acc.moved !== 0 || c.tier.moved !== 0 || c.rank.moved !== 0).length;
  return {
    headline,
    sections: [
      {
        title: 'Leaderboard figures', header: ['Figure', 'Value [95% interval]'],
        rows: [
          ['Acc', formatEstimate(e.acc)], ['AP-Acc', formatEstimate(e.ap_acc)], ['Δ (pp)', formatEstimate(e.delta, 2, true)],
          ['F-Acc (cohort-dependent)', formatEstimate(e.f_acc)], ['DW-Acc (cohort-dependent)', formatEstimate(e.dw_acc)],
          ['Rank (of ' + r.models + ')', formatEstimate(e.rank)], ['Tier (cohort-dependent)', String(m.tier)],
          ['Qualifying verdicts', m.qualifying.toLocaleString('en-US')], ['Against-prior qualifying', m.against_prior_qualifying.toLocaleString('en-US')],
        ],
      },
      {
        title: 'Coverage of the panel\'s keys', header: ['Keys (task, round, rule) of the other panel models', 'Covered', 'Share', 'Keys only this model has'],
        rows: [[r.coverage.panel_keys.toLocaleString('en-US'), r.coverage.covered.toLocaleString('en-US'), `${fixed(r.coverage.share, 1)}%`, r.coverage.outside.toLocaleString('en-US')]],
      },
      {
        title: 'Paired Acc difference to each cohort model (this model − that one, pp, on their shared keys)', header: ['Model', 'Shared keys', 'Difference [95% interval]'],
        rows: r.paired.map((p) => [p.display_name, p.shared_keys.toLocaleString('en-US'), formatEstimate(p.difference, 2, true)]),
      },
      {
        title: 'How the cohort moved with this model added', header: ['Model', 'F-Acc', 'DW-Acc', 'Rank', 'Tier'],
        rows: r.cohort.map((c) => [c.model_id, formatShift(c.f_acc, 2), formatShift(c.dw_acc, 2), formatShift(c.rank, 1), formatShift(c.tier, 0)]),
        note: `${moved} of ${r.cohort.length} models have a cohort-dependent figure that moved; Acc, AP-Acc and Δ depend on each model's own verdicts and do not move.`,
      },
      { title: 'Accuracy by rule family', header: ['Family', 'Passes', 'Qualifying', 'Acc'], rows: r.families.map((b) => [b.key, String(b.passes), String(b.qualifying), fixed(b.acc, 1)]) },
      { title: 'Accuracy by placed surface', header: ['Surface', 'Passes', 'Qualifying', 'Acc'], rows: r.surfaces.map((b) => [b.key, String(b.passes), String(b.qualifying), fixed(b.acc, 1)]) },
    ],
  };
}

function textTable(header: string[], rows: string[][]): string[] {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ').trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map((row) => line(row.map(inert)))];
}

export function formatReport(report: ScoreReport, format: ReportFormat): string {
  if (format === 'json') return `${JSON.stringify(report, null, 2)}\n`;
  const { headline, sections: parts } = sections(report);
  if (format === 'latex') return latexReport(report, headline[0]!, parts);
  const out: string[] = [];
  if (format === 'md') {
    out.push(`# ${mdCell(headline[0]!)}`, '');
    for (const s of parts) {
      out.push(`## ${s.title}`, '', `| ${s.header.map(mdCell).join(' | ')} |`, `| ${s.header.map(() => '---').join(' | ')} |`);
      for (const row of s.rows) out.push(`| ${row.map(mdCell).join(' | ')} |`);
      if (s.note) out.push('', mdCell(s.note));
      out.push('');
    }
  } else {
    out.push(...headline.map(inert), '');
    for (const s of parts) {
      out.push(s.title, ...textTable(s.header, s.rows));
      if (s.note) out.push(s.note);
      out.push('');
    }
  }
  if (report.out !== null) out.push(`Release with the model added: ${report.out} (npm run data -- --release ${report.out})`);
  return `${out.join('\n').trimEnd()}\n`;
}

const INTERVAL = /^(\S+) \[(\S+), (\S+)\]$/;

/** "78.8 [76.0, 81.5]" as its parts, or null for any other cell. */
function intervalOf(cell: string): IntervalCell | null {
  const m = INTERVAL.exec(cell);
  return m ? { estimate: m[1]!, lower: m[2]!, upper: m[3]! } : null;
}

/** One booktabs table per section (latexTable), labelled tab:harness-if-score-<model>-<n>, the headline as a comment. */
function latexReport(report: ScoreReport, headline: string, parts: Section[]): string {
  const tables = parts.map((s, k) => {
    const intervals = s.rows.map((row) => row.map(intervalOf));
    const grid: Grid = {
      title: `${report.model.display_name}: ${s.title}`, paperRef: null,
      columns: s.header.map((label, i) => ({ id: `c${i}`, label, numeric: i > 0, interval: intervals.some((row) => row[i] !== null) })),
      cells: s.rows, intervals, raw: [], notes: s.note ? [s.note] : [],
    };
    return latexTable(grid, latexLabel(`score-${report.model_id}-${k + 1}`));
  });
  return `% ${escapeLatex(headline)}\n${tables.join('\n\n')}\n`;
}
