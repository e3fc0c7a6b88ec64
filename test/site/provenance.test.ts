// Provenance text → links, and the method pages' parsers of the SQL and statistic sources.
import { describe, expect, it } from 'vitest';
import { producerHref, provenanceParts, queryHref, sqlString, verdictsHref } from '../../src/site/provenance.ts';
import { parseSqlSource, parseStatisticSource, sqlSources, statisticSources, firstSentence, withoutTrailingRemark } from '../../src/site/provenance-sources.ts';

describe('provenanceParts', () => {
  it('keeps every character and marks SQL and statistic files', () => {
    const text = 'src/metrics/e0_win_counts.sql, src/metrics/e0_error_runs.sql; src/stats/bradleyTerry.ts (seed 7, "a, b")';
    const parts = provenanceParts(text);
    expect(parts.map((p) => p.text).join('')).toBe(text);
    expect(parts.filter((p) => p.kind !== 'text').map((p) => [p.kind, 'name' in p ? p.name : ''])).toEqual([
      ['sql', 'e0_win_counts'], ['sql', 'e0_error_runs'], ['statistic', 'bradleyTerry'],
    ]);
    expect(parts.at(-1)).toEqual({ kind: 'text', text: ' (seed 7, "a, b")' });
  });
  it('leaves other files and free text as text', () => {
    expect(provenanceParts('src/pipeline/cluster-bootstrap.ts (10000 resamples)')).toEqual([{ kind: 'text', text: 'src/pipeline/cluster-bootstrap.ts (10000 resamples)' }]);
    expect(provenanceParts('')).toEqual([]);
  });
  it('links only files that have a page, under the base path', () => {
    const known = { sql: new Set(['rules']), statistics: new Set(['icc']) };
    const [sql, , stat, , other] = provenanceParts('src/metrics/rules.sql; src/stats/icc.ts; src/stats/gone.ts');
    expect(producerHref('/b/', sql!, known)).toBe('/b/methods/sql/rules/');
    expect(producerHref('/b/', stat!, known)).toBe('/b/methods/statistics/icc/');
    expect(producerHref('/b/', other!, known)).toBeNull();
  });
});

describe('row link URLs', () => {
  it('encodes the SQL and the explorer filters', () => {
    expect(queryHref('/', "SELECT * FROM e0 WHERE build_id = 'a&b'")).toBe('/query/?sql=SELECT%20*%20FROM%20e0%20WHERE%20build_id%20%3D%20\'a%26b\'');
    expect(verdictsHref('/x/', { surface: 'SP', model_id: 'a b' })).toBe('/x/verdicts/?model_id=a+b&surface=SP');
    expect(sqlString("o'hara")).toBe("'o''hara'");
  });
});

describe('parseSqlSource', () => {
  it('reads the header comment and its inputs', () => {
    const s = parseSqlSource('q', '-- q: share by surface.\n-- Paper: Table 4. Inputs: verdicts, models.\nSELECT 1;\n-- not header');
    expect(s.summary).toBe('q: share by surface. Paper: Table 4. Inputs: verdicts, models.');
    expect(s.inputs).toEqual(['verdicts', 'models']);
  });
  it('drops parenthesised remarks and reads an inputs list that contains a file name', () => {
    const s = parseSqlSource('v', '-- Inputs: raw_verdicts, raw_tasks (the release files), vocab_methods (vocab.ts).\n-- More text.\nSELECT 1');
    expect(s.inputs).toEqual(['raw_verdicts', 'raw_tasks', 'vocab_methods']);
  });
  it('every metrics query names its inputs', () => {
    for (const s of sqlSources()) expect(s.inputs.length, s.name).toBeGreaterThan(0);
  });
});

describe('parseStatisticSource', () => {
  const source = [
    '/**', ' * Kendall rank correlation, tau-b variant (ties-corrected):', ' *   τ_b = (P − Q) / √(…)', ' * Reference: Kendall (1945).', ' */',
    "import x from 'y';", '/** private helper */', 'function helper() {}', '/** The statistic. */', 'export function kendallTauB() {}',
  ].join('\n');
  it('takes the file comment, the exported functions\' comments and the references', () => {
    const s = parseStatisticSource('kendallTauB', source);
    expect(s.title).toBe('Kendall rank correlation, tau-b variant');
    expect(s.blocks).toEqual([
      { name: null, text: 'Kendall rank correlation, tau-b variant (ties-corrected):\n  τ_b = (P − Q) / √(…)\nReference: Kendall (1945).' },
      { name: 'kendallTauB', text: 'The statistic.' },
    ]);
    expect(s.references).toEqual(['Reference: Kendall (1945).']);
  });
  it('takes the first sentence, not a full stop inside brackets', () => {
    expect(firstSentence('Ward linkage (Ward 1963, J. Am. Stat.). More.')).toBe('Ward linkage (Ward 1963, J. Am. Stat.)');
    expect(firstSentence('Kappa: formula. x')).toBe('Kappa');
    expect(firstSentence('R `psych::ICC` forms. Next')).toBe('R `psych::ICC` forms');
  });
  it('drops a closing remark from the heading, nested brackets included', () => {
    expect(withoutTrailingRemark('Kendall tau-b (ties; scipy `kendalltau(variant="b")`)')).toBe('Kendall tau-b');
    expect(withoutTrailingRemark('Cluster (task-clustered) percentile bootstrap')).toBe('Cluster (task-clustered) percentile bootstrap');
    expect(withoutTrailingRemark('(all of it)')).toBe('(all of it)');
  });
  it('every statistic file has a title', () => {
    const all = statisticSources();
    expect(all.map((s) => s.name)).toContain('icc');
    for (const s of all) expect(s.title.length, s.name).toBeGreaterThan(10);
  });
});
