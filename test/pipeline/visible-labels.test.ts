// Text a reader sees names things by their labels, not their ids: the data build's table
// artifacts (titles, descriptions, notes, column headers, text cells) of the mini release, and
// the reproduce figures' labels, hold no vocabulary id with an underscore ("professional_writing",
// "llm_judge"); no table has two columns with the same header.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAMILIES, FAMILY_META, MODALITIES, SCORING_METHODS } from '../../src/release/vocab.ts';
import type { TableArtifact } from '../../src/artifacts/table.ts';
import { FIGURES } from '../../src/reproduce/figures.ts';
import { buildInto, MINI_RELEASE, tempDir } from './helpers.ts';

/** Vocabulary ids a reader could mistake for words gone wrong: those with an underscore. */
const IDS = [...FAMILIES, ...MODALITIES, ...SCORING_METHODS].filter((id) => id.includes('_'));
const ID_WORD = new RegExp(`\\b(${IDS.join('|')})\\b`);

let out: string;
let tables: TableArtifact[];
beforeAll(async () => {
  out = tempDir('visible-labels');
  await buildInto(MINI_RELEASE, out);
  const dir = path.join(out, 'tables');
  tables = fs.readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as TableArtifact);
}, 120_000);
afterAll(() => { if (out) fs.rmSync(out, { recursive: true, force: true }); });

describe('labels in the build\'s tables', () => {
  it('no table has two columns with the same header', () => {
    expect(tables.length).toBeGreaterThan(10);
    for (const t of tables) {
      const labels = t.columns.map((c) => c.label);
      expect(labels.filter((l, i) => labels.indexOf(l) !== i), t.id).toEqual([]);
    }
  });

  it('titles, descriptions, notes, headers and text cells hold no underscored vocabulary id', () => {
    const found: string[] = [];
    for (const t of tables) {
      const texts = [t.title, t.description, ...t.notes, ...t.columns.map((c) => c.label)];
      const textColumns = t.columns.filter((c) => c.unit === 'text').map((c) => c.id);
      for (const r of t.rows) for (const c of textColumns) if (typeof r[c] === 'string') texts.push(r[c]);
      for (const text of texts) if (ID_WORD.test(text)) found.push(`${t.id}: ${text}`);
    }
    expect(found).toEqual([]);
  });

  it('the "No row for" note of Table 5 names the family by its label (vocab.ts)', () => {
    const notes = tables.find((t) => t.id === 'table5_family')!.notes.filter((n) => n.startsWith('No row for '));
    const labels = new Set(Object.values(FAMILY_META).map((m) => m.label));
    for (const n of notes) expect(labels.has(/^No row for (.+?): its /.exec(n)![1]!), n).toBe(true);
  });
});

describe('labels of the reproduce figures', () => {
  it('hold no underscored vocabulary id', () => {
    expect(FIGURES.filter((f) => ID_WORD.test(f.label)).map((f) => f.label)).toEqual([]);
  });
});
