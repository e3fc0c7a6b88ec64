/**
 * The figure registry covers published.json: every leaf is checked by a figure, listed as not
 * checkable (with a reason), or lies under a row marked published: false. Expected values come
 * from data/paper/published.json itself (read, not copied).
 */
import { describe, expect, it } from 'vitest';
import { FIGURES, NOT_CHECKABLE } from '../../src/reproduce/figures.ts';
import { formatPath, leafPaths, loadPublished, type PublishedPath } from '../../src/reproduce/published.ts';
import { publishedFigure, unpublishedRows } from '../../src/reproduce/check.ts';

const doc = loadPublished();
const root = doc.values;
const publishedValue = (_root: unknown, source: Parameters<typeof publishedFigure>[1]) => publishedFigure(doc, source).value;
const leaves = leafPaths(root);
const key = (p: PublishedPath) => JSON.stringify(p);

function matchesPattern(pattern: (string | number)[], path: PublishedPath): boolean {
  return pattern.length === path.length && pattern.every((s, i) => s === '*' || s === path[i]);
}

describe('figure registry', () => {
  it('labels hold for any release: no label counts the paper\'s panel ("all 12 models", "nine probe builds") (issue 44)', () => {
    // /reproduce/ puts each label beside the loaded build's value, whatever its cohort sizes.
    const panelCounts = /\b(all|every|the) (\d+|twelve|nine|five) (models|probe builds|builds|domains)\b|\b(\d+|twelve|nine) (panel )?models\b/i;
    expect(FIGURES.filter((f) => panelCounts.test(f.label)).map((f) => `${f.id}: ${f.label}`)).toEqual([]);
    expect(FIGURES.find((f) => f.id === 'counts.common_support_keys')?.label).toBe('Keys qualifying for every model');
  });
  it('covers every leaf of published.json (checked, not checkable with a reason, or unpublished)', () => {
    const checked = new Set(FIGURES.map((f) => key(f.published.path)));
    const unpublished = unpublishedRows(root).map((r) => r.path);
    const uncovered = leaves.filter((leaf) => !checked.has(key(leaf))
      && !NOT_CHECKABLE.some((n) => matchesPattern(n.path, leaf))
      && !unpublished.some((row) => row.every((s, i) => leaf[i] === s)));
    expect(uncovered.map(formatPath)).toEqual([]);
  });

  it('has no stale not-checkable entry and no figure on a not-checkable leaf', () => {
    for (const n of NOT_CHECKABLE) {
      expect(leaves.some((leaf) => matchesPattern(n.path, leaf)), `NOT_CHECKABLE ${n.path.join('.')} matches no leaf`).toBe(true);
      expect(n.reason.length).toBeGreaterThan(10);
    }
    // A figure may read a number out of a not-checkable text leaf (the "<1%" of library_shares.source).
    for (const f of FIGURES.filter((g) => !g.published.extract)) expect(NOT_CHECKABLE.some((n) => matchesPattern(n.path, f.published.path)), f.id).toBe(false);
  });

  it('points every figure at a published leaf it can read, with a known tolerance and a unique id', () => {
    const leafKeys = new Set(leaves.map(key));
    for (const f of FIGURES) {
      expect(leafKeys.has(key(f.published.path)), `${f.id} → ${formatPath(f.published.path)}`).toBe(true);
      expect(() => publishedValue(root, f.published), f.id).not.toThrow();
      const { literal } = publishedFigure(doc, f.published);
      // A tolerance from the published digits needs the digits: every numeric figure has its literal.
      if (['rounding', 'bootstrap_quantile', 'bootstrap_count'].includes(f.precision.kind)) expect(literal, f.id).not.toBeNull();
    }
    expect(new Set(FIGURES.map((f) => f.id)).size).toBe(FIGURES.length);
  });

  it('skips exactly the four Table 2 rows marked published: false (published.json: Qwen, Hy3, Kimi, Gemini)', () => {
    expect(unpublishedRows(root).map((r) => r.label)).toEqual(['Qwen-3.6-Max', 'Hy3', 'Kimi-K2.6', 'Gemini-3.1-Pro']);
    expect(FIGURES.some((f) => f.published.path[0] === 'table2' && f.published.path[1] === 'rows' && [5, 6, 7, 8].includes(f.published.path[2] as number))).toBe(false);
  });

  it('reads text figures: the tie note gives 0.03 and "MiniMax ahead"; swaps become "2-3 4-5 11-12" (published.json table2)', () => {
    const byId = new Map(FIGURES.map((f) => [f.id, f]));
    expect(publishedValue(root, byId.get('table2.tie_note.gap')!.published)).toBe(0.03);
    expect(publishedValue(root, byId.get('table2.tie_note.order')!.published)).toBe(true);
    expect(publishedValue(root, byId.get('table2.ap_rank_swaps')!.published)).toBe('2-3 4-5 11-12');
    expect(publishedValue(root, byId.get('panel_design.scenarios_used')!.published)).toContain('data_ml');
    expect(publishedFigure(doc, byId.get('table2.tie_note.gap')!.published).literal).toBe('0.03');
    expect(publishedFigure(doc, byId.get('table2.GPT-5.5.ap_acc')!.published).literal).toBe('77.0');
    expect(publishedFigure(doc, byId.get('library_shares.modality.allow')!.published).value).toBe(1);
  });
});
