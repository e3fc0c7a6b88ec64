/**
 * The bundled server's compression (precompressed copies chosen by Accept-Encoding), the build's
 * precompression, and `npm start`'s port handling.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedEncodings, chooseEncoding, startStaticServer, type RunningServer } from '../../src/site/static-server.ts';
import { precompressSite } from '../../src/site/precompress.ts';
import { DEFAULT_PORT, listenProblem, parsePort } from '../../src/site/port.ts';

const html = `<!DOCTYPE html><title>t</title>${'<p>a paragraph of a page</p>'.repeat(200)}`;
let dir: string;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hif-server-'));
  fs.writeFileSync(path.join(dir, 'index.html'), html);
  fs.writeFileSync(path.join(dir, 'tiny.css'), 'a{}');
  fs.writeFileSync(path.join(dir, 'data.parquet'), Buffer.alloc(4096, 7));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('acceptedEncodings (RFC 9110 Accept-Encoding)', () => {
  it('reads tokens and q-values', () => {
    expect([...acceptedEncodings('gzip, deflate, br')].sort()).toEqual(['br', 'deflate', 'gzip']);
    expect([...acceptedEncodings('br;q=0, gzip;q=0.5')]).toEqual(['gzip']);
    expect([...acceptedEncodings(undefined)]).toEqual([]);
  });
  it('expands * to the codings not refused', () => {
    expect([...acceptedEncodings('*, gzip;q=0')]).toEqual(['br']);
  });
});

describe('precompressSite', () => {
  it('writes .br and .gz copies that decompress to the file, skipping tiny and already-compressed files', async () => {
    const result = await precompressSite(dir);
    expect(result.files).toBe(1);
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, 'index.html.br'))).toString()).toBe(html);
    expect(zlib.gunzipSync(fs.readFileSync(path.join(dir, 'index.html.gz'))).toString()).toBe(html);
    expect(fs.existsSync(path.join(dir, 'tiny.css.br'))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'data.parquet.br'))).toBe(false);
  });
  it('gives the same bytes twice (no timestamps)', async () => {
    const first = fs.readFileSync(path.join(dir, 'index.html.gz'));
    await precompressSite(dir);
    expect(fs.readFileSync(path.join(dir, 'index.html.gz')).equals(first)).toBe(true);
  });
});

describe('the server', () => {
  let server: RunningServer;
  beforeAll(async () => {
    await precompressSite(dir);
    server = await startStaticServer({ root: dir, base: '/' });
  });
  afterAll(() => server.close());

  it('sends brotli when accepted, gzip as the fallback, and the plain file otherwise, always with Vary', async () => {
    for (const [accept, encoding] of [['br, gzip', 'br'], ['gzip', 'gzip'], ['identity', null]] as const) {
      const response = await fetch(server.url, { headers: { 'Accept-Encoding': accept } });
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('vary')).toBe('Accept-Encoding');
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await response.text()).toBe(html);
    }
  });
  it('chooses the copy by what exists', () => {
    expect(chooseEncoding(path.join(dir, 'tiny.css'), 'br, gzip')).toEqual({ path: path.join(dir, 'tiny.css'), encoding: null });
  });
  it('a taken port is said in one sentence that names another port', async () => {
    const port = Number(new URL(server.url).port);
    const error = await startStaticServer({ root: dir, base: '/', port }).then(() => null, (e: unknown) => e);
    expect(error).not.toBeNull();
    expect(listenProblem(error, port)).toBe(`port ${port} on 127.0.0.1 is already in use (another npm start?). Stop that server, or choose another port: PORT=${port + 1} npm start`);
  });
  it('npm start stops on a taken port before building anything', async () => {
    const port = Number(new URL(server.url).port);
    // A project folder of its own (the scripts, sources and packages linked, a small release as
    // data/release), so that whatever npm start would build lands in it: data/build (relative to
    // the working directory) and the site (SITE_OUT_DIR).
    const project = fs.mkdtempSync(path.join(os.tmpdir(), 'hif-start-'));
    try {
      for (const dir of ['scripts', 'src', 'node_modules']) fs.symlinkSync(path.resolve(dir), path.join(project, dir));
      fs.mkdirSync(path.join(project, 'data'));
      fs.symlinkSync(path.resolve('test/fixtures/mini-release'), path.join(project, 'data/release'));
      const run = spawnSync(process.execPath, ['scripts/start.ts'], {
        cwd: project, env: { ...process.env, PORT: String(port), SITE_OUT_DIR: path.join(project, 'dist') }, encoding: 'utf8', timeout: 60_000,
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain(`port ${port} on 127.0.0.1 is already in use`);
      expect(run.stderr).not.toContain('building the data');
      // Nothing was built: no data/build (nor a build's staging folder) and no site.
      expect(fs.readdirSync(project).sort()).toEqual(['data', 'node_modules', 'scripts', 'src']);
      expect(fs.readdirSync(path.join(project, 'data'))).toEqual(['release']);
    } finally {
      fs.rmSync(project, { recursive: true, force: true });
    }
  });
});

describe('parsePort', () => {
  it('defaults, accepts 0–65535 and explains anything else', () => {
    expect(parsePort(undefined)).toBe(DEFAULT_PORT);
    expect(parsePort('8080')).toBe(8080);
    expect(parsePort('0')).toBe(0);
    expect(parsePort('http')).toBe('PORT must be an integer from 0 to 65535, got "http"');
    expect(parsePort('70000')).toMatch(/^PORT must be/);
  });
});
