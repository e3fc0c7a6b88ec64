/**
 * What JSON.parse accepts but the build cannot load as it was meant, found in a line it parsed:
 * - a lone UTF-16 surrogate escape in a string (`"\ud800"`): not Unicode text; DuckDB's JSON
 *   reader fails on it;
 * - a key twice in one object: JSON.parse keeps the last value without a word (RFC 8259 §4:
 *   names SHOULD be unique), so one of the two values is silently dropped.
 * Each check has a cheap test on every line and an exact one only where that test cannot rule
 * the problem out, so that millions of rows cost little.
 */
import { visit, type JSONPath } from 'jsonc-parser';

/** A problem inside one JSON text: the field (path joined by ".", as zod's) and what is wrong. */
interface JsonTextProblem {
  field: string;
  message: string;
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
