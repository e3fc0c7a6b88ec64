/**
 * A zod record schema compiled into SQL: one boolean expression per field over the DuckDB columns
 * of the same names, true exactly for the values the schema accepts once they are written as JSON
 * by DuckDB's to_json (a VARCHAR is a JSON string, an integer column a JSON number, a list a JSON
 * array, NULL is null).
 *
 * Why: the verdict shards are millions of rows of JSON that DuckDB writes (task-entities.ts).
 * Parsing those bytes back in JavaScript only to check them was about a third of the 100× build's
 * task-page thread (JSON.parse and the record checks, ~13 s of CPU). Checking the columns before
 * DuckDB serialises them is one scan, and the JSON's shape comes from the same schema: its keys are
 * the schema's keys, in order (`jsonObjectOf`).
 *
 * Only what maps exactly is compiled; anything else throws `UnsupportedSqlCheck` at compile time,
 * so a schema change can never make the check quietly weaker:
 * - strict objects of required fields (the top level: one column per field);
 * - string with regex checks whose pattern is in a small ASCII subset where JavaScript's RegExp
 *   (no flags) and DuckDB's RE2 accept the same strings: literals, \d, classes of ASCII letters,
 *   digits and `.-_` (no negation), groups, `|`, the quantifiers ? * + {m} {m,n}, ^ and $. Both
 *   `RegExp.test` and `regexp_matches` search, and `$` is the end of the text in both (RE2: "like
 *   \z not \Z"). Length checks are not modelled (zod counts UTF-16 code units, DuckDB characters);
 * - number (finite; safe-integer and bounds), boolean, enum and literal of strings, nullable,
 *   arrays (with length checks) of any of these.
 * The type of each column is part of the check (from DESCRIBE), so a number stored as text is
 * rejected as zod would reject "1" for a number.
 * test/build/sql-check.test.ts compares the compiled check with zod on thousands of values.
 */
import type { DuckDBBlobVector, DuckDBConnection, DuckDBVarCharVector } from '@duckdb/node-api';
import type { z } from 'zod';
import { rows, sqlString } from './db.ts';
import type { Def } from '../release/fast-check.ts';

/** Thrown at compile time for a schema construct that has no exact SQL counterpart here. */
export class UnsupportedSqlCheck extends Error {
  constructor(what: string) {
    super(`sql-check: cannot compile ${what} to SQL exactly`);
    this.name = 'UnsupportedSqlCheck';
  }
}

/** One field of a record schema: its name and the SQL that is true when its column's value is accepted. */
export interface SqlFieldCheck {
  field: string;
  predicate: string;
}

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The field names of a strict object schema, in the schema's order. */
export function recordFields(schema: z.ZodType): string[] {
  const def = defOf(schema);
  if (def.type !== 'object' || def.catchall?._zod.def.type !== 'never') throw new UnsupportedSqlCheck('a schema that is not a strict object');
  return Object.keys(def.shape ?? {});
}

/**
 * `to_json({...})` of the columns named like the schema's fields, in the schema's order: the JSON
 * object the compiled check speaks about.
 */
export function jsonObjectOf(schema: z.ZodType): string {
  return `to_json({${recordFields(schema).map((f) => `${quoteIdentifier(f)}: ${quoteIdentifier(f)}`).join(', ')}})`;
}

/**
 * Per value of `keyColumn` in `from` (a table or parenthesised query), the JSON array of its rows
 * as `schema`'s objects (jsonObjectOf), ordered by `orderBy`, as UTF-8 bytes in an ArrayBuffer of
 * their own (transferable to a worker thread). One array per key rather than one JS value per
 * cell: the DuckDB client copies every string longer than 12 bytes out through a native call,
 * which made that conversion most of the cost; encode() hands the text over as a BLOB, as is.
 * (string_agg of per-row to_json was about twice as fast in DuckDB as to_json(list(...)).)
 * Check the rows first (checkRowsAgainstSchema): nothing here parses or checks the JSON.
 */
export async function jsonArraysByKey(connection: DuckDBConnection, options: { from: string; where?: string; keyColumn: string; schema: z.ZodType; orderBy: string }): Promise<Map<string, Uint8Array>> {
  const key = quoteIdentifier(options.keyColumn);
  const result = await connection.run(`SELECT ${key}::VARCHAR, encode('[' || string_agg(${jsonObjectOf(options.schema)}::VARCHAR, ',' ORDER BY ${options.orderBy}) || ']')
      FROM ${options.from}${options.where === undefined ? '' : ` WHERE ${options.where}`} GROUP BY ${key}`);
  const out = new Map<string, Uint8Array>();
  for (const chunk of await result.fetchAllChunks()) {
    const keys = chunk.getColumnVector(0) as DuckDBVarCharVector;
    const arrays = chunk.getColumnVector(1) as DuckDBBlobVector;
    for (let i = 0; i < chunk.rowCount; i++) out.set(keys.getItem(i)!, ownBytes(arrays.getItemBytes(i)!));
  }
  return out;
}

/** The bytes in an ArrayBuffer of their own: the client returns a fresh copy for values over 12 bytes, a view into the chunk otherwise. */
function ownBytes(bytes: Uint8Array): Uint8Array {
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : bytes.slice();
}

/**
 * Per field of the strict object `schema`, the SQL predicate over the column of the same name,
 * whose DuckDB type is `columnTypes[field]` (as DESCRIBE gives it). A column of a type the field's
 * JSON can never come from (text for a number, say) compiles to `false`; a missing column throws.
 */
export function compileSqlCheck(schema: z.ZodType, columnTypes: Record<string, string>): SqlFieldCheck[] {
  const def = defOf(schema);
  recordFields(schema);
  noChecks(def);
  return Object.entries(def.shape ?? {}).map(([field, fieldSchema]) => {
    const type = columnTypes[field];
    if (type === undefined) throw new Error(`sql-check: no column ${field} to check`);
    return { field, predicate: `coalesce(${compile(fieldSchema, quoteIdentifier(field), type, 0)}, false)` };
  });
}

/**
 * Checks every row of `from` (a table or a parenthesised query with a column per field of
 * `schema`) against the schema, compiled to SQL: one scan. Throws, naming `artifact`, up to five
 * rows by `keyColumn` and the fields their values failed.
 */
export async function checkRowsAgainstSchema(connection: DuckDBConnection, from: string, schema: z.ZodType, options: { artifact: string; schemaName: string; keyColumn: string }): Promise<void> {
  const described = await rows(connection, `DESCRIBE SELECT * FROM ${from}`);
  const checks = compileSqlCheck(schema, Object.fromEntries(described.map((d) => [String(d.column_name), String(d.column_type)])));
  const failing = await rows(connection, `SELECT ${quoteIdentifier(options.keyColumn)}::VARCHAR AS row_key, ${checks.map((c, i) => `${c.predicate} AS ok_${i}`).join(', ')}
    FROM ${from} WHERE NOT (${checks.map((c) => c.predicate).join(' AND ')}) ORDER BY row_key LIMIT 5`);
  if (failing.length === 0) return;
  const messages = failing.map((row) => `${options.keyColumn} ${String(row.row_key)}: ${checks.filter((_, i) => row[`ok_${i}`] !== true).map((c) => c.field).join(', ')}`);
  throw new Error(`${options.artifact}: values not accepted by ${options.schemaName} (checked on the columns before writing): ${messages.join('; ')}${failing.length === 5 ? '; …' : ''}`);
}

function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

function noChecks(def: Def): void {
  if (def.checks !== undefined && def.checks.length > 0) throw new UnsupportedSqlCheck(`checks on ${def.type}`);
  if (def.coerce === true) throw new UnsupportedSqlCheck('coercion');
}

const INTEGER_TYPES = new Set(['TINYINT', 'SMALLINT', 'INTEGER', 'BIGINT', 'UTINYINT', 'USMALLINT', 'UINTEGER', 'UBIGINT', 'HUGEINT', 'UHUGEINT']);
const FLOAT_TYPES = new Set(['FLOAT', 'DOUBLE']);
/** A column type no JSON value of the field can come from: the check is false for every row. */
const NEVER = 'false';

/**
 * SQL true when `expr` (of DuckDB type `type`) is accepted by `def`, NULL or false otherwise;
 * `depth` names lambda variables.
 */
function compile(schema: SchemaNode, expr: string, type: string, depth: number): string {
  const def = schema._zod.def;
  if (TEXT_DEFS.has(def.type) && type.startsWith('ENUM(')) return compileOnEnumValues(schema, expr, type);
  switch (def.type) {
    case 'string': return compileString(def, expr, type);
    case 'number': return compileNumber(def, expr, type);
    case 'boolean':
      noChecks(def);
      return type === 'BOOLEAN' ? `(${expr} IS NOT NULL)` : NEVER;
    case 'enum':
    case 'literal': {
      noChecks(def);
      const values = def.type === 'enum' ? Object.values(def.entries ?? {}) : def.values ?? [];
      if (values.length === 0 || !values.every((v) => typeof v === 'string')) throw new UnsupportedSqlCheck(`${def.type} of values that are not all strings`);
      return type === 'VARCHAR' ? `(${expr} IN (${(values as string[]).map(sqlString).join(', ')}))` : NEVER;
    }
    case 'nullable': {
      noChecks(def);
      const inner = compile(def.innerType!, expr, type, depth);
      return `(${expr} IS NULL OR ${inner})`;
    }
    case 'array': return compileArray(def, expr, type, depth);
    default: throw new UnsupportedSqlCheck(`zod type ${def.type}`);
  }
}

/** A zod schema as the compiler walks it: its definition (nested schemas are nodes too). */
type SchemaNode = { _zod: { def: Def } };

/** Definitions whose JSON value is a string. */
const TEXT_DEFS = new Set(['string', 'enum', 'literal']);

/**
 * A string field on an ENUM column: the column can only hold the type's values, which DESCRIBE
 * spells out, so zod itself judges each value here, once, and the predicate is membership in the
 * accepted ones (no regex translated to RE2, no per-row match). Exact, since to_json writes an
 * ENUM value as the JSON string of its text.
 */
function compileOnEnumValues(schema: SchemaNode, expr: string, type: string): string {
  const values = enumValues(type);
  const accepted = values.filter((value) => (schema as unknown as z.ZodType).safeParse(value).success);
  if (accepted.length === values.length) return `(${expr} IS NOT NULL)`;
  if (accepted.length === 0) return NEVER;
  return `(${expr} IN (${accepted.map(sqlString).join(', ')}))`;
}

/** The values of an ENUM type as DESCRIBE writes it: ENUM('a', 'b''c') → ["a", "b'c"]. */
export function enumValues(type: string): string[] {
  const match = /^ENUM\((.*)\)$/s.exec(type);
  if (match === null) throw new Error(`sql-check: not an ENUM type: ${type}`);
  const values = [...match[1]!.matchAll(/'((?:[^']|'')*)'(?:, |$)/gs)].map((m) => m[1]!.replaceAll("''", "'"));
  const rebuilt = `ENUM(${values.map(sqlString).join(', ')})`;
  if (rebuilt !== type) throw new Error(`sql-check: cannot read the values of ${type}`);
  return values;
}

function compileString(def: Def, expr: string, type: string): string {
  if (def.coerce === true) throw new UnsupportedSqlCheck('coercion');
  const parts = [`${expr} IS NOT NULL`];
  for (const { _zod: { def: c } } of def.checks ?? []) {
    if (c.check === 'string_format' && c.format === 'regex' && c.pattern instanceof RegExp) parts.push(`regexp_matches(${expr}, ${sqlString(portablePattern(c.pattern))})`);
    else throw new UnsupportedSqlCheck(`string check ${c.check}${c.format ? ` (${c.format})` : ''}`);
  }
  return type === 'VARCHAR' ? `(${parts.join(' AND ')})` : NEVER;
}

function compileNumber(def: Def, expr: string, type: string): string {
  if (def.coerce === true) throw new UnsupportedSqlCheck('coercion');
  let integer = false;
  const parts = [`${expr} IS NOT NULL`];
  for (const { _zod: { def: c } } of def.checks ?? []) {
    if (c.check === 'number_format' && c.format === 'safeint') integer = true;
    else if ((c.check === 'greater_than' || c.check === 'less_than') && typeof c.value === 'number' && Number.isFinite(c.value)) {
      const op = c.check === 'greater_than' ? (c.inclusive === true ? '>=' : '>') : (c.inclusive === true ? '<=' : '<');
      parts.push(`${expr} ${op} ${String(c.value)}`);
    } else throw new UnsupportedSqlCheck(`number check ${c.check}${c.format ? ` (${c.format})` : ''}`);
  }
  // A float column must hold finite values (to_json writes NaN and Infinity, which are not JSON),
  // whole ones for an integer schema; beyond ±(2^53 − 1) an integer is not safe for zod.
  if (FLOAT_TYPES.has(type)) parts.push(`isfinite(${expr})`, ...(integer ? [`${expr} = trunc(${expr})`] : []));
  else if (!INTEGER_TYPES.has(type)) return NEVER;
  if (integer) parts.push(`abs(${expr}) <= 9007199254740991`);
  return `(${parts.join(' AND ')})`;
}

function compileArray(def: Def, expr: string, type: string, depth: number): string {
  if (!type.endsWith('[]')) return NEVER;
  const parts = [`${expr} IS NOT NULL`];
  for (const { _zod: { def: c } } of def.checks ?? []) {
    if (c.check === 'min_length') parts.push(`len(${expr}) >= ${c.minimum!}`);
    else if (c.check === 'max_length') parts.push(`len(${expr}) <= ${c.maximum!}`);
    else if (c.check === 'length_equals') parts.push(`len(${expr}) = ${c.length!}`);
    else throw new UnsupportedSqlCheck(`array check ${c.check}`);
  }
  const x = `x${depth}`;
  const element = compile(def.element!, x, type.slice(0, -2), depth + 1);
  parts.push(`coalesce(list_bool_and(list_transform(${expr}, lambda ${x}: coalesce(${element}, false))), true)`);
  return `(${parts.join(' AND ')})`;
}

/**
 * The pattern's source when JavaScript and RE2 agree on it (see the module comment), else throws.
 * The subset: ^ $ ( ) | ? * + {m} {m,n}, \d, escaped punctuation, ASCII letters and digits, and
 * classes [...] of ASCII letters, digits, ranges between them, and `.`, `-`, `_`.
 */
export function portablePattern(pattern: RegExp): string {
  if (pattern.flags !== '') throw new UnsupportedSqlCheck(`regex with flags /${pattern.flags}`);
  const source = pattern.source;
  const literal = /[A-Za-z0-9_]/;
  let i = 0;
  while (i < source.length) {
    const ch = source[i]!;
    if (ch === '\\') {
      const next = source[i + 1];
      if (next === 'd' || (next !== undefined && /[.\-_^$()|?*+{}[\]\\/]/.test(next))) { i += 2; continue; }
      throw new UnsupportedSqlCheck(`regex escape \\${next ?? ''} in /${source}/`);
    }
    if (ch === '[') {
      i = skipClass(source, i);
      continue;
    }
    if (ch === '{') {
      const match = /^\{\d+(?:,\d+)?\}/.exec(source.slice(i));
      if (match === null) throw new UnsupportedSqlCheck(`regex quantifier in /${source}/`);
      i += match[0].length;
      continue;
    }
    if (literal.test(ch) || '^$()|?*+'.includes(ch)) {
      // A group must not start with "?" (lookaround, named or non-capturing groups).
      if (ch === '(' && source[i + 1] === '?') throw new UnsupportedSqlCheck(`regex group (?…) in /${source}/`);
      i += 1;
      continue;
    }
    throw new UnsupportedSqlCheck(`regex character ${JSON.stringify(ch)} in /${source}/`);
  }
  return source;
}

/** The index after the class that starts at `start` (a "["), if the class is in the subset. */
function skipClass(source: string, start: number): number {
  const unsupported = () => new UnsupportedSqlCheck(`regex class in /${source}/ (only ASCII letters, digits, ranges of them, \\d and . - _)`);
  const alnum = /[A-Za-z0-9]/;
  let i = start + 1;
  if (source[i] === ']' || source[i] === '^') throw unsupported();
  while (source[i] !== ']') {
    const ch = source[i];
    if (ch === undefined) throw unsupported();
    if (ch === '\\' && source[i + 1] === 'd') { i += 2; continue; }
    if (ch === '.' || ch === '_') { i += 1; continue; }
    // "-" is a literal first or last in the class, a range between two letters or digits otherwise.
    if (ch === '-' && (i === start + 1 || source[i + 1] === ']')) { i += 1; continue; }
    if (!alnum.test(ch)) throw unsupported();
    if (source[i + 1] === '-' && source[i + 2] !== ']') {
      if (!alnum.test(source[i + 2] ?? '')) throw unsupported();
      i += 3;
      continue;
    }
    i += 1;
  }
  return i + 1;
}
