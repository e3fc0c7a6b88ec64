/**
 * Astro's compiler drops the whitespace of a line break between an inline element and text, so
 * "with\n<code>x</code>" renders as "with<code>x</code>". This scans every built page for a word
 * glued to an inline element, the visible symptom.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';

const siteDir = inject('siteDir');

describe('prose spacing in the built HTML', () => {
  it('has no word glued to an inline element (e.g. "with<code>", "</code>files")', () => {
    const glued: string[] = [];
    for (const file of fs.readdirSync(siteDir, { recursive: true }) as string[]) {
      if (!file.endsWith('.html')) continue;
      const html = fs.readFileSync(path.join(siteDir, file), 'utf8');
      for (const m of html.matchAll(/.{0,20}(?:<\/(?:code|a|strong|em)>[A-Za-z(]|[a-z.,;:)]<(?:a|code|strong|em)[ >]).{0,20}/g)) glued.push(`${file}: ${m[0]}`);
    }
    expect(glued).toEqual([]);
  });
});
