/**
 * "Cite this view": a BibTeX entry and a plain-text citation of one page as the reader sees it —
 * its URL with the query state (sort, filters, facets) — pinned to the release it was computed
 * from by the release manifest's sha256. The fields come from CITATION.cff
 * (src/dataset/citation.ts reads them at build time). Pure: the browser fills in the URL.
 */
import { bibtexUrl, bibtexValue, type CitationFields } from '../dataset/bibtex.ts';
import { isolateBidi } from '../release/bidi.ts';

export interface ViewRelease {
  title: string;
  provenance: 'official' | 'simulated';
  manifest_sha256: string;
}

export interface ViewCitationInput {
  fields: CitationFields;
  release: ViewRelease;
  /** The page's title (may hold release text, e.g. a model's name). */
  pageTitle: string;
  url: string;
  /** Date the view was read (YYYY-MM-DD), when known. */
  accessed?: string;
}

/** One line of text: control characters and line breaks removed (the citation is copied into a .bib file). */
function line(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ').trim();
}

export function viewCitation(input: ViewCitationInput): { bibtex: string; plain: string } {
  const { fields, release } = input;
  const url = bibtexUrl(input.url);
  const page = isolateBidi(line(input.pageTitle));
  const releaseTitle = isolateBidi(line(release.title));
  const year = fields.date.slice(0, 4);
  const data = (open: string, close: string) =>
    `release ${open}${releaseTitle}${close} (${release.provenance}${release.provenance === 'simulated' ? ', not the paper\'s data' : ''}), release manifest sha256 ${release.manifest_sha256}`;
  const bibtex = [
    `@misc{harnessif_view_${release.manifest_sha256.slice(0, 12)},`,
    `  title   = {{${bibtexValue(`${page} --- ${fields.title}`)}}},`,
    `  author  = {{${bibtexValue(fields.author)}}},`,
    `  year    = {${bibtexValue(year)}},`,
    `  version = {${bibtexValue(fields.version)}},`,
    `  url     = {${url}},`,
    ...(input.accessed ? [`  urldate = {${bibtexValue(input.accessed)}},`] : []),
    `  note    = {${bibtexValue(`Computed from ${data('``', "''")}`)}}`,
    '}',
  ].join('\n');
  const plain = `${fields.author} (${year}). ${page}. ${fields.title}, version ${fields.version}; ${data('\u201c', '\u201d')}. ${url}${input.accessed ? ` (accessed ${input.accessed})` : ''}.`;
  return { bibtex: `${bibtex}\n`, plain };
}
