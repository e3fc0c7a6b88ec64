/**
 * Scoring a model taken out of a release gives back exactly its figures in the full build of
 * the release: one panel model is removed (test/score/split-release.ts), its verdicts and runs
 * are scored against the rest, and every Table 2 figure, interval, rank, tier and breakdown is
 * compared with the full build's; the release written by --out builds to the full Table 2. The
 * model's Acc, AP-Acc, Δ, rank and tier, and the others' ranks, are also checked against values
 * worked by hand from the verdicts (the comparison with the build alone would pass if both went
 * wrong the same way: they share src/accuracy-bootstrap).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBuild } from '../../src/pipeline/run.ts';
import { validateRelease } from '../../src/release/validate.ts';
import { readBootstrapInputs, readBuildFigures } from './build-reads.ts';
import { pairedDifferences } from '../../src/score/paired.ts';
import { readLeaderboard } from '../../src/score/leaderboard-figures.ts';
import { scoreModel, type ScoreReport } from '../../src/score/score.ts';
import { splitModelOut, type SplitModel } from './split-release.ts';

const RELEASE = 'test/fixtures/mini-release';
const MODEL = 'beta-2';

describe(`score: ${MODEL} taken out of ${RELEASE} and scored back`, () => {
  let work: string;
  let split: SplitModel;
  let report: ScoreReport;
  const fullBuild = () => join(work, 'full-build');

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'score-round-trip-'));
    await runBuild({ releaseDir: RELEASE, outDir: fullBuild() });
    split = splitModelOut(RELEASE, MODEL, join(work, 'split'));
    report = await scoreModel({
      releaseDir: split.releaseDir, verdictsPath: split.verdictsFile, runsPath: split.runsFile,
      displayName: split.displayName, outDir: join(work, 'with-model'),
    });
  }, 120_000);
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  // Worked by hand from the mini release's verdicts (effective after the cascade rule of
  // docs/metrics.md: in a run's cascade group only the lowest-ranked fail stays a fail; partial
  // and n/a do not qualify). Against-prior rules: R0001, R0004, R0006, R0008.
  //   beta-2  T001: r1 R1 p R2 p R3 p (R4 partial) R5 p; r2 R1 f R2 f (R3 fail → n/a) R4 p R5 p → 6/8, against 2/3
  //           T002: r1 R3 p (R5 n/a) R6 f (R7 fail → n/a) R8 p R1 f; r2 R3 p R5 p R6 f R7 p (R8 fail → n/a) R1 p → 6/9, against 2/5
  //   alpha-1 T001 4/8, T002 6/8 → 10/16 = 62.5;  gamma-3 T001 7/10, T002 4/6 → 11/16 = 68.75.
  // Two tasks, so a resample is T001 twice, both, or T002 twice (probabilities 1/4, 1/2, 1/4); with
  // 10,000 resamples each holds far more than the 2.5% beyond an interval's end, so a 95% interval
  // runs from the smallest to the largest value over the three (test/browser/rerank-page.test.ts).
  //   beta Acc 75 | 12/17 | 66.67; AP-Acc 66.67 | 4/8 | 40; Δ 8.33 | 20.59 | 26.67.
  //   Acc order per pattern: beta 75, gamma 70, alpha 50 | beta, gamma, alpha | alpha 75, beta = gamma 66.67
  //   → beta ranks 1 | 1 | 2.5, gamma 2 | 2 | 2.5, alpha 3 | 3 | 1; without beta: gamma 1, alpha 2.
  //   beta − gamma 5 | 1.84 | 0 and beta − alpha 25 | 8.09 | −8.33 contain 0: one tier.
  it('gives the Acc, AP-Acc, Δ, rank and tier worked by hand from the verdicts file', () => {
    const { estimates: e, qualifying, against_prior_qualifying: against, tier } = report.model;
    expect([qualifying, against, tier]).toEqual([17, 8, 1]);
    const close = (x: number) => expect.closeTo(x, 9);
    expect(e.acc).toEqual({ value: close((100 * 12) / 17), lower: close(200 / 3), upper: close(75) });
    expect(e.ap_acc).toEqual({ value: close(50), lower: close(40), upper: close(200 / 3) });
    expect(e.delta).toEqual({ value: close((100 * 12) / 17 - 50), lower: close(25 / 3), upper: close(80 / 3) });
    expect(e.rank).toEqual({ value: 1, lower: 1, upper: 2.5 });
    expect(report.models).toBe(3);
    expect(report.cohort.map((c) => [c.model_id, c.rank.before, c.rank.after, c.rank.moved, c.tier.after]).sort())
      .toEqual([['alpha-1', 2, 3, 1, 1], ['gamma-3', 1, 2, 1, 1]]);
  });

  it('gives the full build\'s Acc, AP-Acc, Δ, F-Acc, DW-Acc with intervals, rank interval, tier and counts', () => {
    const full = readLeaderboard(fullBuild()).find((r) => r.model_id === MODEL)!;
    expect(full).toBeDefined();
    expect(report.model).toEqual(full);
    expect(report.models).toBe(readLeaderboard(fullBuild()).length);
  });

  it('gives the full build\'s accuracy by family and by surface', async () => {
    const full = await readBuildFigures(fullBuild(), MODEL);
    expect(report.families).toEqual(full.families);
    expect(report.surfaces).toEqual(full.surfaces);
    expect(report.coverage).toEqual(full.coverage);
    expect(report.families.length).toBeGreaterThan(0);
  });

  it('says how the other models\' cohort-dependent figures moved, against the release without the model', async () => {
    const without = join(work, 'without-build');
    await runBuild({ releaseDir: split.releaseDir, outDir: without });
    const before = new Map(readLeaderboard(without).map((r) => [r.model_id, r]));
    const after = new Map(readLeaderboard(fullBuild()).map((r) => [r.model_id, r]));
    expect(report.cohort.map((c) => c.model_id).sort()).toEqual([...before.keys()].sort());
    for (const c of report.cohort) {
      expect(c.dw_acc.before).toBe(before.get(c.model_id)!.estimates.dw_acc.value);
      expect(c.dw_acc.after).toBe(after.get(c.model_id)!.estimates.dw_acc.value);
      expect(c.tier.after).toBe(after.get(c.model_id)!.tier);
      expect(c.rank.moved).toBe(after.get(c.model_id)!.estimates.rank.value! - before.get(c.model_id)!.estimates.rank.value!);
    }
    // That build as --baseline gives the same report, also without --runs (runs made from the
    // verdicts enter no figure); a build of another release is refused.
    const options = { releaseDir: split.releaseDir, verdictsPath: split.verdictsFile, runsPath: null, displayName: split.displayName, outDir: null };
    expect(await scoreModel({ ...options, baselineBuild: without })).toEqual({ ...report, out: null });
    await expect(scoreModel({ ...options, baselineBuild: fullBuild() })).rejects.toThrow(/built from another release/);
  }, 90_000);

  it('gives the paired differences computed on the full build\'s qualifying verdicts', () => {
    const ids = readLeaderboard(fullBuild()).map((r) => r.model_id);
    const { table, index, weights } = readBootstrapInputs(fullBuild(), ids);
    expect(report.paired.map(({ display_name: _, ...p }) => p)).toEqual(pairedDifferences(table, index, weights, MODEL));
  });

  it('pairs the model with every cohort model on their shared keys', () => {
    expect(report.paired.map((p) => p.model_id).sort()).toEqual(readLeaderboard(fullBuild()).map((r) => r.model_id).filter((id) => id !== MODEL).sort());
    for (const p of report.paired) {
      expect(p.shared_keys).toBeGreaterThan(0);
      expect(p.difference.lower!).toBeLessThanOrEqual(p.difference.value!);
      expect(p.difference.upper!).toBeGreaterThanOrEqual(p.difference.value!);
    }
  });

  it('covers every key of the other panel models (the simulated model ran the whole panel)', () => {
    expect(report.coverage.covered).toBe(report.coverage.panel_keys);
    expect(report.coverage.outside).toBe(0);
    expect(report.coverage.panel_keys).toBeGreaterThan(0);
  });

  it('writes with --out a valid release that builds to the full build\'s Table 2', async () => {
    const out = join(work, 'with-model');
    expect((await validateRelease(out)).ok).toBe(true);
    const outBuild = join(work, 'out-build');
    await runBuild({ releaseDir: out, outDir: outBuild });
    const table = (dir: string) => JSON.parse(readFileSync(join(dir, 'tables/table2_leaderboard.json'), 'utf8')).rows;
    expect(table(outBuild)).toEqual(table(fullBuild()));
  }, 60_000);
});
