/**
 * The "Live re-ranking" section of BENCHMARKS.md (browser and Node timings from one run), and how
 * BENCHMARKS.md is put together: the generated part, this section between markers (so that
 * `npm run bench -- --only browser` can replace it alone), then every docs/benchmarks/*.md in
 * name order. Pure: the caller reads and writes the files.
 */
import type { BrowserRerankResult } from './browser-rerank.ts';
import type { NodeRerankResult } from './rerank-node.ts';

export const BROWSER_START = '<!-- bench:browser:start -->';
export const BROWSER_END = '<!-- bench:browser:end -->';
export const APPENDIX = '<!-- bench:appendix (docs/benchmarks/*.md, in name order) -->';

export interface RerankSection {
  date: string;
  command: string;
  load: { start: number; end: number; cores: number };
  /** null: not measured, with the reason in browserProblem. */
  browser: BrowserRerankResult | null;
  browserProblem: string | null;
  node: NodeRerankResult | null;
  nodeProblem: string | null;
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
const row = (label: string, values: readonly number[], note = '') => {
  const s = summary(values);
  return `| ${label} | ${s.n} | ${ms(s.median)} | ${ms(s.min)} | ${ms(s.max)} |${note ? ` ${note} |` : ''}`;
};

export function renderRerankSection(r: RerankSection): string {
  const lines = [BROWSER_START, '## Live re-ranking (measured by `npm run bench`)', '',
    `Measured on ${r.date} by \`${r.command}\` (src/lib/bench/browser-rerank.ts, rerank-node.ts). 1-minute load average ${r.load.start.toFixed(1)} at the start of the run and ${r.load.end.toFixed(1)} at the end, on ${r.load.cores} cores; wall times grow with the load, CPU times much less.`, ''];
  if (r.browser) {
    const b = r.browser;
    lines.push('### Headless Chromium, the built re-rank page', '',
      `Chromium ${b.chromium}, navigator.hardwareConcurrency ${b.hardwareConcurrency}. Each sample is one filter change made through the page's form, after ${b.warmup} unrecorded rounds over the same selections; the time is the page's own performance.now() around the recompute (aggregation of the selected verdicts, the bootstrap, the merge of the workers' slices; the table's re-rendering not included). The two ways of computing ran in two tabs of the same browser, rounds alternating between them.`, '');
    for (const m of b.modes) {
      const all = m.samples.flatMap((s) => s.ms);
      const within = all.filter((x) => x < r.budgetMs).length;
      lines.push(`#### ${m.name}${m.workers === 0 ? '' : `: ${m.workers} workers`}`, '',
        '| selection | recomputes | median | min | max |', '|:---|---:|---:|---:|---:|',
        ...m.samples.map((s) => row(s.name, s.ms)), row('**all**', all), '',
        `${within} of ${all.length} recomputes took under ${r.budgetMs} ms (budget of issue 5). First compute after loading (not in the table): ${ms(m.firstMs)}.`,
        `Where the time went (medians over all recomputes, each part timed where it ran): aggregation ${ms(summary(m.parts.aggregate).median)}, ${m.workers === 0 ? 'bootstrap' : 'slowest worker\'s slice'} ${ms(summary(m.parts.slice).median)}, merge ${ms(summary(m.parts.merge).median)}; the rest of a recompute is ${m.workers === 0 ? 'the promise\'s turn of the event loop' : 'messages between the threads and waiting for a core'}.`, '');
    }
  } else {
    lines.push(`Chromium: not measured — ${r.browserProblem ?? 'unknown reason'}.`, '');
  }
  if (r.node) {
    const n = r.node;
    lines.push('### Node, same data and selections', '',
      `${n.verdicts.toLocaleString('en-US')} qualifying verdicts, ${n.models} models, ${n.tasks} tasks, ${n.resamples.toLocaleString('en-US')} resamples. CPU by process.cpuUsage() per recompute. Drawing the multiplicities (once per page load): ${ms(n.drawMs)} CPU.`, '',
      '| part | recomputes | median | min | max |', '|:---|---:|---:|---:|---:|',
      row('aggregation into task × model cells (CPU)', n.aggregateCpuMs),
      row('whole leaderboard on one thread, computeLeaderboard (CPU)', n.wholeCpuMs),
      row('whole leaderboard on one thread (wall)', n.wholeWallMs),
      row('larger of two resample slices, as one worker spends it (CPU)', n.sliceCpuMs),
      row('merge of the two slices on the page\'s thread (CPU)', n.mergeCpuMs), '');
  } else {
    lines.push(`Node: not measured — ${r.nodeProblem ?? 'unknown reason'}.`, '');
  }
  lines.push(BROWSER_END);
  return lines.join('\n');
}

/**
 * BENCHMARKS.md with the re-ranking section replaced (or added after the generated part) and the
 * docs/benchmarks appendix rebuilt. `generated` is the new generated part, or null to keep the
 * existing file's (`--only browser`): everything before the section's start marker, else before
 * the appendix marker, else (a file from before these markers) before the first appended
 * "## Browser measurements" heading, else all of it.
 */
export function assembleBenchmarks(existing: string | null, generated: string | null, section: string | null, appendix: readonly string[]): string {
  let head = generated;
  let keptSection: string | null = null;
  if (existing !== null) {
    const start = existing.indexOf(BROWSER_START);
    const end = existing.indexOf(BROWSER_END);
    if (start >= 0 && end > start) keptSection = existing.slice(start, end + BROWSER_END.length);
    if (head === null) {
      const cuts = [start, existing.indexOf(APPENDIX), existing.indexOf('\n## Browser measurements')].filter((i) => i >= 0);
      head = existing.slice(0, cuts.length ? Math.min(...cuts) : existing.length);
    }
  }
  // A stale section is kept only when nothing else is regenerated (never mixed into a new full report).
  const parts = [(head ?? '').trimEnd(), section ?? (generated === null ? keptSection : null), APPENDIX, ...appendix.map((a) => a.trim())].filter((p): p is string => p !== null && p !== '');
  return `${parts.join('\n\n')}\n`;
}
