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
