/**
 * The fast path of the schema checks (src/release/schema-check.ts: zod's JSON Schema compiled
 * by ajv) must never accept what zod rejects or would change: checked by hand on the constructs
 * the schemas use, then differentially on thousands of damaged copies of the mini release's
 * records (seeded), for every release record schema and the artifact rows the build checks with it.
 */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FailureRef, VerdictDetail, VerdictShard } from '../../src/artifacts/entities.ts';
import { compileAcceptance } from '../../src/release/schema-check.ts';
import { RELEASE_FILES, RELEASE_FILE_NAMES, type ReleaseFileName } from '../../src/release/schemas.ts';

const MINI = join(import.meta.dirname, '..', 'fixtures', 'mini-release');

/** Whether zod accepts the value and returns it unchanged. */
function zodAcceptsUnchanged(schema: z.ZodType, value: unknown): boolean {
  const parsed = schema.safeParse(value);
  return parsed.success && isDeepStrictEqual(parsed.data, value);
}

/** ajv's answers for `values`, after checking that each acceptance is one zod agrees with. */
function answers(schema: z.ZodType, values: unknown[]): boolean[] {
  const accepts = compileAcceptance(schema);
  return values.map((value) => {
    const ok = accepts(value);
    if (ok) expect(zodAcceptsUnchanged(schema, value), `ajv accepted ${String(JSON.stringify(value))}, zod does not`).toBe(true);
    return ok;
  });
}

describe('compileAcceptance by construct', () => {
  it('strict objects: every field present, no other key', () => {
    const schema = z.strictObject({ a: z.string(), b: z.number().nullable() });
    expect(answers(schema, [{ a: 'x', b: null }, { a: 'x' }, { a: 'x', b: 1, c: 2 }, JSON.parse('{"a":"x","b":1,"__proto__":1}'), [], null]))
      .toEqual([true, false, false, false, false, false]);
  });

  it('strings: length bounds in code points (as zod 4 counts them) and regexes as written', () => {
    expect(answers(z.string().min(2).max(3).regex(/^a/), ['ab', 'abc', 'a', 'abcd', 'ba', 12])).toEqual([true, true, false, false, false, false]);
    // hand: '😀' is 1 code point (2 UTF-16 units); zod 4.6 counts code points too.
    expect(answers(z.string().max(2), ['😀x', '😀😀', '😀😀x', '\ud800\ud800'])).toEqual([true, true, false, true]);
    expect(answers(z.string().min(2), ['😀', '😀x'])).toEqual([false, true]);
    expect(answers(z.string().length(3), ['abc', 'ab', '😀😀😀'])).toEqual([true, false, true]);
    // No u flag, as zod tests /./: a lone surrogate is one character either way, an astral one is two.
    expect(answers(z.string().regex(/^.$/), ['a', '\ud800', '😀'])).toEqual([true, true, false]);
  });

  it('numbers: safe integers, inclusive and exclusive bounds, finite only', () => {
    expect(answers(z.number().int().min(1).max(9), [1, 9, 5, 0, 10, 1.5, Number.NaN, '1'])).toEqual([true, true, true, false, false, false, false, false]);
    expect(answers(z.number().gt(0).lt(1), [0.5, 0, 1])).toEqual([true, false, false]);
    expect(answers(z.number(), [JSON.parse('1e400'), Number.NaN, 1e300])).toEqual([false, false, true]); // JSON.parse('1e400') is Infinity
    expect(answers(z.number().int(), [2 ** 53, 2 ** 53 - 1])).toEqual([false, true]);
  });

  it('enums, literals, booleans, nullable, records and arrays with length checks', () => {
    expect(answers(z.array(z.enum(['x', 'y'])).length(2).nullable(), [['x', 'y'], null, ['x'], ['x', 'z'], 'xy'])).toEqual([true, true, false, false, false]);
    expect(answers(z.literal('v'), ['v', 'w'])).toEqual([true, false]);
    expect(answers(z.boolean(), [false, 0])).toEqual([true, false]);
    expect(answers(z.array(z.number()).min(1).max(2), [[], [1], [1, 2, 3]])).toEqual([false, true, false]);
    expect(answers(z.partialRecord(z.enum(['a', 'b']), z.string().min(1)), [{}, { a: 'x' }, { c: 'x' }, { a: '' }])).toEqual([true, true, false, false]);
  });

  it('refuses a schema zod cannot export (a transform)', () => {
    expect(() => compileAcceptance(z.strictObject({ a: z.number().transform((n) => n + 1) }))).toThrow(/cannot be represented/);
  });
});

function miniRecords(name: ReleaseFileName): Record<string, unknown>[] {
  const manifest = JSON.parse(readFileSync(join(MINI, 'manifest.json'), 'utf8')) as { files: Record<string, { path: string }> };
  const path = join(MINI, manifest.files[name]!.path);
  const bytes = readFileSync(path);
  const text = (path.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('utf8');
  return text.split('\n').filter((l) => l !== '').map((l) => JSON.parse(l) as Record<string, unknown>);
}

/** Values that sit on or across the schemas' boundaries. */
const ODD_VALUES: unknown[] = [
  null, 0, 1, -1, 1.5, 9, 10, 2 ** 53, 1e300, '', 'x', 'pass', 'fail', 'na', 'R0001', 'R001', 'T001', 'T1234567', 'V000001', 'V00001',
  'V123456789', 'claude-opus-4.7', 'Claude', 'llm_judge', 'ast', 'SD', 'panel', 'probe', true, false, [], {}, ['pass', 'pass', 'pass'],
  ['pass', 'fail'], ['pass', 'fail', 'na', 'na'], ['bad', 'pass', 'pass'], 'x'.repeat(64), 'x'.repeat(65), 'x'.repeat(600), 'x'.repeat(601),
  '😀'.repeat(300), '😀'.repeat(301), [{ rule_id: 'R0001', surface: 'SD' }], [{ rule_id: 'R0001' }], { pass_rate: 50, discrimination: 0.5 },
  { pass_rate: 101, discrimination: 0 }, ['a'], [''], 2 ** 53 - 1, JSON.parse('1e400'), '\ud800', `${'x'.repeat(599)}😀`, `${'x'.repeat(600)}😀`,
  '😀'.repeat(600), '😀'.repeat(601), 'R0001\n', ' T001',
];

/** A seeded linear congruential generator (deterministic mutations). */
function lcg(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

function mutate(record: Record<string, unknown>, random: () => number): unknown {
  const copy = structuredClone(record);
  const keys = Object.keys(copy);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const r = random();
  if (r < 0.1) delete copy[pick(keys)];
  else if (r < 0.15) copy[pick(['extra', 'Verdict', 'toString'])] = 1;
  else if (r < 0.2) return pick([null, [], 'text', 42, [copy]]);
  else {
    // Replace one or two values, at the top level or one level down.
    for (let n = random() < 0.7 ? 1 : 2; n > 0; n--) {
      const key = pick(keys);
      const value = copy[key];
      if (value !== null && typeof value === 'object' && random() < 0.4) {
        const inner = value as Record<string, unknown>;
        const innerKeys = Object.keys(inner);
        if (innerKeys.length > 0) inner[pick(innerKeys)] = pick(ODD_VALUES);
      } else copy[key] = pick(ODD_VALUES);
    }
  }
  return copy;
}

/** The verdict shard of the mini release's first task, as the build writes it (its rows: VerdictDetail). */
function miniShard(): Record<string, unknown> {
  const verdicts = miniRecords('verdicts');
  const task = verdicts[0]!['task_id'];
  return {
    task_id: task,
    verdicts: verdicts.filter((v) => v['task_id'] === task).map((v) => ({ ...v, raw_verdict: v['verdict'], collapsed: false })),
  };
}

/** Every schema the fast path serves, with valid records to damage. */
const SERVED: [string, z.ZodType, () => Record<string, unknown>[]][] = [
  ...RELEASE_FILE_NAMES.map((name): [string, z.ZodType, () => Record<string, unknown>[]] => [name, RELEASE_FILES[name].schema, () => miniRecords(name)]),
  ['VerdictShard', VerdictShard, () => [miniShard()]],
  ['VerdictDetail', VerdictDetail, () => miniShard()['verdicts'] as Record<string, unknown>[]],
  ['FailureRef', FailureRef, () => miniRecords('verdicts').map((v) => ({ verdict_id: v['verdict_id'], task_id: v['task_id'], round: v['round'], rule_id: v['rule_id'] }))],
];

describe('compileAcceptance against zod', () => {
  it.each(SERVED)('%s: accepts every valid record; accepts a damaged one only if zod accepts it unchanged', (_name, schema, valid) => {
    const accepts = compileAcceptance(schema);
    const records = valid();
    for (const record of records) expect(accepts(record), JSON.stringify(record)).toBe(true);
    const random = lcg(SERVED.findIndex(([name]) => name === _name) + 1);
    let accepted = 0;
    let rejected = 0;
    for (let i = 0; i < 3000; i++) {
      const damaged = mutate(records[i % records.length]!, random);
      if (!accepts(damaged)) { rejected += 1; continue; }
      accepted += 1;
      const parsed = schema.safeParse(damaged);
      expect(parsed.success, JSON.stringify(damaged)).toBe(true);
      expect(parsed.data).toStrictEqual(damaged);
    }
    // Both outcomes occurred, so the comparison above was exercised.
    expect(rejected).toBeGreaterThan(0);
    expect(accepted).toBeGreaterThan(0);
  });
});
