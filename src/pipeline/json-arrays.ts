/**
 * Rows of a DuckDB table as JSON arrays, made by DuckDB itself: the verdict shards (millions of
 * rows at scale, task-entities.ts) and the model files' failures (entities.ts). The arrays are
 * checked where they are written, by the entity's schema (context.ts writeEntityWithCheckedArray).
 */
import type { DuckDBBlobVector, DuckDBConnection, DuckDBVarCharVector } from '@duckdb/node-api';
import type { z } from 'zod';

/**
 * Per value of `keyColumn` in `from` (a table or parenthesised query), the JSON array of its rows
 * as `schema`'s objects — `to_json` of the columns named like the schema's fields, in the schema's
 * order — ordered by `orderBy`, as UTF-8 bytes in an ArrayBuffer of their own (transferable to a
 * worker thread). One array per key rather than one JS value per cell: the DuckDB client copies
 * every string longer than 12 bytes out through a native call, which made that conversion most of
 * the cost; encode() hands the text over as a BLOB, as is. (string_agg of per-row to_json was
 * about twice as fast in DuckDB as to_json(list(...)).)
 */
export async function jsonArraysByKey(connection: DuckDBConnection, options: { from: string; where?: string; keyColumn: string; schema: z.ZodObject; orderBy: string }): Promise<Map<string, Uint8Array>> {
  const key = quoteIdentifier(options.keyColumn);
  const object = `to_json({${Object.keys(options.schema.shape).map((f) => `${quoteIdentifier(f)}: ${quoteIdentifier(f)}`).join(', ')}})`;
  const result = await connection.run(`SELECT ${key}::VARCHAR, encode('[' || string_agg(${object}::VARCHAR, ',' ORDER BY ${options.orderBy}) || ']')
      FROM ${options.from}${options.where === undefined ? '' : ` WHERE ${options.where}`} GROUP BY ${key}`);
  const out = new Map<string, Uint8Array>();
  for (const chunk of await result.fetchAllChunks()) {
    const keys = chunk.getColumnVector(0) as DuckDBVarCharVector;
    const arrays = chunk.getColumnVector(1) as DuckDBBlobVector;
    for (let i = 0, n = chunk.rowCount; i < n; i++) out.set(keys.getItem(i)!, ownBytes(arrays.getItemBytes(i)!));
  }
  return out;
}

/** Bytes of text decoded and parsed at once by parseJsonArray. */
const PARSE_PIECE = 32 * 1024;

/**
 * JSON.parse of an array of objects (as jsonArraysByKey makes them), with JSON.parse's result and
 * errors: parsed in pieces cut at `},{"<first key>":`, bytes no JSON string holds unescaped; a cut
 * inside an element leaves a piece that cannot parse, and then the array is parsed whole.
 * Why pieces: one string per shard (MBs at 100×) decoded and parsed 2–3× slower (benchmark-history).
 */
export function parseJsonArray(bytes: Uint8Array): unknown {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = text.length - 1;
  const key = text.indexOf(':');
  const whole = () => JSON.parse(text.toString('utf8')) as unknown;
  if (text[0] !== 0x5b || text[1] !== 0x7b || text[end] !== 0x5d || key === -1) return whole();
  const boundary = Buffer.concat([Buffer.from('},'), text.subarray(1, key + 1)]);
  const out: unknown[] = [];
  try {
    for (let from = 1; from < end;) {
      const found = text.indexOf(boundary, Math.min(from + PARSE_PIECE, end));
      const cut = found === -1 ? end : found + 1;
      for (const value of JSON.parse(`[${text.toString('utf8', from, cut)}]`) as unknown[]) out.push(value);
      from = cut + 1;
    }
  } catch {
    return whole();
  }
  return out;
}

/** The bytes in an ArrayBuffer of their own: the client returns a fresh copy for values over 12 bytes, a view into the chunk otherwise. */
function ownBytes(bytes: Uint8Array): Uint8Array {
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : bytes.slice();
}

function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
