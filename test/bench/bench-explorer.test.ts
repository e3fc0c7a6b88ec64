/**
 * The verdict explorer part of the benchmark (never its speed, CONTRIBUTING.md): the section's
 * table on a fixture measurement, its wording when Chromium is missing, and how it goes into
 * BENCHMARKS.md (`--only explorer` replaces it alone; a re-ranking section stays after it).
 */
import { describe, expect, it } from 'vitest';
import { EXPLORER_END, EXPLORER_START, renderExplorerSection, withExplorerSection, type ExplorerSection } from '../../bench/explorer-report.ts';
import { BROWSER_END, BROWSER_START, assembleBenchmarks } from '../../bench/rerank-report.ts';

const section = (over: Partial<ExplorerSection> = {}): ExplorerSection => ({
  date: 'd', command: 'c', load: { start: 1, end: 2, cores: 2 }, browser: null, problem: '/usr/bin/chromium is not installed', ...over,
});

describe('verdict explorer bench report', () => {
  it('says why it was not measured instead of inventing a number', () => {
    const text = renderExplorerSection(section());
    expect(text.startsWith(EXPLORER_START) && text.endsWith(EXPLORER_END)).toBe(true);
    expect(text).toContain('Chromium: not measured — /usr/bin/chromium is not installed.');
  });

  it('judges the median against 100 ms (hand: 60, 90, 120, 150 → median 105 → +5.0 ms, 1.1×; 2 of 4 within; filters 60, 120 → 90; sorts 90, 150 → 120)', () => {
    const samples = [{ change: 'family = option 1', ms: 60 }, { change: 'sort by model_id', ms: 90 }, { change: 'pass = option 2', ms: 120 }, { change: 'sort by rule_id', ms: 150 }];
    const text = renderExplorerSection(section({ browser: { chromium: '156', rows: 40104, warmup: 4, samples }, problem: null }));
    expect(text).toContain('all 40,104 verdicts of its Arrow file');
    expect(text).toContain('| 4 | 105.0 ms | 60.0 ms | 150.0 ms | 2 of 4 | 90.0 ms | 120.0 ms | median ≤ 100 ms | **MISS** (+5.0 ms, 1.1× the target) |');
  });

  it('replaces its own section only, or goes before the re-ranking section, which --only browser keeps after it', () => {
    const rerank = `${BROWSER_START}\nrerank\n${BROWSER_END}`;
    const first = withExplorerSection(`# Benchmarks\n\nbuilds\n\n${rerank}\n`, `${EXPLORER_START}\none\n${EXPLORER_END}`);
    expect(first).toBe(`# Benchmarks\n\nbuilds\n\n${EXPLORER_START}\none\n${EXPLORER_END}\n\n${rerank}\n`);
    const second = withExplorerSection(first, `${EXPLORER_START}\ntwo\n${EXPLORER_END}`);
    expect(second).toBe(first.replace('one', 'two'));
    expect(assembleBenchmarks(second, null, `${BROWSER_START}\nnew\n${BROWSER_END}`)).toContain(`${EXPLORER_START}\ntwo\n${EXPLORER_END}\n\n${BROWSER_START}\nnew`);
    expect(withExplorerSection('# Benchmarks\n', 'S')).toBe('# Benchmarks\n\nS\n');
  });
});
