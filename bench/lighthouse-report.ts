/**
 * The "Lighthouse" section of BENCHMARKS.md, between its own markers so that
 * `npm run bench -- --only lighthouse` replaces it alone and other runs keep it. Pure.
 */
import type { LighthouseResult } from './lighthouse.ts';
import { escapeCell } from './report.ts';
import { markedSectionOf } from './marked-section.ts';

export const LIGHTHOUSE_START = '<!-- bench:lighthouse:start -->';
export const LIGHTHOUSE_END = '<!-- bench:lighthouse:end -->';

/** Issue 17's targets (mobile): performance ≥ 95, accessibility 100, layout shift < 0.1 on re-rank. */
const LIGHTHOUSE_TARGETS = { performance: 95, accessibility: 100, cls: 0.1 } as const;

const mark = (ok: boolean | null) => (ok === null ? 'n/a' : ok ? 'pass' : 'FAIL');

export function renderLighthouseSection(r: LighthouseResult & { date: string; command: string }): string {
  const t = LIGHTHOUSE_TARGETS;
  const rows = r.pages.map((p) => {
    const ok = p.performance === null || p.accessibility === null ? null
      : p.performance >= t.performance && p.accessibility >= t.accessibility && (p.name !== 're-rank' || (p.cls !== null && p.cls < t.cls));
    return `| ${escapeCell(p.name)} (\`/${escapeCell(p.path)}\`) | ${p.performance ?? '—'} | ${p.accessibility ?? '—'} | ${p.cls === null ? '—' : p.cls.toFixed(3)} | ${p.tbtMs === null ? '—' : `${Math.round(p.tbtMs)} ms`} | ${p.lcpMs === null ? '—' : `${(p.lcpMs / 1000).toFixed(2)} s`} | ${mark(ok)} |`;
  });
  return [LIGHTHOUSE_START, '## Lighthouse (mobile)', '',
    `\`${escapeCell(r.command)}\`, ${r.date}; Lighthouse ${r.version} on Chromium ${r.chromium} (mobile emulation, simulated throttling), the built site served by src/site/static-server.ts.`, '',
    `| page | performance | accessibility | layout shift | total blocking time | largest contentful paint | target (≥ ${t.performance}, ${t.accessibility}, re-rank shift < ${t.cls}) |`,
    '|:---|---:|---:|---:|---:|---:|:---|', ...rows, LIGHTHOUSE_END].join('\n');
}

/** The document with its Lighthouse section replaced by `section` (or appended), everything else kept. */
export function withLighthouseSection(doc: string, section: string): string {
  const start = doc.indexOf(LIGHTHOUSE_START);
  const end = doc.indexOf(LIGHTHOUSE_END);
  const rest = start >= 0 && end > start ? `${doc.slice(0, start).trimEnd()}\n\n${doc.slice(end + LIGHTHOUSE_END.length).trimStart()}` : doc;
  return rest.trim() === '' ? `${section}\n` : `${rest.trimEnd()}\n\n${section}\n`;
}

/** The Lighthouse section of a document, or null. */
export function lighthouseSectionOf(doc: string): string | null {
  return markedSectionOf(doc, { start: LIGHTHOUSE_START, end: LIGHTHOUSE_END });
}
