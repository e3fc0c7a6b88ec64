/**
 * How to cite: reads CITATION.cff (the repository's citation file) and derives BibTeX entries
 * from its few fields we need: title, authors, version, date-released, and the preferred
 * citation's title and authors. A small line parser, enough for this file's flat layout;
 * a missing field is an error naming the file and field.
 */
import fs from 'node:fs';
import path from 'node:path';
import { bibtexValue, type CitationFields } from './bibtex.ts';

interface Citation {
  cff: string;
  bibtex: string;
  /** The SPDX license id, and the names of the top-level authors. */
  license: string;
  authors: string[];
  /** The fields the site's "Cite this view" uses (src/site/view-citation.ts). */
  fields: CitationFields;
}

function field(lines: string[], name: string, indent: number, file: string): string {
  const prefix = `${' '.repeat(indent)}${name}:`;
  const line = lines.find((l) => l.startsWith(prefix) && !l.startsWith(`${prefix}:`));
  if (!line) throw new Error(`${file}: field ${name} is missing`);
  return line.slice(prefix.length).trim().replace(/^["']|["']$/g, '');
}

/** The `- name:` entries at `indent` spaces from line `from` on. */
function authorNames(lines: string[], from: number, indent: number): string[] {
  return lines.slice(Math.max(0, from)).flatMap((l) => l.match(new RegExp(`^ {${indent}}- name: "?([^"]+)"?`))?.[1] ?? []);
}

export function readCitation(root = process.cwd()): Citation {
  const file = path.join(root, 'CITATION.cff');
  const cff = fs.readFileSync(file, 'utf8');
  const lines = cff.split('\n');
  const title = field(lines, 'title', 0, file);
  const version = field(lines, 'version', 0, file);
  const date = field(lines, 'date-released', 0, file);
  const authors = authorNames(lines, lines.findIndex((l) => l.startsWith('authors:')), 2);
  const softwareAuthor = authors[0] ?? 'Harness-IF Explorer contributors';
  const pcStart = lines.findIndex((l) => l.startsWith('preferred-citation:'));
  const entries: string[] = [];
  let paper: CitationFields['paper'] = null;
  if (pcStart >= 0) {
    const block = lines.slice(pcStart + 1);
    const paperTitle = field(block, 'title', 2, file);
    const paperAuthor = authorNames(block, 0, 4)[0] ?? 'The Harness-IF authors';
    paper = { title: paperTitle, author: paperAuthor };
    entries.push(`@article{harnessif,\n  title  = {{${bibtexValue(paperTitle)}}},\n  author = {{${bibtexValue(paperAuthor)}}},\n  note   = {Cite the paper for every published figure}\n}`);
  }
  entries.push(`@software{harnessif_explorer,\n  title   = {{${bibtexValue(title)}}},\n  author  = {{${bibtexValue(softwareAuthor)}}},\n  version = {${bibtexValue(version)}},\n  date    = {${bibtexValue(date)}}\n}`);
  return { cff, bibtex: `${entries.join('\n\n')}\n`, license: field(lines, 'license', 0, file), authors, fields: { title, author: softwareAuthor, version, date, paper } };
}
