import { DuckDBInstance } from '@duckdb/node-api';
const [file, ...queries] = process.argv.slice(2);
const inst = await DuckDBInstance.create(file!, { threads: '1' });
const c = await inst.connect();
for (const q of queries) { const r = await c.runAndReadAll(q); console.log(JSON.stringify(r.getRowObjectsJson())); }
