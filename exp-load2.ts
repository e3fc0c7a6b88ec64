import { openDatabase, metricSql } from './src/lib/build/db.ts';
import { loadRelease } from './src/lib/build/load.ts';
import { Manifest } from './src/lib/release/schemas.ts';
import { RELEASE_COLUMN_TYPES } from './src/lib/build/release-columns.ts';
import { readFileSync } from 'node:fs';
const [release, file, mode] = process.argv.slice(2);
const db = await openDatabase(file!);
const m = Manifest.parse(JSON.parse(readFileSync(`${release}/manifest.json`, 'utf8')));
const c = db.connection;
await c.run(`SET checkpoint_threshold = '1TB'`);
let t = performance.now();
const lap = (s: string) => { console.error(mode, s, ((performance.now() - t) / 1000).toFixed(2)); t = performance.now(); };
if (mode === 'view') {
  const types = RELEASE_COLUMN_TYPES.verdicts;
  const cols = `{${Object.entries(types).map(([n, ty]) => `'${n}': '${ty}'`).join(', ')}}`;
  const orig = m.files.verdicts.rows; m.files.verdicts.rows = 0;
  await loadRelease(c, release!, m);
  m.files.verdicts.rows = orig;
  await c.run(`DROP TABLE raw_verdicts`);
  await c.run(`CREATE VIEW raw_verdicts AS SELECT * FROM read_json('${release}/${m.files.verdicts.path}', format = 'newline_delimited', columns = ${cols})`);
} else {
  await loadRelease(c, release!, m);
}
lap('load');
for (const name of ['models', 'rules', 'tasks', 'runs']) await c.run(`CREATE OR REPLACE TABLE ${name} AS ${metricSql(name).trim().replace(/;\s*$/, '')}`);
lap('small');
await c.run(`CREATE OR REPLACE TABLE verdicts AS ${metricSql('verdicts').trim().replace(/;\s*$/, '')}`);
lap('verdicts');
db.close();
