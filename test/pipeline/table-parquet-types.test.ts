/**
 * The Parquet copy of a table artifact is typed by its columns: a count, or a number formatted as
 * an integer (d3 type "d"), is written as an integer; a percent or a mean rank (".2f") as a
 * double; a non-integer value in an integer column is an error naming the file, row and field.
 */
import fs from 'node:fs';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { afterAll, describe, expect, it } from 'vitest';
import { tableColumnType, writeTableParquet } from '../../src/pipeline/parquet.ts';
import { tempDir } from './helpers.ts';

const dir = tempDir('table-parquet');
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const column = (id: string, unit: string, format: string | null) => ({ id, label: id, description: null, unit, format, interval_of: null, bound: null, links_to: null });
const COLUMNS = [column('model_id', 'id', null), column('qualifying', 'count', ',d'), column('rank', 'rank', 'd'), column('rank_mean', 'rank', '.2f'), column('acc', 'percent', '.1f')];

describe('table Parquet column types', () => {
  it('counts and "d"-formatted numbers are INTEGER, other numbers DOUBLE, ids VARCHAR', () => {
    expect(COLUMNS.map((c) => tableColumnType(c as never))).toEqual(['VARCHAR', 'INTEGER', 'INTEGER', 'DOUBLE', 'DOUBLE']);
  });

  it('writes them so: a reader sees integers where the table has counts', async () => {
    const instance = await DuckDBInstance.create(':memory:');
    const connection = await instance.connect();
    try {
      const file = join(dir, 't.parquet');
      await writeTableParquet(connection, { id: 't', columns: COLUMNS, rows: [{ model_id: 'a', qualifying: 12, rank: 1, rank_mean: 2.25, acc: 75 }] } as never, dir, file);
      const described = (await connection.runAndReadAll(`DESCRIBE SELECT * FROM read_parquet('${file}')`)).getRowObjectsJson();
      expect(described.map((d) => `${d.column_name}: ${d.column_type}`)).toEqual(['model_id: VARCHAR', 'qualifying: INTEGER', 'rank: INTEGER', 'rank_mean: DOUBLE', 'acc: DOUBLE']);
      const bad = writeTableParquet(connection, { id: 'u', columns: COLUMNS, rows: [{ model_id: 'a', qualifying: 12, rank: 1, rank_mean: 2, acc: 75 }, { model_id: 'b', qualifying: 2.5, rank: 2, rank_mean: 2, acc: 1 }] } as never, dir, join(dir, 'u.parquet'));
      await expect(bad).rejects.toThrow(/u\.parquet: row 2: field qualifying: an integer column/);
    } finally {
      connection.closeSync();
      instance.closeSync();
    }
  });
});
