/**
 * withThreads (src/lib/build/derive.ts): the derived verdicts table is made with more DuckDB
 * threads on a large release, and the build must be back on one thread afterwards, also when the
 * work fails; the table's rows must scan back in their ORDER BY order.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DuckDBConnection } from '@duckdb/node-api';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, rows } from '../../src/lib/build/db.ts';
import { withThreads } from '../../src/lib/build/derive.ts';

const dir = mkdtempSync(join(tmpdir(), 'derive-threads-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs `work` on the connection of a fresh database file in the test folder, then closes it. */
async function withDatabase(name: string, work: (c: DuckDBConnection) => Promise<void>): Promise<void> {
  const db = await openDatabase(join(dir, name));
  try {
    await work(db.connection);
  } finally {
    db.close();
  }
}

describe('withThreads', () => {
  it('runs the work with the given threads and goes back to one, even when the work throws', async () => {
    await withDatabase('b.duckdb', async (c) => {
      const threads = async () => Number((await rows(c, `SELECT current_setting('threads') AS t`))[0]!.t);
      expect(await threads()).toBe(1);
      let during = 0;
      await withThreads(c, 2, async () => { during = await threads(); });
      expect(during).toBe(2);
      expect(await threads()).toBe(1);
      await expect(withThreads(c, 2, async () => { throw new Error('boom'); })).rejects.toThrow('boom');
      expect(await threads()).toBe(1);
    });
  });

  it('a table made with ORDER BY on several threads scans back in that order (verdicts.parquet is written without re-sorting)', async () => {
    await withDatabase('order.duckdb', async (c) => {
      // Shuffled input, padded text so that the table spans many row groups and vectors.
      await c.run(`CREATE TABLE raw AS SELECT 'V' || lpad(((i * 7919) % 300000)::VARCHAR, 6, '0') AS verdict_id, repeat('x', 50 + i % 40) AS evidence FROM range(300000) t(i)`);
      await withThreads(c, 2, () => c.run('CREATE TABLE sorted AS SELECT * FROM raw ORDER BY verdict_id').then(() => undefined));
      const file = join(dir, 'sorted.parquet');
      await c.run(`COPY (SELECT * FROM sorted) TO '${file}' (FORMAT parquet, COMPRESSION zstd)`);
      const [check] = await rows(c, `SELECT count(*)::INTEGER AS n, count(*) FILTER (WHERE prev >= verdict_id)::INTEGER AS out_of_order
        FROM (SELECT verdict_id, lag(verdict_id) OVER (ORDER BY file_row_number) AS prev FROM read_parquet('${file}', file_row_number = true))`);
      expect(check).toEqual({ n: 300000, out_of_order: 0 });
    });
  });

});
