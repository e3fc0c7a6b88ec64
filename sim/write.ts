/**
 * Deterministic writers of release files: JSON lines with the key order the caller built,
 * optional gzip at a fixed level (Node's gzip header carries no timestamp), sha256 of the bytes
 * written. Streaming: rows go out in chunks, so a scaled release never sits in memory whole.
 */
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { join } from 'node:path';
import { createGzip, constants } from 'node:zlib';
import type { ManifestFileEntry } from '../src/release/schemas.ts';

const GZIP_LEVEL = 9;
const CHUNK_BYTES = 1 << 20;

export class ReleaseFileWriter {
  readonly path: string;
  private readonly hash = createHash('sha256');
  private readonly out: ReturnType<typeof createWriteStream>;
  private readonly gzip: ReturnType<typeof createGzip> | null;
  private buffer: string[] = [];
  private bufferBytes = 0;
  private rows = 0;

  constructor(dir: string, fileName: string, gzip: boolean) {
    this.path = fileName;
    this.out = createWriteStream(join(dir, fileName));
    this.gzip = gzip ? createGzip({ level: GZIP_LEVEL, memLevel: 9, strategy: constants.Z_DEFAULT_STRATEGY }) : null;
    const sink = this.gzip ?? null;
    if (sink) {
      sink.on('data', (chunk: Buffer) => { this.hash.update(chunk); if (!this.out.write(chunk)) sink.pause(); });
      this.out.on('drain', () => sink.resume());
    }
  }

  /** Append one record (already in schema key order). */
  async write(record: unknown): Promise<void> {
    const line = `${JSON.stringify(record)}\n`;
    this.buffer.push(line);
    this.bufferBytes += line.length;
    this.rows++;
    if (this.bufferBytes >= CHUNK_BYTES) await this.flush();
  }

  private async flush(): Promise<void> {
    if (this.buffer.length === 0) return;
    const bytes = Buffer.from(this.buffer.join(''), 'utf8');
    this.buffer = [];
    this.bufferBytes = 0;
    if (this.gzip) {
      if (!this.gzip.write(bytes)) await once(this.gzip, 'drain');
    } else {
      this.hash.update(bytes);
      if (!this.out.write(bytes)) await once(this.out, 'drain');
    }
  }

  async close(): Promise<ManifestFileEntry> {
    await this.flush();
    if (this.gzip) {
      const ended = once(this.gzip, 'end');
      this.gzip.end();
      await ended;
    }
    const finished = once(this.out, 'finish');
    this.out.end();
    await finished;
    return { path: this.path, sha256: this.hash.digest('hex'), rows: this.rows };
  }
}

/** Write a whole in-memory table. */
export async function writeRows(dir: string, fileName: string, rows: Iterable<unknown>, gzip = false): Promise<ManifestFileEntry> {
  const w = new ReleaseFileWriter(dir, fileName, gzip);
  for (const r of rows) await w.write(r);
  return w.close();
}
