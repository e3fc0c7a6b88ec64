// `npm run build`: run the data build if data/build/ is missing, then `astro build` into dist/.
// Honours BASE_PATH (e.g. BASE_PATH=/x), HIF_DATA_DIR (another data build) and SITE_OUT_DIR.
import { buildSite } from '../src/site/static-site.ts';

try {
  await buildSite({ dataBuildIfMissing: true });
} catch (error) {
  console.error(`build: ${(error as Error).message}`);
  process.exit(1);
}
