/**
 * The verdict explorer part of the benchmark (never its speed, CONTRIBUTING.md): the section's
 * table on a fixture measurement, its wording when Chromium is missing, and how it goes into
 * BENCHMARKS.md (`--only explorer` replaces it alone; a re-ranking section stays after it); the
 * hand-measured 100× section, which no bench run writes, survives a full run and `--only browser`.
 */
import { describe, expect, it } from 'vitest';
import { EXPLORER_100X, EXPLORER_END, EXPLORER_START, renderExplorerSection, withExplorer100xKept, withExplorerSection, type ExplorerSection } from '../../bench/explorer-report.ts';
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

  it('keeps the hand-measured 100× section of the file a full run replaces, before the re-ranking section', () => {
    const hand = `${EXPLORER_100X.start}\n## The verdict explorer at 100×\nmeasured by hand\n${EXPLORER_100X.end}`;
    const rerank = `${BROWSER_START}\nrerank\n${BROWSER_END}`;
    const explorer = `${EXPLORER_START}\nnew\n${EXPLORER_END}`;
    const old = `# Benchmarks\n\nold builds\n\n${EXPLORER_START}\nold\n${EXPLORER_END}\n${hand}\n\n${rerank}\n`;
    const fresh = `# Benchmarks\n\nnew builds\n\n${explorer}\n\n${rerank}\n`;
    expect(withExplorer100xKept(fresh, old)).toBe(`# Benchmarks\n\nnew builds\n\n${explorer}\n\n${hand}\n\n${rerank}\n`);
    // No earlier file, or one without the section: nothing to keep.
    expect(withExplorer100xKept(fresh, null)).toBe(fresh);
    expect(withExplorer100xKept(fresh, fresh)).toBe(fresh);
    // A document that has the section already keeps its own.
    const own = withExplorer100xKept(fresh, old).replace('measured by hand', 'mine');
    expect(withExplorer100xKept(own, old)).toBe(own);
    // `--only browser` rewrites from the re-ranking marker on, so the section (before it) stays.
    expect(assembleBenchmarks(old, null, `${BROWSER_START}\nnewer\n${BROWSER_END}`)).toContain(`${hand}\n\n${BROWSER_START}\nnewer`);
  });
});
