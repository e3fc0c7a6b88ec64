/**
 * The re-ranking part of the benchmark (never its speed, CONTRIBUTING.md): the summary
 * statistics, the section's wording when Chromium is missing, and how BENCHMARKS.md is put
 * together — generated part, the re-ranking section between markers, docs/benchmarks/*.md after —
 * including `--only browser` on a file written before the markers existed.
 */
import { describe, expect, it } from 'vitest';
import { APPENDIX, assembleBenchmarks, BROWSER_END, BROWSER_START, renderRerankSection, summary } from '../../src/lib/bench/rerank-report.ts';

describe('re-ranking bench report', () => {
  it('summarises samples (hand: median of 4, 1, 3 is 3; of 4, 1, 3, 10 is (3 + 4) / 2)', () => {
    expect(summary([4, 1, 3])).toEqual({ median: 3, min: 1, max: 4, n: 3 });
    expect(summary([4, 1, 3, 10])).toEqual({ median: 3.5, min: 1, max: 10, n: 4 });
    expect(summary([]).n).toBe(0);
  });

  it('says why a half was not measured instead of inventing a number', () => {
    const text = renderRerankSection({
      date: 'd', command: 'c', load: { start: 1, end: 2, cores: 2 }, browser: null, browserProblem: '/usr/bin/chromium is not installed',
      node: null, nodeProblem: 'no data', budgetMs: 50,
    });
    expect(text.startsWith(BROWSER_START)).toBe(true);
    expect(text.endsWith(BROWSER_END)).toBe(true);
    expect(text).toContain('Chromium: not measured — /usr/bin/chromium is not installed.');
    expect(text).toContain('Node: not measured — no data.');
  });

  it('full run: generated part, section, then the appended files in the order given', () => {
    const out = assembleBenchmarks('old file', '# Benchmarks\n\nbuilds\n', `${BROWSER_START}\nnew\n${BROWSER_END}`, ['## A\n', '## B\n']);
    expect(out).toBe(`# Benchmarks\n\nbuilds\n\n${BROWSER_START}\nnew\n${BROWSER_END}\n\n${APPENDIX}\n\n## A\n\n## B\n`);
  });

  it('--only browser replaces the section and the appendix, keeps the generated part', () => {
    const first = assembleBenchmarks(null, '# Benchmarks\n\nbuilds', `${BROWSER_START}\nold\n${BROWSER_END}`, ['## A']);
    const second = assembleBenchmarks(first, null, `${BROWSER_START}\nnew\n${BROWSER_END}`, ['## A2']);
    expect(second).toBe(`# Benchmarks\n\nbuilds\n\n${BROWSER_START}\nnew\n${BROWSER_END}\n\n${APPENDIX}\n\n## A2\n`);
    // A full run without a re-ranking measurement keeps no stale section.
    expect(assembleBenchmarks(second, '# Benchmarks\n\nbuilds 2', null, [])).toBe(`# Benchmarks\n\nbuilds 2\n\n${APPENDIX}\n`);
  });

  it('--only browser on a file from before the markers cuts at the old appended "## Browser measurements"', () => {
    const old = '# Benchmarks\n\nbuilds\n\n## Browser measurements (live re-ranking, SQL page)\n\nold text\n';
    expect(assembleBenchmarks(old, null, `${BROWSER_START}\nnew\n${BROWSER_END}`, ['## Q'])).toBe(`# Benchmarks\n\nbuilds\n\n${BROWSER_START}\nnew\n${BROWSER_END}\n\n${APPENDIX}\n\n## Q\n`);
  });
});
