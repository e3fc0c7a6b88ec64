// Release text is untrusted: CSV, JSON-in-script, BibTeX and the static server must keep it inert.
import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { csvField, toCsv } from '../../src/site/csv.ts';
import { jsonForScript } from '../../src/site/json-script.ts';
import { bibtexValue } from '../../src/dataset/bibtex.ts';
import { resolveRequest } from '../../src/site/static-server.ts';
import { shellQuote } from '../../src/site/downloads.ts';

describe('CSV', () => {
  it('quotes commas, quotes and line breaks (RFC 4180) and ends lines with CRLF', () => {
    expect(toCsv(['a', 'b'], [{ a: 'x, "y"', b: 'line\nbreak' }])).toBe('a,b\r\n"x, ""y""","line\nbreak"\r\n');
  });
  it('defuses spreadsheet formulas in text but not negative numbers', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField(-1.5)).toBe('-1.5');
    expect(csvField(null)).toBe('');
    expect(['@SUM(A1)', '-1+1|cmd', '+cmd', '\tx', '\rx', '-', '-1.5', '+2', '3e-4'].map(csvField))
      .toEqual(["'@SUM(A1)", "'-1+1|cmd", "'+cmd", "'\tx", `"'\rx"`, "'-", '-1.5', '+2', '3e-4']);
  });
});

describe('jsonForScript', () => {
  it('cannot close the script element and parses back to the same value', () => {
    const value = { text: '</script><script>alert(1)</script> & \u2028' };
    const out = jsonForScript(value);
    expect(out).not.toMatch(/<|>/);
    expect(JSON.parse(out)).toEqual(value);
  });
});

describe('bibtexValue and shellQuote', () => {
  it('escapes BibTeX specials', () => expect(bibtexValue('50% {x}_y')).toBe('50\\% \\{x\\}\\_y'));
  it('single-quotes a shell word containing a quote', () => expect(shellQuote("it's")).toBe(`'it'\\''s'`));
});

describe('static server path resolution', () => {
  const root = path.resolve('test/fixtures/site/build');
  it('serves files under the base path only', () => {
    expect(resolveRequest(root, '/x', '/x/manifest.json')).toBe(path.join(root, 'manifest.json'));
    expect(resolveRequest(root, '/x', '/manifest.json')).toBeNull();
  });
  it('refuses traversal outside the root, encoded or not', () => {
    expect(resolveRequest(root, '/', '/../package.json')).toBeNull();
    expect(resolveRequest(root, '/', '/%2e%2e/package.json')).toBeNull();
  });
});

describe('reproduction helpers', () => {
  it('makes one view per Parquet artifact, named after its file, with quotes doubled', async () => {
    const { runsOnParquet } = await import('../../src/site/downloads.ts');
    const { viewsSql } = await import('../../src/dataset/views-sql.ts');
    const entry = (path: string, kind: 'parquet' | 'table') => ({ path, kind, columns: null, zod_schema: null, rows: 1, bytes: 1, sha256: '0'.repeat(64), sql: null });
    const sql = viewsSql({ artifacts: [entry('parquet/table4_surfaces.parquet', 'parquet'), entry('tables/t.json', 'table'), entry("parquet/o'k.parquet", 'parquet')] } as never, 'flat');
    expect(sql.split('\n').filter((l) => l.startsWith('CREATE'))).toEqual([
      "CREATE VIEW table4_surfaces AS SELECT * FROM read_parquet('table4_surfaces.parquet');",
      "CREATE VIEW o'k AS SELECT * FROM read_parquet('o''k.parquet');",
    ]);
    // hand: the data build's reader test excludes queries over raw_* / vocab_* tables.
    expect(runsOnParquet('-- reads raw_verdicts in a comment only\nSELECT * FROM verdicts_effective')).toBe(true);
    expect(runsOnParquet('SELECT * FROM raw_verdicts')).toBe(false);
  });
});
