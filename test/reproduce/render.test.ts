/**
 * Each output format on a hand-written TableArtifact (fixtures/tiny-table.json) whose second
 * model name is hostile release text (pipe, HTML, LaTeX specials, quote, comma, ESC). Expected
 * strings are written by hand from the format rules in render.ts.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TableArtifact } from '../../src/lib/artifacts/table.ts';
import { artifactGrid, formatNumber } from '../../src/lib/reproduce/paper-tables.ts';
import { renderGrids } from '../../src/lib/reproduce/render.ts';

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

  it('latex: booktabs rules, column spec from numeric columns, specials escaped', () => {
    const tex = renderGrids([grid], 'latex');
    expect(tex).toContain('\\begin{tabular}{lrrr}\n\\toprule\nModel & Acc [95\\% CI] & Δ & N \\\\\n\\midrule\n');
    expect(tex).toContain('b|\\textless{}i\\textgreater{}\\&\\_\\%"x,[31m & 72.1 & +0.00 & 12 \\\\');
    expect(tex).toContain('\\bottomrule\n\\end{tabular}');
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
