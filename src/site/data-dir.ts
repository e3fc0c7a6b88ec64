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

/**
 * `make`'s value for the data build the site reads now, made once per data build folder: a site
 * build reads one folder, but one process (a test file, a worker running several) may point
 * HIF_DATA_DIR at several builds in turn, and must never get another build's value.
 */
export function oncePerDataDir<T>(make: () => T): () => T {
  const made = new Map<string, T>();
  return () => {
    const dir = siteDataDir();
    if (!made.has(dir)) made.set(dir, make());
    return made.get(dir)!;
  };
}
