/**
 * Where the site reads its prebuilt data from. The data build writes data/build/; tests and the
 * hostile-text check point HIF_DATA_DIR at another build (a fixture or a temporary folder), so
 * the same pages can be built from any release without copying files around.
 */
import path from 'node:path';

/** Absolute path of the data build folder the site reads (HIF_DATA_DIR, else data/build). */
export function siteDataDir(): string {
  return path.resolve(process.env.HIF_DATA_DIR ?? 'data/build');
}
