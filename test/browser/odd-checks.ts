/**
 * Page checks of the odd-shaped release's site (test/fixtures/odd-release): what every page must
 * hold whatever the release's shape. Each returns the problems found ([] when none), so the test
 * (odd-release.test.ts) can report every offender at once.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Page } from 'playwright-core';

/** Release rows of one data file (plain or gzip). */
export function releaseRows(dir: string, name: string): Record<string, unknown>[] {
  const file = fs.readdirSync(dir).find((f) => f === `${name}.jsonl` || f === `${name}.jsonl.gz`)!;
  const raw = fs.readFileSync(path.join(dir, file));
  const text = (file.endsWith('.gz') ? zlib.gunzipSync(raw) : raw).toString('utf8');
  return text.split('\n').filter((l) => l !== '').map((l) => JSON.parse(l) as Record<string, unknown>);
}

/** A CSV cell a spreadsheet would run as a formula: starts with = + - @ tab or CR and is not a plain number. */
export function isFormulaCell(cell: string): boolean {
  return /^[=+\-@\t\r]/.test(cell) && !/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(cell);
}

/** RFC 4180 fields of a CSV document (quoted fields unquoted). */
export function csvCells(text: string): string[] {
  const cells: string[] = [];
  const re = /(?:^|,|\r\n)(?:"((?:[^"]|"")*)"|([^",\r\n]*))/g;
  for (const m of text.matchAll(re)) cells.push(m[1] !== undefined ? m[1].replace(/""/g, '"') : m[2]!);
  return cells;
}

/**
 * Phrases that state a fact of the paper's own panel, with the release figure that would make each
 * true: a phrase is a problem unless the release has that figure.
 */
export function paperFacts(shape: { rounds: number; probeBuilds: number; minTurns: number; maxTurns: number }): { phrase: RegExp; holds: boolean }[] {
  return [
    { phrase: /6[–-]10 (user )?turns/, holds: shape.minTurns === 6 && shape.maxTurns === 10 },
    { phrase: /three rounds/i, holds: shape.rounds === 3 },
    { phrase: /\b9 probe builds|nine probe builds/i, holds: shape.probeBuilds === 9 },
    { phrase: /\b\d\/9\b/, holds: shape.probeBuilds === 9 },
    { phrase: /the same builds/i, holds: false },
  ];
}

/** Every release text from its U+202E to its end: the run an override reverses (manifest title included). */
export function overrideTails(dir: string, names: readonly string[]): string[] {
  const tails = new Set<string>();
  const visit = (v: unknown): void => {
    if (typeof v === 'string') { const i = v.indexOf('\u202E'); if (i >= 0) tails.add(v.slice(i).trim()); }
    else if (Array.isArray(v)) v.forEach(visit);
    else if (v && typeof v === 'object') Object.values(v).forEach(visit);
  };
  for (const name of names) releaseRows(dir, name).forEach(visit);
  visit(JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8')));
  return [...tails];
}

/**
 * Page-side checks at the current viewport: horizontal overflow, and U+202E text that is not
 * isolated. An override reverses everything after it up to the end of its isolating element (a
 * block, a bdi, an element with unicode-bidi: isolate, an SVG text); so from the U+202E on, that
 * element must hold nothing but the rest of the one release text it came from (`tails`; a chart
 * may cut it short with "…").
 */
export async function layoutProblems(page: Page, tails: readonly string[]): Promise<{ overflow: number | null; unisolated: string[] }> {
  return page.evaluate((tails) => {
    const width = document.documentElement.scrollWidth;
    const overflow = width > window.innerWidth ? width : null;
    const unisolated: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.nodeValue?.includes('\u202E')) continue;
      let el = node.parentElement;
      while (el) {
        const style = getComputedStyle(el);
        if (['BDI', 'text'].includes(el.tagName) || style.unicodeBidi === 'isolate' || style.unicodeBidi === 'isolate-override' || !style.display.startsWith('inline')) break;
        el = el.parentElement;
      }
      // An SVG <title> is a tooltip, never laid out with other text.
      if (!el || node.parentElement?.closest('script, template, style, textarea, title')) continue;
      const text = el.textContent ?? '';
      // A U+2069 (pop isolate) after it ends the override too.
      const from = text.slice(text.indexOf('\u202E'));
      const tail = (from.includes('\u2069') ? from.slice(0, from.indexOf('\u2069')) : from).trim().replace(/…$/, '');
      if (!tails.some((t) => t.startsWith(tail))) unisolated.push(`<${el.tagName.toLowerCase()}> "${text.slice(0, 80)}"`);
    }
    return { overflow, unisolated };
  }, tails);
}
