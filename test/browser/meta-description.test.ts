/**
 * Meta descriptions on the built site (test/browser/global-setup.ts): every HTML page has one,
 * of sentence length; pages of one type (rules, tables, SQL) each have their own; and only the
 * page types listed below still fall back to Base.astro's generic sentence ("part of the
 * Harness-IF Explorer"), so a new page type without a description fails here.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';

const siteDir = inject('siteDir');
const GENERIC = /part of the Harness-IF Explorer, the companion site/;
/** Page types allowed to use the generic sentence: none (every page file passes its own). */
const PENDING = new Set<string>([]);

function htmlPages(dir: string, rel = ''): string[] {
  return fs.readdirSync(path.join(dir, rel), { withFileTypes: true }).flatMap((e) => {
    const r = path.posix.join(rel, e.name);
    if (e.isDirectory()) return e.name === '_astro' || e.name === 'data' ? [] : htmlPages(dir, r);
    return e.name.endsWith('.html') ? [r] : [];
  });
}

/** "rules/R0001/index.html" → "rules/*\/": a page's type, its ids replaced by *. */
function pageType(rel: string): string {
  const parts = rel.replace(/index\.html$/, '').split('/').filter(Boolean);
  return parts.length === 0 ? '' : `${parts.map((p, i) => (i === 0 ? p : i === 1 && ['methods'].includes(parts[0]!) ? p : '*')).join('/')}/`;
}

const description = (html: string) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? null;

describe('meta descriptions', () => {
  const pages = htmlPages(siteDir).map((rel) => ({ rel, type: pageType(rel), text: description(fs.readFileSync(path.join(siteDir, rel), 'utf8')) }));

  it('every page has one of sentence length', () => {
    expect(pages.length).toBeGreaterThan(20);
    for (const p of pages) {
      expect(p.text, p.rel).not.toBeNull();
      expect(p.text!.length, `${p.rel}: ${p.text}`).toBeGreaterThanOrEqual(20);
    }
  });

  it('pages of one type each have their own', () => {
    for (const type of ['rules/*/', 'tables/*/', 'methods/sql/*/']) {
      const texts = pages.filter((p) => p.type === type).map((p) => p.text);
      expect(texts.length, type).toBeGreaterThan(1);
      expect(new Set(texts).size, type).toBe(texts.length);
    }
  });

  it('only the pending page types use the generic sentence', () => {
    const generic = [...new Set(pages.filter((p) => GENERIC.test(p.text ?? '')).map((p) => p.type))].sort();
    expect(generic.filter((t) => !PENDING.has(t)), 'page types without their own description').toEqual([]);
  });
});
