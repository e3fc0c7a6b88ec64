/**
 * "Cite this view" (src/site/view-citation.ts): the URL with its query state and the release's
 * sha256 in both citations; release and page text cannot break the BibTeX entry. Expected strings
 * by hand from the rules in the file.
 */
import { describe, expect, it } from 'vitest';
import { readCitation } from '../../src/dataset/citation.ts';
import type { CitationFields } from '../../src/dataset/bibtex.ts';
import { viewCitation } from '../../src/site/view-citation.ts';

const fields: CitationFields = { title: 'Explorer', author: 'The contributors', version: '1.2.3', date: '2026-11-29', paper: null };
const release = { title: 'Rel', provenance: 'official' as const, manifest_sha256: 'cd'.repeat(32) };

/** Depth of {…} nesting after each character, ignoring escaped braces; a balanced entry ends at 0 and never goes below. */
function balanced(bib: string): boolean {
  let depth = 0;
  for (let i = 0; i < bib.length; i++) {
    if (bib[i] === '\\') { i++; continue; }
    if (bib[i] === '{') depth++;
    if (bib[i] === '}' && --depth < 0) return false;
  }
  return depth === 0;
}

describe('viewCitation', () => {
  it('cites the URL with its query state and pins the release sha256', () => {
    const { bibtex, plain } = viewCitation({ fields, release, pageTitle: 'Rules', url: 'https://x.test/rules/?family=tool_use&rules.sort=-id', accessed: '2026-12-01' });
    expect(bibtex).toBe([
      `@misc{harnessif_view_${'cd'.repeat(6)},`,
      '  title   = {{Rules --- Explorer}},',
      '  author  = {{The contributors}},',
      '  year    = {2026},',
      '  version = {1.2.3},',
      '  url     = {https://x.test/rules/?family=tool_use&rules.sort=-id},',
      '  urldate = {2026-12-01},',
      `  note    = {Computed from release \`\`Rel'' (official), release manifest sha256 ${'cd'.repeat(32)}}`,
      '}', '',
    ].join('\n'));
    expect(plain).toBe(`The contributors (2026). Rules. Explorer, version 1.2.3; release “Rel” (official), release manifest sha256 ${'cd'.repeat(32)}. https://x.test/rules/?family=tool_use&rules.sort=-id (accessed 2026-12-01).`);
  });

  it('says when the release is simulated', () => {
    expect(viewCitation({ fields, release: { ...release, provenance: 'simulated' }, pageTitle: 'P', url: 'u' }).plain).toContain("(simulated, not the paper's data)");
  });

  it('keeps the entry balanced and one field per line whatever the page, release and URL hold', () => {
    const { bibtex } = viewCitation({ fields, release: { ...release, title: 'a}\n@misc{evil,' }, pageTitle: 'x}} %\\', url: 'https://x.test/?q={}}\\ \n' });
    expect(balanced(bibtex)).toBe(true);
    expect(bibtex.split('\n').filter((l) => l.startsWith('@'))).toHaveLength(1);
    expect(bibtex).toContain('url     = {https://x.test/?q=%7B%7D%7D%5C%20%0A},');
  });

  it('isolates release text holding a bidi override, so it cannot reverse the rest of the citation', () => {
    const { bibtex, plain } = viewCitation({ fields, release: { ...release, title: 'evil \u202Eedoc' }, pageTitle: 'Model \u202Ex', url: 'u' });
    for (const text of [bibtex, plain]) {
      expect(text).toContain('\u2068evil \u202Eedoc\u2069');
      expect(text).toContain('\u2068Model \u202Ex\u2069');
    }
    expect(viewCitation({ fields, release, pageTitle: 'Plain', url: 'u' }).plain).not.toMatch(/[\u2068\u2069]/);
  });

  it("takes its fields from the repository's CITATION.cff", () => {
    const { fields: cff } = readCitation();
    expect(cff.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(cff.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(readCitation().cff).toContain(`version: ${cff.version}`);
  });
});
