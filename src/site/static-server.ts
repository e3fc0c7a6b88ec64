/**
 * A small static file server for the built site (dist/) under its base path, used by
 * `npm run serve`, `npm start` and the browser tests. Only GET/HEAD; paths are resolved inside
 * the root (no traversal); a directory serves its index.html; unknown paths get 404.html.
 * A file's precompressed copy (`.br`, `.gz`: precompress.ts) is sent when the request accepts it.
 * Only a directory is redirected to its slash form: an extensionless file (SHA256SUMS) is served
 * as it is, so `curl -O` without -L saves it.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { ENCODINGS } from './precompress.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.json': 'application/json; charset=utf-8', '.csv': 'text/csv; charset=utf-8',
  '.svg': 'image/svg+xml', '.png': 'image/png', '.ico': 'image/x-icon', '.txt': 'text/plain; charset=utf-8',
  '.parquet': 'application/vnd.apache.parquet', '.arrow': 'application/vnd.apache.arrow.file', '.bib': 'text/plain; charset=utf-8',
  '.cff': 'text/plain; charset=utf-8', '.sql': 'text/plain; charset=utf-8', '.wasm': 'application/wasm',
  '.md': 'text/markdown; charset=utf-8', '.jsonl': 'application/jsonl; charset=utf-8', '.gz': 'application/gzip',
};

/** Content types of extensionless files, by name. */
const NAMED_TYPES: Record<string, string> = { SHA256SUMS: 'text/plain; charset=utf-8' };

/** The Content-Type a file is served with: by extension, else by name, else application/octet-stream. */
export function contentType(file: string): string {
  return TYPES[path.extname(file)] ?? NAMED_TYPES[path.basename(file)] ?? 'application/octet-stream';
}

interface StaticServerOptions {
  root: string;
  /** Base path the site was built with ("/" or "/x"). */
  base?: string;
  port?: number;
  host?: string;
}

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

/** Resolve a request path to a file inside root, or null (outside the base, traversal, missing). */
export function resolveRequest(root: string, base: string, urlPath: string): string | null {
  const prefix = base === '/' ? '/' : `${base.replace(/\/+$/, '')}/`;
  let pathname: string;
  try {
    pathname = decodeURIComponent(urlPath.split('?')[0]!.split('#')[0]!);
  } catch {
    return null;
  }
  if (pathname === prefix.slice(0, -1)) pathname = prefix;
  if (!pathname.startsWith(prefix)) return null;
  const relative = pathname.slice(prefix.length);
  const absoluteRoot = path.resolve(root);
  let file = path.resolve(absoluteRoot, `.${path.posix.sep}${relative}`);
  if (file !== absoluteRoot && !file.startsWith(absoluteRoot + path.sep)) return null;
  if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, 'index.html');
  return fs.existsSync(file) && fs.statSync(file).isFile() ? file : null;
}

/**
 * The content codings an Accept-Encoding header accepts (RFC 9110 §12.5.3): listed with a
 * q-value above 0, or covered by `*`; `identity` is always acceptable and not returned.
 */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  const refused = new Set<string>();
  let star = false;
  for (const part of (header ?? '').split(',')) {
    const [token = '', ...params] = part.trim().toLowerCase().split(';');
    if (token === '') continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const ok = q === undefined || Number(q.slice(2)) > 0;
    if (token === '*') star = ok;
    else (ok ? accepted : refused).add(token);
  }
  if (star) for (const { name } of ENCODINGS) if (!refused.has(name)) accepted.add(name);
  return accepted;
}

/** The file to send for a request: the first precompressed copy the client accepts, else the file. */
export function chooseEncoding(file: string, acceptEncoding: string | undefined): { path: string; encoding: string | null } {
  const accepted = acceptedEncodings(acceptEncoding);
  for (const { name, suffix } of ENCODINGS) {
    if (accepted.has(name) && fs.existsSync(file + suffix)) return { path: file + suffix, encoding: name };
  }
  return { path: file, encoding: null };
}

/** Start the server; resolves once it listens. Port 0 picks a free port. */
export function startStaticServer(options: StaticServerOptions): Promise<RunningServer> {
  const base = options.base ?? '/';
  const host = options.host ?? '127.0.0.1';
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const urlPath = req.url ?? '/';
    // /x (no slash) naming a directory → /x/ so relative links behave as on static hosts; a file,
    // extensionless or not, is served as it is. Only the directory fallback ends in an index.html
    // the path did not name.
    const pathname = urlPath.split('?')[0]!;
    const file = resolveRequest(options.root, base, urlPath);
    if (file && !pathname.endsWith('/') && path.basename(file) === 'index.html' && path.posix.basename(pathname) !== 'index.html') {
      res.writeHead(301, { Location: `${pathname}/${urlPath.slice(pathname.length)}` }).end();
      return;
    }
    if (!file) {
      const notFound = path.join(options.root, '404.html');
      res.writeHead(404, { 'Content-Type': TYPES['.html']! });
      res.end(req.method === 'HEAD' ? undefined : fs.existsSync(notFound) ? fs.readFileSync(notFound) : 'Not found');
      return;
    }
    const chosen = chooseEncoding(file, req.headers['accept-encoding']);
    const body = fs.readFileSync(chosen.path);
    res.writeHead(200, {
      'Content-Type': contentType(file), 'Content-Length': body.length, 'Cache-Control': 'no-cache',
      Vary: 'Accept-Encoding', ...(chosen.encoding ? { 'Content-Encoding': chosen.encoding } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      const { port } = server.address() as AddressInfo;
      const basePath = base === '/' ? '/' : `${base.replace(/\/+$/, '')}/`;
      resolve({
        url: `http://${host}:${port}${basePath}`,
        close: () => new Promise<void>((done, fail) => server.close((error) => (error ? fail(error) : done()))),
      });
    });
  });
}
