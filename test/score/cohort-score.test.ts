/**
 * The browser's scoring (src/score/cohort-score.ts, run by /your-model/) gives `npm run score`'s
 * numbers: a model is taken out of the mini release, the release without it is built, and the
 * same verdict file is scored by the CLI (scoreModel, two data builds) and by the pure function
 * on the build's Arrow file and the page's release index (src/site/rerank/your-model-data.ts).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { tableFromIPC } from 'apache-arrow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBuild } from '../../src/pipeline/run.ts';
import { scoreModel, type ScoreReport } from '../../src/score/score.ts';
import { checkSubmission, scoreWithCohort, type CohortScore, type ScoringContext } from '../../src/score/cohort-score.ts';
import { modelBreakdowns, panelKeysFromBits } from '../../src/score/breakdowns.ts';
import { verdictTableFromArrow, type VerdictTable } from '../../src/accuracy-bootstrap/index.ts';
import { splitModelOut, type SplitModel } from './split-release.ts';

const RELEASE = 'test/fixtures/mini-release';
const MODEL = 'beta-2';

describe(`the page's scoring of ${MODEL} equals npm run score's`, () => {
  let work: string;
  let split: SplitModel;
  let report: ScoreReport;
  let context: ScoringContext;
  let cohort: VerdictTable;
  let values: unknown[];
  let score: CohortScore;
  let check: ReturnType<typeof checkSubmission>;

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'score-cohort-'));
    split = splitModelOut(RELEASE, MODEL, join(work, 'split'));
    const baseline = join(work, 'baseline');
    await runBuild({ releaseDir: split.releaseDir, outDir: baseline });
    report = await scoreModel({ releaseDir: split.releaseDir, verdictsPath: split.verdictsFile, runsPath: null, displayName: split.displayName, outDir: null, baselineBuild: baseline });
    process.env.HIF_DATA_DIR = baseline;
    const { yourModelConfig } = await import('../../src/site/rerank/your-model-data.ts');
    context = (await yourModelConfig('/'))!.context;
    const arrow = join(baseline, 'qualifying_verdicts.arrow');
    cohort = verdictTableFromArrow(tableFromIPC(readFileSync(arrow)), arrow);
    values = gunzipSync(readFileSync(split.verdictsFile)).toString('utf8').split('\n').filter((l) => l !== '').map((l) => JSON.parse(l) as unknown);
    check = checkSubmission(split.verdictsFile, values, context);
    expect(check.problems).toEqual([]);
    score = scoreWithCohort(cohort, check.rows, check.modelId!, split.displayName, context);
  }, 180_000);
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('gives the model\'s Acc, AP-Acc, Δ, F-Acc, DW-Acc with intervals, rank interval, tier and counts', () => {
    expect(score.leaderboard.find((r) => r.model_id === MODEL)).toEqual(report.model);
    expect(score.leaderboard.length).toBe(report.models);
  });

  it('gives the model\'s Acc, AP-Acc, Δ, rank and tier worked by hand from its verdicts (counts in test/score/round-trip.test.ts)', () => {
    const mine = score.leaderboard.find((r) => r.model_id === MODEL)!;
    const close = (x: number) => expect.closeTo(x, 9);
    expect([mine.qualifying, mine.against_prior_qualifying, mine.tier]).toEqual([17, 8, 1]);
    expect(mine.estimates.acc).toEqual({ value: close((100 * 12) / 17), lower: close(200 / 3), upper: close(75) });
    expect(mine.estimates.ap_acc).toEqual({ value: close(50), lower: close(40), upper: close(200 / 3) });
    expect(mine.estimates.delta).toEqual({ value: close((100 * 12) / 17 - 50), lower: close(25 / 3), upper: close(80 / 3) });
    expect(mine.estimates.rank).toEqual({ value: 1, lower: 1, upper: 2.5 });
  });

  it('gives the coverage of the panel\'s keys and the Acc by family and by surface, from the page\'s embedded key bits', () => {
    const page = modelBreakdowns(check.rows, context, panelKeysFromBits(context.panelKeys, context.tasks));
    expect(page.coverage).toEqual(report.coverage);
    expect(page.families).toEqual(report.families);
    expect(page.surfaces).toEqual(report.surfaces);
    expect(report.coverage.covered).toBeGreaterThan(0);
  });

  it('gives every other model\'s recomputed F-Acc, DW-Acc, rank and tier', () => {
    const byId = new Map(score.leaderboard.map((r) => [r.model_id, r]));
    for (const c of report.cohort) {
      const r = byId.get(c.model_id)!;
      expect([r.estimates.f_acc.value, r.estimates.dw_acc.value, r.estimates.rank.value, r.tier], c.model_id).toEqual([c.f_acc.after, c.dw_acc.after, c.rank.after, c.tier.after]);
    }
  });

  it('gives the paired differences to every cohort model', () => {
    expect(score.paired).toEqual(report.paired);
    expect(score.paired.length).toBe(report.models - 1);
  });

  it('reports bad rows at their line with the validator\'s wording', () => {
    const rows = values.slice(0, 3).map((v) => ({ ...(v as Record<string, unknown>) }));
    rows[1]!['rule_id'] = 'R9999';
    rows[2]!['task_id'] = (rows[0]!)['task_id'];
    rows[2]!['round'] = (rows[0]!)['round'];
    rows[2]!['rule_id'] = (rows[0]!)['rule_id'];
    const problems = checkSubmission('mine.jsonl', [...rows, null], context).problems.map((p) => `${p.file}:${p.line}: ${p.field}`);
    expect(problems).toEqual(expect.arrayContaining(['mine.jsonl:2: rule_id', 'mine.jsonl:3: model_id+task_id+round+rule_id', 'mine.jsonl:4: (line)']));
  });
});
