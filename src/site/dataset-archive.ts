/**
 * One-file download of the whole citable dataset: the bundle the data build writes (Croissant,
 * dataset card, CITATION.cff, SHA256SUMS) and every file its SHA256SUMS lists (the Parquet and
 * Arrow artifacts and the Every Eval Ever export), as a gzip-compressed tar under one folder, so
 * `sha256sum -c SHA256SUMS` checks the unpacked folder whole.
 * tar-stream writes the headers we give it, so every entry has a fixed mtime, mode and owner and
 * the files go in sorted order: two builds of the same data write the same bytes (node's gzip
 * header carries no time).
 */
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import tar from 'tar-stream';
import { BUNDLE_FILES } from '../dataset/bundle-files.ts';

/** Where the archive is served, relative to the site root (the other build files are under data/files/). */
export const DATASET_ARCHIVE_PATH = 'data/files/harness-if-dataset.tar.gz';
/** The folder every entry sits in once unpacked. */
export const DATASET_ARCHIVE_ROOT = 'harness-if-dataset';
/** 2000-01-01T00:00:00Z: a fixed time for every entry (a zero mtime makes some tools warn). */
const FIXED_MTIME = new Date(Date.UTC(2000, 0, 1));

interface ArchiveEntry { path: string; bytes: number }

/** The files of the bundle present in a data build, sorted by path, with their sizes. */
export function datasetArchiveEntries(dataDir: string): ArchiveEntry[] {
  const sumsFile = path.join(dataDir, 'SHA256SUMS');
  if (!fs.existsSync(sumsFile)) return [];
  const listed = fs.readFileSync(sumsFile, 'utf8').split('\n').flatMap((line, i) => {
    if (line === '' || line.startsWith('#')) return [];
    const match = /^[0-9a-f]{64} {2}(.+)$/.exec(line);
    if (!match) throw new Error(`${sumsFile}:${i + 1}: line: not "<sha256>  <path>"`);
    return [match[1]!];
  });
  const paths = [...new Set([...BUNDLE_FILES.filter((f) => fs.existsSync(path.join(dataDir, f))), ...listed])].sort();
  return paths.map((p) => {
    const file = path.join(dataDir, p);
    if (!fs.existsSync(file)) throw new Error(`${sumsFile}: path: lists ${p}, which is not in the data build`);
    return { path: p, bytes: fs.statSync(file).size };
  });
}

/** Writes the archive of `dataDir`'s bundle to `outFile`; returns its entries (none: no file written). */
export async function writeDatasetArchive(dataDir: string, outFile: string): Promise<ArchiveEntry[]> {
  const entries = datasetArchiveEntries(dataDir);
  if (entries.length === 0) return entries;
  fs.mkdirSync(path.dirname(outFile), { recursive: true });
  const pack = tar.pack();
  const written = pipeline(pack, zlib.createGzip({ level: 9 }), fs.createWriteStream(outFile));
  for (const entry of entries) {
    const header = { name: `${DATASET_ARCHIVE_ROOT}/${entry.path}`, size: entry.bytes, mode: 0o644, mtime: FIXED_MTIME, uid: 0, gid: 0, uname: '', gname: '', type: 'file' as const };
    await pipeline(fs.createReadStream(path.join(dataDir, entry.path)), pack.entry(header));
  }
  pack.finalize();
  await written;
  return entries;
}
