/**
 * The offline site search: Pagefind indexes the built HTML (only each page's <main>, marked
 * data-pagefind-body in Base.astro) and writes its index and UI into dist/pagefind/, served from
 * the site itself like any other file, so search works offline and under any base path.
 * Pagefind joins the text of adjacent elements without a space ("Provider</dt><dd>OpenAI" →
 * "ProviderOpenAI"), so each page is indexed from a copy with a space after every block or
 * table-cell end tag (the files on disk are not changed).
 */
import fs from 'node:fs';
import path from 'node:path';
import * as pagefind from 'pagefind';

interface SearchIndexSummary {
  pages: number;
  /** Bytes written under pagefind/. */
  bytes: number;
  ms: number;
}

export async function indexSiteSearch(outDir: string): Promise<SearchIndexSummary> {
  const started = performance.now();
  const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
  if (!index) throw new Error(`pagefind: ${errors.join('; ')}`);
  try {
    let pages = 0;
    const files = htmlFiles(outDir);
    // A few at a time: the service parses them in parallel, the files are read one batch at a time.
    for (let i = 0; i < files.length; i += 16) {
      const batch = files.slice(i, i + 16);
      const added = await Promise.all(batch.map(async (file) => {
        const html = fs.readFileSync(path.join(outDir, file), 'utf8');
        // As addDirectory does once a page is marked: only pages with a marked body are indexed.
        if (!html.includes('data-pagefind-body')) return null;
        return { file, result: await index.addHTMLFile({ url: pageUrl(file), content: spaceBetweenBlocks(html) }) };
      }));
      for (const a of added) {
        if (!a) continue;
        if (a.result.errors.length) throw new Error(`pagefind: ${a.file}: ${a.result.errors.join('; ')}`);
        pages++;
      }
    }
    const written = await index.writeFiles({ outputPath: path.join(outDir, 'pagefind') });
    if (written.errors.length) throw new Error(`pagefind: ${written.errors.join('; ')}`);
    return { pages, bytes: folderBytes(path.join(outDir, 'pagefind')), ms: performance.now() - started };
  } finally {
    await pagefind.close();
  }
}

function folderBytes(dir: string): number {
  let total = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += fs.statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return total;
}

/** Site-relative paths of every .html file under dir, sorted (the pagefind/ folder excluded). */
function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .filter((f) => !f.startsWith('pagefind/'))
    .sort();
}

/** The URL Pagefind gives a page file, as addDirectory does: "models/x/index.html" → "/models/x/". Pure. */
export function pageUrl(file: string): string {
  return `/${file.replace(/(^|\/)index\.html$/, '$1')}`;
}

/** End tags after which a reader sees a break: blocks, list items, table cells and captions, and controls (a link or button beside another). */
const BLOCK_END = /<\/(a|address|article|aside|blockquote|button|caption|dd|details|div|dl|dt|figcaption|figure|footer|h[1-6]|header|label|legend|li|nav|ol|option|p|pre|section|summary|table|tbody|td|tfoot|th|thead|tr|ul)>|<br\s*\/?>/gi;

/**
 * The page's HTML with a space after every block, table-cell, link or button end tag (and <br>), so the text
 * Pagefind extracts keeps the break between cells ("Provider OpenAI", not "ProviderOpenAI"); a
 * space between blocks changes nothing a browser shows. Pure.
 */
export function spaceBetweenBlocks(html: string): string {
  return html.replace(BLOCK_END, '$& ');
}
