import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { firstInvalidUtf8Offset, nonFiniteToken, readRecords, ReleaseReadError, type ReadProblem } from '../../src/release/jsonl.ts';

const dir = mkdtempSync(join(tmpdir(), 'jsonl-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, bytes: Buffer | string): string {
  const path = join(dir, name);
  writeFileSync(path, bytes);
  return path;
}

async function readAll(path: string): Promise<{ values: unknown[]; lineProblems: ReadProblem[]; error: ReadProblem | null; sha256: string | null }> {
  const lineProblems: ReadProblem[] = [];
  const stream = readRecords(path, { onLineProblem: (p) => lineProblems.push(p) });
  const values: unknown[] = [];
  try {
    for await (const r of stream) values.push(r.value);
  } catch (e) {
    if (!(e instanceof ReleaseReadError)) throw e;
    return { values, lineProblems, error: e.problem, sha256: stream.sha256 };
  }
  return { values, lineProblems, error: null, sha256: stream.sha256 };
}

describe('readRecords', () => {
  it('streams plain and gzip files alike and hashes the stored bytes', async () => {
    const text = '{"a":1}\n{"a":2}\n';
    const gz = gzipSync(text);
    const plain = await readAll(file('p.jsonl', text));
    const zipped = await readAll(file('p.jsonl.gz', gz));
    expect(plain.values).toEqual([{ a: 1 }, { a: 2 }]);
    expect(zipped.values).toEqual(plain.values);
    expect(zipped.sha256).toBe(createHash('sha256').update(gz).digest('hex'));
    expect(plain.sha256).toBe(createHash('sha256').update(text).digest('hex'));
  });

  it('reads a last line without a final newline, and lines longer than a read chunk', async () => {
    const long = 'x'.repeat(3 << 20); // 3 MiB string: spans several 1 MiB chunks
    const r = await readAll(file('long.jsonl', `{"s":"${long}"}\n{"b":2}`));
    expect(r.values).toEqual([{ s: long }, { b: 2 }]);
  });

  it('reports line problems with their line numbers and goes on', async () => {
    const r = await readAll(file('bad.jsonl', Buffer.concat([
      Buffer.from('{"a":1}\n{"b":NaN}\n\n{"c":"'), Buffer.from([0xff]), Buffer.from('"}\nnot json\n{"d":-Infinity}\n{"e":5}\n'),
    ])));
    expect(r.values).toEqual([{ a: 1 }, { e: 5 }]);
    expect(r.lineProblems.map((p) => [p.line, p.field])).toEqual([[2, '(json)'], [3, '(line)'], [4, '(encoding)'], [5, '(json)'], [6, '(json)']]);
    expect(r.lineProblems[0]!.message).toContain('NaN is not valid JSON');
    expect(r.lineProblems[4]!.message).toContain('-Infinity is not valid JSON');
    expect(r.lineProblems[2]!.message).toContain('byte 7'); // hand: {"c":" is 6 bytes, the 0xFF is byte 7
  });

  it('throws the first line problem when no handler is given', async () => {
    const stream = readRecords(file('throw.jsonl', '{"a":1}\n{oops}\n'));
    await expect((async () => { for await (const _ of stream) { /* drain */ } })()).rejects.toThrow('throw.jsonl:2: (json): not valid JSON');
  });

  it('stops on a BOM, an empty file, a truncated gzip and a corrupt gzip', async () => {
    expect((await readAll(file('bom.jsonl', '\uFEFF{"a":1}\n'))).error).toMatchObject({ line: 1, field: '(encoding)' });
    expect((await readAll(file('empty.jsonl', ''))).error).toMatchObject({ line: null, field: '(file)', message: expect.stringContaining('empty file') });
    expect((await readAll(file('emptygz.jsonl.gz', gzipSync('')))).error).toMatchObject({ field: '(file)', message: expect.stringContaining('empty file') });
    const gz = gzipSync('{"a":1}\n'.repeat(1000));
    expect((await readAll(file('trunc.jsonl.gz', gz.subarray(0, gz.length - 10)))).error).toMatchObject({ line: null, field: '(gzip)', message: expect.stringContaining('truncated gzip') });
    expect((await readAll(file('corrupt.jsonl.gz', Buffer.from('definitely not gzip')))).error).toMatchObject({ field: '(gzip)', message: expect.stringContaining('corrupt gzip') });
  });

  it('names gzip bytes in a .jsonl and plain lines in a .jsonl.gz by the magic bytes, before reading a line', async () => {
    const text = '{"a":1}\n'.repeat(50);
    const zipped = await readAll(file('zipped.jsonl', gzipSync(text)));
    expect(zipped.lineProblems).toEqual([]); // one file problem, not a line per binary chunk
    expect(zipped.error).toMatchObject({ line: null, field: '(encoding)', message: expect.stringContaining('gzip-compressed: the file starts with gzip\'s magic bytes 1f 8b; name it zipped.jsonl.gz') });
    expect((await readAll(file('plain.jsonl.gz', text))).error).toMatchObject({ line: null, field: '(gzip)', message: expect.stringContaining('not gzip: the file holds uncompressed JSON lines') });
    expect((await readAll(file('zeros.jsonl.gz', Buffer.from([0, 0, 1])))).error).toMatchObject({ field: '(gzip)', message: expect.stringContaining('(it starts with 00 00)') });
    expect((await readAll(file('one-byte.jsonl', '\n'))).lineProblems.map((p) => p.field)).toEqual(['(line)']); // too short for a magic number: read as text
  });

  it('skips and locates lines JSON.parse accepts but the build cannot load: lone surrogates, duplicate keys', async () => {
    const r = await readAll(file('unloadable.jsonl', [
      '{"a":"ok \\ud83d\\ude00"}', '{"a":"x\\ud800"}', '{"a":1,"b":{"c":1,"c":2}}', '{"a":"not an escape: \\\\ud800"}', '{"a":1, "a" :1}', '',
    ].join('\n')));
    expect(r.values).toEqual([{ a: 'ok 😀' }, { a: 'not an escape: \\ud800' }]);
    expect(r.lineProblems.map((p) => [p.line, p.field])).toEqual([[2, 'a'], [3, 'b.c'], [5, 'a']]);
    expect(r.lineProblems[0]!.message).toContain('lone surrogate \\ud800');
    expect(r.lineProblems[1]!.message).toContain('duplicate key "c"');
  });
});

describe('nonFiniteToken', () => {
  it('finds bare tokens outside strings only', () => {
    expect(nonFiniteToken('{"a":NaN}')).toBe('NaN');
    expect(nonFiniteToken('{"a":"NaN and Infinity"}')).toBeNull();
    expect(nonFiniteToken('{"a":"say \\"NaN\\"","b":Infinity}')).toBe('Infinity');
  });
});

describe('firstInvalidUtf8Offset', () => {
  it('accepts valid UTF-8 and locates overlongs, surrogates and truncated sequences', () => {
    expect(firstInvalidUtf8Offset(Buffer.from('héllo €𝄞'))).toBe(Buffer.from('héllo €𝄞').length);
    expect(firstInvalidUtf8Offset(Buffer.from([0x61, 0xc0, 0x80]))).toBe(1); // overlong NUL
    expect(firstInvalidUtf8Offset(Buffer.from([0x61, 0x62, 0xed, 0xa0, 0x80]))).toBe(2); // U+D800 surrogate
    expect(firstInvalidUtf8Offset(Buffer.from([0xe2, 0x82]))).toBe(0); // truncated €
  });
});

describe('readRecords problem order', () => {
  it('reports each line problem after the records before it, whatever the chunking', async () => {
    // 40,000 lines (about 1 MB, several gzip chunks), a bad line every 997 lines.
    const lines: string[] = [];
    for (let i = 1; i <= 40_000; i++) lines.push(i % 997 === 0 ? (i % 2 === 0 ? '{bad' : '') : `{"i":${i},"pad":"${'é'.repeat(i % 7)}"}`);
    const path = file('order.jsonl.gz', gzipSync(`${lines.join('\n')}\n`));
    const events: number[] = [];
    const stream = readRecords(path, { onLineProblem: (p) => events.push(-p.line!) });
    for await (const batch of stream.batches()) for (const r of batch) events.push(r.line);
    expect(events.length).toBe(40_000);
    expect(events.map(Math.abs)).toEqual(lines.map((_, i) => i + 1)); // hand: every line once, in order
    expect(events.filter((e) => e < 0).length).toBe(40); // hand: floor(40000 / 997) = 40 bad lines
  });
});
