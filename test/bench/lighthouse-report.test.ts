// The Lighthouse section of BENCHMARKS.md (bench/lighthouse-report.ts) on hand-made scores.
import { describe, expect, it } from 'vitest';
import { LIGHTHOUSE_END, LIGHTHOUSE_START, lighthouseSectionOf, renderLighthouseSection, withLighthouseSection } from '../../bench/lighthouse-report.ts';

const result = (rerankCls: number) => ({
  version: '12.2.3', chromium: '140.0', date: '2026-12-01', command: 'npm run bench -- --only lighthouse',
  pages: [
    { name: 'overview', path: '', performance: 97, accessibility: 100, cls: 0.01, tbtMs: 120.4, lcpMs: 1830 },
    { name: 're-rank', path: 'rerank/', performance: 96, accessibility: 100, cls: rerankCls, tbtMs: 300, lcpMs: 2100 },
  ],
});

describe('Lighthouse section', () => {
  it('prints each page with its scores and judges the targets (re-rank shift 0.38 fails, 0.05 passes)', () => {
    const ok = renderLighthouseSection(result(0.05));
    expect(ok).toContain('| overview (`/`) | 97 | 100 | 0.010 | 120 ms | 1.83 s | pass |');
    expect(ok).toContain('| re-rank (`/rerank/`) | 96 | 100 | 0.050 | 300 ms | 2.10 s | pass |');
    expect(renderLighthouseSection(result(0.38))).toContain('| re-rank (`/rerank/`) | 96 | 100 | 0.380 | 300 ms | 2.10 s | FAIL |');
  });
  it('replaces its own section and keeps the rest of the document', () => {
    const first = withLighthouseSection('# Benchmarks\n\ntext\n', renderLighthouseSection(result(0.05)));
    const second = withLighthouseSection(first, renderLighthouseSection(result(0.38)));
    expect(second.startsWith('# Benchmarks\n\ntext\n\n')).toBe(true);
    expect(second.split(LIGHTHOUSE_START)).toHaveLength(2);
    expect(lighthouseSectionOf(second)).toContain('FAIL');
    expect(lighthouseSectionOf(second)!.endsWith(LIGHTHOUSE_END)).toBe(true);
    expect(lighthouseSectionOf('no section')).toBeNull();
    expect(withLighthouseSection('', 'S')).toBe('S\n');
  });
});
