/**
 * Each output format on a hand-written TableArtifact (fixtures/tiny-table.json) whose second
 * model name is hostile release text (pipe, HTML, LaTeX specials, quote, comma, ESC). Expected
 * strings are written by hand from the format rules in render.ts.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TableArtifact } from '../../src/artifacts/table.ts';
import { artifactGrid, formatNumber } from '../../src/reproduce/artifact-grid.ts';
import { renderGrids } from '../../src/reproduce/render.ts';

const fixture = TableArtifact.parse(JSON.parse(readFileSync(new URL('./fixtures/tiny-table.json', import.meta.url), 'utf8')));
const grid = artifactGrid(fixture, { notes: true });

describe('output formats', () => {
  it('text: aligned columns, numbers right-aligned, interval beside its estimate, ESC dropped', () => {
    expect(renderGrids([grid], 'text')).toBe([
      'Tiny leaderboard (Table 2)',
      'Model                 Acc [95% CI]      Δ      N',
      '---------------  -----------------  -----  -----',
      'alpha            85.9 [84.0, 87.6]  +7.30  3,342',
      'b|<i>&_%"x,[31m               72.1  +0.00     12',
      '  note: Two rows.',
      '',
    ].join('\n'));
  });

  it('md: GitHub table with alignment row; pipes, HTML and brackets escaped', () => {
    const md = renderGrids([grid], 'md');
    expect(md).toContain('| Model | Acc \\[95% CI\\] | Δ | N |\n|:---|---:|---:|---:|\n');
    expect(md).toContain('| b\\|&lt;i&gt;&amp;\\_%"x,\\[31m | 72.1 | +0.00 | 12 |');
    expect(md).not.toContain('<i>');
  });

  it('csv: RFC 4180 quoting, CRLF, no control characters', () => {
    expect(renderGrids([grid], 'csv')).toBe('Model,Acc [95% CI],Δ,N\r\nalpha,"85.9 [84.0, 87.6]",+7.30,"3,342"\r\n"b|<i>&_%""x,[31m",72.1,+0.00,12\r\n');
  });

  it('json: raw values with the interval bounds, nulls kept', () => {
    const [table] = JSON.parse(renderGrids([grid], 'json')) as { rows: Record<string, unknown>[]; paper_ref: string }[];
    expect(table!.paper_ref).toBe('Table 2');
    expect(table!.rows[0]).toEqual({ model_id: 'alpha', acc: 85.94, acc_lower: 84.05, acc_upper: 87.61, delta: 7.3, qualifying: 3342 });
    expect(table!.rows[1]!.acc_lower).toBeNull();
  });

  it('latex: one float with booktabs rules, caption, label, math-mode Δ and signs, compact interval, specials escaped, ASCII only', () => {
    const tex = renderGrids([grid], 'latex');
    expect(tex).toContain('\\begin{table}[t]\n');
    expect(tex).toContain('\\caption{Tiny leaderboard; brackets give 95\\% confidence intervals.}\n\\label{tab:harness-if-tiny-leaderboard}\n');
    expect(tex).toContain('\\begin{tabular}{@{}lrrr@{}}\n\\toprule\nModel & Acc & \\ensuremath{\\Delta} & N \\\\\n\\midrule\n');
    expect(tex).toContain('alpha & 85.9\\,{\\scriptsize[84.0, 87.6]} & $+$7.30 & 3,342 \\\\\n');
    expect(tex).toContain('b\\textbar{}\\textless{}i\\textgreater{}\\&\\_\\%"x,[31m & 72.1 & $+$0.00 & 12 \\\\');
    expect(tex).toContain('\\bottomrule\n\\end{tabular}\n\\par\\smallskip{\\raggedright\\scriptsize Two rows.\\par}\n\\end{table}');
    expect(tex).toMatch(/^[\x20-\x7e\n]*$/);
  });

  it('md and text say "[95% CI]" in an interval column\'s heading; JSON keeps the plain label and marks the column', () => {
    expect(renderGrids([grid], 'md')).toContain('| Acc \\[95% CI\\] |');
    const [table] = JSON.parse(renderGrids([grid], 'json')) as { columns: { id: string; label: string; interval?: boolean }[] }[];
    expect(table!.columns[1]).toEqual({ id: 'acc', label: 'Acc', numeric: true, interval: true });
  });

  it('a whole rank prints as an integer, a fractional one keeps its decimals (hand: 2 → "2", 2.5 → "2.5")', () => {
    const ranks = TableArtifact.parse({
      ...fixture, columns: [{ id: 'rank', label: 'Rank', description: null, unit: 'rank', format: '.1f', interval_of: null, bound: null, links_to: null },
        { id: 'rank_lower', label: 'Rank lower', description: null, unit: 'rank', format: '.1f', interval_of: 'rank', bound: 'lower', links_to: null },
        { id: 'rank_upper', label: 'Rank upper', description: null, unit: 'rank', format: '.1f', interval_of: 'rank', bound: 'upper', links_to: null }],
      rows: [{ rank: 2, rank_lower: 1, rank_upper: 3 }, { rank: 2.5, rank_lower: 1, rank_upper: 4 }],
    });
    expect(artifactGrid(ranks, {}).cells).toEqual([['2 [1, 3]'], ['2.5 [1, 4]']]);
  });

  it('a summary row whose unit is "id" shows the model by its display name (Table 2\'s top model)', () => {
    const summary = TableArtifact.parse({
      ...fixture, columns: [{ id: 'label', label: 'Label', description: null, unit: 'text', format: null, interval_of: null, bound: null, links_to: null },
        { id: 'text', label: 'Text', description: null, unit: 'text', format: null, interval_of: null, bound: null, links_to: null }],
      rows: [{ label: 'Top model by Acc', text: 'alpha', unit: 'id' }, { label: 'Pairs', text: 'alpha', unit: 'pairs' }],
    });
    expect(artifactGrid(summary, {}, { model: new Map([['alpha', 'Alpha One']]) }).cells).toEqual([['Top model by Acc', 'Alpha One'], ['Pairs', 'alpha']]);
  });

  it('formatNumber follows the d3 specifiers the build uses (hand: ",d" 3342 → "3,342"; "+.2f" −1.234 → "-1.23")', () => {
    expect(formatNumber(3342, ',d')).toBe('3,342');
    expect(formatNumber(-1.234, '+.2f')).toBe('-1.23');
    expect(formatNumber(0.5, '.1f')).toBe('0.5');
    expect(formatNumber(1234567.891, ',.1f')).toBe('1,234,567.9');
  });

  it('orders rows like the paper: by a vocabulary order or by a column, descending (hand: alpha has acc 85.94 > 72.1)', () => {
    const hostile = fixture.rows[1]!.model_id as string;
    const byVocabulary = artifactGrid(fixture, { order: { column: 'model_id', values: [hostile, 'alpha'] } });
    expect(byVocabulary.raw.map((r) => r.model_id)).toEqual([hostile, 'alpha']);
    const byDelta = artifactGrid(fixture, { order: { column: 'delta', descending: true } });
    expect(byDelta.raw.map((r) => r.model_id)).toEqual(['alpha', hostile]);
    expect(() => artifactGrid(fixture, { order: { column: 'nope', descending: true } })).toThrow(/tables\/tiny_leaderboard.json: no column "nope"/);
  });

  it('shows a model by its display name when the build has one, keeping the id in JSON', () => {
    const named = artifactGrid(fixture, {}, { model: new Map([['alpha', 'Alpha One']]) });
    expect(named.cells[0]![0]).toBe('Alpha One');
    expect(named.raw[0]!.model_id).toBe('alpha');
    expect(named.cells[1]![0]).toBe(fixture.rows[1]!.model_id);
  });
});
