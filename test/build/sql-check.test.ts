/**
 * The zod schema compiled to SQL (src/lib/build/sql-check.ts) must accept exactly what zod accepts
 * of the JSON DuckDB writes: checked differentially, field by field, on thousands of seeded values
 * (typed and mistyped columns, damaged ids, nulls, non-ASCII text), each value's JSON taken from
 * DuckDB's own to_json as the build does. Then: the constructs it refuses, and the error it gives.
 */
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkRowsAgainstSchema, compileSqlCheck, enumValues, jsonObjectOf, portablePattern, UnsupportedSqlCheck } from '../../src/lib/build/sql-check.ts';
import { rows, sqlString } from '../../src/lib/build/db.ts';
import { FailureRef, VerdictDetail } from '../../src/lib/artifacts/entities.ts';

let connection: DuckDBConnection;
let instance: DuckDBInstance;
beforeAll(async () => {
  instance = await DuckDBInstance.create(':memory:');
  connection = await instance.connect();
});
afterAll(() => {
  connection.closeSync();
  instance.closeSync();
});

/** A seeded generator (mulberry32) so the differential cases are the same on every run. */
function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ALPHABET = ['V', 'R', 'T', 'a', 'z', 'A', '0', '1', '7', '9', '.', '-', '_', ' ', '\n', '"', '\\', 'é', '😀', 'x'];

function randomString(next: () => number): string {
  if (next() < 0.4) {
    // Near misses of the ids' patterns: a prefix and a run of digits of a random length.
    const digits = Array.from({ length: Math.floor(next() * 10) }, () => String(Math.floor(next() * 10))).join('');
    return `${ALPHABET[Math.floor(next() * 3)]}${digits}${next() < 0.2 ? ALPHABET[Math.floor(next() * ALPHABET.length)] : ''}`;
  }
  return Array.from({ length: Math.floor(next() * 8) }, () => ALPHABET[Math.floor(next() * ALPHABET.length)]).join('');
}

/** A SQL literal of `type` for one generated value (NULL sometimes). */
function literal(type: string, next: () => number, choices: string[]): string {
  if (next() < 0.08) return `NULL::${type}`;
  switch (type) {
    case 'VARCHAR': return sqlString(next() < 0.5 ? choices[Math.floor(next() * choices.length)]! : randomString(next));
    case 'INTEGER': return `${[-3, 0, 1, 2, 3, 1000000][Math.floor(next() * 6)]}::INTEGER`;
    case 'BIGINT': return `${['0', '9007199254740991', '9007199254740992', '-9007199254740993', '5'][Math.floor(next() * 5)]}::BIGINT`;
    case 'DOUBLE': return `${["'nan'", "'inf'", '1.5', '2.0', '-0.0', '1e300', '3'][Math.floor(next() * 7)]}::DOUBLE`;
    case 'BOOLEAN': return next() < 0.5 ? 'true' : 'false';
    case 'VARCHAR[]': {
      const n = Math.floor(next() * 4);
      return `[${Array.from({ length: n }, () => (next() < 0.1 ? 'NULL' : sqlString(next() < 0.7 ? choices[Math.floor(next() * choices.length)]! : randomString(next)))).join(', ')}]::VARCHAR[]`;
    }
    case ENUM: return `${sqlString(ENUM_VALUES[Math.floor(next() * ENUM_VALUES.length)]!)}::${ENUM}`;
    case `${ENUM}[]`: return `[${Array.from({ length: Math.floor(next() * 4) }, () => (next() < 0.1 ? 'NULL' : sqlString(ENUM_VALUES[Math.floor(next() * ENUM_VALUES.length)]!))).join(', ')}]::${ENUM}[]`;
    case 'INTEGER[]': return `[${Array.from({ length: Math.floor(next() * 3) }, () => String(Math.floor(next() * 5) - 1)).join(', ')}]::INTEGER[]`;
    default: throw new Error(type);
  }
}

/**
 * For every field and every generated row: zod's verdict on the JSON DuckDB writes for the value,
 * and the compiled SQL's verdict; returns the rows where they differ (none expected).
 */
async function disagreements(schema: z.ZodObject, columns: Record<string, string>, seed: number, count: number, choices: string[], accepted: Record<string, number> = {}): Promise<string[]> {
  const next = generator(seed);
  const names = Object.keys(columns);
  await connection.run(`CREATE OR REPLACE TABLE cases (i INTEGER, ${names.map((n) => `"${n}" ${columns[n]}`).join(', ')})`);
  const values = Array.from({ length: count }, (_, i) => `(${i}, ${names.map((n) => literal(columns[n]!, next, choices)).join(', ')})`);
  await connection.run(`INSERT INTO cases VALUES ${values.join(', ')}`);
  const checks = compileSqlCheck(schema, columns);
  const got = await rows(connection, `SELECT i, ${names.map((n) => `to_json("${n}")::VARCHAR AS "json_${n}"`).join(', ')},
      ${checks.map((c) => `${c.predicate} AS "ok_${c.field}"`).join(', ')} FROM cases ORDER BY i`);
  const out: string[] = [];
  for (const row of got) {
    for (const name of names) {
      const json = row[`json_${name}`] as string | null;
      // DuckDB writes NaN and Infinity as such, which is not JSON: the file would not parse.
      const parsed = json === null ? { ok: true, value: null } : parseJson(json);
      const zodSays = parsed.ok && (schema.shape[name] as z.ZodType).safeParse(parsed.value).success;
      if (zodSays) accepted[name] = (accepted[name] ?? 0) + 1;
      if (zodSays !== row[`ok_${name}`]) out.push(`${name} ${columns[name]} ${String(json)}: zod ${zodSays}, SQL ${String(row[`ok_${name}`])}`);
    }
  }
  return out;
}

function parseJson(text: string): { ok: boolean; value: unknown } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, value: undefined };
  }
}

const VERDICT_COLUMNS = {
  verdict_id: 'VARCHAR', model_id: 'VARCHAR', task_id: 'VARCHAR', round: 'INTEGER', rule_id: 'VARCHAR', raw_verdict: 'VARCHAR',
  verdict: 'VARCHAR', collapsed: 'BOOLEAN', method: 'VARCHAR', votes: 'VARCHAR[]', cascade_group: 'VARCHAR', cascade_rank: 'INTEGER',
  evidence: 'VARCHAR', rationale: 'VARCHAR',
};
const GOOD = ['V000123', 'V12345678', 'R0001', 'T001', 'gpt-5.1', 'm0', 'pass', 'fail', 'na', 'partial', 'judge', 'regex', 'xx'];
/** An ENUM type as the build gives the verdicts' ids and labels (release-columns.ts), with values valid for some fields and not others. */
const ENUM_VALUES = [...GOOD, 'R1', 'T 1', 'PASS', 'é', '"', "it's", "'", 'a, b', ''];
const ENUM = `ENUM(${ENUM_VALUES.map(sqlString).join(', ')})`;

describe('compileSqlCheck against zod', () => {
  it('VerdictDetail (the verdict shards): the same verdict as zod on 3,000 generated rows, every field', async () => {
    const accepted: Record<string, number> = {};
    expect(await disagreements(VerdictDetail, VERDICT_COLUMNS, 1, 3000, GOOD, accepted)).toEqual([]);
    // Both answers occur for every field (an all-reject check would agree with zod only by luck).
    for (const field of Object.keys(VERDICT_COLUMNS)) expect(accepted[field] ?? 0, field).toBeGreaterThan(30);
    for (const field of ['verdict_id', 'model_id', 'round', 'method', 'votes', 'evidence']) expect(accepted[field], field).toBeLessThan(3000);
  });

  it('FailureRef (the model files\' failures): the same verdict as zod on 2,000 generated rows', async () => {
    const columns = { verdict_id: 'VARCHAR', task_id: 'VARCHAR', round: 'INTEGER', rule_id: 'VARCHAR' };
    const accepted: Record<string, number> = {};
    expect(await disagreements(FailureRef, columns, 4, 2000, GOOD, accepted)).toEqual([]);
    for (const field of Object.keys(columns)) expect(accepted[field] ?? 0, field).toBeGreaterThan(30);
  });

  it('VerdictDetail with its ids and labels as ENUM columns (as the build stores them): the same verdict as zod', async () => {
    const enumColumns = { ...VERDICT_COLUMNS, model_id: ENUM, task_id: ENUM, rule_id: ENUM, raw_verdict: ENUM, verdict: ENUM, method: ENUM, votes: `${ENUM}[]` };
    const accepted: Record<string, number> = {};
    expect(await disagreements(VerdictDetail, enumColumns, 5, 2000, GOOD, accepted)).toEqual([]);
    for (const field of ['model_id', 'task_id', 'rule_id', 'verdict', 'method', 'votes']) {
      expect(accepted[field] ?? 0, field).toBeGreaterThan(30);
      expect(accepted[field], field).toBeLessThan(2000);
    }
  });

  it('reads an ENUM type\'s values as DESCRIBE writes them, quotes and commas included', async () => {
    await connection.run(`CREATE OR REPLACE TABLE enum_case (e ${ENUM})`);
    const [described] = await rows(connection, 'SELECT column_type FROM (DESCRIBE enum_case)');
    expect(enumValues(String(described!.column_type))).toEqual(ENUM_VALUES);
    expect(() => enumValues('VARCHAR')).toThrow(/not an ENUM/);
  });

  it('VerdictDetail on mistyped columns: numbers as text or doubles, booleans and lists of the wrong kind', async () => {
    const mistyped = { ...VERDICT_COLUMNS, verdict_id: 'INTEGER', round: 'DOUBLE', collapsed: 'VARCHAR', votes: 'INTEGER[]', cascade_rank: 'BIGINT', evidence: 'BOOLEAN' };
    expect(await disagreements(VerdictDetail, mistyped, 2, 1500, GOOD)).toEqual([]);
  });

  it('other constructs: bounds, safe integers, literals, nullable arrays with lengths, portable regexes', async () => {
    const schema = z.strictObject({
      score: z.number().min(0).lt(3),
      count: z.number().int().nonnegative(),
      big: z.number().int(),
      kind: z.literal(['pass', 'fail']),
      tags: z.array(z.string().regex(/^[a-z0-9][a-z0-9.-]{1,3}$/)).min(1).max(2).nullable(),
      code: z.string().regex(/^(V|R)\d+(_[A-Z]|x)?$/),
      flag: z.boolean().nullable(),
    });
    const columns = { score: 'DOUBLE', count: 'INTEGER', big: 'BIGINT', kind: 'VARCHAR', tags: 'VARCHAR[]', code: 'VARCHAR', flag: 'BOOLEAN' };
    expect(await disagreements(schema, columns, 3, 3000, ['pass', 'fail', 'ab', 'a.b', 'V1', 'R22_Q', 'V3x'])).toEqual([]);
  });
});

describe('compileSqlCheck refuses what it cannot compile exactly', () => {
  const refuses = (schema: z.ZodType) => expect(() => compileSqlCheck(schema, { a: 'VARCHAR' })).toThrow(UnsupportedSqlCheck);
  it('non-strict objects, optional fields, string lengths, transforms and other types', () => {
    refuses(z.object({ a: z.string() }));
    refuses(z.strictObject({ a: z.string().optional() }));
    refuses(z.strictObject({ a: z.string().min(2) })); // zod counts UTF-16 units, DuckDB characters
    refuses(z.strictObject({ a: z.string().transform((s) => s.length) }));
    refuses(z.strictObject({ a: z.enum(['x']).default('x') }));
    refuses(z.strictObject({ a: z.strictObject({ b: z.string() }) }));
    refuses(z.strictObject({ a: z.string().email() }));
  });
  it('regexes outside the portable subset', () => {
    for (const pattern of [/^a.b$/, /^[^a]$/, /^\w+$/, /^a$/i, /^(?:a)$/, /^a(?=b)/, /^\s$/, /^[a-z!]$/, /^a{2,$/, /é/]) {
      expect(() => portablePattern(pattern), String(pattern)).toThrow(UnsupportedSqlCheck);
    }
    for (const pattern of [/^V\d{6,8}$/, /^[a-z0-9][a-z0-9.-]{1,63}$/, /^(ab|c)+\d?$/, /^T\d{3,6}$/, /^a\.b$/, /^[-_.a-f]$/]) {
      expect(portablePattern(pattern)).toBe(pattern.source);
    }
  });
});

describe('checkRowsAgainstSchema', () => {
  it('passes good rows, and names the artifact, the rows and the fields of bad ones', async () => {
    const schema = z.strictObject({ id: z.string().regex(/^V\d{3}$/), n: z.number().int().min(1), tags: z.array(z.enum(['a', 'b'])) });
    await connection.run(`CREATE OR REPLACE TABLE good AS SELECT * FROM (VALUES ('V001', 1, ['a']), ('V002', 2, []::VARCHAR[])) t(id, n, tags)`);
    await expect(checkRowsAgainstSchema(connection, 'good', schema, { artifact: 'shards', schemaName: 'Thing', keyColumn: 'id' })).resolves.toBeUndefined();
    await connection.run(`CREATE OR REPLACE TABLE bad AS SELECT * FROM (VALUES ('V001', 0, ['a']), ('V02', 2, ['c']), ('V003', 3, ['b'])) t(id, n, tags)`);
    await expect(checkRowsAgainstSchema(connection, 'bad', schema, { artifact: 'entities/verdicts', schemaName: 'Thing', keyColumn: 'id' }))
      .rejects.toThrow('entities/verdicts: values not accepted by Thing (checked on the columns before writing): id V001: n; id V02: id, tags');
  });

  it('jsonObjectOf gives the schema\'s keys in its order', async () => {
    const schema = z.strictObject({ b: z.number(), a: z.string() });
    const [row] = await rows(connection, `SELECT ${jsonObjectOf(schema)}::VARCHAR AS j FROM (SELECT 'x' AS a, 1 AS b)`);
    expect(row!.j).toBe('{"b":1,"a":"x"}');
  });
});
