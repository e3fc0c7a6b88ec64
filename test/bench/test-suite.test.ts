/**
 * The test commands' section of BENCHMARKS.md (bench/test-suite.ts): project spans from vitest's
 * JSON report, the wording against the 300 s budget, and replacing a marked section in place
 * (bench/marked-section.ts). Hand-made inputs; never the suite's speed.
 */
import { describe, expect, it } from 'vitest';
import { withMarkedSection } from '../../bench/marked-section.ts';
import { projectOf, projectSpans, renderTestSuiteSection, TESTS_END, TESTS_START, withTestSuiteSection, type SuiteRun } from '../../bench/test-suite.ts';

const file = (name: string, startTime: number, endTime: number) => ({ name, startTime, endTime, status: 'passed' });
const suite = (over: Partial<SuiteRun> = {}): SuiteRun => ({ command: 'npm test', wallSeconds: 250, cpuSeconds: 410, exitCode: 0, tests: 900, failed: 0, files: 140, load: { start: 0.2, end: 1.9 }, ...over });

describe('test suite bench', () => {
  it('tells the projects by path and spans each from its first start to its last end (hand: 1,000 → 61,000 ms = 60 s)', () => {
    expect(projectOf('/repo/test/browser/site.test.ts')).toBe('browser');
    expect(projectOf('/repo/test/site/browser-safe.test.ts')).toBe('unit');
    const spans = projectSpans({ numTotalTests: 3, numFailedTests: 0, numTotalTestSuites: 3, testResults: [
      file('/r/test/browser/a.test.ts', 30_000, 61_000), file('/r/test/stats/b.test.ts', 1_000, 5_000), file('/r/test/browser/c.test.ts', 1_000, 20_000),
    ] });
    expect(spans).toEqual([{ name: 'browser', files: 2, spanSeconds: 60 }, { name: 'unit', files: 1, spanSeconds: 4 }]);
  });

  it('says pass at or under 300 s and by how much it misses otherwise (hand: 340 − 300 = 40 s)', () => {
    const at = renderTestSuiteSection({ date: 'd', cores: 2, npmTest: suite({ wallSeconds: 300 }), projects: [], check: null });
    expect(at).toContain('| `npm test` | 300 s | 410 s | 140 | 900 tests passed | 0.2 → 1.9 | ≤ 300 s: pass |');
    const over = renderTestSuiteSection({ date: 'd', cores: 2, npmTest: suite({ wallSeconds: 340 }), projects: [{ name: 'unit', files: 120, spanSeconds: 200 }], check: suite({ command: 'npm run check', exitCode: 1, failed: 2 }) });
    expect(over).toContain('≤ 300 s: **MISS** (+40 s)');
    expect(over).toContain('| `npm run check` | 250 s | 410 s | 140 | exit 1, 2 failed |');
    expect(over).toContain('| unit | 120 | 200 s |');
    expect(over.startsWith(TESTS_START) && over.endsWith(TESTS_END)).toBe(true);
  });

  it('replaces its own section and keeps the rest; appends it when absent', () => {
    const section = `${TESTS_START}\nnew\n${TESTS_END}`;
    expect(withTestSuiteSection(`# B\n\n${TESTS_START}\nold\n${TESTS_END}\n\ntail\n`, section)).toBe(`# B\n\n${section}\n\ntail\n`);
    expect(withTestSuiteSection('# B\n', section)).toBe(`# B\n\n${section}\n`);
  });

  it('puts a new marked section before a given marker when the document has it', () => {
    const markers = { start: '<!-- a:start -->', end: '<!-- a:end -->' };
    expect(withMarkedSection('x\n<!-- b -->\ny', markers, 'A', '<!-- b -->')).toBe('x\nA\n\n<!-- b -->\ny');
    expect(withMarkedSection('x', markers, 'A', '<!-- b -->')).toBe('x\n\nA\n');
  });
});
