// The dataset archive: every bundle file and every file SHA256SUMS lists, sorted, fixed headers, same bytes twice.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import tar from 'tar-stream';
import { afterAll, describe, expect, it } from 'vitest';
import { datasetArchiveEntries, writeDatasetArchive } from '../../src/site/dataset-archive.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'reader-archive-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const files: Record<string, string> = { 'parquet/b.parquet': 'bbb', 'parquet/a.parquet': 'a', 'croissant.json': '{}', 'README.md': '# card\n' };
for (const [p, body] of Object.entries(files)) {
  fs.mkdirSync(path.dirname(path.join(dir, p)), { recursive: true });
  fs.writeFileSync(path.join(dir, p), body);
}
const sha = (b: string) => createHash('sha256').update(b).digest('hex');
fs.writeFileSync(path.join(dir, 'SHA256SUMS'), `# sha256 of the release manifest: x\n${sha('bbb')}  parquet/b.parquet\n${sha('a')}  parquet/a.parquet\n`);
fs.writeFileSync(path.join(dir, 'entity.json'), 'not listed');

async function unpack(file: string): Promise<{ name: string; mode?: number; mtime?: Date; uid?: number; body: string }[]> {
  const out: { name: string; mode?: number; mtime?: Date; uid?: number; body: string }[] = [];
  const extract = tar.extract();
  extract.on('entry', (header, stream, next) => {
    const chunks: Buffer[] = [];
    stream.on('data', (c) => { chunks.push(c as Buffer); });
    stream.on('end', () => { out.push({ name: header.name, mode: header.mode, mtime: header.mtime, uid: header.uid, body: Buffer.concat(chunks).toString() }); next(); });
  });
  const done = new Promise<void>((resolve, reject) => { extract.on('finish', () => resolve()); extract.on('error', reject); });
  Readable.from(zlib.gunzipSync(fs.readFileSync(file))).pipe(extract);
  await done;
  return out;
}

describe('dataset archive', () => {
  it('lists the bundle files present and every SHA256SUMS path, sorted; nothing else', () => {
    expect(datasetArchiveEntries(dir).map((e) => e.path)).toEqual(['README.md', 'SHA256SUMS', 'croissant.json', 'parquet/a.parquet', 'parquet/b.parquet']);
    expect(datasetArchiveEntries(dir).find((e) => e.path === 'parquet/b.parquet')!.bytes).toBe(3);
  });
  it('writes the same bytes twice, entries under one folder with fixed mode, owner and mtime', async () => {
    const a = path.join(dir, 'out/a.tar.gz');
    const b = path.join(dir, 'out/b.tar.gz');
    await writeDatasetArchive(dir, a);
    await new Promise((r) => setTimeout(r, 20));
    fs.utimesSync(path.join(dir, 'parquet/a.parquet'), new Date(), new Date());
    await writeDatasetArchive(dir, b);
    expect(fs.readFileSync(a).equals(fs.readFileSync(b))).toBe(true);
    const entries = await unpack(a);
    expect(entries.map((e) => e.name)).toEqual(['harness-if-dataset/README.md', 'harness-if-dataset/SHA256SUMS', 'harness-if-dataset/croissant.json', 'harness-if-dataset/parquet/a.parquet', 'harness-if-dataset/parquet/b.parquet']);
    expect(entries.find((e) => e.name.endsWith('b.parquet'))!.body).toBe('bbb');
    expect(new Set(entries.map((e) => `${e.mode} ${e.uid} ${e.mtime?.toISOString()}`))).toEqual(new Set(['420 0 2000-01-01T00:00:00.000Z']));
  });
  it('rejects a SHA256SUMS line that names a missing file, with file and path', () => {
    const bad = fs.mkdtempSync(path.join(os.tmpdir(), 'reader-archive-bad-'));
    fs.writeFileSync(path.join(bad, 'SHA256SUMS'), `${sha('x')}  parquet/gone.parquet\n`);
    expect(() => datasetArchiveEntries(bad)).toThrow(/SHA256SUMS: path: lists parquet\/gone.parquet/);
    fs.writeFileSync(path.join(bad, 'SHA256SUMS'), 'garbage\n');
    expect(() => datasetArchiveEntries(bad)).toThrow(/SHA256SUMS:1: line/);
    fs.rmSync(bad, { recursive: true, force: true });
  });
  it('writes nothing for a data build without SHA256SUMS', async () => {
    const none = fs.mkdtempSync(path.join(os.tmpdir(), 'reader-archive-none-'));
    expect(await writeDatasetArchive(none, path.join(none, 'x.tar.gz'))).toEqual([]);
    expect(fs.existsSync(path.join(none, 'x.tar.gz'))).toBe(false);
    fs.rmSync(none, { recursive: true, force: true });
  });
});
