/**
 * The citation fields read from CITATION.cff (citation.ts) and BibTeX escaping, shared by the
 * dataset bundle and the site's "Cite this view" (src/site/view-citation.ts). Pure: no Node
 * APIs, so the browser bundle can import it.
 */

/** What CITATION.cff says (title, first author, version, date-released, preferred citation). */
export interface CitationFields {
  title: string;
  author: string;
  version: string;
  date: string;
  paper: { title: string; author: string } | null;
}

/** BibTeX-escape a value: braces protect capitals; backslash, braces and specials are escaped. */
export function bibtexValue(text: string): string {
  return text.replace(/([\\{}%&$#_])/g, '\\$1');
}

/** A URL safe inside a BibTeX field: whitespace, braces, backslash, quotes and angle brackets percent-encoded. */
export function bibtexUrl(url: string): string {
  return url.replace(/[\s{}\\"<>`]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
}

/** One BibTeX entry; each value is given already escaped and is wrapped in braces, names aligned. */
export function bibtexEntry(type: string, key: string, fields: [string, string][]): string {
  const width = Math.max(...fields.map(([name]) => name.length));
  return `@${type}{${key},\n${fields.map(([name, value]) => `  ${name.padEnd(width)} = {${value}}`).join(',\n')}\n}`;
}

interface DatasetRelease { title: string; provenance: 'official' | 'simulated'; manifest_sha256: string }

/**
 * The BibTeX entry of a data build as a dataset (@misc, natbib-safe): its own title (the
 * release's), the toolkit's author and year, what and where (howpublished, and url when the
 * landing page is known), pinned to the release manifest's sha256.
 */
export function datasetBibtex(fields: CitationFields, release: DatasetRelease, url: string | null): string {
  const simulated = release.provenance === 'simulated';
  return bibtexEntry('misc', `harnessif_data_${release.manifest_sha256.slice(0, 12)}`, [
    ['title', `{${bibtexValue(datasetTitle(release))}}`],
    ['author', `{${bibtexValue(fields.author)}}`],
    ['year', bibtexValue(fields.date.slice(0, 4))],
    ['howpublished', bibtexValue(`Dataset (Croissant 1.1), ${fields.title}, version ${fields.version}`)],
    ...(url ? [['url', bibtexUrl(url)] as [string, string]] : []),
    ['note', bibtexValue(`Release manifest sha256 ${release.manifest_sha256}${simulated ? '. SIMULATED data: cite the paper for any published figure' : ''}`)],
  ]);
}

/** The dataset's own title, made from its release's title (one line). */
export function datasetTitle(release: DatasetRelease): string {
  // eslint-disable-next-line no-control-regex
  return `Harness-IF data build: ${release.title.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ').trim()}`;
}
