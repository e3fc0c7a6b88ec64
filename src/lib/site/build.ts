/**
 * Building the site: make sure a data build exists (run `npm run data` if data/build/ is
 * missing and the default folder is used), then run `astro build`. Used by scripts/build-site.ts,
 * scripts/start.ts and the browser tests' global setup.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { siteDataDir } from './data-dir.ts';

export interface BuildSiteOptions {
  /** Run the data build first when the data folder has no manifest. */
  dataBuildIfMissing: boolean;
  /** Extra environment (HIF_DATA_DIR, SITE_OUT_DIR, BASE_PATH). */
  env?: NodeJS.ProcessEnv;
}

const projectRoot = path.resolve(import.meta.dirname, '../../..');

function run(command: string, args: string[], env: NodeJS.ProcessEnv): void {
  // The pinned Node runs every step, so the site builds on the same runtime as the data.
  const result = spawnSync(command, args, { cwd: projectRoot, env, stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`${[command, ...args].join(' ')} exited with ${result.status}`);
}

/**
 * The environment without the variables a Vite-based runner (vitest) sets for its own modules
 * (BASE_URL, MODE, DEV, PROD, SSR, NODE_ENV=test, VITEST*): passed on, they would make
 * `astro build` build in the wrong mode or under the wrong base path.
 */
export function withoutViteEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const out: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(env)) {
    if (['BASE_URL', 'MODE', 'DEV', 'PROD', 'SSR', 'NODE_ENV'].includes(key) || key.startsWith('VITEST')) continue;
    out[key] = value;
  }
  return out;
}

export async function buildSite(options: BuildSiteOptions): Promise<void> {
  const env: NodeJS.ProcessEnv = { ...withoutViteEnv(process.env), ASTRO_TELEMETRY_DISABLED: '1', ...options.env };
  const dataDir = env.HIF_DATA_DIR ? path.resolve(projectRoot, env.HIF_DATA_DIR) : path.resolve(projectRoot, 'data/build');
  if (!fs.existsSync(path.join(dataDir, 'manifest.json'))) {
    if (!options.dataBuildIfMissing) throw new Error(`${dataDir}/manifest.json: no data build`);
    console.error(`build: ${dataDir} has no manifest.json; running the data build first (npm run data)`);
    run(process.execPath, ['scripts/data.ts'], env);
  }
  console.error(`build: astro build from ${dataDir} (base ${env.BASE_PATH || '/'})`);
  run(process.execPath, [path.join(projectRoot, 'node_modules/astro/bin/astro.mjs'), 'build'], { ...env, HIF_DATA_DIR: dataDir });
}

export { siteDataDir };
