// Release text is untrusted: CSV, JSON-in-script, BibTeX and the static server must keep it inert.
import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { csvField, toCsv } from '../../src/lib/site/csv.ts';
import { jsonForScript } from '../../src/lib/site/json-script.ts';
import { bibtexValue } from '../../src/lib/site/citation.ts';
import { resolveRequest } from '../../src/lib/site/static-server.ts';
import { shellQuote } from '../../src/lib/site/downloads.ts';

describe('CSV', () => {
  it('quotes commas, quotes and line breaks (RFC 4180) and ends lines with CRLF', () => {
    expect(toCsv(['a', 'b'], [{ a: 'x, "y"', b: 'line\nbreak' }])).toBe('a,b\r\n"x, ""y""","line\nbreak"\r\n');
  });
  it('defuses spreadsheet formulas in text but not negative numbers', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField(-1.5)).toBe('-1.5');
    expect(csvField(null)).toBe('');
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
