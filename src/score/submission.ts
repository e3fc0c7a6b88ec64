/**
 * The model builder's files (verdicts, optionally runs) as submitted: their bytes (gunzipped
 * when gzip), kept as-is so that line n of the file is line (base rows + n) of the combined
 * release file, and each line's JSON value where it parses (what does not parse is left to the
 * release validator, which reports it at its line).
 */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { jsonLines } from './fields.ts';

export interface SubmittedFile {
  /** The path as given on the command line: the `file` of every problem in it. */
  path: string;
  /** The decompressed bytes, ending with a newline. */
  bytes: Buffer;
  /** Lines in the file (newline-terminated records). */
  lines: number;
  /** Parsed value of each line (index = line − 1), null where the line is not JSON. */
  values: unknown[];
}

const NEWLINE = 0x0a;

/** Reads a .jsonl or .jsonl.gz file (gzip told by its magic bytes, not by its name). */
export function readSubmittedFile(path: string): SubmittedFile {
  const stored = readFileSync(path);
  const raw = stored[0] === 0x1f && stored[1] === 0x8b ? gunzipSync(stored) : stored;
  const bytes = raw.length === 0 || raw[raw.length - 1] === NEWLINE ? raw : Buffer.concat([raw, Buffer.from('\n')]);
  const values = jsonLines(bytes.toString('utf8'));
  return { path, bytes, lines: values.length, values };
}
