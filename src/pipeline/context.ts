/**
 * What the compute steps share: the DuckDB connection, the bootstrap settings, and the outputs
 * collected so far (table artifacts, extra Parquet tables, notes). Steps add to it; the write
 * step serialises it.
 */
import type { DuckDBConnection } from '@duckdb/node-api';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import type { z } from 'zod';
import { acceptArtifact, serialiseArtifact, writePartsCreatingFolder } from '../artifacts/io.ts';
import type { TableArtifact } from '../artifacts/table.ts';

interface BuildSettings {
  seed: number;
  resamples: number;
}

interface ParquetOutput {
  /** File id: parquet/<id>.parquet. */
  id: string;
  /** SELECT whose result is written (must ORDER BY every output for determinism). */
  query: string;
  /** What computes the table when it is not src/metrics/<id>.sql (the manifest's `sql`). */
  producer?: string;
}

/** A JSON entity file (src/artifacts/entities.ts) already written, checked against its schema. */
export interface EntityOutput {
  path: string;
  schemaName: string;
  /** sha256 (hex) and size of the bytes written, so the manifest need not read the file back. */
  sha256: string;
  bytes: number;
}

/** A binary file produced in memory (e.g. the Arrow IPC file). */
interface BinaryOutput {
  path: string;
  bytes: Uint8Array;
  rows: number;
  columns: { name: string; type: string }[];
}

export interface BuildContext {
  connection: DuckDBConnection;
  settings: BuildSettings;
  tables: TableArtifact[];
  parquet: ParquetOutput[];
  entities: EntityOutput[];
  binaries: BinaryOutput[];
  /** Seed labels of every bootstrap stream used (recorded in the manifest). */
  seedLabels: string[];
  log: (message: string) => void;
  /** Scratch folder inside the temporary build (deleted before the swap). */
  workDir: string;
  /** The temporary build folder; entity files are written into it as they are computed. */
  outDir: string;
}

/**
 * Writes an entity file now (checked against its schema), so that a scaled release never holds
 * every entity in memory, and records it for the manifest.
 */
export async function emitEntity(ctx: BuildContext, path: string, schemaName: string, schema: z.ZodType, value: unknown): Promise<void> {
  ctx.entities.push(writeEntityFile(ctx.outDir, path, schemaName, schema, value));
}

/** Checks an entity against its schema and writes it under outDir; returns what the manifest records. */
export function writeEntityFile(outDir: string, path: string, schemaName: string, schema: z.ZodType, value: unknown): EntityOutput {
  const file = join(outDir, path);
  return writeParts(outDir, path, schemaName, [Buffer.from(serialiseArtifact(file, schema, value as never), 'utf8')]);
}

/**
 * Writes an entity whose last field, `field`, is a JSON array that exists as bytes already (made
 * by DuckDB, json-arrays.ts): the verdict shards (millions of rows at scale) and the model files'
 * failures. The whole entity, array parsed, is checked here by its schema (acceptArtifact); the
 * file is head, the array's bytes as they are and closing brace, written and hashed as parts.
 * Returns what the manifest records.
 */
export function writeEntityWithCheckedArray(outDir: string, path: string, schemaName: string, schema: z.ZodType, head: Record<string, unknown>, field: string, array: Uint8Array): EntityOutput {
  if (Object.keys(head).length === 0 || field in head) throw new Error(`${path}: the head of an entity with a checked array needs fields other than ${field}`);
  acceptArtifact(path, schema, { ...head, [field]: JSON.parse(Buffer.from(array.buffer, array.byteOffset, array.byteLength).toString('utf8')) });
  // The head's closing brace gives way to the array, the entity's last field.
  return writeParts(outDir, path, schemaName, [Buffer.from(`${JSON.stringify(head).slice(0, -1)},${JSON.stringify(field)}:`), array, ENTITY_END]);
}

const ENTITY_END = Buffer.from('}\n');

function writeParts(outDir: string, path: string, schemaName: string, parts: Uint8Array[]): EntityOutput {
  writePartsCreatingFolder(join(outDir, path), parts);
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return { path, schemaName, sha256: hash.digest('hex'), bytes: parts.reduce((sum, part) => sum + part.byteLength, 0) };
}

export function addTable(ctx: BuildContext, artifact: TableArtifact): void {
  if (ctx.tables.some((t) => t.id === artifact.id)) throw new Error(`table artifact "${artifact.id}" computed twice`);
  ctx.tables.push(artifact);
}
