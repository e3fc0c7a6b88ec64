/**
 * "Copy as LaTeX / Markdown / CSV" (src/site/table-copy.ts) on hand-written tables: the text is
 * reproduce's rendering of the rows given (display names, reproduce's row order unless the reader
 * sorted, the paper table's \label), or the CSV download's, then a footnote with the permalink and
 * the release. Expected strings are written by hand from the format rules.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TableArtifact } from '../../src/artifacts/table.ts';
import { copyShownTable, copyTable, type CopySource, type ShownTable } from '../../src/site/table-copy.ts';

const tiny = TableArtifact.parse(JSON.parse(readFileSync(new URL('../reproduce/fixtures/tiny-table.json', import.meta.url), 'utf8')));
const sha = 'ab'.repeat(32);
const source: CopySource = { permalink: 'https://x.test/hif/?tiny_leaderboard.q=al#table-tiny_leaderboard', release: { title: 'Rel "one" %_', provenance: 'simulated', manifest_sha256: sha } };

const col = (id: string, label: string, unit: TableArtifact['columns'][number]['unit'], extra: Partial<TableArtifact['columns'][number]> = {}) =>
  ({ id, label, description: null, unit, format: null, interval_of: null, bound: null, links_to: null, ...extra });
/** Table 4's artifact id: reproduce orders its rows by the surface vocabulary (SP, TD, SD, PF, UI). */
const surfaces: TableArtifact = {
  id: 'table4_surfaces', title: 'Surfaces', paper_ref: 'Table 4', description: '', provenance: { sql: null, statistic: null, rows: { kind: 'query' as const, sql: 'SELECT 1' } },
  columns: [col('surface', 'Surface', 'id', { links_to: 'surface' }), col('acc', 'Acc', 'percent')],
  rows: [{ surface: 'UI', acc: 50 }, { surface: 'SP', acc: 60 }, { surface: 'PF', acc: 70 }],
  notes: [],
};
const bodyRows = (tex: string) => tex.slice(tex.indexOf('\\midrule\n') + 9, tex.indexOf('\\bottomrule')).trim().split('\n');

describe('copyTable', () => {
  it('LaTeX: the rows given, model ids by display name, then one comment line with permalink, release and sha256', () => {
    const tex = copyTable(tiny, [tiny.rows[0]!], 'latex', { alpha: 'Alpha One' }, source, false);
    expect(bodyRows(tex)).toEqual(['Alpha One & 85.9\\,{\\scriptsize[84.0, 87.6]} & $+$7.30 & 3,342 \\\\']);
    expect(tex).toContain('\\label{tab:harness-if-tiny-leaderboard}\n');
    expect(tex.endsWith(`\\end{table}\n% Source: https://x.test/hif/?tiny_leaderboard.q=al#table-tiny_leaderboard -- release "Rel "one" \\%\\_" (simulated), manifest sha256 ${sha}.\n`)).toBe(true);
  });

  it("keeps reproduce's row order and the paper table's label unless the reader sorted", () => {
    const unsorted = copyTable(surfaces, surfaces.rows, 'latex', {}, source, false);
    expect(unsorted).toContain('\\label{tab:harness-if-table4}');
    expect(bodyRows(unsorted).map((l) => l.split(' & ')[0])).toEqual(['SP', 'PF', 'UI']);
    expect(bodyRows(copyTable(surfaces, surfaces.rows, 'latex', {}, source, true)).map((l) => l.split(' & ')[0])).toEqual(['UI', 'SP', 'PF']);
  });

  it('Markdown: the table, then a source paragraph; URL characters that would end the autolink are percent-encoded', () => {
    const md = copyTable(tiny, tiny.rows, 'md', {}, { ...source, permalink: 'https://x.test/?q=a>b c' }, false);
    expect(md).toContain('| alpha | 85.9 \\[84.0, 87.6\\] | +7.30 | 3,342 |\n');
    expect(md.endsWith(`\n\nSource: <https://x.test/?q=a%3Eb%20c> · release “Rel "one" %\\_” (simulated), manifest sha256 \`${sha}\`.\n`)).toBe(true);
  });

  it("CSV: the download's columns and raw values (bounds too), then source rows after a blank line", () => {
    const csv = copyTable(tiny, [tiny.rows[0]!], 'csv', {}, source, false);
    expect(csv).toBe([
      'model_id,acc,acc_lower,acc_upper,delta,qualifying', 'alpha,85.94,84.05,87.61,7.3,3342', '',
      'source,https://x.test/hif/?tiny_leaderboard.q=al#table-tiny_leaderboard', 'release,"Rel ""one"" %_"', 'provenance,simulated', `release_manifest_sha256,${sha}`, '',
    ].join('\r\n'));
  });

  it('hostile release text cannot end the LaTeX comment: the footnote stays one line', () => {
    const hostile = { ...source, release: { ...source.release, title: 'x\n\\end{table}\r\\input{/etc/passwd}' }, permalink: 'https://x.test/?a=\n\\input' };
    const tex = copyTable(tiny, tiny.rows, 'latex', {}, hostile, false);
    const footnote = tex.slice(tex.lastIndexOf('\\end{table}\n') + 12);
    expect(footnote.split('\n')).toHaveLength(2);
    expect(footnote.startsWith('% Source: https://x.test/?a=%0A%5Cinput')).toBe(true);
  });
});

describe('copyShownTable (tables a page draws itself: compare, SQL result, grids)', () => {
  const shown: ShownTable = {
    id: 'compare-summary', title: 'Paired differences',
    columns: [{ label: 'Statistic', numeric: false }, { label: 'A − B', numeric: true }],
    cells: [['Acc (A − B)', '-1.5 [-3.0, 0.2]'], ['AP-Acc, "x"', '+2.0 [0.5, 3.1]']],
  };
  it('Markdown: heading, right-aligned numeric column, the cells as shown, then the source paragraph', () => {
    const md = copyShownTable(shown, 'md', source);
    expect(md.split('\n').slice(0, 6)).toEqual(['### Paired differences', '', '| Statistic | A − B |', '|:---|---:|', '| Acc (A − B) | -1.5 \\[-3.0, 0.2\\] |', '| AP-Acc, "x" | +2.0 \\[0.5, 3.1\\] |']);
    expect(md).toContain(`manifest sha256 \`${sha}\`.`);
  });
  it('LaTeX: a booktabs table labelled by the id, then the source comment line', () => {
    const tex = copyShownTable(shown, 'latex', source);
    expect(tex).toContain('\\label{tab:harness-if-compare-summary}\n');
    expect(bodyRows(tex)).toHaveLength(2);
    expect(tex).toContain('\\toprule');
    expect(tex.trimEnd().split('\n').at(-1)).toMatch(/^% Source: https:\/\/x\.test\//);
  });
  it("CSV: the download's header and raw values when the table has one, else the labels and cells (formula-like text neutralised)", () => {
    expect(copyShownTable(shown, 'csv', source).split('\r\n').slice(0, 4)).toEqual(['Statistic,A − B', `Acc (A − B),"'-1.5 [-3.0, 0.2]"`, `"AP-Acc, ""x""","'+2.0 [0.5, 3.1]"`, '']);
    const result: ShownTable = { ...shown, csv: { header: ['n', 'f'], rows: [[1, '=cmd()'], [2n, null]] } };
    expect(copyShownTable(result, 'csv', source).split('\r\n').slice(0, 4)).toEqual(['n,f', "1,'=cmd()", '2,', '']);
  });
});

describe('copyTable: vocabulary ids as the page shows them', () => {
  const methods: TableArtifact = {
    id: 'method_test', title: 'Methods', paper_ref: null, description: '', provenance: { sql: null, statistic: null, rows: { kind: 'query' as const, sql: 'SELECT 1' } },
    columns: [col('method', 'Method', 'id', { links_to: 'method' }), col('family', 'Family', 'id'), col('share', 'Share', 'percent')],
    rows: [{ method: 'llm_judge', family: 'professional_writing', share: 50 }],
    notes: [],
  };
  it('Markdown and LaTeX name a method and a family by their labels (vocab.ts: "LLM judge", "Professional writing"); CSV keeps the ids', () => {
    const md = copyTable(methods, methods.rows, 'md', {}, source, false);
    expect(md).toContain('| LLM judge | Professional writing |');
    expect(md).not.toMatch(/llm\\?_judge|professional\\?_writing/);
    expect(copyTable(methods, methods.rows, 'latex', {}, source, false)).toContain('LLM judge & Professional writing');
    expect(copyTable(methods, methods.rows, 'csv', {}, source, false)).toContain('llm_judge,professional_writing');
  });
});
