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
 *
 * The predicate is generated as the source of one function (`new Function`), with each field
 * read by name and checked inline, as zod 4 itself does for object schemas. The first version
 * composed one closure per construct: every closure of a kind shared its call sites, which saw
 * every field's type and went megamorphic, and 4M verdicts at 100× spent 6-7 s of the
 * validation's 26 s in it (measured by skipping the check: 19-20 s). Only values built into the
 * source are the schema's own (keys and literals as JSON strings, numeric bounds); regexes and
 * large enums are passed in as arguments, never as text.
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
  const source = new Source();
  let statements: string;
  try {
    statements = source.check((schema as unknown as { _zod: { def: Def } })._zod.def, 'value');
  } catch (error) {
    if (error instanceof Unsupported) return null;
    throw error;
  }
  const make = new Function(...source.argumentNames, `return function fastCheck(value) {\n${statements}\nreturn true;\n};`) as (...args: unknown[]) => FastCheck;
  return make(...source.argumentValues);
}

/** JavaScript source of the checks, with the values it needs passed in as arguments. */
class Source {
  readonly argumentNames: string[] = [];
  readonly argumentValues: unknown[] = [];
  private variables = 0;

  /** A fresh local variable name. */
  private variable(prefix: string): string {
    return `${prefix}${this.variables++}`;
  }

  /** An argument of the generated function holding `value` (a RegExp, a Set). */
  private argument(value: unknown): string {
    const name = `arg${this.argumentNames.length}`;
    this.argumentNames.push(name);
    this.argumentValues.push(value);
    return name;
  }

  /** Statements that return false unless the value of the variable `v` matches `def`. */
  check(def: Def, v: string): string {
    switch (def.type) {
      case 'object': return this.object(def, v);
      case 'string': return this.string(def, v);
      case 'number': return this.number(def, v);
      case 'boolean':
        noChecks(def);
        return `if (typeof ${v} !== 'boolean') return false;`;
      case 'enum':
        noChecks(def);
        return this.oneOf(Object.values(def.entries ?? {}), ['string', 'number'], v);
      case 'literal':
        noChecks(def);
        return this.oneOf(def.values ?? [], ['string', 'number', 'boolean'], v);
      case 'nullable':
        noChecks(def);
        return `if (${v} !== null) {\n${this.check(def.innerType!._zod.def, v)}\n}`;
      case 'array': return this.array(def, v);
      default: throw new Unsupported(def.type);
    }
  }

  /**
   * A value among `allowed` whose type is one of `types`: compared one by one when there are a
   * few (a short string compares faster than it hashes), looked up in a Set otherwise.
   */
  private oneOf(allowed: unknown[], types: string[], v: string): string {
    const typeTest = types.map((t) => `typeof ${v} === '${t}'`).join(' || ');
    const literals = allowed.filter((a) => types.includes(typeof a) && (typeof a !== 'number' || Number.isFinite(a)));
    if (literals.length <= 8) {
      const equal = literals.map((a) => `${v} === ${JSON.stringify(a)}`).join(' || ');
      return `if (!(${equal || 'false'})) return false;`;
    }
    return `if (!(${typeTest}) || !${this.argument(new Set(allowed))}.has(${v})) return false;`;
  }

  /** A strict object: exactly the shape's keys, each present (optional fields are not modelled). */
  private object(def: Def, v: string): string {
    noChecks(def);
    if (def.catchall?._zod.def.type !== 'never') throw new Unsupported('object that is not strict');
    const shape = Object.entries(def.shape ?? {});
    const count = this.variable('keys');
    const lines = [
      `if (typeof ${v} !== 'object' || ${v} === null || Array.isArray(${v}) || Object.getPrototypeOf(${v}) !== Object.prototype) return false;`,
      // As many enumerable keys as the shape has (Object.prototype has none of its own, so
      // for-in counts own keys here, without allocating) and each of the shape's keys present.
      `let ${count} = 0;`,
      `for (const _ in ${v}) ${count}++;`,
      `if (${count} !== ${shape.length}) return false;`,
    ];
    for (const [key, schema] of shape) {
      const field = this.variable('field');
      const name = JSON.stringify(key);
      // A missing key reads as undefined, which no modelled type accepts (nullable means null),
      // so presence needs its own test only for a name that Object.prototype has.
      if (key in Object.prototype) lines.push(`if (!Object.hasOwn(${v}, ${name})) return false;`);
      lines.push(`const ${field} = ${v}[${name}];`, this.check(schema._zod.def, field));
    }
    return lines.join('\n');
  }

  private string(def: Def, v: string): string {
    if (def.coerce === true) throw new Unsupported('coercion');
    const length = new LengthBounds();
    const patterns: RegExp[] = [];
    for (const { _zod: { def: c } } of def.checks ?? []) {
      if (length.take(c)) continue;
      if (c.check === 'string_format' && c.format === 'regex' && c.pattern instanceof RegExp && !c.pattern.global && !c.pattern.sticky) patterns.push(c.pattern);
      else throw new Unsupported(`string check ${c.check}${c.format ? ` (${c.format})` : ''}`);
    }
    const tests = [`typeof ${v} !== 'string'`, ...length.tests(v)];
    for (const pattern of patterns) tests.push(`!${this.argument(pattern)}.test(${v})`);
    return `if (${tests.join(' || ')}) return false;`;
  }

  private number(def: Def, v: string): string {
    if (def.coerce === true) throw new Unsupported('coercion');
    const tests = [`typeof ${v} !== 'number'`, `!Number.isFinite(${v})`];
    for (const { _zod: { def: c } } of def.checks ?? []) {
      if (c.check === 'number_format' && c.format === 'safeint') tests.push(`!Number.isSafeInteger(${v})`);
      else if ((c.check === 'greater_than' || c.check === 'less_than') && typeof c.value === 'number') {
        const operator = c.check === 'greater_than' ? (c.inclusive === true ? '>=' : '>') : (c.inclusive === true ? '<=' : '<');
        tests.push(`!(${v} ${operator} ${number(c.value)})`);
      } else throw new Unsupported(`number check ${c.check}${c.format ? ` (${c.format})` : ''}`);
    }
    return `if (${tests.join(' || ')}) return false;`;
  }

  private array(def: Def, v: string): string {
    const length = new LengthBounds();
    for (const { _zod: { def: c } } of def.checks ?? []) {
      if (!length.take(c)) throw new Unsupported(`array check ${c.check}`);
    }
    const tests = [`!Array.isArray(${v})`, ...length.tests(v)];
    const index = this.variable('i');
    const element = this.variable('element');
    return [
      `if (${tests.join(' || ')}) return false;`,
      `for (let ${index} = 0; ${index} < ${v}.length; ${index}++) {`,
      `const ${element} = ${v}[${index}];`,
      this.check(def.element!._zod.def, element),
      '}',
    ].join('\n');
  }
}

/** The min/max/exact length checks of a string or array, combined. */
class LengthBounds {
  private min = 0;
  private max = Number.POSITIVE_INFINITY;

  /** Takes `c` if it is a length check (true), else leaves it to the caller (false). */
  take(c: CheckDef): boolean {
    if (c.check === 'min_length') this.min = Math.max(this.min, c.minimum!);
    else if (c.check === 'max_length') this.max = Math.min(this.max, c.maximum!);
    else if (c.check === 'length_equals') { this.min = Math.max(this.min, c.length!); this.max = Math.min(this.max, c.length!); }
    else return false;
    return true;
  }

  /** Source of the tests that are true when `v.length` is out of bounds. */
  tests(v: string): string[] {
    const tests: string[] = [];
    if (this.min > 0) tests.push(`${v}.length < ${number(this.min)}`);
    if (this.max !== Number.POSITIVE_INFINITY) tests.push(`${v}.length > ${number(this.max)}`);
    return tests;
  }
}

function noChecks(def: Def): void {
  if (def.checks !== undefined && def.checks.length > 0) throw new Unsupported(`checks on ${def.type}`);
  if (def.coerce === true) throw new Unsupported('coercion');
}

/** A numeric bound as source text: a finite number (written so that it reads back exactly). */
function number(value: number): string {
  if (!Number.isFinite(value)) throw new Unsupported(`bound ${value}`);
  return String(value);
}
