/**
 * The compiled fast acceptance test (src/lib/release/fast-check.ts) must never accept what zod
 * rejects: checked construct by construct by hand, then differentially on thousands of damaged
 * copies of the mini release's records (seeded).
 */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compileFastCheck, type FastCheck } from '../../src/lib/release/fast-check.ts';
import { RELEASE_FILES, RELEASE_FILE_NAMES, type ReleaseFileName } from '../../src/lib/release/schemas.ts';

const MINI = join(import.meta.dirname, '..', 'fixtures', 'mini-release');

function compiled(schema: z.ZodType): FastCheck {
  const check = compileFastCheck(schema);
  if (check === null) throw new Error('expected the schema to compile');
  return check;
}

describe('compileFastCheck by construct', () => {
  it('strict objects: every field present, no other key, plain objects only', () => {
    const check = compiled(z.strictObject({ a: z.string(), b: z.number().nullable() }));
    expect(check({ a: 'x', b: null })).toBe(true);
    expect(check({ a: 'x' })).toBe(false); // b missing (nullable is not optional)
    expect(check({ a: 'x', b: 1, c: 2 })).toBe(false);
    expect(check(JSON.parse('{"a":"x","b":1,"__proto__":1}'))).toBe(false);
    expect(check([])).toBe(false);
    expect(check(null)).toBe(false);
    expect(check(Object.assign(Object.create(null), { a: 'x', b: 1 }))).toBe(false);
  });

  it('strings: length bounds in UTF-16 units (as zod counts) and regexes', () => {
    const check = compiled(z.string().min(2).max(3).regex(/^a/));
    expect([check('ab'), check('abc'), check('a'), check('abcd'), check('ba'), check(12)]).toEqual([true, true, false, false, false, false]);
    const emoji = compiled(z.string().max(2));
    expect([emoji('😀'), emoji('😀x')]).toEqual([true, false]); // hand: '😀' is 2 UTF-16 units
    expect(compiled(z.string().length(3))('abc')).toBe(true);
    expect(compiled(z.string().length(3))('ab')).toBe(false);
  });

  it('numbers: safe integers, inclusive and exclusive bounds, finite only', () => {
    const check = compiled(z.number().int().min(1).max(9));
    expect([1, 9, 5, 0, 10, 1.5, Number.NaN, '1'].map((v) => check(v))).toEqual([true, true, true, false, false, false, false, false]);
    const open = compiled(z.number().gt(0).lt(1));
    expect([0.5, 0, 1].map((v) => open(v))).toEqual([true, false, false]);
    expect(compiled(z.number())(Number.POSITIVE_INFINITY)).toBe(false);
    expect(compiled(z.number().int())(2 ** 53)).toBe(false);
  });

  it('enums, literals, booleans, nullable and arrays with length checks', () => {
    const check = compiled(z.array(z.enum(['x', 'y'])).length(2).nullable());
    expect([check(['x', 'y']), check(null), check(['x']), check(['x', 'z']), check('xy')]).toEqual([true, true, false, false, false]);
    expect(compiled(z.literal('v'))('v')).toBe(true);
    expect(compiled(z.literal('v'))('w')).toBe(false);
    expect(compiled(z.boolean())(0)).toBe(false);
    expect(compiled(z.array(z.number()).min(1).max(2))([])).toBe(false);
  });

  it('returns null for what it does not model', () => {
    expect(compileFastCheck(z.strictObject({ a: z.string().optional() }))).toBeNull();
    expect(compileFastCheck(z.object({ a: z.string() }))).toBeNull(); // not strict: unknown keys are stripped
    expect(compileFastCheck(z.string().refine((s) => s !== 'x'))).toBeNull();
    expect(compileFastCheck(z.string().trim())).toBeNull();
    expect(compileFastCheck(z.string().email())).toBeNull();
    expect(compileFastCheck(z.string().regex(/a/g))).toBeNull();
    expect(compileFastCheck(z.coerce.number())).toBeNull();
    expect(compileFastCheck(z.number().default(1))).toBeNull();
    expect(compileFastCheck(z.strictObject({ a: z.number().transform((n) => n + 1) }))).toBeNull();
    expect(compileFastCheck(z.strictObject({ a: z.string() }).refine(() => true))).toBeNull();
  });

  it('compiles the hot record schemas (verdicts, runs, tasks)', () => {
    for (const name of ['verdicts', 'runs', 'tasks'] as const) expect(compileFastCheck(RELEASE_FILES[name].schema), name).not.toBeNull();
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
  { pass_rate: 101, discrimination: 0 }, ['a'], [''],
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

describe('compileFastCheck against zod', () => {
  it.each(RELEASE_FILE_NAMES)('%s: accepts every valid record; accepts a damaged one only if zod accepts it unchanged', (name) => {
    const { schema } = RELEASE_FILES[name];
    const check = compileFastCheck(schema);
    if (check === null) return; // zod validates every record of this file
    const records = miniRecords(name);
    for (const record of records) expect(check(record), JSON.stringify(record)).toBe(true);
    const random = lcg(RELEASE_FILE_NAMES.indexOf(name) + 1);
    let accepted = 0;
    let rejected = 0;
    for (let i = 0; i < 3000; i++) {
      const damaged = mutate(records[i % records.length]!, random);
      if (!check(damaged)) { rejected += 1; continue; }
      accepted += 1;
      const parsed = schema.safeParse(damaged);
      expect(parsed.success, JSON.stringify(damaged)).toBe(true);
      expect(parsed.data).toEqual(damaged);
    }
    // Both outcomes occurred, so the comparison above was exercised.
    expect(rejected).toBeGreaterThan(0);
    expect(accepted).toBeGreaterThan(0);
  });
});
