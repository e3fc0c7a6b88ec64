import { DuckDBInstance } from '@duckdb/node-api';
const [file, ...queries] = process.argv.slice(2);
const inst = await DuckDBInstance.create(file!, { threads: '1' });
const c = await inst.connect();
for (const q of queries) {
  const t = performance.now();
  const r = await c.run(q);
  const chunks = await r.fetchAllChunks();
  const n = chunks.reduce((s, ch) => s + ch.rowCount, 0);
  console.log(((performance.now() - t) / 1000).toFixed(3), 's', n, 'rows :', q.slice(0, 100).replace(/\s+/g, ' '));
}
