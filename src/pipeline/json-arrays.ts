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
 * order — ordered by `orderBy`, as UTF-8 bytes in an ArrayBuffer of their own (never a view into
 * the chunk's memory, see ownBytes). One array per key rather than one JS value per cell: the
 * DuckDB client copies every string longer than 12 bytes out through a native call, which made
 * that conversion most of the cost; encode() hands the text over as a BLOB, as is. (string_agg of
 * per-row to_json was about twice as fast in DuckDB as to_json(list(...)).)
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

/** The bytes in an ArrayBuffer of their own: the client returns a fresh copy for values over 12 bytes, a view into the chunk otherwise. */
function ownBytes(bytes: Uint8Array): Uint8Array {
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : bytes.slice();
}

function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
