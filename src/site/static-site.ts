/**
 * Building the site: make sure a data build exists (run `npm run data` if data/build/ is
 * missing and the default folder is used), run `astro build`, index the built pages for the
 * offline site search (Pagefind, search-index.ts) and the dataset archive (dataset-archive.ts),
 * then write precompressed copies of every file for static hosts (precompress.ts) — all into a
 * temporary folder next to the output, swapped in only when every step succeeded. Used by scripts/build-site.ts,
 * scripts/start.ts and the browser tests' global setup.
 */
import fs from 'node:fs';
import path from 'node:path';
import { runCommandSync } from './child-process.ts';
import { precompressSite } from './precompress.ts';
import { indexSiteSearch } from './search-index.ts';
import { DATASET_ARCHIVE_PATH, writeDatasetArchive } from './dataset-archive.ts';
import { swapInto, temporaryFolderOf } from '../pipeline/swap-folder.ts';
import { bundleLocationDiffers, datasetLocation } from '../dataset/bundle.ts';

interface BuildSiteOptions {
  /** Run the data build first when the data folder has no manifest. */
  dataBuildIfMissing: boolean;
  /** Extra environment (HIF_DATA_DIR, SITE_OUT_DIR, BASE_PATH). */
  env?: NodeJS.ProcessEnv;
  /** Print astro's summary line only (and all of its output if it fails), not a line per page. */
  quiet?: boolean;
}

const projectRoot = path.resolve(import.meta.dirname, '../..');

/** Astro's closing summary ("1554 page(s) built in 5.69s"), or null if it printed none. */
function astroSummary(output: string): string | null {
  return /(\d+ page\(s\) built in [\d.]+m?s)/.exec(output)?.[1] ?? null;
}

/**
 * The environment without the variables a Vite-based runner (vitest) sets for its own modules
 * (BASE_URL, MODE, DEV, PROD, SSR, NODE_ENV=test, VITEST*): passed on, they would make
 * `astro build` build in the wrong mode or under the wrong base path.
 */
function withoutViteEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(env).filter(([key]) => !['BASE_URL', 'MODE', 'DEV', 'PROD', 'SSR', 'NODE_ENV'].includes(key) && !key.startsWith('VITEST')));
}

export async function buildSite(options: BuildSiteOptions): Promise<void> {
  const env: NodeJS.ProcessEnv = { ...withoutViteEnv(process.env), ASTRO_TELEMETRY_DISABLED: '1', ...options.env };
  const dataDir = env.HIF_DATA_DIR ? path.resolve(projectRoot, env.HIF_DATA_DIR) : path.resolve(projectRoot, 'data/build');
  if (!fs.existsSync(path.join(dataDir, 'manifest.json'))) {
    if (!options.dataBuildIfMissing) throw new Error(`${dataDir}/manifest.json: no data build`);
    console.error(`build: ${dataDir} has no manifest.json; running the data build first (npm run data)`);
    runCommandSync(process.execPath, ['scripts/data.ts'], { cwd: projectRoot, env, doing: `building the data into ${dataDir}` });
  }
  // The dataset bundle names where it is served (Croissant url and contentUrls, or a urn and
  // relative paths without SITE_URL): rewrite it when this build's SITE_URL / BASE_PATH differ
  // from the ones it was written for.
  const location = datasetLocation(env.SITE_URL, env.BASE_PATH);
  const croissantFile = path.join(dataDir, 'croissant.json');
  if (fs.existsSync(croissantFile)) {
    if (bundleLocationDiffers(String((JSON.parse(fs.readFileSync(croissantFile, 'utf8')) as { url?: unknown }).url), location)) {
      console.error(`build: dataset bundle of ${dataDir} rewritten for ${location?.url ?? 'no public address (relative paths)'}`);
      const where = location ? ['--url', location.url, '--content-base', location.contentBase] : [];
      runCommandSync(process.execPath, ['scripts/dataset.ts', '--build', dataDir, ...where], {
        cwd: projectRoot, env: { ...env, SITE_URL: '', BASE_PATH: '' }, quiet: true, doing: `rewriting the dataset bundle of ${dataDir}`,
      });
    }
  }
  const outDir = path.resolve(projectRoot, env.SITE_OUT_DIR ?? 'dist');
  // Every step writes into a temporary folder, swapped in only when all succeeded: a failed build
  // leaves the previous site byte for byte (src/pipeline/swap-folder.ts). The folder is next to
  // the output when that is inside the project, else inside the project: Astro writes the
  // prerender chunks of an output outside its working directory to one shared <project>/.astro/,
  // where two builds at once delete each other's chunks ("Cannot find module …/.prerender/…").
  const tmpDir = isInside(projectRoot, outDir) ? temporaryFolderOf(outDir) : temporaryFolderOf(path.join(projectRoot, 'node_modules', '.site-builds', path.basename(outDir)));
  fs.mkdirSync(path.dirname(tmpDir), { recursive: true });
  fs.rmSync(tmpDir, { recursive: true, force: true });
  try {
    await buildSiteInto(tmpDir, dataDir, env, options.quiet ?? false);
    swapInto(tmpDir, outDir);
  } catch (error) {
    fs.rmSync(tmpDir, { recursive: true, force: true });
    throw error;
  }
  console.error(`build: the site is in ${outDir}`);
}

/** astro build, the search index, the dataset archive and the precompressed copies, all into outDir. */
async function buildSiteInto(outDir: string, dataDir: string, env: NodeJS.ProcessEnv, quiet: boolean): Promise<void> {
  console.error(`build: astro build from ${dataDir} (base ${env.BASE_PATH || '/'})`);
  // The pinned Node runs every step, so the site builds on the same runtime as the data.
  const output = runCommandSync(process.execPath, [path.join(projectRoot, 'node_modules/astro/bin/astro.mjs'), 'build'], {
    cwd: projectRoot, env: { ...env, HIF_DATA_DIR: dataDir, SITE_OUT_DIR: outDir }, quiet, doing: `building the site from ${dataDir}`,
  });
  if (quiet) console.error(`build: ${astroSummary(output) ?? 'astro build finished'}`);
  const searched = await indexSiteSearch(outDir);
  console.error(`build: search index of ${searched.pages} pages (${mib(searched.bytes)}) in ${(searched.ms / 1000).toFixed(1)} s`);
  const archived = await writeDatasetArchive(dataDir, path.join(outDir, DATASET_ARCHIVE_PATH));
  if (archived.length) console.error(`build: ${DATASET_ARCHIVE_PATH}: ${archived.length} files of the dataset bundle (${mib(fs.statSync(path.join(outDir, DATASET_ARCHIVE_PATH)).size)})`);
  const packed = await precompressSite(outDir);
  console.error(`build: precompressed ${packed.files} files (${mib(packed.bytes)} → ${mib(packed.brotliBytes)} with brotli) for static hosts`);
}

/** Whether `inner` is `outer` or below it. */
function isInside(outer: string, inner: string): boolean {
  const relative = path.relative(outer, inner);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

function mib(bytes: number): string {
  return `${(bytes / 2 ** 20).toFixed(1)} MiB`;
}
