/**
 * Browser side of the search page: loads Pagefind's script from this site (never a CDN), runs
 * the query from ?q=, and lists results. Excerpts are Pagefind's escaped HTML with <mark> around
 * hits; they are parsed inert and only their text and <mark> elements are copied, never inserted as markup.
 */
import { matchesQuery } from '../search-match.ts';

interface PagefindData { url: string; excerpt: string; content: string; meta: { title?: string } }
interface PagefindResult { data: () => Promise<PagefindData> }
interface Pagefind {
  options: (o: { baseUrl: string }) => Promise<void>;
  search: (q: string) => Promise<{ results: PagefindResult[] }>;
}

const SHOWN = 20;
/** Results whose text is read to check them, at most (beyond it the count is "at least"). */
const CHECKED = 200;

/**
 * The results that really match (search-match.ts), in Pagefind's order, read a batch at a time:
 * until SHOWN matches are found while every result read matched (then Pagefind's count stands),
 * else on through the results, up to CHECKED. `exact` says whether `count` is exact.
 */
async function checkedResults(q: string, results: PagefindResult[]): Promise<{ shown: PagefindData[]; count: number; exact: boolean }> {
  const matching: PagefindData[] = [];
  let read = 0;
  let rejected = 0;
  while (read < results.length && read < CHECKED && (rejected > 0 || matching.length < SHOWN)) {
    const batch = await Promise.all(results.slice(read, Math.min(read + SHOWN, CHECKED)).map((r) => r.data()));
    read += batch.length;
    for (const d of batch) {
      if (matchesQuery(q, d.content)) matching.push(d);
      else rejected++;
    }
  }
  if (read === results.length) return { shown: matching.slice(0, SHOWN), count: matching.length, exact: true };
  if (rejected === 0) return { shown: matching.slice(0, SHOWN), count: results.length, exact: true };
  return { shown: matching.slice(0, SHOWN), count: matching.length, exact: false };
}

export function runSearchPage(): void {
  const form = document.querySelector<HTMLFormElement>('[data-search-form]');
  const list = document.querySelector<HTMLOListElement>('[data-search-results]');
  const status = document.querySelector<HTMLElement>('[data-search-status]');
  if (!form || !list || !status) return;
  const input = form.querySelector<HTMLInputElement>('input[name="q"]')!;
  let pagefind: Promise<Pagefind> | null = null;
  const load = () => (pagefind ??= import(/* @vite-ignore */ list.dataset.bundle!).then(async (pf: Pagefind) => { await pf.options({ baseUrl: list.dataset.base! }); return pf; }));

  async function search(q: string): Promise<void> {
    list!.replaceChildren();
    if (!q.trim()) { status!.textContent = 'Type a word, a rule id, a model or a task.'; return; }
    status!.textContent = 'Searching…';
    try {
      const { results } = await (await load()).search(q);
      const { shown, count, exact } = await checkedResults(q, results);
      for (const hit of shown) {
        const li = document.createElement('li');
        const a = document.createElement('a');
        a.href = hit.url;
        a.textContent = hit.meta.title ?? hit.url;
        const p = document.createElement('p');
        p.append(...excerptNodes(hit.excerpt));
        li.append(a, p);
        list!.append(li);
      }
      status!.textContent = count === 0 ? `No page matches “${q}”.`
        : `${exact ? '' : 'At least '}${count} page${count === 1 ? ' matches' : 's match'} “${q}”${count > SHOWN ? ` (the first ${SHOWN} shown)` : ''}.`;
    } catch (error) {
      status!.textContent = `Search failed to load: ${error instanceof Error ? error.message : String(error)}`;
    }
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const url = new URL(location.href);
    url.searchParams.set('q', input.value);
    history.replaceState(null, '', url);
    void search(input.value);
  });
  input.value = new URLSearchParams(location.search).get('q') ?? '';
  void search(input.value);
}

/** Text and <mark> nodes of an excerpt, parsed in an inert document (no script runs, no markup kept). */
function excerptNodes(excerpt: string): Node[] {
  const doc = new DOMParser().parseFromString(`<p>${excerpt}</p>`, 'text/html');
  return [...doc.body.firstChild!.childNodes].map((n) => {
    if (n.nodeName === 'MARK') { const m = document.createElement('mark'); m.textContent = n.textContent; return m; }
    return document.createTextNode(n.textContent ?? '');
  });
}
