/**
 * withThreads (src/lib/build/derive.ts): the derived verdicts table is made with more DuckDB
 * threads, and the build must be back on one thread afterwards, also when the work fails.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, rows } from '../../src/lib/build/db.ts';
import { withThreads } from '../../src/lib/build/derive.ts';

const dir = mkdtempSync(join(tmpdir(), 'derive-threads-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('withThreads', () => {
  it('runs the work with the given threads and goes back to one, even when the work throws', async () => {
    const db = await openDatabase(join(dir, 'b.duckdb'));
    try {
      const threads = async () => Number((await rows(db.connection, `SELECT current_setting('threads') AS t`))[0]!.t);
      expect(await threads()).toBe(1);
      let during = 0;
      await withThreads(db.connection, 2, async () => { during = await threads(); });
      expect(during).toBe(2);
      expect(await threads()).toBe(1);
      await expect(withThreads(db.connection, 2, async () => { throw new Error('boom'); })).rejects.toThrow('boom');
      expect(await threads()).toBe(1);
    } finally {
      db.close();
    }
  });
});
