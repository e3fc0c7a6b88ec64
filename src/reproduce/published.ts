/**
 * Reading data/paper/published.json: a value at a path of segments (keys may contain dots or
 * spaces, e.g. "DeepSeek V3.2", so a path is an array, not a dotted string), and every leaf —
 * a number, text, boolean, or an array of those (a range or list is one figure).
 */
import { readFileSync } from 'node:fs';

type PathSegment = string | number;
export type PublishedPath = PathSegment[];

export const PUBLISHED_FILE = 'data/paper/published.json';

/**
 * published.json parsed twice: `values` as usual, and `literals`, the same tree with every number
 * replaced by its text as written ("77.0", "0.00"): a figure's precision is its number of written
 * decimals, which the parsed number loses (JSON.parse source text access, Node ≥ 21).
 */
export interface PublishedDocument {
  values: unknown;
  literals: unknown;
}

export function parsePublished(text: string): PublishedDocument {
  const literals = JSON.parse(text, (_key, value: unknown, context?: { source?: string }) => (typeof value === 'number' ? context!.source! : value)) as unknown;
  return { values: JSON.parse(text) as unknown, literals };
}

export function loadPublished(file = PUBLISHED_FILE): PublishedDocument {
  return parsePublished(readFileSync(file, 'utf8'));
}

/** Human-readable path: table2.rows[0].acc, e0.errors_by_build["DeepSeek V3.2"]. */
export function formatPath(path: PublishedPath): string {
  return path.map((s, i) => (typeof s === 'number' ? `[${s}]` : /^[A-Za-z_][A-Za-z0-9_]*$/.test(s) ? `${i === 0 ? '' : '.'}${s}` : `[${JSON.stringify(s)}]`)).join('');
}

/** The value at a path; throws naming the path when it does not exist. */
export function valueAt(root: unknown, path: PublishedPath): unknown {
  let node = root;
  for (const [i, segment] of path.entries()) {
    if (node === null || typeof node !== 'object' || !(segment in (node as object))) {
      throw new Error(`${PUBLISHED_FILE}: no value at ${formatPath(path.slice(0, i + 1))}`);
    }
    node = (node as Record<string | number, unknown>)[segment];
  }
  return node;
}

function isLeafArray(value: unknown[]): boolean {
  return value.every((v) => v === null || typeof v !== 'object' || (Array.isArray(v) && isLeafArray(v)));
}

/** Every leaf path: scalars, and arrays that hold no objects (ranges, lists, lists of pairs). */
export function leafPaths(root: unknown, prefix: PublishedPath = []): PublishedPath[] {
  if (root === null || typeof root !== 'object') return [prefix];
  if (Array.isArray(root)) {
    if (isLeafArray(root)) return [prefix];
    return root.flatMap((v, i) => leafPaths(v, [...prefix, i]));
  }
  return Object.entries(root).flatMap(([k, v]) => leafPaths(v, [...prefix, k]));
}
