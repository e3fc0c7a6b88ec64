/**
 * The offline site search: Pagefind indexes the built HTML (only each page's <main>, marked
 * data-pagefind-body in Base.astro) and writes its index and UI into dist/pagefind/, served from
 * the site itself like any other file, so search works offline and under any base path.
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
    const added = await index.addDirectory({ path: outDir });
    if (added.errors.length) throw new Error(`pagefind: ${added.errors.join('; ')}`);
    const written = await index.writeFiles({ outputPath: path.join(outDir, 'pagefind') });
    if (written.errors.length) throw new Error(`pagefind: ${written.errors.join('; ')}`);
    return { pages: added.page_count, bytes: folderBytes(path.join(outDir, 'pagefind')), ms: performance.now() - started };
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
