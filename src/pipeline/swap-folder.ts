/**
 * The atomic replacement of an output folder, shared by the data build (src/pipeline/run.ts) and
 * the site build (src/site/static-site.ts): everything is written to a temporary folder next to
 * the output, and the output is replaced only when every step succeeded, so a failed build leaves
 * the previous one byte for byte.
 */
import { cpSync, existsSync, renameSync, rmSync } from 'node:fs';

/** The temporary folder next to `outDir` that a build writes into (one per process). */
export function temporaryFolderOf(outDir: string): string {
  return `${outDir}.tmp-${process.pid}`;
}

/** Replaces outDir by tmpDir: rename the old folder away, move the new one in, delete the old. */
export function swapInto(tmpDir: string, outDir: string): void {
  const old = `${outDir}.old-${process.pid}`;
  const hadOld = existsSync(outDir);
  if (hadOld) renameSync(outDir, old);
  try {
    moveFolder(tmpDir, outDir);
  } catch (error) {
    if (hadOld) renameSync(old, outDir);
    throw error;
  }
  if (hadOld) rmSync(old, { recursive: true, force: true });
}

/**
 * Renames `from` to `to`; across file systems (EXDEV: the site's temporary folder is inside the
 * project, its output may be elsewhere) it copies to a folder beside `to` first, so the last step
 * is still one rename.
 */
function moveFolder(from: string, to: string): void {
  try {
    renameSync(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    const beside = `${to}.copy-${process.pid}`;
    cpSync(from, beside, { recursive: true });
    renameSync(beside, to);
    rmSync(from, { recursive: true, force: true });
  }
}
