/**
 * Mutation tests of `reproduce --check` on the mini release: for each deliberately wrong variant
 * of the metrics (mutants.ts: one textual replacement in a copy of the product), the data build
 * runs from the copy on test/fixtures/mini-release with few resamples, and the product's check
 * compares it with the mini release's figures computed independently of the product
 * (mini-reference.ts, from the definitions of docs/metrics.md). The unmutated copy passes every
 * reference figure; every mutant fails at least one, and the figures its mutation is about.
 * The same mutants on a paper-scale simulated release, against the paper: `npm run check`
 * (check/mutants-simulated.test.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBuild } from '../../src/reproduce/build-reader.ts';
import { checkFigures, type CheckReport } from '../../src/reproduce/check.ts';
import { applyPatch, buildCopy, copyProduct, failingKeys, MUTANTS, pool } from './mutants.ts';
import { referencePaper } from './reference-paper.ts';

const MINI = resolve(import.meta.dirname, '../fixtures/mini-release');
/** Enough that the bootstrap figures' Monte-Carlo tolerance stays below a clustering mistake. */
const RESAMPLES = 1000;
const work = mkdtempSync(join(tmpdir(), 'reproduce-mutants-mini-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const reports = new Map<string, CheckReport>();

beforeAll(async () => {
  const { doc, figures } = referencePaper(MINI);
  const variants = [{ id: 'unmutated', patches: [] }, ...MUTANTS];
  await pool(variants.map((v) => async () => {
    const dir = join(work, v.id);
    copyProduct(dir, v.patches);
    const build = await openBuild(await buildCopy(dir, MINI, { resamples: RESAMPLES }));
    try {
      reports.set(v.id, await checkFigures(build, doc, figures));
    } finally {
      build.close();
    }
  }), 2);
}, 300_000);

describe('reproduce --check catches every mutant of the metrics on the mini release', () => {
  it('the unmutated copy answers and passes every reference figure', () => {
    const report = reports.get('unmutated')!;
    expect(report.missing).toBe(0);
    expect([...failingKeys(report)]).toEqual([]);
  });

  for (const mutant of MUTANTS) {
    it(`${mutant.id}: ${mutant.wrong}`, () => {
      const caught = [...failingKeys(reports.get(mutant.id)!)];
      if (mutant.notOnMini) {
        // The mini release cannot show this mutant (why: notOnMini), so it must pass there;
        // check/mutants-simulated.test.ts catches it on a paper-scale release (npm run check).
        expect(caught, mutant.notOnMini).toEqual([]);
      } else {
        expect(caught.length, 'reference figures the mutant makes fail').toBeGreaterThan(0);
        for (const id of mutant.caughtOnMini) expect(caught, `${mutant.id} must fail ${id}`).toContain(id);
      }
    });
  }
});

describe('applyPatch', () => {
  it('fails loudly when the text to replace is not found exactly once', () => {
    const dir = join(work, 'patch-target');
    copyProduct(dir, []);
    expect(() => applyPatch(dir, { file: 'src/stats/mean.ts', find: 'no such text anywhere', replace: '' })).toThrow(/occurs 0 times/);
    expect(() => applyPatch(dir, { file: 'src/stats/mean.ts', find: 'e', replace: '' })).toThrow(/occurs \d+ times/);
  });
});
