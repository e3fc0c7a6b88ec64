// `npm start`: build every artifact from the release (npm run data), build the site, and serve it
// on http://127.0.0.1:$PORT (default 4321) under BASE_PATH. Works on a fresh clone: nothing is
// assumed to exist beforehand.
import { spawnSync } from 'node:child_process';
import { buildSite } from '../src/lib/site/build.ts';
import { startStaticServer } from '../src/lib/site/static-server.ts';

const data = spawnSync(process.execPath, ['scripts/data.ts'], { stdio: ['ignore', 'inherit', 'inherit'] });
if (data.status !== 0) {
  console.error(`start: the data build failed (exit ${data.status ?? data.error?.message}); see above`);
  process.exit(1);
}
try {
  await buildSite({ dataBuildIfMissing: false });
} catch (error) {
  console.error(`start: ${(error as Error).message}`);
  process.exit(1);
}
const server = await startStaticServer({ root: process.env.SITE_OUT_DIR ?? 'dist', base: process.env.BASE_PATH || '/', port: Number(process.env.PORT ?? 4321) });
console.error(`start: site ready at ${server.url} (Ctrl+C to stop)`);
console.log(server.url);
