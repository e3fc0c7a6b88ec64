import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../src/site/static-site.ts';

/**
 * The built site a browser measurement runs on: --site when given, else the data build's site in
 * work/site under base /hif, built once per bench run (re-rank, explorer and Lighthouse share it).
 */
export async function siteToMeasure(o: { siteDir: string | null; base: string; work: string; dataDir: string; log: (line: string) => void }, who: string): Promise<{ siteDir: string; base: string }> {
  if (o.siteDir) return { siteDir: o.siteDir, base: o.base };
  const siteDir = join(o.work, 'site');
  if (!existsSync(join(siteDir, 'index.html'))) {
    o.log(`${who}: building the site from ${o.dataDir} into ${siteDir}`);
    await buildSite({ dataBuildIfMissing: false, env: { HIF_DATA_DIR: o.dataDir, SITE_OUT_DIR: siteDir, BASE_PATH: '/hif' } });
  }
  return { siteDir, base: '/hif' };
}
