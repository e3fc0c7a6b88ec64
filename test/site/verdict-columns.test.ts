// The verdict explorer's names and the SQL page's `verdicts` table (src/site/verdict-columns.ts):
// every SQL name listed is a column of the verdicts.parquet a data build writes (the mini release,
// built here) and every explorer name is a column of the explorer's Arrow file; the hint for an
// SQL error is checked against the error text stock DuckDB actually gives.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DuckDBInstance } from '@duckdb/node-api';
import { tableFromIPC } from 'apache-arrow';
import type { BuildManifest } from '../../src/artifacts/manifest.ts';
import { EXPLORER_COLUMNS, GRID_COLUMNS, explorerNameHint } from '../../src/site/verdict-columns.ts';
import { buildInto, MINI_RELEASE, tempDir } from '../pipeline/helpers.ts';

let out: string;
let manifest: BuildManifest;
beforeAll(async () => {
  out = tempDir('verdict-columns');
  manifest = await buildInto(MINI_RELEASE, out);
}, 120_000);
afterAll(() => { if (out) fs.rmSync(out, { recursive: true, force: true }); });

/** DuckDB's error text for a query (the thrown message), or null when it runs. */
async function duckdbError(sql: string): Promise<string | null> {
  const connection = await (await DuckDBInstance.create(':memory:')).connect();
  try { await connection.run(sql); return null; } catch (e) { return (e as Error).message; }
}

describe('the explorer\'s names in SQL', () => {
  it('every SQL name is a column of verdicts.parquet', () => {
    const parquet = manifest.artifacts.find((a) => a.path === 'parquet/verdicts.parquet')!;
    const columns = new Set(parquet.columns!.map((c) => c.name));
    for (const c of EXPLORER_COLUMNS) expect(columns.has(c.sql), `${c.label} → ${c.sql}`).toBe(true);
  });

  it('every explorer name is a column of the explorer\'s Arrow file (the grid\'s verdict id is split in two there)', () => {
    const arrow = manifest.artifacts.find((a) => a.kind === 'arrow' && a.path.endsWith('verdicts.arrow') && !a.path.includes('qualifying'))!;
    const table = tableFromIPC(fs.readFileSync(path.join(out, arrow.path)));
    const names = new Set(table.schema.fields.map((f) => f.name));
    for (const c of EXPLORER_COLUMNS) expect(names.has(c.id), c.id).toBe(true);
  });

  it('the effective verdict is `verdict` in SQL and the verdict id is `verdict_id` (src/metrics/verdicts.sql: effective_verdict AS verdict)', () => {
    expect(GRID_COLUMNS.find((c) => c.id === 'effective_verdict')?.sql).toBe('verdict');
    expect(GRID_COLUMNS.find((c) => c.id === 'verdict')?.sql).toBe('verdict_id');
  });

  it('an error naming effective_verdict gets a hint naming verdict; other errors get none', async () => {
    const table = "(SELECT 'v1' AS verdict_id, 'pass' AS verdict) AS verdicts";
    const binder = await duckdbError(`SELECT effective_verdict FROM ${table}`);
    expect(binder).toMatch(/effective_verdict/);
    expect(explorerNameHint(binder!)).toBe('The verdict explorer\'s “Effective verdict” (effective_verdict) is the column verdict in SQL.');
    const unknown = await duckdbError(`SELECT no_such_column FROM ${table}`);
    expect(unknown).toMatch(/no_such_column/);
    expect(explorerNameHint(unknown!)).toBeNull();
    const syntax = await duckdbError('SELEC 1');
    expect(explorerNameHint(syntax!)).toBeNull();
  });
});
