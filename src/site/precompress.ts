/**
 * Precompressed copies of the built site for static hosts (and the bundled server): next to every
 * text or WebAssembly file of at least MIN_BYTES, `<file>.br` and `<file>.gz`, each written only
 * when it is smaller than the file. Hosts such as nginx (`gzip_static`, `brotli_static`) or Netlify
 * serve them as they are; `static-server.ts` picks one by the request's Accept-Encoding.
 * The bytes depend only on the input (gzip's header carries no time), so two builds are identical.
 */
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

/** Endings worth compressing: text formats and WebAssembly (Parquet, Arrow and PNG are compressed already). */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.csv', '.svg', '.txt', '.xml', '.sql', '.bib', '.cff', '.md', '.wasm']);

/** Below this size a compressed copy saves less than a request's headers. */
const MIN_BYTES = 1024;

export const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Brotli at quality 6 and gzip at level 9: within a few percent of the smallest, and seconds, not minutes, for the whole site. */
function compress(encoding: 'br' | 'gzip', body: Buffer): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzip(body, { level: 9 });
}

function isCompressible(file: string): boolean {
  return COMPRESSIBLE.has(path.extname(file).toLowerCase());
}

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** Writes the compressed copies; returns how many files got at least one. */
export async function precompressSite(dir: string): Promise<{ files: number; bytes: number; brotliBytes: number }> {
  let files = 0;
  let bytes = 0;
  let brotliBytes = 0;
  const queue = filesUnder(dir).filter(isCompressible);
  // zlib's asynchronous calls run on libuv's pool: a few at a time keep both cores busy.
  const worker = async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      const body = fs.readFileSync(file);
      if (body.length < MIN_BYTES) continue;
      let wrote = false;
      for (const { name, suffix } of ENCODINGS) {
        const packed = await compress(name, body);
        if (packed.length >= body.length) continue;
        fs.writeFileSync(file + suffix, packed);
        wrote = true;
        if (name === 'br') brotliBytes += packed.length;
      }
      if (wrote) {
        files += 1;
        bytes += body.length;
      }
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  return { files, bytes, brotliBytes };
}
