// `node scripts/dataset.ts --build <dir> [--url <landing page>] [--content-base <url prefix>]`:
// writes the citable dataset bundle (Every Eval Ever export, croissant.json, README.md, CITATION.cff, SHA256SUMS) into
// a data build folder. Without --url / --content-base, SITE_URL and BASE_PATH give them (the site's Downloads page
// and data/files/), as for the site build. Paths written go to stdout, errors to stderr with a non-zero exit.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { datasetLocation, writeDatasetBundle } from '../src/dataset/bundle.ts';

const USAGE = 'usage: node scripts/dataset.ts [--build data/build] [--url <landing page>] [--content-base <url prefix>]';
const { values } = (() => {
  try {
    return parseArgs({ options: { build: { type: 'string', default: 'data/build' }, url: { type: 'string' }, 'content-base': { type: 'string' }, help: { type: 'boolean', short: 'h' } } });
  } catch (error) {
    console.error(`dataset: ${(error as Error).message}\n${USAGE}`);
    process.exit(2);
  }
})();
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
try {
  const written = await writeDatasetBundle({
    buildDir: path.resolve(values.build!),
    root: path.resolve(import.meta.dirname, '..'),
    ...datasetLocation(process.env.SITE_URL, process.env.BASE_PATH),
    ...(values.url ? { url: values.url } : {}),
    ...(values['content-base'] ? { contentBase: values['content-base'] } : {}),
  });
  for (const file of written) console.log(file);
} catch (error) {
  console.error(`dataset: ${(error as Error).message}`);
  process.exit(1);
}
