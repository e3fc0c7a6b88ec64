/**
 * The offline data build: validate → load → derive → compute → write, then an atomic swap of
 * the output folder. Everything goes to <out>.tmp-<pid>; <out> is replaced only when every step
 * succeeded (old renamed away, new moved in, old deleted), so a failed build leaves the previous
 * build untouched. Logs go to `log` (stderr in the CLI).
 */
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join, resolve } from 'node:path';
import { validateRelease } from '../release/validate.ts';
import { formatProblem, ProblemsError } from '../release/problems.ts';
import { Manifest } from '../release/schemas.ts';
import { openDatabase } from './db.ts';
import { loadRelease } from './raw-tables.ts';
import { deriveTables } from './derived-tables.ts';
import type { BuildContext } from './context.ts';
import { computeAll } from './compute.ts';
import { writeBuild } from './artifact-files.ts';
import { datasetLocation, writeDatasetBundle } from '../dataset/bundle.ts';
import type { BuildManifest } from '../artifacts/manifest.ts';
import { swapInto, temporaryFolderOf } from './swap-folder.ts';

export const DEFAULT_BOOTSTRAP_SEED = 20260601;
export const DEFAULT_RESAMPLES = 10_000;

interface BuildOptions {
  releaseDir: string;
  outDir: string;
  seed?: number;
  resamples?: number;
  log?: (message: string) => void;
  /** Called while the release is validated (the CLI shows it on a TTY only). */
  progress?: (message: string) => void;
}

export async function runBuild(options: BuildOptions): Promise<BuildManifest> {
  const log = options.log ?? (() => {});
  const releaseDir = resolve(options.releaseDir);
  const outDir = resolve(options.outDir);
  const started = Date.now();
  const step = (name: string) => log(`[${((Date.now() - started) / 1000).toFixed(1)} s] ${name}`);

  step('validate');
  const progress = options.progress;
  const validation = await validateRelease(releaseDir, {
    maxProblems: 50,
    ...(progress ? { onProgress: (p: { file: string; rows: number; done: boolean }) => progress(`validate ${p.file}: ${p.rows.toLocaleString('en-US')} rows${p.done ? ' ✓' : ''}`) } : {}),
  });
  if (!validation.ok) {
    const problems = validation.problems.map(formatProblem);
    if (validation.truncated) problems.push(`… and ${validation.moreProblems} more problems`);
    throw new ProblemsError(`${releaseDir}: the release is invalid (${problems.length} problem(s)); nothing was built`, problems);
  }
  // Read once: the bytes hashed into the build's manifest are the bytes whose file list is loaded.
  const manifestBytes = readFileSync(join(releaseDir, 'manifest.json'));
  const manifest = Manifest.parse(JSON.parse(manifestBytes.toString('utf8')));

  const tmpDir = temporaryFolderOf(outDir);
  rmSync(tmpDir, { recursive: true, force: true });
  const workDir = join(tmpDir, '.work');
  mkdirSync(workDir, { recursive: true });
  const db = await openDatabase(join(workDir, 'build.duckdb'));
  try {
    // Load and derive make row-level tables only, each ending in ORDER BY, so a second thread
    // cannot change a row or its order; the compute steps (floating-point sums) run on one.
    await db.connection.run('SET threads = 2');
    step('load');
    await loadRelease(db.connection, releaseDir, manifest);
    const ctx: BuildContext = {
      connection: db.connection,
      settings: { seed: options.seed ?? DEFAULT_BOOTSTRAP_SEED, resamples: options.resamples ?? DEFAULT_RESAMPLES },
      tables: [], parquet: [], entities: [], binaries: [], seedLabels: [], log, workDir, outDir: tmpDir,
    };
    step('derive');
    await deriveTables(ctx, validation.counts);
    await db.connection.run('SET threads = 1');
    step('compute');
    const reconciliation = await computeAll(ctx, step);
    for (const line of reconciliation) log(`reconciliation: ${line}`);
    step('write');
    const buildManifest = await writeBuild(ctx, {
      dir: tmpDir, workDir,
      release: { manifest_sha256: createHash('sha256').update(manifestBytes).digest('hex'), title: manifest.title, provenance: manifest.provenance, format_version: manifest.format_version },
    });
    db.close();
    rmSync(workDir, { recursive: true, force: true });
    // The citable dataset bundle (Croissant, dataset card, CITATION.cff, SHA256SUMS) describes the
    // artifacts just written, beside their manifest; written before the swap like everything else.
    // With SITE_URL (and BASE_PATH) it names where the site serves it.
    step('dataset');
    await writeDatasetBundle({ buildDir: tmpDir, root: REPOSITORY_ROOT, ...datasetLocation(process.env.SITE_URL, process.env.BASE_PATH) });
    swapInto(tmpDir, outDir);
    step(`done: ${buildManifest.artifacts.length} artifacts in ${outDir}`);
    return buildManifest;
  } catch (error) {
    try { db.close(); } catch { /* already closed; the original error is what matters */ }
    rmSync(tmpDir, { recursive: true, force: true });
    throw error;
  }
}

/** The repository root (CITATION.cff is read from there). */
const REPOSITORY_ROOT = resolve(import.meta.dirname, '../..');
