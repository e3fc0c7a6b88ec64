/**
 * The verdict explorer's "Copy as": the LaTeX header says what the copy is (the selection, every
 * page of it, with the permalink and the release's sha256 after it), not a `reproduce` command,
 * since reproduce has no explorer table; the table itself is the renderer's, captioned with the count.
 */
import { describe, expect, it } from 'vitest';
import { explorerCopy } from '../../src/site/client/explorer/export.ts';
import type { ExplorerRow } from '../../src/site/verdicts.ts';

const row = (id: string, verdict: string): ExplorerRow => ({
  verdict_id: id, model_id: 'gamma-3', model: 'Gamma 3', task_id: 'T001', round: 1, rule_id: 'R0001', family: 'format',
  surface: 'SP', method: 'llm_judge', modality_class: 'positive', prior: 'neutral', lineage: 'curated', raw_verdict: verdict, verdict,
});
const source = { permalink: 'https://example.org/hif/verdicts/?model_id=gamma-3&v_sort=rule_id', release: { title: 'Simulated release', provenance: 'simulated' as const, manifest_sha256: 'ab'.repeat(32) } };

describe('explorerCopy', () => {
  it('LaTeX: a header naming the selection and no reproduce command, the caption with the count, the permalink and sha256 after the table', () => {
    const text = explorerCopy([row('V000002', 'fail'), row('V000001', 'pass')], 'latex', { 'gamma-3': 'Gamma 3' }, source);
    const lines = text.trimEnd().split('\n');
    expect(lines[0]).toBe('% Harness-IF Explorer, verdict explorer: the 2 verdicts of the selection, every page, in the order shown; the filters and sort are in the permalink at the end. Not a paper table. Layout: two-column table* (fits \\textwidth).');
    expect(text).not.toContain('reproduce');
    expect(text).toContain('\\caption{Verdicts selected in the Harness-IF verdict explorer (2).}');
    // Rows in the order given (the grid's), not re-sorted.
    expect(text.indexOf('V000002')).toBeLessThan(text.indexOf('V000001'));
    expect(lines.at(-1)).toBe(`% Source: ${source.permalink} -- release "Simulated release" (simulated), manifest sha256 ${'ab'.repeat(32)}.`);
  });

  it('Markdown and CSV carry the same permalink and sha256, and no reproduce command', () => {
    for (const format of ['md', 'csv'] as const) {
      const text = explorerCopy([row('V000001', 'pass')], format, { 'gamma-3': 'Gamma 3' }, source);
      expect(text).toContain(source.permalink);
      expect(text).toContain('ab'.repeat(32));
      expect(text).not.toContain('reproduce');
    }
  });
});
