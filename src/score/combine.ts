/**
 * Writes a release folder: the base release's files with rows appended to some of them, and a
 * manifest whose rows and sha256 are those of the files written. Appended rows go after the
 * base rows unchanged, so line n of an addition is line (base rows + n) of the file. Files not
 * added to are copied byte for byte.
 */
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { Manifest, RELEASE_FILE_NAMES, type ManifestFileEntry, type ReleaseFileName } from '../release/schemas.ts';

export interface Addition {
  /** Newline-terminated JSON lines. */
  bytes: Buffer;
  lines: number;
}

interface WriteReleaseOptions {
  /** true: keep each file's .gz as in the base; false: write every file with additions as plain .jsonl (faster to build on). */
  keepCompression: boolean;
}

/** Where an addition starts in the written file: the base file's row count and the written file's name. */
interface AppendedFile {
  path: string;
  baseRows: number;
}

/** The base release's manifest (validated by the caller's validateRelease of the result). */
export function readBaseManifest(baseDir: string): Manifest {
  return Manifest.parse(JSON.parse(readFileSync(join(baseDir, 'manifest.json'), 'utf8')));
}

/** The decompressed text bytes of a base release file, ending with a newline (or empty). */
export function baseFileBytes(baseDir: string, entry: ManifestFileEntry): Buffer {
  const stored = readFileSync(join(baseDir, entry.path));
  const bytes = entry.path.endsWith('.gz') ? gunzipSync(stored) : stored;
  return bytes.length === 0 || bytes[bytes.length - 1] === 0x0a ? bytes : Buffer.concat([bytes, Buffer.from('\n')]);
}

export function writeReleaseWithAdditions(
  baseDir: string, outDir: string, additions: Partial<Record<ReleaseFileName, Addition>>, options: WriteReleaseOptions,
): Partial<Record<ReleaseFileName, AppendedFile>> {
  const manifest = readBaseManifest(baseDir);
  mkdirSync(outDir, { recursive: true });
  const files = { ...manifest.files };
  const appended: Partial<Record<ReleaseFileName, AppendedFile>> = {};
  for (const name of RELEASE_FILE_NAMES) {
    const entry = manifest.files[name];
    const addition = additions[name];
    if (addition === undefined) {
      copyFileSync(join(baseDir, entry.path), join(outDir, entry.path));
      continue;
    }
    const text = Buffer.concat([baseFileBytes(baseDir, entry), addition.bytes]);
    const gzip = options.keepCompression && entry.path.endsWith('.gz');
    const path = gzip ? entry.path : entry.path.replace(/\.gz$/, '');
    const stored = gzip ? gzipSync(text) : text;
    writeFileSync(join(outDir, path), stored);
    files[name] = { path, sha256: createHash('sha256').update(stored).digest('hex'), rows: entry.rows + addition.lines };
    appended[name] = { path, baseRows: entry.rows };
  }
  writeFileSync(join(outDir, 'manifest.json'), `${JSON.stringify({ ...manifest, files }, null, 2)}\n`);
  return appended;
}

/** JSON lines of records, as an Addition. */
export function recordsAddition(records: readonly unknown[]): Addition {
  return { bytes: Buffer.from(records.map((r) => `${JSON.stringify(r)}\n`).join(''), 'utf8'), lines: records.length };
}
