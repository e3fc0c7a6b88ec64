/**
 * What the bundled server answers for the dataset's files: an extensionless file (SHA256SUMS) is
 * sent as it is with 200, not redirected to "SHA256SUMS/" (`curl -O` without -L would save the
 * empty redirect); only a directory named without its slash is redirected; Markdown is
 * text/markdown (RFC 7763), JSON Lines application/jsonl, the checksums text/plain.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStaticServer, type RunningServer } from '../../src/site/static-server.ts';

let dir = '';
let server: RunningServer;
const sums = `${'a'.repeat(64)}  README.md\n`;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hif-headers-'));
  const files = path.join(dir, 'data/files');
  fs.mkdirSync(path.join(files, 'every-eval-ever'), { recursive: true });
  fs.writeFileSync(path.join(files, 'SHA256SUMS'), sums);
  fs.writeFileSync(path.join(files, 'README.md'), '# Card\n');
  fs.writeFileSync(path.join(files, 'every-eval-ever/a.jsonl'), '{}\n');
  fs.writeFileSync(path.join(files, 'blob'), 'x');
  fs.mkdirSync(path.join(dir, 'downloads'));
  fs.writeFileSync(path.join(dir, 'downloads/index.html'), '<!DOCTYPE html><title>d</title>');
  server = await startStaticServer({ root: dir, base: '/x' });
});
afterAll(async () => {
  await server?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

const get = (p: string) => fetch(new URL(p, server.url), { redirect: 'manual' });

describe('served headers of the dataset files', () => {
  it('serves SHA256SUMS itself (200, text/plain, its bytes), with no redirect', async () => {
    const response = await get('data/files/SHA256SUMS');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await response.text()).toBe(sums);
  });

  it('serves Markdown as text/markdown and JSON Lines as application/jsonl', async () => {
    expect((await get('data/files/README.md')).headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect((await get('data/files/every-eval-ever/a.jsonl')).headers.get('content-type')).toBe('application/jsonl; charset=utf-8');
  });

  it('an unknown extensionless file is octet-stream, still without a redirect', async () => {
    const response = await get('data/files/blob');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/octet-stream');
  });

  it('still redirects a directory named without its slash, keeping the query', async () => {
    const response = await get('downloads?a=1');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/x/downloads/?a=1');
    expect((await get('downloads/')).status).toBe(200);
  });
});
