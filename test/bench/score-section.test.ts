// BENCHMARKS.md's score section (bench/your-model-bench.ts): written by the full bench before the
// explorer's section, replaced in place by a later full run, and kept by `--only browser`.
import { describe, expect, it } from 'vitest';
import { SCORE_END, SCORE_START, scoreSection, withScoreSection } from '../../bench/your-model-bench.ts';
import { EXPLORER_START } from '../../bench/explorer-report.ts';
import { BROWSER_START, assembleBenchmarks } from '../../bench/rerank-report.ts';

const section = (text: string) => scoreSection([`## npm run score\n\n${text}\n`, '## "Your model" page\n\nb\n']);

describe('score section of BENCHMARKS.md', () => {
  it('holds both measurements between its markers', () => {
    expect(section('a')).toBe(`${SCORE_START}\n\n## npm run score\n\na\n\n## "Your model" page\n\nb\n\n${SCORE_END}`);
  });

  it('goes before the explorer section, then is replaced in place', () => {
    const doc = `# Benchmarks\n\nhead\n\n${EXPLORER_START}\nexplorer\n\n${BROWSER_START}\nrerank\n`;
    const once = withScoreSection(doc, section('a'), EXPLORER_START);
    expect(once.indexOf(SCORE_START)).toBeLessThan(once.indexOf(EXPLORER_START));
    expect(once.startsWith('# Benchmarks\n\nhead\n\n')).toBe(true);
    const twice = withScoreSection(once, section('c'), EXPLORER_START);
    expect(twice).toBe(once.replace('\na\n', '\nc\n'));
    // `--only browser` keeps everything before the re-ranking section, the score section included.
    expect(assembleBenchmarks(twice, null, `${BROWSER_START}\nnew`)).toContain(section('c'));
  });

  it('is appended when the document has no later section', () => {
    expect(withScoreSection('# Benchmarks\n', section('a'), EXPLORER_START)).toBe(`# Benchmarks\n\n${section('a')}\n`);
  });
});
