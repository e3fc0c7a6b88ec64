/**
 * The re-ranking part of the benchmark (never its speed, CONTRIBUTING.md): the summary
 * statistics, the section's table on a fixture measurement and its wording when Chromium is
 * missing, and how BENCHMARKS.md is put together (`--only browser` replaces the section alone).
 */
import { describe, expect, it } from 'vitest';
import { assembleBenchmarks, BROWSER_END, BROWSER_START, renderRerankSection, summary, type RerankSection } from '../../bench/rerank-report.ts';

const section = (over: Partial<RerankSection> = {}): RerankSection => ({
  date: 'd', command: 'c', load: { start: 1, end: 2, cores: 2 }, browser: null, browserProblem: '/usr/bin/chromium is not installed',
  node: null, nodeProblem: 'no data', budgetMs: 50, ...over,
});

describe('re-ranking bench report', () => {
  it('summarises samples (hand: median of 4, 1, 3 is 3; of 4, 1, 3, 10 is (3 + 4) / 2)', () => {
    expect(summary([4, 1, 3])).toEqual({ median: 3, min: 1, max: 4, n: 3 });
    expect(summary([4, 1, 3, 10])).toEqual({ median: 3.5, min: 1, max: 10, n: 4 });
    expect(summary([]).n).toBe(0);
  });

  it('says why a half was not measured instead of inventing a number', () => {
    const text = renderRerankSection(section());
    expect(text.startsWith(BROWSER_START)).toBe(true);
    expect(text.endsWith(BROWSER_END)).toBe(true);
    expect(text).toContain('Chromium: not measured — /usr/bin/chromium is not installed.');
    expect(text).toContain('Node: not measured — no data.');
  });

  it('judges each mode\'s median recompute against the budget (hand: median of 20, 40, 60 is 40 → pass; of 45, 55, 70 is 55 → +5.0 ms, 1.1×)', () => {
    const mode = (name: string, ms: number[]) => ({ name, query: '', firstMs: 100, samples: [{ name: 'no filter', ms }], parts: { aggregate: [1, 2, 3], bootstrap: [10, 20, 30], merge: [1, 1, 1] } });
    const text = renderRerankSection(section({
      browser: { chromium: '156', hardwareConcurrency: 2, warmup: 2, modes: [mode('fast', [20, 40, 60]), mode('slow', [45, 55, 70])] },
    }));
    expect(text).toContain('| fast | 3 | 40.0 ms | 20.0 ms | 60.0 ms | 2 of 3 | 100.0 ms | 2.0 ms / 20.0 ms / 1.0 ms | median ≤ 50 ms | pass |');
    expect(text).toContain('| slow | 3 | 55.0 ms | 45.0 ms | 70.0 ms | 1 of 3 | 100.0 ms | 2.0 ms / 20.0 ms / 1.0 ms | median ≤ 50 ms | **MISS** (+5.0 ms, 1.1× the target) |');
  });

  it('full run: the generated part, then the section; a stale section is never kept', () => {
    const old = `# Benchmarks\n\nold builds\n\n${BROWSER_START}\nold\n${BROWSER_END}\n`;
    expect(assembleBenchmarks(old, '# Benchmarks\n\nbuilds\n', `${BROWSER_START}\nnew\n${BROWSER_END}`)).toBe(`# Benchmarks\n\nbuilds\n\n${BROWSER_START}\nnew\n${BROWSER_END}\n`);
    expect(assembleBenchmarks(old, '# Benchmarks\n\nbuilds 2', null)).toBe('# Benchmarks\n\nbuilds 2\n');
  });

  it('--only browser replaces the section and keeps the generated part', () => {
    const first = assembleBenchmarks(null, '# Benchmarks\n\nbuilds', `${BROWSER_START}\nold\n${BROWSER_END}`);
    expect(assembleBenchmarks(first, null, `${BROWSER_START}\nnew\n${BROWSER_END}`)).toBe(`# Benchmarks\n\nbuilds\n\n${BROWSER_START}\nnew\n${BROWSER_END}\n`);
    expect(() => assembleBenchmarks(null, null, 'x')).toThrow(/needs an existing BENCHMARKS.md/);
  });
});
