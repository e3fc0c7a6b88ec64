/**
 * A fast acceptance test compiled from a zod record schema, for the millions of verdict rows.
 *
 * `compileFastCheck(schema)` returns a predicate that is true only for values the schema
 * accepts unchanged, or null when the schema uses anything it does not model (then the caller
 * uses zod for every record). It never decides a record is invalid: when it says false, the
 * caller runs zod's `safeParse`, which finds and words the problems, so validation stays exactly
 * as strict and its messages stay zod's. Only the sufficient direction matters and is tested
 * (test/release/fast-check.test.ts compares it with zod on thousands of damaged records).
 *
 * Modelled (zod 4 definitions, read from `schema._zod.def`): strict objects of required fields,
 * string with min/max/exact length and flag-less regex checks, number with safe-integer and
 * inclusive/exclusive bounds, boolean, enum, literal, nullable, arrays with length checks. Any
 * other type, check, coercion, transform or default makes the whole schema unsupported.
 */
import type { z } from 'zod';

export type FastCheck = (value: unknown) => boolean;

/**
 * The parts of a zod 4 schema definition (`schema._zod.def`) the compilers read: this one and the
 * SQL one of the build (src/lib/build/sql-check.ts).
 */
export interface Def {
  type: string;
  checks?: { _zod: { def: CheckDef } }[];
  shape?: Record<string, { _zod: { def: Def } }>;
  catchall?: { _zod: { def: Def } };
  innerType?: { _zod: { def: Def } };
  element?: { _zod: { def: Def } };
  entries?: Record<string, unknown>;
  values?: unknown[];
  coerce?: boolean;
}

export interface CheckDef {
  check: string;
  format?: string;
  pattern?: RegExp;
  minimum?: number;
  maximum?: number;
  length?: number;
  value?: unknown;
  inclusive?: boolean;
}

/** Thrown inside compilation for a construct that is not modelled; turns into a null result. */
class Unsupported extends Error {}

/** The predicate for `schema`, or null if the schema uses something not modelled here. */
export function compileFastCheck(schema: z.ZodType): FastCheck | null {
  try {
    return compile((schema as unknown as { _zod: { def: Def } })._zod.def);
  } catch (error) {
    if (error instanceof Unsupported) return null;
    throw error;
  }
}

function compile(def: Def): FastCheck {
  switch (def.type) {
    case 'object': return compileObject(def);
    case 'string': return compileString(def);
    case 'number': return compileNumber(def);
    case 'boolean':
      noChecks(def);
      return (v) => typeof v === 'boolean';
    case 'enum': {
      noChecks(def);
      const allowed = new Set(Object.values(def.entries ?? {}));
      return (v) => (typeof v === 'string' || typeof v === 'number') && allowed.has(v);
    }
    case 'literal': {
      noChecks(def);
      const allowed = new Set(def.values ?? []);
      return (v) => (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') && allowed.has(v);
    }
    case 'nullable': {
      noChecks(def);
      const inner = compile(def.innerType!._zod.def);
      return (v) => v === null || inner(v);
    }
    case 'array': return compileArray(def);
    default: throw new Unsupported(def.type);
  }
}

function noChecks(def: Def): void {
  if (def.checks !== undefined && def.checks.length > 0) throw new Unsupported(`checks on ${def.type}`);
  if (def.coerce === true) throw new Unsupported('coercion');
}

/** A strict object: exactly the shape's keys, each present (optional fields are not modelled). */
function compileObject(def: Def): FastCheck {
  noChecks(def);
  if (def.catchall?._zod.def.type !== 'never') throw new Unsupported('object that is not strict');
  const shape = Object.entries(def.shape ?? {});
  const keys = shape.map(([key]) => key);
  const checks = shape.map(([, schema]) => compile(schema._zod.def));
  const count = keys.length;
  return (v) => {
    if (typeof v !== 'object' || v === null || Array.isArray(v) || Object.getPrototypeOf(v) !== Object.prototype) return false;
    const record = v as Record<string, unknown>;
    // As many enumerable keys as the shape has (Object.prototype has none of its own, so
    // for-in counts own keys here, without allocating) and each of the shape's keys present.
    let size = 0;
    for (const _ in record) size += 1;
    if (size !== count) return false;
    for (let i = 0; i < count; i++) {
      const key = keys[i]!;
      if (!Object.hasOwn(record, key) || !checks[i]!(record[key])) return false;
    }
    return true;
  };
}

function compileString(def: Def): FastCheck {
  if (def.coerce === true) throw new Unsupported('coercion');
  let min = 0;
  let max = Number.POSITIVE_INFINITY;
  const patterns: RegExp[] = [];
  for (const { _zod: { def: c } } of def.checks ?? []) {
    if (c.check === 'min_length') min = Math.max(min, c.minimum!);
    else if (c.check === 'max_length') max = Math.min(max, c.maximum!);
    else if (c.check === 'length_equals') { min = Math.max(min, c.length!); max = Math.min(max, c.length!); }
    else if (c.check === 'string_format' && c.format === 'regex' && c.pattern instanceof RegExp && !c.pattern.global && !c.pattern.sticky) patterns.push(c.pattern);
    else throw new Unsupported(`string check ${c.check}${c.format ? ` (${c.format})` : ''}`);
  }
  return (v) => {
    if (typeof v !== 'string' || v.length < min || v.length > max) return false;
    for (const pattern of patterns) if (!pattern.test(v)) return false;
    return true;
  };
}

function compileNumber(def: Def): FastCheck {
  if (def.coerce === true) throw new Unsupported('coercion');
  let integer = false;
  const bounds: ((v: number) => boolean)[] = [];
  for (const { _zod: { def: c } } of def.checks ?? []) {
    if (c.check === 'number_format' && c.format === 'safeint') integer = true;
    else if ((c.check === 'greater_than' || c.check === 'less_than') && typeof c.value === 'number') {
      const bound = c.value;
      if (c.check === 'greater_than') bounds.push(c.inclusive === true ? (v) => v >= bound : (v) => v > bound);
      else bounds.push(c.inclusive === true ? (v) => v <= bound : (v) => v < bound);
    } else throw new Unsupported(`number check ${c.check}${c.format ? ` (${c.format})` : ''}`);
  }
  return (v) => {
    if (typeof v !== 'number' || !Number.isFinite(v)) return false;
    if (integer && !Number.isSafeInteger(v)) return false;
    for (const bound of bounds) if (!bound(v)) return false;
    return true;
  };
}

function compileArray(def: Def): FastCheck {
  let min = 0;
  let max = Number.POSITIVE_INFINITY;
  for (const { _zod: { def: c } } of def.checks ?? []) {
    if (c.check === 'min_length') min = Math.max(min, c.minimum!);
    else if (c.check === 'max_length') max = Math.min(max, c.maximum!);
    else if (c.check === 'length_equals') { min = Math.max(min, c.length!); max = Math.min(max, c.length!); }
    else throw new Unsupported(`array check ${c.check}`);
  }
  const element = compile(def.element!._zod.def);
  return (v) => {
    if (!Array.isArray(v) || v.length < min || v.length > max) return false;
    for (let i = 0; i < v.length; i++) if (!element(v[i])) return false;
    return true;
  };
}
