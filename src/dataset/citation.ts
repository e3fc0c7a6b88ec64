/**
 * How to cite: reads CITATION.cff (the repository's citation file) and derives BibTeX entries
 * from its few fields we need: title, authors, version, date-released, the optional url and
 * repository-code, and the preferred citation's title, authors and optional year. A small line
 * parser, enough for this file's flat layout; a missing required field is an error naming the
 * file and field. The entries are @misc, the one type natbib's styles (plainnat, ACL's
 * acl_natbib, NeurIPS) define with no required field: @software is not defined there, and
 * @article requires a journal the preferred citation does not give. Each has the year it is
 * known for and a howpublished or url.
 */
import fs from 'node:fs';
import path from 'node:path';
import { bibtexEntry, bibtexUrl, bibtexValue, type CitationFields } from './bibtex.ts';

interface Citation {
  cff: string;
  bibtex: string;
  /** The SPDX license id, and the names of the top-level authors. */
  license: string;
  authors: string[];
  /** The repository's address (repository-code), when CITATION.cff gives one. */
  repository: string | null;
  /** The fields the site's "Cite this view" uses (src/site/view-citation.ts). */
  fields: CitationFields;
}

function optionalField(lines: string[], name: string, indent: number): string | null {
  const prefix = `${' '.repeat(indent)}${name}:`;
  const line = lines.find((l) => l.startsWith(prefix) && !l.startsWith(`${prefix}:`));
  return line ? line.slice(prefix.length).trim().replace(/^["']|["']$/g, '') : null;
}

function field(lines: string[], name: string, indent: number, file: string): string {
  const value = optionalField(lines, name, indent);
  if (value === null) throw new Error(`${file}: field ${name} is missing`);
  return value;
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
  const repository = optionalField(lines, 'repository-code', 0);
  const softwareUrl = repository ?? optionalField(lines, 'url', 0);
  const pcStart = lines.findIndex((l) => l.startsWith('preferred-citation:'));
  const entries: string[] = [];
  let paper: CitationFields['paper'] = null;
  if (pcStart >= 0) {
    const block = lines.slice(pcStart + 1);
    const paperTitle = field(block, 'title', 2, file);
    const paperAuthor = authorNames(block, 0, 4)[0] ?? 'The Harness-IF authors';
    paper = { title: paperTitle, author: paperAuthor };
    const paperYear = optionalField(block, 'year', 2);
    entries.push(bibtexEntry('misc', 'harnessif', [
      ['title', `{${bibtexValue(paperTitle)}}`], ['author', `{${bibtexValue(paperAuthor)}}`],
      ...(paperYear ? [['year', bibtexValue(paperYear)] as [string, string]] : []),
      ['note', 'Cite the paper for every published figure'],
    ]));
  }
  entries.push(bibtexEntry('misc', 'harnessif_explorer', [
    ['title', `{${bibtexValue(title)}}`], ['author', `{${bibtexValue(softwareAuthor)}}`], ['year', bibtexValue(date.slice(0, 4))],
    ['howpublished', bibtexValue(`Software, version ${version}, released ${date}`)],
    ...(softwareUrl ? [['url', bibtexUrl(softwareUrl)] as [string, string]] : []),
  ]));
  return { cff, bibtex: `${entries.join('\n\n')}\n`, license: field(lines, 'license', 0, file), authors, repository, fields: { title, author: softwareAuthor, version, date, paper } };
}
