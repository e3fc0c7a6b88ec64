/**
 * Every metric query that reads derived tables (not the raw release) can be rerun by a reader
 * with stock DuckDB on the shipped Parquet files alone — views named after the files, then the
 * SQL file as is — and gives the same rows as the Parquet the build wrote for that table.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';

const METRICS = 'src/metrics';
const sqlFiles = readdirSync(METRICS).filter((f) => f.endsWith('.sql')).sort();
const readerRunnable = sqlFiles.filter((f) => !/\b(raw_|vocab_)\w+/.test(readFileSync(join(METRICS, f), 'utf8').replace(/--.*$/gm, '')));

describe('metric SQL rerun by a reader on the Parquet artifacts', () => {
  const out = inject('miniBuild');
  let connection: DuckDBConnection;
  let close: () => void;
  beforeAll(async () => {
    const instance = await DuckDBInstance.create(':memory:');
    connection = await instance.connect();
    close = () => { connection.closeSync(); instance.closeSync(); };
    for (const file of readdirSync(join(out, 'parquet'))) {
      await connection.run(`CREATE VIEW ${file.replace('.parquet', '')} AS SELECT * FROM read_parquet('${join(out, 'parquet', file)}')`);
    }
    return () => close();
  });

  it('has every SQL file start with a header comment naming its inputs', () => {
    for (const f of sqlFiles) {
      const text = readFileSync(join(METRICS, f), 'utf8');
      expect(text.startsWith(`-- ${f.replace('.sql', '')}:`), f).toBe(true);
      expect(text, f).toMatch(/Inputs:/);
    }
  });

  it('covers most queries (the derive queries read the raw release and are excluded)', () => {
    expect(readerRunnable.length).toBeGreaterThan(15);
  });

  it.each(readerRunnable)('%s gives the rows the build shipped', async (file) => {
    const name = file.replace('.sql', '');
    const query = readFileSync(join(METRICS, file), 'utf8').trim().replace(/;\s*$/, '');
    const mine = (await connection.runAndReadAll(query)).getRowObjectsJson();
    const shipped = readdirSync(join(out, 'parquet')).includes(`${name}.parquet`);
    expect(shipped, `${name}.parquet is shipped`).toBe(true);
    const theirs = (await connection.runAndReadAll(`SELECT * FROM ${name}`)).getRowObjectsJson();
    expect(mine.length).toBe(theirs.length);
    // Compare as JSON text after rounding numbers (a table artifact's Parquet keeps 12 significant digits).
    const norm = (rows: Record<string, unknown>[]) => JSON.stringify(rows.map((r) => Object.fromEntries(Object.entries(r)
      .filter(([k]) => k in (theirs[0] ?? {}))
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([k, v]) => [k, typeof v === 'number' ? Number(v.toPrecision(10)) : v]))));
    expect(norm(mine)).toBe(norm(theirs));
  });
});
