/**
 * The "Live re-ranking" section of BENCHMARKS.md (Chromium and Node timings from one run), kept
 * between markers so that `npm run bench -- --only browser` can replace it alone. Pure: the
 * caller reads and writes the file.
 */
import type { BrowserRerankResult } from './browser-rerank.ts';
import type { NodeRerankResult } from './rerank-node.ts';
import { escapeCell, verdictOf } from './report.ts';

export const BROWSER_START = '<!-- bench:browser:start -->';
export const BROWSER_END = '<!-- bench:browser:end -->';

export interface RerankSection {
  date: string;
  command: string;
  load: { start: number; end: number; cores: number };
  /** null: not measured, with the reason in browserProblem. */
  browser: BrowserRerankResult | null;
  browserProblem: string | null;
  node: NodeRerankResult | null;
  nodeProblem: string | null;
  /** Issue 5's budget for the median recompute on the page. */
  budgetMs: number;
}

/** Median (mean of the middle two for an even count), min, max. */
export function summary(values: readonly number[]): { median: number; min: number; max: number; n: number } {
  const sorted = [...values].sort((a, b) => a - b);
  const n = sorted.length;
  if (n === 0) return { median: Number.NaN, min: Number.NaN, max: Number.NaN, n };
  const median = n % 2 ? sorted[(n - 1) / 2]! : (sorted[n / 2 - 1]! + sorted[n / 2]!) / 2;
  return { median, min: sorted[0]!, max: sorted[n - 1]!, n };
}

const ms = (x: number) => `${x.toFixed(1)} ms`;
const stats = (values: readonly number[]) => {
  const x = summary(values);
  return `${x.n} | ${ms(x.median)} | ${ms(x.min)} | ${ms(x.max)}`;
};

export function renderRerankSection(r: RerankSection): string {
  const lines = [BROWSER_START, '## Live re-ranking', '',
    `\`${escapeCell(r.command)}\`, ${r.date}; 1-minute load ${r.load.start.toFixed(1)} at the start, ${r.load.end.toFixed(1)} at the end, ${r.load.cores} cores.`, ''];
  if (r.browser) {
    const b = r.browser;
    lines.push(`Headless Chromium ${b.chromium} (hardwareConcurrency ${b.hardwareConcurrency}), the built re-rank page: one sample per filter change through the form, after ${b.warmup} unrecorded rounds; the page's own performance.now() around aggregation, bootstrap and merge (not the table's rendering).`, '',
      `| mode | recomputes | median | min | max | under ${r.budgetMs} ms | first after load | aggregation / bootstrap / ranking (medians) | target | result |`,
      '|:---|---:|---:|---:|---:|---:|---:|:---|:---|:---|',
      ...b.modes.map((m) => {
        const all = m.samples.flatMap((x) => x.ms);
        const within = all.filter((x) => x <= r.budgetMs).length;
        const parts = [m.parts.aggregate, m.parts.bootstrap, m.parts.merge].map((p) => ms(summary(p).median)).join(' / ');
        return `| ${escapeCell(m.name)} | ${stats(all)} | ${within} of ${all.length} | ${ms(m.firstMs)} | ${parts} | median ≤ ${r.budgetMs} ms | ${verdictOf(all.length ? summary(all).median : null, r.budgetMs, ms)} |`;
      }), '');
  } else {
    lines.push(`Chromium: not measured — ${escapeCell(r.browserProblem ?? 'unknown reason')}.`, '');
  }
  if (r.node) {
    const n = r.node;
    lines.push(`Node, same data and selections (${n.verdicts.toLocaleString('en-US')} qualifying verdicts, ${n.models} models, ${n.tasks} tasks, ${n.resamples.toLocaleString('en-US')} resamples; CPU by process.cpuUsage(); drawing the multiplicities once: ${ms(n.drawMs)} CPU). Informational, no target.`, '',
      '| part | recomputes | median | min | max |', '|:---|---:|---:|---:|---:|',
      `| aggregation into task × model cells (CPU) | ${stats(n.aggregateCpuMs)} |`,
      `| whole leaderboard on one thread (CPU) | ${stats(n.wholeCpuMs)} |`,
      `| whole leaderboard on one thread (wall) | ${stats(n.wholeWallMs)} |`, '');
  } else {
    lines.push(`Node: not measured — ${escapeCell(r.nodeProblem ?? 'unknown reason')}.`, '');
  }
  lines.push(BROWSER_END);
  return lines.join('\n');
}

/**
 * BENCHMARKS.md from the generated data-build part and the re-ranking section. `generated` null
 * keeps the existing file's part (`--only browser`): everything before its section marker.
 * A full run without a section writes none (a stale one is never mixed into a new report).
 */
export function assembleBenchmarks(existing: string | null, generated: string | null, section: string | null): string {
  let head = generated;
  if (head === null) {
    if (existing === null) throw new Error('bench: --only browser needs an existing BENCHMARKS.md to keep the data-build part of');
    const start = existing.indexOf(BROWSER_START);
    head = start >= 0 ? existing.slice(0, start) : existing;
  }
  return `${[head.trimEnd(), section].filter((p) => p !== null && p !== '').join('\n\n')}\n`;
}
