/**
 * Scores a model builder's own model against a release: the submitted verdicts (and runs) are
 * appended to a copy of the release, the copy is validated by the release validator, and the
 * real data build (src/pipeline/run.ts runBuild) runs on the release without the model (or
 * --baseline gives one); the figures with the model come from that build and the submitted rows
 * (table2-path.ts: Table 2's cells and resamples, no second build) and equal those of a full
 * build of the release with the model (test/score/round-trip.test.ts). Problems come as `file:line: field: message` in the
 * submitted files' own line numbers.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { formatProblem, ProblemsError, type ReleaseProblem } from '../release/problems.ts';
import { validateRelease } from '../release/validate.ts';
import { DEFAULT_BOOTSTRAP_SEED, DEFAULT_RESAMPLES, runBuild } from '../pipeline/run.ts';
import { baseFileBytes, readBaseManifest, recordsAddition, writeReleaseWithAdditions, type Addition } from './combine.ts';
import { runsForVerdicts, scoredModelRecord } from './generated-rows.ts';
import { mapProblem, type LineSource } from './problem-lines.ts';
import { precheckSubmission } from './precheck.ts';
import { readSubmittedFile, type SubmittedFile } from './submission.ts';
import { cohortShifts, readLeaderboard, type CohortShift, type LeaderboardEntry } from './leaderboard-figures.ts';
import type { BreakdownFigures } from './breakdowns.ts';
import type { PairedDifference } from './paired.ts';
import { table2PathFigures } from './table2-path.ts';
import { VerdictRecord } from '../release/schemas.ts';
import type { ReleaseFileName } from '../release/schemas.ts';

interface ScoreOptions {
  releaseDir: string;
  verdictsPath: string;
  runsPath: string | null;
  displayName: string | null;
  /** Where to write the release with the model added (replaced atomically), or null. */
  outDir: string | null;
  /**
   * A data build of the release without the model made by this checkout (`npm run data`), used
   * instead of building it again: saves one of the two builds. Its manifest must name the
   * release's manifest sha256 and the same bootstrap seed and resamples.
   */
  baselineBuild?: string | null;
  seed?: number;
  resamples?: number;
  log?: (message: string) => void;
}

/** The report; its breakdowns are the scored model's accuracy by family and surface and its coverage. */
export interface ScoreReport extends BreakdownFigures {
  model_id: string;
  release: { dir: string; title: string; provenance: string };
  resamples: number;
  /** The scored model's Table 2 row in the build with it. */
  model: LeaderboardEntry;
  /** Models in the recomputed leaderboard (the cohort and the scored model). */
  models: number;
  /** Every other model's cohort-dependent figures before and after the scored model joined. */
  cohort: CohortShift[];
  paired: (PairedDifference & { display_name: string })[];
  /** The release written with the model added, when asked for. */
  out: string | null;
}

/** model_id → line of the release's models file; task_id → its number of user turns; the rounds of its runs. */
function releaseIndex(releaseDir: string): { models: Map<string, number>; turns: Map<string, number>; rounds: Set<number>; modelsFile: string } {
  const manifest = readBaseManifest(releaseDir);
  const lines = (name: ReleaseFileName) => baseFileBytes(releaseDir, manifest.files[name]).toString('utf8').split('\n').filter((l) => l !== '').map((l) => JSON.parse(l) as Record<string, unknown>);
  const models = new Map<string, number>();
  lines('models').forEach((r, i) => { if (!models.has(String(r['model_id']))) models.set(String(r['model_id']), i + 1); });
  const turns = new Map(lines('tasks').map((r) => [String(r['task_id']), Array.isArray(r['turns']) ? r['turns'].length : 0]));
  const rounds = new Set(lines('runs').map((r) => Number(r['round'])));
  return { models, turns, rounds, modelsFile: manifest.files.models.path };
}

/** Problems printed at most (the validator keeps as many); the rest are counted. */
const MAX_PROBLEMS = 200;

function fail(message: string, problems: readonly ReleaseProblem[], more = 0): never {
  const lines = problems.slice(0, MAX_PROBLEMS).map(formatProblem);
  const rest = more + Math.max(0, problems.length - MAX_PROBLEMS);
  if (rest > 0) lines.push(`… and ${rest} more problems`);
  throw new ProblemsError(message, lines);
}

export async function scoreModel(options: ScoreOptions): Promise<ScoreReport> {
  const log = options.log ?? (() => {});
  const releaseDir = resolve(options.releaseDir);
  const manifest = readBaseManifest(releaseDir);
  const index = releaseIndex(releaseDir);
  const verdicts = readSubmittedFile(options.verdictsPath);
  const runs = options.runsPath === null ? null : readSubmittedFile(options.runsPath);
  const pre = precheckSubmission(verdicts, runs, index.models, index.modelsFile, index.rounds);
  if (pre.problems.length > 0 || pre.modelId === null) fail(`${options.verdictsPath}: cannot be scored (${pre.problems.length} problem(s))`, pre.problems);
  const modelId = pre.modelId;

  const generatedRuns = runs === null ? runsForVerdicts(modelId, verdicts.values, index.turns) : null;
  const modelRecord = recordsAddition([scoredModelRecord(modelId, options.displayName)]);
  const runsAddition: Addition = runs ?? recordsAddition(generatedRuns!);
  const additions = { models: modelRecord, runs: runsAddition, verdicts };

  const work = mkdtempSync(join(tmpdir(), 'harness-score-'));
  const outDir = options.outDir === null ? null : resolve(options.outDir);
  const releaseCopy = outDir === null ? join(work, 'release') : `${outDir}.tmp-${process.pid}`;
  try {
    rmSync(releaseCopy, { recursive: true, force: true });
    const appended = writeReleaseWithAdditions(releaseDir, releaseCopy, additions, { keepCompression: outDir !== null });
    const source = (name: ReleaseFileName, file: SubmittedFile | null, generated: string, lines: number): LineSource => ({
      file: appended[name]!.path, baseRows: appended[name]!.baseRows, lines,
      source: file?.path ?? generated, generated: file === null,
    });
    const sources = [
      source('models', null, `the model record made for ${modelId} (--name)`, 1),
      source('runs', runs, `the runs made from ${options.verdictsPath} (give --runs)`, runsAddition.lines),
      source('verdicts', verdicts, '', verdicts.lines),
    ];
    log('validate the release with the model added');
    const validation = await validateRelease(releaseCopy, { maxProblems: MAX_PROBLEMS });
    if (!validation.ok) {
      fail(`${options.verdictsPath}: invalid against ${releaseDir} (${validation.problems.length + validation.moreProblems} problem(s)); nothing was written`,
        validation.problems.map((p) => mapProblem(p, sources)), validation.moreProblems);
    }
    const buildOptions = { ...(options.seed === undefined ? {} : { seed: options.seed }), ...(options.resamples === undefined ? {} : { resamples: options.resamples }) };
    let baseBuild: string;
    if (options.baselineBuild) {
      baseBuild = resolve(options.baselineBuild);
      checkBaselineBuild(baseBuild, releaseDir, options.seed ?? DEFAULT_BOOTSTRAP_SEED, options.resamples ?? DEFAULT_RESAMPLES);
    } else {
      log('build the release without the model');
      baseBuild = join(work, 'build-base');
      await runBuild({ releaseDir, outDir: baseBuild, ...buildOptions });
    }
    if (outDir !== null) replaceFolder(releaseCopy, outDir);

    log('Table 2 with the model, from the build of the release and the submitted rows');
    const before = readLeaderboard(baseBuild);
    const rows = verdicts.values.map((v) => VerdictRecord.parse(v));
    const figures = await table2PathFigures(baseBuild, rows, modelId, options.displayName);
    const after = figures.leaderboard;
    const model = after.find((r) => r.model_id === modelId);
    if (model === undefined) throw new ProblemsError(`${modelId} has no row in the recomputed Table 2: none of its verdicts qualifies`);
    log('done');
    return {
      model_id: modelId,
      release: { dir: releaseDir, title: manifest.title, provenance: manifest.provenance },
      resamples: figures.resamples,
      model,
      models: after.length,
      cohort: cohortShifts(before, after),
      paired: figures.paired,
      coverage: figures.coverage,
      families: figures.families,
      surfaces: figures.surfaces,
      out: outDir,
    };
  } finally {
    rmSync(work, { recursive: true, force: true });
    // Left only when something failed before the copy was moved to --out.
    rmSync(releaseCopy, { recursive: true, force: true });
  }
}

/** Throws unless `buildDir` is a build of the release's manifest with the same seed and resamples. */
function checkBaselineBuild(buildDir: string, releaseDir: string, seed: number, resamples: number): void {
  const file = join(buildDir, 'manifest.json');
  if (!existsSync(file)) throw new ProblemsError(`--baseline ${buildDir}: no manifest.json (not a data build)`);
  const build = JSON.parse(readFileSync(file, 'utf8')) as { release?: { manifest_sha256?: string }; seeds?: { bootstrap_seed?: number; resamples?: number } };
  const sha = createHash('sha256').update(readFileSync(join(releaseDir, 'manifest.json'))).digest('hex');
  if (build.release?.manifest_sha256 !== sha) throw new ProblemsError(`--baseline ${buildDir}: built from another release (its release manifest sha256 is ${build.release?.manifest_sha256 ?? 'missing'}, ${releaseDir}'s is ${sha}); rebuild it with npm run data -- --release ${releaseDir}`);
  if (build.seeds?.bootstrap_seed !== seed || build.seeds?.resamples !== resamples) {
    throw new ProblemsError(`--baseline ${buildDir}: built with seed ${build.seeds?.bootstrap_seed} and ${build.seeds?.resamples} resamples, the score uses seed ${seed} and ${resamples}`);
  }
}

/** Moves `from` to `to`, replacing what was there only once the move can happen. */
function replaceFolder(from: string, to: string): void {
  const old = `${to}.old-${process.pid}`;
  const hadOld = existsSync(to);
  if (hadOld) renameSync(to, old);
  renameSync(from, to);
  if (hadOld) rmSync(old, { recursive: true, force: true });
}
