/**
 * The offline data build: validate → load → derive → compute → write, then an atomic swap of
 * the output folder. Everything goes to <out>.tmp-<pid>; <out> is replaced only when every step
 * succeeded (old renamed away, new moved in, old deleted), so a failed build leaves the previous
 * build untouched. Logs go to `log` (stderr in the CLI).
 */
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { validateRelease } from '../release/validate.ts';
import { formatProblem } from '../release/problems.ts';
import { Manifest } from '../release/schemas.ts';
import type { DuckDBConnection } from '@duckdb/node-api';
import { openDatabase } from './db.ts';
import { loadRelease } from './load.ts';
import { checkDerivedTables, materialiseDerivedTables } from './derive.ts';
import type { BuildContext } from './context.ts';
import { computeAll } from './compute/index.ts';
import { writeBuild } from './write.ts';
import { writeDatasetBundle } from '../dataset/bundle.ts';
import type { BuildManifest } from '../artifacts/manifest.ts';

export const DEFAULT_BOOTSTRAP_SEED = 20260601;
export const DEFAULT_RESAMPLES = 10_000;

/**
 * From this many verdict rows a release is "large", and the database is set up for it:
 * - the derived verdicts table, the longest part of the load at millions of rows, gets 2 DuckDB
 *   threads. The table is made while (or after) the release is validated on this thread: once
 *   validation is done the second core is free, and the table's rows do not depend on the thread
 *   count (derive.ts). Costs about a third more CPU for that table (measured at 20x); at paper
 *   scale the second thread only added start-up (~250 ms CPU, no gain).
 * - DuckDB's automatic checkpoint stays on, for memory: of two 100x builds on the shared
 *   machine, the one without it peaked at 3.17 GiB RSS, the one with it at 2.84 GiB (the limit
 *   is 3 GB), though without it load + derive took 11% less CPU. A smaller release is never
 *   checkpointed: the database is scratch, and the checkpoint (at DuckDB's 16 MB default, every
 *   other statement) re-compressed and re-wrote what the WAL already held: half of the load's
 *   CPU at paper scale (690 -> 360 ms).
 */
const LARGE_RELEASE_VERDICT_ROWS = 500_000;

/** DuckDB threads for the derived verdicts table (see above). */
function verdictThreadsFor(manifest: Manifest): number {
  return isLargeRelease(manifest) ? 2 : 1;
}

function isLargeRelease(manifest: Manifest): boolean {
  return manifest.files.verdicts.rows >= LARGE_RELEASE_VERDICT_ROWS;
}

/** Turns the automatic checkpoint off for a release that is not large (see above). */
async function configureForRelease(connection: DuckDBConnection, manifest: Manifest): Promise<void> {
  if (!isLargeRelease(manifest)) await connection.run(`SET checkpoint_threshold = '${NEVER_CHECKPOINT}'`);
}

/** A WAL size a small release's build never reaches. */
const NEVER_CHECKPOINT = '1TB';

export interface BuildOptions {
  releaseDir: string;
  outDir: string;
  seed?: number;
  resamples?: number;
  log?: (message: string) => void;
  /** Called while the release is validated (the CLI shows it on a TTY only). */
  progress?: (message: string) => void;
}

/** A failure with located problems (file:line: field: message), for the CLI to print. */
export class BuildError extends Error {
  readonly problems: string[];
  constructor(message: string, problems: string[] = []) {
    super(message);
    this.name = 'BuildError';
    this.problems = problems;
  }
}

export async function runBuild(options: BuildOptions): Promise<BuildManifest> {
  const log = options.log ?? (() => {});
  const releaseDir = resolve(options.releaseDir);
  const outDir = resolve(options.outDir);
  const started = Date.now();
  const step = (name: string) => log(`[${((Date.now() - started) / 1000).toFixed(1)} s] ${name}`);

  const tmpDir = `${outDir}.tmp-${process.pid}`;
  rmSync(tmpDir, { recursive: true, force: true });
  const workDir = join(tmpDir, '.work');
  mkdirSync(workDir, { recursive: true });
  const db = await openDatabase(join(workDir, 'build.duckdb'));
  let ctx: BuildContext | null = null;
  try {
    step('validate');
    // While the release is validated (JavaScript, this thread), DuckDB loads it and materialises
    // the derived tables on its own thread: the two took about the same time one after the other.
    // Nothing of it is used unless validation passes; if it fails, its problems are reported and
    // whatever the load did is thrown away with the temporary folder. The manifest is read once,
    // here, so the bytes hashed are the bytes loaded.
    const manifestFile = join(releaseDir, 'manifest.json');
    const manifestBytes = existsSync(manifestFile) ? readFileSync(manifestFile) : null;
    const early = manifestBytes === null ? null : Manifest.safeParse(parseJsonOrUndefined(manifestBytes));
    // Errors of the speculative load are kept as values and rethrown below, after validation.
    const loading = early?.success
      ? configureForRelease(db.connection, early.data)
        .then(async () => {
          await loadRelease(db.connection, releaseDir, early.data);
          await materialiseDerivedTables(db.connection, verdictThreadsFor(early.data));
        })
        .then(() => null, (error: unknown) => ({ error }))
      : null;
    const progress = options.progress;
    const validation = await validateRelease(releaseDir, {
      maxProblems: 50,
      ...(progress ? { onProgress: (p: { file: string; rows: number; done: boolean }) => progress(`validate ${p.file}: ${p.rows.toLocaleString('en-US')} rows${p.done ? ' ✓' : ''}`) } : {}),
    });
    if (!validation.ok) {
      // Stop the load of a release that will not be built, and let it settle before closing.
      db.connection.interrupt();
      await loading;
      const problems = validation.problems.map(formatProblem);
      if (validation.truncated) problems.push(`… and ${validation.moreProblems} more problems`);
      throw new BuildError(`${releaseDir}: the release is invalid (${problems.length} problem(s)); nothing was built`, problems);
    }
    if (manifestBytes === null || !early?.success || loading === null) throw new Error(`${manifestFile}: validation passed but the manifest could not be read before it`);
    const manifest = early.data;

    ctx = {
      connection: db.connection, connect: db.connect,
      settings: { seed: options.seed ?? DEFAULT_BOOTSTRAP_SEED, resamples: options.resamples ?? DEFAULT_RESAMPLES },
      tables: [], parquet: [], parquetWriting: [], entities: [], binaries: [], seedLabels: [], log, workDir, outDir: tmpDir,
    };
    step('load');
    const loaded = await loading;
    if (loaded !== null) throw loaded.error;
    step('derive');
    await checkDerivedTables(ctx, validation.counts);
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
    step('dataset');
    await writeDatasetBundle({ buildDir: tmpDir, root: REPOSITORY_ROOT });
    swapInto(tmpDir, outDir);
    step(`done: ${buildManifest.artifacts.length} artifacts in ${outDir}`);
    return buildManifest;
  } catch (error) {
    // Parquet files still being written on their own connection must finish before the database closes.
    await Promise.allSettled(ctx?.parquetWriting ?? []);
    try { db.close(); } catch { /* already closed; the original error is what matters */ }
    rmSync(tmpDir, { recursive: true, force: true });
    throw error;
  }
}

/** The repository root (CITATION.cff is read from there). */
const REPOSITORY_ROOT = resolve(import.meta.dirname, '../../..');

/**
 * The manifest's JSON for the load that runs during validation, or undefined when the bytes are
 * not JSON: then nothing is loaded early, and the validator reports the error with its location
 * (this is not an error path of its own; the build stops on the validator's report).
 */
function parseJsonOrUndefined(bytes: Buffer): unknown {
  const text = bytes.toString('utf8');
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Replaces outDir by tmpDir: rename the old build away, move the new one in, delete the old. */
function swapInto(tmpDir: string, outDir: string): void {
  const old = `${outDir}.old-${process.pid}`;
  const hadOld = existsSync(outDir);
  if (hadOld) renameSync(outDir, old);
  try {
    renameSync(tmpDir, outDir);
  } catch (error) {
    if (hadOld) renameSync(old, outDir);
    throw error;
  }
  if (hadOld) removeInBackground(old);
}

/**
 * Deletes the previous build after the swap without holding up the command: deleting thousands
 * of files took over a second on the benchmark machine. A detached `rm -rf` does it; if it cannot
 * be started, the folder is deleted here.
 */
function removeInBackground(dir: string): void {
  try {
    const child = spawn('rm', ['-rf', '--', dir], { detached: true, stdio: 'ignore' });
    child.on('error', () => rmSync(dir, { recursive: true, force: true }));
    child.unref();
  } catch {
    // spawn itself threw (no rm on this system): the folder must still go.
    rmSync(dir, { recursive: true, force: true });
  }
}
