/**
 * The JSON arrays DuckDB makes for the verdict shards and the model files' failures
 * (src/pipeline/json-arrays.ts), and their check where they are written (context.ts
 * writeEntityWithCheckedArray): bytes written as DuckDB made them, every row checked by the
 * entity's schema, a bad row rejected with zod's message naming the file and the field.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jsonArraysByKey } from '../../src/pipeline/json-arrays.ts';
import { writeEntityWithCheckedArray } from '../../src/pipeline/context.ts';
import { FailureRef } from '../../src/artifacts/entities.ts';

let instance: DuckDBInstance;
let connection: DuckDBConnection;
const out = mkdtempSync(join(tmpdir(), 'json-arrays-'));
beforeAll(async () => {
  instance = await DuckDBInstance.create(':memory:');
  connection = await instance.connect();
});
afterAll(() => {
  connection.closeSync();
  instance.closeSync();
  rmSync(out, { recursive: true, force: true });
});

const text = (bytes: Uint8Array) => Buffer.from(bytes).toString('utf8');
const Pair = z.strictObject({ b: z.number().int(), a: z.string() });

describe('jsonArraysByKey', () => {
  it('one array per key, rows in the order asked, keys of each object in the schema\'s order', async () => {
    const arrays = await jsonArraysByKey(connection, {
      from: "(SELECT * FROM (VALUES ('k1', 'x', 2), ('k2', 'y', 1), ('k1', 'z', 1)) t(key, a, b))", keyColumn: 'key', schema: Pair, orderBy: 'b',
    });
    expect([...arrays.keys()].sort()).toEqual(['k1', 'k2']);
    expect(text(arrays.get('k1')!)).toBe('[{"b":1,"a":"z"},{"b":2,"a":"x"}]'); // hand: k1's rows by b
    expect(text(arrays.get('k2')!)).toBe('[{"b":1,"a":"y"}]');
    for (const bytes of arrays.values()) expect(bytes.byteLength).toBe(bytes.buffer.byteLength); // its own ArrayBuffer, not a view into the chunk
  });
});

describe('writeEntityWithCheckedArray', () => {
  // A model file's own head and failures (ModelEntity's last field, of FailureRef rows).
  const ModelFile = z.strictObject({ model_id: z.string(), failures: z.array(FailureRef) });

  it('checks every row of the array by the entity\'s schema and names the file and the field', async () => {
    const arrays = await jsonArraysByKey(connection, {
      from: "(SELECT * FROM (VALUES ('m', 'V000001', 'T001', 'one', 'R0001')) t(model_id, verdict_id, task_id, round, rule_id))",
      keyColumn: 'model_id', schema: FailureRef, orderBy: 'verdict_id',
    });
    // round is text here: zod's message, at the row and field, before anything is written.
    expect(() => writeEntityWithCheckedArray(out, 'models/m.json', 'ModelFile', ModelFile, { model_id: 'm' }, 'failures', arrays.get('m')!))
      .toThrow(/models\/m\.json: field failures\.0\.round: Invalid input: expected number/);
  });

  it('writes the head, the array\'s bytes as they are and the closing brace', async () => {
    const Shard = z.strictObject({ task_id: z.string(), rows: z.array(Pair) });
    const arrays = await jsonArraysByKey(connection, {
      from: "(SELECT * FROM (VALUES ('T1', 'é', 1), ('T1', 'b', 2)) t(task_id, a, b))", keyColumn: 'task_id', schema: Pair, orderBy: 'b',
    });
    const written = writeEntityWithCheckedArray(out, 'shards/T1.json', 'Shard', Shard, { task_id: 'T1' }, 'rows', arrays.get('T1')!);
    const file = readFileSync(join(out, 'shards', 'T1.json'), 'utf8');
    expect(file).toBe(`{"task_id":"T1","rows":${text(arrays.get('T1')!)}}\n`);
    expect(Shard.parse(JSON.parse(file)).rows).toEqual([{ b: 1, a: 'é' }, { b: 2, a: 'b' }]);
    expect(written.bytes).toBe(Buffer.byteLength(file));
  });
});
