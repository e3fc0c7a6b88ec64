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
import { jsonArraysByKey, parseJsonArray } from '../../src/pipeline/json-arrays.ts';
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
    for (const bytes of arrays.values()) expect(bytes.byteLength).toBe(bytes.buffer.byteLength); // transferable on its own
  });
});

describe('parseJsonArray', () => {
  const bytes = (json: string) => new TextEncoder().encode(json);
  // Elements whose strings hold the cut's bytes escaped ("},{\"b\":"), non-ASCII text and
  // surrogate pairs, enough of them for many pieces of 32 kB.
  const many = Array.from({ length: 3000 }, (_, i) => ({ b: i, a: `${'x'.repeat(i % 40)}},{\"b\":${i} é → 😀 \u202e` }));

  it('gives what JSON.parse gives, for arrays of one piece and of many', async () => {
    for (const value of [[], [{ b: 1, a: 'z' }], many, [1, 2, 3], [[{ b: 1 }], [{ b: 2 }]]]) {
      const json = JSON.stringify(value);
      expect(parseJsonArray(bytes(json))).toEqual(JSON.parse(json));
    }
    expect(JSON.stringify(many).length).toBeGreaterThan(4 * 32 * 1024);
    // DuckDB's own bytes, as the shards have them.
    const arrays = await jsonArraysByKey(connection, { from: '(SELECT 1 AS k, i AS b, repeat(\'é"},{"b":\', i % 50) AS a FROM range(5000) t(i))', keyColumn: 'k', schema: Pair, orderBy: 'b' });
    const shard = arrays.get('1')!;
    expect(parseJsonArray(shard)).toEqual(JSON.parse(Buffer.from(shard).toString('utf8')));
  });

  it('is exact where the cut\'s bytes also occur inside an element (a nested object with the first key)', () => {
    // Ten nested occurrences per element for one between elements: most cuts start inside one.
    const nested = Array.from({ length: 2000 }, (_, i) => ({ b: i, a: 'y'.repeat(30), c: [{ q: 1 }, ...Array.from({ length: 10 }, () => ({ b: i }))] }));
    const json = JSON.stringify(nested);
    expect(json).toContain('},{"b":');
    expect(parseJsonArray(bytes(json))).toEqual(nested);
  });

  it('fails as JSON.parse fails, in the first piece or a later one', () => {
    const good = JSON.stringify(many);
    for (const bad of [`${good.slice(0, -1)},{"b":1,"a":}]`, good.slice(0, -1), good.replace('"b":2999', '"b":NaN')]) {
      expect(() => JSON.parse(bad)).toThrow(SyntaxError);
      expect(() => parseJsonArray(bytes(bad))).toThrow(SyntaxError);
    }
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
