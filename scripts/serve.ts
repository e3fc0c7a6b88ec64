// `npm run serve`: serve the built site (dist/) on localhost under BASE_PATH (default /), port PORT or 4321.
import fs from 'node:fs';
import { startStaticServer } from '../src/site/static-server.ts';
import { listenProblem, parsePort } from '../src/site/port.ts';

const root = process.env.SITE_OUT_DIR ?? 'dist';
if (!fs.existsSync(`${root}/index.html`)) {
  console.error(`serve: ${root}/index.html not found; run \`npm run build\` first`);
  process.exit(1);
}
const port = parsePort(process.env.PORT);
if (typeof port === 'string') {
  console.error(`serve: ${port}`);
  process.exit(2);
}
const server = await startStaticServer({ root, base: process.env.BASE_PATH || '/', port, host: '127.0.0.1' }).catch((error: unknown) => {
  console.error(`serve: ${listenProblem(error, port).replace('npm start', 'npm run serve')}`);
  process.exit(1);
});
console.error(`serving ${root} at ${server.url} (Ctrl+C to stop)`);
console.log(server.url);
