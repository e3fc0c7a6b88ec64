/**
 * Streaming reader of one release data file (`<name>.jsonl` or `<name>.jsonl.gz`): one JSON
 * record per line, UTF-8 without BOM. The file is read in chunks and split on newline bytes,
 * so memory stays bounded whatever the file size; the sha256 of the bytes as stored (before
 * gunzip) is computed on the way, for the manifest check.
 *
 * Problems come in two kinds:
 * - line problems (a line that is not JSON, a blank line, NaN/Infinity, invalid UTF-8, a lone
 *   surrogate, a duplicate key or nesting deeper than 64 levels: strict-json.ts): the file can still be read past them. With
 *   `onLineProblem` they are reported and the line is skipped; without it the first one is thrown.
 * - file problems (cannot open, truncated or corrupt gzip, gzip bytes in a `.jsonl` or plain ones
 *   in a `.jsonl.gz`, BOM, empty file): reading stops and a `ReleaseReadError` is thrown.
 */
import { createHash, type Hash } from 'node:crypto';
import { closeSync, createReadStream, openSync, readSync } from 'node:fs';
import { isUtf8 } from 'node:buffer';
import { Transform, type Readable, pipeline } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { basename } from 'node:path';
import { duplicateKey, loneSurrogate, tooDeep } from './strict-json.ts';
import { terminalSafe } from './terminal-text.ts';

/** A problem found while reading, located by file, line (null: the whole file) and field. */
export interface ReadProblem {
  file: string;
  line: number | null;
  field: string;
  message: string;
}

/** Thrown for a problem that stops reading (or for any problem when no `onLineProblem` is given). */
export class ReleaseReadError extends Error {
  readonly problem: ReadProblem;
  constructor(problem: ReadProblem) {
    super(formatProblem(problem));
    this.name = 'ReleaseReadError';
    this.problem = problem;
  }
}

/**
 * `file:line: field: message`, or `file: field: message` for a whole-file problem; one line, its
 * control and bidi characters made visible (terminal-text.ts): field names and values come from
 * the release.
 */
export function formatProblem(p: ReadProblem): string {
  return terminalSafe(p.line === null ? `${p.file}: ${p.field}: ${p.message}` : `${p.file}:${p.line}: ${p.field}: ${p.message}`);
}

interface RecordLine {
  /** 1-based line number in the (decompressed) file. */
  line: number;
  value: unknown;
}

interface ReadRecordsOptions {
  /** Name used in problems (default: the file's base name). */
  displayName?: string;
  /** Receives line problems and lets reading go on; without it the first one is thrown. */
  onLineProblem?: (problem: ReadProblem) => void;
}

/** The records of a file, plus what is known about its bytes once iteration has finished. */
interface RecordStream extends AsyncIterable<RecordLine> {
  /**
   * The same records in batches (one per chunk read, split at line problems, in order): one
   * await per chunk instead of one per record, for files of millions of rows. Use either this or
   * the record iterator.
   */
  batches(): AsyncIterable<RecordLine[]>;
  /** Lowercase hex sha256 of the stored bytes; null until the file has been read to the end. */
  readonly sha256: string | null;
  /** Number of lines read, including ones that had problems (a final newline ends the last line). */
  readonly lines: number;
}

const NEWLINE = 0x0a;
const BOM = [0xef, 0xbb, 0xbf] as const;

/**
 * Streams the records of `path`. Gzip is chosen by the `.gz` extension. See the module comment
 * for how problems are reported.
 */
export function readRecords(path: string, options: ReadRecordsOptions = {}): RecordStream {
  const file = options.displayName ?? basename(path);
  const state = { sha256: null as string | null, lines: 0 };

  const reportLineProblem = (problem: ReadProblem): void => {
    if (options.onLineProblem === undefined) throw new ReleaseReadError(problem);
    options.onLineProblem(problem);
  };

  async function* iterateBatches(): AsyncGenerator<RecordLine[]> {
    const hash = createHash('sha256');
    let source: Readable;
    try {
      checkGzipMagic(path, file);
      source = openDecoded(path, path.endsWith('.gz'), hash);
    } catch (error) {
      if (error instanceof ReleaseReadError) throw error;
      throw new ReleaseReadError({ file, line: null, field: '(file)', message: describeStreamError(error, path, 0) });
    }
    let lineNo = 0;
    let sawAnyByte = false;
    let pending: Buffer | null = null;
    // The records of the chunk being read. A line problem ends the batch, so that the consumer's
    // problems about the records before it come first: problems are listed in line order.
    let batch: RecordLine[] = [];

    /** One line's bytes (without its newline) into `batch`, or its problem. */
    const parseLine = (bytes: Buffer): ReadProblem | null => {
      lineNo += 1;
      const problem = (field: string, message: string): ReadProblem => ({ file, line: lineNo, field, message });
      if (bytes.length > 0 && bytes[bytes.length - 1] === 0x0d) bytes = bytes.subarray(0, bytes.length - 1);
      if (lineNo === 1 && bytes.length >= 3 && bytes[0] === BOM[0] && bytes[1] === BOM[1] && bytes[2] === BOM[2]) {
        throw new ReleaseReadError(problem('(encoding)', 'starts with a byte-order mark (BOM); release files are UTF-8 without BOM'));
      }
      if (!isUtf8(bytes)) return problem('(encoding)', `invalid UTF-8 byte sequence at byte ${firstInvalidUtf8Offset(bytes) + 1} of the line`);
      const text = bytes.toString('utf8');
      if (text.trim() === '') return problem('(line)', 'blank line; every line must hold one JSON record');
      const deep = tooDeep(text);
      if (deep !== null) return problem(deep.field, deep.message);
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch (error) {
        const token = nonFiniteToken(text);
        return problem('(json)', token !== null ? `${token} is not valid JSON (use null or a finite number)` : `not valid JSON: ${shorten((error as Error).message)}`);
      }
      const unloadable = loneSurrogate(text, value) ?? duplicateKey(text, value);
      if (unloadable !== null) return problem(unloadable.field, unloadable.message);
      batch.push({ line: lineNo, value });
      return null;
    };

    try {
      for await (const chunk of source as AsyncIterable<Buffer>) {
        if (chunk.length === 0) continue;
        sawAnyByte = true;
        const bytes: Buffer = pending === null ? chunk : Buffer.concat([pending, chunk]);
        let start = 0;
        for (let nl = bytes.indexOf(NEWLINE); nl !== -1; nl = bytes.indexOf(NEWLINE, start)) {
          const problem = parseLine(bytes.subarray(start, nl));
          start = nl + 1;
          if (problem === null) continue;
          if (batch.length > 0) yield batch;
          batch = [];
          reportLineProblem(problem);
        }
        pending = start < bytes.length ? Buffer.from(bytes.subarray(start)) : null;
        if (batch.length > 0) yield batch;
        batch = [];
      }
    } catch (error) {
      if (error instanceof ReleaseReadError) throw error;
      const code = (error as NodeJS.ErrnoException).code;
      const field = typeof code === 'string' && code.startsWith('Z_') ? '(gzip)' : '(file)';
      throw new ReleaseReadError({ file, line: null, field, message: describeStreamError(error, path, lineNo) });
    }
    if (pending !== null) {
      const problem = parseLine(pending);
      if (batch.length > 0) yield batch;
      if (problem !== null) reportLineProblem(problem);
    }
    if (!sawAnyByte) throw new ReleaseReadError({ file, line: null, field: '(file)', message: 'empty file; a release file holds at least one record' });
    state.lines = lineNo;
    state.sha256 = hash.digest('hex');
  }

  async function* iterateRecords(): AsyncGenerator<RecordLine> {
    for await (const batch of iterateBatches()) yield* batch;
  }

  return {
    [Symbol.asyncIterator]: iterateRecords,
    batches: iterateBatches,
    get sha256() { return state.sha256; },
    get lines() { return state.lines; },
  };
}

const GZIP_MAGIC = [0x1f, 0x8b] as const;

/**
 * Throws unless the file's first bytes agree with its name: gzip's magic bytes 1f 8b for
 * `.jsonl.gz`, anything else for `.jsonl`. Otherwise gzip bytes read as text give a run of
 * "invalid UTF-8" lines, and text read as gzip a bare zlib error. An empty file is left to the
 * empty-file check.
 */
function checkGzipMagic(path: string, file: string): void {
  const fd = openSync(path, 'r');
  const head = Buffer.alloc(2);
  let read: number;
  try {
    read = readSync(fd, head, 0, 2, 0);
  } finally {
    closeSync(fd);
  }
  if (read === 0) return;
  const gzip = read === 2 && head[0] === GZIP_MAGIC[0] && head[1] === GZIP_MAGIC[1];
  const first = [...head.subarray(0, read)].map((b) => b.toString(16).padStart(2, '0')).join(' ');
  if (path.endsWith('.gz') && !gzip) {
    const message = head[0] === 0x7b
      ? `not gzip: the file holds uncompressed JSON lines (it starts with "{", not with gzip's magic bytes 1f 8b); compress it, or name it ${file.slice(0, -3)} here and in manifest.json`
      : `corrupt gzip: the file does not start with gzip's magic bytes 1f 8b (it starts with ${first})`;
    throw new ReleaseReadError({ file, line: null, field: '(gzip)', message });
  }
  if (!path.endsWith('.gz') && gzip) {
    throw new ReleaseReadError({ file, line: null, field: '(encoding)', message: `gzip-compressed: the file starts with gzip's magic bytes 1f 8b; name it ${file}.gz here and in manifest.json, or store it uncompressed` });
  }
}

/** Raw file bytes through a hashing pass-through, then gunzip if asked. */
function openDecoded(path: string, gzip: boolean, hash: Hash): Readable {
  const raw = createReadStream(path, { highWaterMark: 1 << 20 });
  const hasher = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk);
      callback(null, chunk);
    },
  });
  const streams = gzip ? [raw, hasher, createGunzip({ chunkSize: 1 << 18 })] : [raw, hasher];
  pipeline(streams, () => { /* errors surface through the iterated stream */ });
  return streams.at(-1) as Readable;
}

function describeStreamError(error: unknown, path: string, linesRead: number): string {
  const e = error as NodeJS.ErrnoException;
  if (e.code === 'ENOENT') return `cannot open ${path}: no such file`;
  if (e.code === 'Z_BUF_ERROR' || /unexpected end of file/i.test(e.message)) {
    return `truncated gzip: the compressed stream ends early (after line ${linesRead})`;
  }
  if (typeof e.code === 'string' && e.code.startsWith('Z_')) {
    return `corrupt gzip (${e.code}: ${e.message}) after line ${linesRead}`;
  }
  return `cannot read: ${e.message}`;
}

/**
 * 0-based offset of the first byte that breaks UTF-8 validity (RFC 3629: no overlongs, no
 * surrogates, ≤ U+10FFFF); length if none. Node's decoder replaces each invalid sequence by
 * U+FFFD: the first replacement not written in the bytes themselves (EF BF BD) is the place.
 */
export function firstInvalidUtf8Offset(bytes: Uint8Array): number {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const text = buffer.toString('utf8');
  for (let i = text.indexOf('\ufffd'); i !== -1; i = text.indexOf('\ufffd', i + 1)) {
    const at = Buffer.byteLength(text.slice(0, i));
    if (buffer[at] !== 0xef || buffer[at + 1] !== 0xbf || buffer[at + 2] !== 0xbd) return at;
  }
  return buffer.length;
}

/**
 * The first bare NaN / Infinity / -Infinity token outside strings, or null. JSON.parse rejects
 * these tokens with a generic message; naming them tells the producer exactly what to fix.
 */
export function nonFiniteToken(text: string): string | null {
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i += 1;
      else if (c === '"') inString = false;
      continue;
    }
    if (c === '"') { inString = true; continue; }
    if (text.startsWith('NaN', i)) return 'NaN';
    if (text.startsWith('-Infinity', i)) return '-Infinity';
    if (text.startsWith('Infinity', i)) return 'Infinity';
  }
  return null;
}

function shorten(message: string): string {
  return message.length > 160 ? `${message.slice(0, 157)}...` : message;
}
