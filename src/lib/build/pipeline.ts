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
import { openDatabase } from './db.ts';
import { loadRelease } from './load.ts';
import { deriveTables } from './derive.ts';
import type { BuildContext } from './context.ts';
import { computeAll } from './compute/index.ts';
import { writeBuild } from './write.ts';
import type { BuildManifest } from '../artifacts/manifest.ts';

export const DEFAULT_BOOTSTRAP_SEED = 20260601;
export const DEFAULT_RESAMPLES = 10_000;

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

  step('validate');
  const progress = options.progress;
  const validation = await validateRelease(releaseDir, {
    maxProblems: 50,
    ...(progress ? { onProgress: (p: { file: string; rows: number; done: boolean }) => progress(`validate ${p.file}: ${p.rows.toLocaleString('en-US')} rows${p.done ? ' ✓' : ''}`) } : {}),
  });
  if (!validation.ok) {
    const problems = validation.problems.map(formatProblem);
    if (validation.truncated) problems.push(`… and ${validation.moreProblems} more problems`);
    throw new BuildError(`${releaseDir}: the release is invalid (${problems.length} problem(s)); nothing was built`, problems);
  }
  const manifestBytes = readFileSync(join(releaseDir, 'manifest.json'));
  const manifest = Manifest.parse(JSON.parse(manifestBytes.toString('utf8')));

  const tmpDir = `${outDir}.tmp-${process.pid}`;
  rmSync(tmpDir, { recursive: true, force: true });
  const workDir = join(tmpDir, '.work');
  mkdirSync(workDir, { recursive: true });
  const db = await openDatabase(join(workDir, 'build.duckdb'));
  try {
    const ctx: BuildContext = {
      connection: db.connection,
      settings: { seed: options.seed ?? DEFAULT_BOOTSTRAP_SEED, resamples: options.resamples ?? DEFAULT_RESAMPLES },
      tables: [], parquet: [], entities: [], binaries: [], seedLabels: [], log, workDir, outDir: tmpDir,
    };
    step('load');
    await loadRelease(db.connection, releaseDir, manifest);
    step('derive');
    await deriveTables(ctx, validation.counts);
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
    swapInto(tmpDir, outDir);
    step(`done: ${buildManifest.artifacts.length} artifacts in ${outDir}`);
    return buildManifest;
  } catch (error) {
    try { db.close(); } catch { /* already closed; the original error is what matters */ }
    rmSync(tmpDir, { recursive: true, force: true });
    throw error;
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
