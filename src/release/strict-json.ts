/**
 * What JSON.parse accepts but the build cannot load as it was meant, found in a line it parsed:
 * - a lone UTF-16 surrogate escape in a string (`"\ud800"`): not Unicode text; DuckDB's JSON
 *   reader fails on it;
 * - a key twice in one object: JSON.parse keeps the last value without a word (RFC 8259 §4:
 *   names SHOULD be unique), so one of the two values is silently dropped;
 * - nesting deeper than MAX_JSON_DEPTH: every later reader of the value (the checks here, the
 *   schema check, DuckDB) walks it recursively and would run out of stack, losing the line.
 * Each check has a cheap test on every line and an exact one only where that test cannot rule
 * the problem out, so that millions of rows cost little.
 */
import { visit, type JSONPath } from 'jsonc-parser';

/** A problem inside one JSON text: the field (path joined by ".", as zod's) and what is wrong. */
interface JsonTextProblem {
  field: string;
  message: string;
}

/**
 * Deepest nesting of arrays and objects a release line may have. The format's own records nest
 * at most 3 levels (a record, an array in it, an object in that array); 64 leaves room and stays
 * far below any recursion limit (RFC 8259 §9 lets a parser limit nesting depth).
 */
export const MAX_JSON_DEPTH = 64;

/** A problem of nesting too deep, with the offset in the text where the limit is passed. */
interface DepthProblem extends JsonTextProblem {
  /** 0-based offset of the bracket that opens level MAX_JSON_DEPTH + 1. */
  offset: number;
}

/**
 * A problem when `text` nests arrays and objects deeper than MAX_JSON_DEPTH, or null.
 * Cheap test: the depth is at most the number of "[" and "{" characters, counted with indexOf
 * until it exceeds the limit; only then is the text scanned, outside strings, iteratively.
 */
export function tooDeep(text: string): DepthProblem | null {
  let openers = 0;
  for (let at = text.indexOf('['); at !== -1 && openers <= MAX_JSON_DEPTH; at = text.indexOf('[', at + 1)) openers++;
  for (let at = text.indexOf('{'); at !== -1 && openers <= MAX_JSON_DEPTH; at = text.indexOf('{', at + 1)) openers++;
  if (openers <= MAX_JSON_DEPTH) return null;
  const { deepest, offset } = nestingDepth(text, MAX_JSON_DEPTH);
  if (offset === null) return null;
  return { field: '(json)', message: `nested ${deepest} levels deep; release JSON nests at most ${MAX_JSON_DEPTH} levels (the format itself needs 4 at most)`, offset };
}

/**
 * Deepest nesting of arrays and objects in a JSON text (brackets inside strings not counted), and
 * the offset of the first bracket deeper than `limit` (null if none).
 */
export function nestingDepth(text: string, limit: number): { deepest: number; offset: number | null } {
  let depth = 0;
  let deepest = 0;
  let offset: number | null = null;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i += 1; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      depth++;
      if (depth > deepest) deepest = depth;
      if (depth > limit && offset === null) offset = i;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return { deepest, offset };
}

/** `\u` then D8–DF: the escape of a surrogate, the only way a JSON text can hold a lone one. */
const SURROGATE_ESCAPE = /\\u[dD][89a-fA-F]/;
/** A surrogate that is not half of a pair (with the u flag a pair reads as one code point, not Cs). */
const LONE_SURROGATE = /\p{Surrogate}/u;

/** The first string (or key) of `value` that is not well-formed UTF-16, or null. `text` is the JSON it was parsed from. */
export function loneSurrogate(text: string, value: unknown): JsonTextProblem | null {
  // indexOf first: most lines hold no escape at all, and it is several times faster than the regex.
  if (text.indexOf('\\u') === -1 || !SURROGATE_ESCAPE.test(text)) return null;
  return findLoneSurrogate(value, []);
}

function findLoneSurrogate(value: unknown, path: (string | number)[]): JsonTextProblem | null {
  if (typeof value === 'string') return LONE_SURROGATE.test(value) ? surrogateProblem(path, value, 'string') : null;
  if (value === null || typeof value !== 'object') return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findLoneSurrogate(value[i], [...path, i]);
      if (found !== null) return found;
    }
    return null;
  }
  for (const [key, inner] of Object.entries(value)) {
    if (LONE_SURROGATE.test(key)) return surrogateProblem(path, key, 'key');
    const found = findLoneSurrogate(inner, [...path, key]);
    if (found !== null) return found;
  }
  return null;
}

function surrogateProblem(path: (string | number)[], text: string, where: 'string' | 'key'): JsonTextProblem {
  const escape = `\\u${LONE_SURROGATE.exec(text)![0].charCodeAt(0).toString(16)}`;
  return {
    field: fieldOf(path),
    message: `lone surrogate ${escape} in a ${where}: a surrogate escape must be half of a pair (not Unicode text otherwise; the build cannot load it)`,
  };
}

/**
 * The first key that occurs twice in one object of `text`, or null. `value` is `text` parsed.
 * Cheap test: in valid JSON every key is closed by an unescaped quote and then, after whitespace,
 * a colon, and such a quote-colon elsewhere can only open a string that starts with a colon; so
 * when there are no more of them than keys in the parsed value (where each object has its
 * distinct keys), no key occurs twice. Only otherwise is the text scanned, by jsonc-parser.
 */
export function duplicateKey(text: string, value: unknown): JsonTextProblem | null {
  if (quoteColons(text) <= keyCount(value)) return null;
  let found: JsonTextProblem | null = null;
  const open: Set<string>[] = [];
  visit(text, {
    onObjectBegin: () => { open.push(new Set()); },
    onObjectEnd: () => { open.pop(); },
    onObjectProperty: (key: string, _offset: number, _length: number, _line: number, _column: number, pathSupplier: () => JSONPath) => {
      const keys = open.at(-1)!;
      if (found === null && keys.has(key)) {
        found = {
          field: fieldOf([...pathSupplier(), key]),
          message: `duplicate key ${JSON.stringify(key)} in one JSON object (JSON.parse keeps only the last value); give each key once`,
        };
      }
      keys.add(key);
    },
  });
  return found;
}

/** Colons preceded, after JSON whitespace, by an unescaped double quote (after an even run of backslashes). */
function quoteColons(text: string): number {
  let count = 0;
  for (let at = text.indexOf(':'); at !== -1; at = text.indexOf(':', at + 1)) {
    let quote = at - 1;
    while (quote >= 0 && isJsonSpace(text.charCodeAt(quote))) quote--;
    if (quote < 0 || text.charCodeAt(quote) !== 0x22) continue;
    let backslash = quote - 1;
    while (backslash >= 0 && text.charCodeAt(backslash) === 0x5c) backslash--;
    if ((quote - 1 - backslash) % 2 === 0) count++;
  }
  return count;
}

function isJsonSpace(c: number): boolean {
  return c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d;
}

/** Keys of every object in a parsed JSON value. */
function keyCount(value: unknown): number {
  if (value === null || typeof value !== 'object') return 0;
  let count = 0;
  if (Array.isArray(value)) {
    for (const inner of value) count += keyCount(inner);
    return count;
  }
  for (const key in value) count += 1 + keyCount((value as Record<string, unknown>)[key]);
  return count;
}

function fieldOf(path: readonly (string | number)[]): string {
  return path.length === 0 ? '(record)' : path.join('.');
}
