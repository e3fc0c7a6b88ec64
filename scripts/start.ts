// `npm start`: build every artifact from the release (npm run data), build the site, and serve it
// on http://127.0.0.1:$PORT (default 4321) under BASE_PATH. Works on a fresh clone: nothing is
// assumed to exist beforehand. The port is taken first, so a busy port is said before any build;
// the builds print a line each (their full log only when they fail).
import { runCommandSync } from '../src/site/child-process.ts';
import { buildSite } from '../src/site/static-site.ts';
import { startStaticServer, type RunningServer } from '../src/site/static-server.ts';
import { listenProblem, parsePort } from '../src/site/port.ts';

const port = parsePort(process.env.PORT);
if (typeof port === 'string') {
  console.error(`start: ${port}`);
  process.exit(2);
}
let server: RunningServer;
try {
  server = await startStaticServer({ root: process.env.SITE_OUT_DIR ?? 'dist', base: process.env.BASE_PATH || '/', port });
} catch (error) {
  console.error(`start: ${listenProblem(error, port)}`);
  process.exit(1);
}

console.error('start: building the data from data/release (npm run data)…');
let dataLog: string;
try {
  dataLog = runCommandSync(process.execPath, ['scripts/data.ts'], { cwd: process.cwd(), env: { ...process.env, CI: '1' }, quiet: true, doing: 'building the data from data/release' });
} catch (error) {
  console.error(`start: the data build failed: ${(error as Error).message}; see above`);
  process.exit(1);
}
console.error(`start: ${dataLog.trim().split('\n').at(-1)}`);
try {
  await buildSite({ dataBuildIfMissing: false, quiet: true });
} catch (error) {
  console.error(`start: ${(error as Error).message}`);
  process.exit(1);
}
console.error(`start: site ready at ${server.url} (Ctrl+C to stop; PORT=… npm start for another port)`);
console.log(server.url);
