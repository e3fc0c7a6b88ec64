/**
 * Crawl the served site from its base URL over plain HTTP: every same-origin link of every HTML
 * page is requested once. Returns the HTML pages found and every link with the page it was on,
 * so a broken link is reported with where it is.
 */
export interface CrawlResult {
  pages: string[];
  /** The HTML of each page, by URL. */
  html: Map<string, string>;
  broken: { url: string; status: number; from: string }[];
  external: { url: string; from: string }[];
  missingFragments: { url: string; from: string }[];
}

const ATTR = /\s(?:href|src)="([^"]+)"/g;

function decodeEntities(s: string): string {
  return s.replace(/&amp;/g, '&').replace(/&#39;/g, "'").replace(/&quot;/g, '"');
}

/** GET with one retry: a kept-alive socket the server just closed fails once, harmlessly. */
async function fetchWithRetry(url: string): Promise<Response> {
  try {
    return await fetch(url, { redirect: 'follow' });
  } catch {
    return fetch(url, { redirect: 'follow', headers: { Connection: 'close' } });
  }
}

export async function crawl(start: string): Promise<CrawlResult> {
  const origin = new URL(start).origin;
  const seen = new Map<string, number>();
  const html = new Map<string, string>();
  const queue: { url: string; from: string }[] = [{ url: start, from: '(start)' }];
  const result: CrawlResult = { pages: [], html, broken: [], external: [], missingFragments: [] };
  const fragments: { url: string; id: string; from: string }[] = [];
  while (queue.length) {
    const { url, from } = queue.shift()!;
    const u = new URL(url);
    const hash = u.hash.slice(1);
    u.hash = '';
    const key = u.href;
    if (hash) fragments.push({ url: key, id: decodeURIComponent(hash), from });
    if (seen.has(key)) continue;
    const res = await fetchWithRetry(key);
    seen.set(key, res.status);
    if (res.status !== 200) {
      result.broken.push({ url: key, status: res.status, from });
      continue;
    }
    if (!(res.headers.get('content-type') ?? '').startsWith('text/html')) {
      await res.arrayBuffer();
      continue;
    }
    const body = await res.text();
    html.set(key, body);
    result.pages.push(key);
    for (const m of body.matchAll(ATTR)) {
      const raw = decodeEntities(m[1]!);
      if (raw.startsWith('data:') || raw.startsWith('blob:') || raw.startsWith('mailto:')) continue;
      const target = new URL(raw, key);
      if (target.origin !== origin) result.external.push({ url: target.href, from: key });
      else queue.push({ url: target.href, from: key });
    }
  }
  for (const f of fragments) {
    const page = html.get(f.url);
    if (page && !page.includes(`id="${f.id}"`)) result.missingFragments.push({ url: `${f.url}#${f.id}`, from: f.from });
  }
  return result;
}

/**
 * One URL per page template: per path depth, first path segment under the base (the first two on
 * pages three deep: `methods/sql/x/` and `methods/statistics/x/` are two templates, and so, the
 * cheap way, is each task's `tasks/T1/m/`) and set of query-parameter names, the first URL found
 * (`models/x/` and `models/y/` share a template, `tasks/T1/` and `tasks/T1/m/` do not). For
 * checks whose subject is the template's code — its scripts, its asset URLs under the base path —
 * rather than the data each page shows.
 */
export function onePerTemplate(urls: readonly string[], base: string): string[] {
  const byTemplate = new Map<string, string>();
  for (const u of urls) {
    const url = new URL(u);
    const segments = url.pathname.slice(new URL(base).pathname.length).split('/').filter((s) => s !== '');
    const template = `${segments.slice(0, segments.length >= 3 ? 2 : 1).join('/')}/${segments.length}?${[...new Set(url.searchParams.keys())].sort().join('&')}`;
    if (!byTemplate.has(template)) byTemplate.set(template, u);
  }
  return [...byTemplate.values()];
}
