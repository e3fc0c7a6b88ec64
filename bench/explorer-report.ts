/**
 * The "Verdict explorer" section of BENCHMARKS.md (issue 18: a filter or sort change over all
 * verdicts re-renders in ≤ 100 ms, median of 20), kept between markers so that
 * `npm run bench -- --only explorer` replaces it alone. Pure: the caller reads and writes the file.
 */
import type { BrowserExplorerResult } from './browser-explorer.ts';
import { escapeCell, verdictOf } from './report.ts';
import { BROWSER_START, summary } from './rerank-report.ts';
import { markedSectionOf, withMarkedSection, type Markers } from './marked-section.ts';

export const EXPLORER_START = '<!-- bench:explorer:start -->';
export const EXPLORER_END = '<!-- bench:explorer:end -->';

/** Issue 18's budget for the median re-render. */
const EXPLORER_BUDGET_MS = 100;

export interface ExplorerSection {
  date: string;
  command: string;
  load: { start: number; end: number; cores: number };
  /** null: not measured, with the reason in problem. */
  browser: BrowserExplorerResult | null;
  problem: string | null;
}

const ms = (x: number) => `${x.toFixed(1)} ms`;

export function renderExplorerSection(r: ExplorerSection): string {
  const lines = [EXPLORER_START, '## Verdict explorer', '',
    `\`${escapeCell(r.command)}\`, ${r.date}; 1-minute load ${r.load.start.toFixed(1)} at the start, ${r.load.end.toFixed(1)} at the end, ${r.load.cores} cores.`, ''];
  if (r.browser) {
    const b = r.browser;
    const all = b.samples.map((s) => s.ms);
    const x = summary(all);
    const kinds = (sort: boolean) => summary(b.samples.filter((s) => s.change.startsWith('sort') === sort).map((s) => s.ms));
    lines.push(`Headless Chromium ${b.chromium}, the built /verdicts/ page over all ${b.rows.toLocaleString('en-US')} verdicts of its Arrow file (every verdict of the release, the row count the explorer holds; it opens on the qualifying ones, and one change shows all): filter changes (a select, its change event) and sort changes (a column's button) in turn, after ${b.warmup} unrecorded changes; the page's own performance.now() around filter + sort + render of the first page of rows.`, '',
      `| changes | median | min | max | under ${EXPLORER_BUDGET_MS} ms | filter changes (median) | sort changes (median) | target | result |`,
      '|---:|---:|---:|---:|---:|---:|---:|:---|:---|',
      `| ${x.n} | ${ms(x.median)} | ${ms(x.min)} | ${ms(x.max)} | ${all.filter((v) => v <= EXPLORER_BUDGET_MS).length} of ${x.n} | ${ms(kinds(false).median)} | ${ms(kinds(true).median)} | median ≤ ${EXPLORER_BUDGET_MS} ms | ${verdictOf(x.n ? x.median : null, EXPLORER_BUDGET_MS, ms)} |`, '');
  } else {
    lines.push(`Chromium: not measured — ${escapeCell(r.problem ?? 'unknown reason')}.`, '');
  }
  lines.push(EXPLORER_END);
  return lines.join('\n');
}

/**
 * `existing` with its explorer section replaced by `section`; without one, the section goes
 * before the re-ranking section (which `--only browser` rewrites from its marker on), or at the end.
 */
export function withExplorerSection(existing: string, section: string): string {
  return withMarkedSection(existing, { start: EXPLORER_START, end: EXPLORER_END }, section, BROWSER_START);
}

/**
 * The section "The verdict explorer at 100×": measured by hand with `node scripts/bench-explorer-100x.ts`
 * (a 100× data build and site take far longer than a bench run), so no bench mode writes it and
 * every mode keeps it.
 */
export const EXPLORER_100X: Markers = { start: '<!-- bench:explorer-100x:start -->', end: '<!-- bench:explorer-100x:end -->' };

/**
 * `doc` (a BENCHMARKS.md just written) with the hand-measured 100× explorer section of `existing`
 * (the file it replaces) put back before the re-ranking section, unless `doc` has one already.
 */
export function withExplorer100xKept(doc: string, existing: string | null): string {
  const kept = existing === null ? null : markedSectionOf(existing, EXPLORER_100X);
  if (kept === null || markedSectionOf(doc, EXPLORER_100X) !== null) return doc;
  return withMarkedSection(doc, EXPLORER_100X, kept, BROWSER_START);
}
