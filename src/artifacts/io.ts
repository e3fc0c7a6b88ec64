/**
 * Reading and writing JSON artifacts through their zod schema: a value that does not match
 * its schema is never written, and a file that does not match is never trusted when read.
 * JSON is written with sorted-as-given keys and a trailing newline, so output is byte-stable.
 */
import { readFile } from 'node:fs/promises';
import { closeSync, mkdirSync, openSync, writeFileSync, writevSync } from 'node:fs';
import { dirname } from 'node:path';
import type { z } from 'zod';
import { compileAcceptance, type Acceptance } from '../release/schema-check.ts';

/** Formats zod issues as "field.path: message" lines, naming the file. */
function describeIssues(file: string, error: z.ZodError): string {
  return error.issues.slice(0, 10)
    .map((issue) => `${file}: field ${issue.path.join('.') || '(root)'}: ${issue.message}`)
    .join('\n');
}

/** Throws, naming the file and fields, unless the value matches the schema; returns the checked copy. */
function checkArtifact<T extends z.ZodType>(file: string, schema: T, value: unknown): z.output<T> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new Error(`artifact does not match its schema:\n${describeIssues(file, parsed.error)}`);
  return parsed.data;
}

/** The fast paths compiled from the schemas, once each. */
const acceptances = new WeakMap<z.ZodType, Acceptance>();

/**
 * Checks a value that is written as it is (not re-serialised from zod's output), e.g. a verdict
 * shard made by DuckDB: ajv, compiled from the schema's JSON Schema (src/release/schema-check.ts,
 * true only for values zod accepts unchanged), accepts most values at a fraction of zod's cost —
 * at 100× the shards hold 4M verdicts — and anything it does not accept goes through zod, which
 * rejects it with its own message, naming the file and field.
 */
export function acceptArtifact(file: string, schema: z.ZodType, value: unknown): void {
  let accepts = acceptances.get(schema);
  if (accepts === undefined) {
    accepts = compileAcceptance(schema);
    acceptances.set(schema, accepts);
  }
  if (accepts(value)) return;
  checkArtifact(file, schema, value);
}

/** Serialises a value (after checking it) as it will be written. */
export function serialiseArtifact<T extends z.ZodType>(file: string, schema: T, value: z.input<T>): string {
  return `${JSON.stringify(checkArtifact(file, schema, value))}\n`;
}

/**
 * Writes a JSON artifact after validating it against its schema. Returns the bytes written.
 * The write itself is synchronous: a build writes hundreds of small files one after the other,
 * and each awaited fs/promises call (a thread-pool round trip for mkdir, open, write, close)
 * costs more than the write itself.
 */
export async function writeJsonArtifact<T extends z.ZodType>(file: string, schema: T, value: z.input<T>): Promise<Buffer> {
  const bytes = Buffer.from(serialiseArtifact(file, schema, value), 'utf8');
  writeFileCreatingFolder(file, bytes);
  return bytes;
}

/**
 * Runs a write, creating the file's folder only when the write finds it missing: a build writes
 * thousands of files into a few folders, and a recursive mkdir before every write costs two
 * more system calls per file (mkdir, then a stat of the folder that exists).
 */
function creatingFolder<T>(file: string, write: () => T): T {
  try {
    return write();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    mkdirSync(dirname(file), { recursive: true });
    return write();
  }
}

export function writeFileCreatingFolder(file: string, bytes: Uint8Array): void {
  creatingFolder(file, () => writeFileSync(file, bytes));
}

/**
 * Writes the concatenation of `parts` as a file, like writeFileCreatingFolder, without copying
 * them into one buffer first (the verdict shards: DuckDB's JSON framed by a few bytes, whose
 * concatenation would cost a copy and fresh memory for every file).
 */
export function writePartsCreatingFolder(file: string, parts: Uint8Array[]): void {
  const fd = creatingFolder(file, () => openSync(file, 'w'));
  try {
    // writev may write less than asked; go on from where it stopped.
    let pending = parts.filter((part) => part.byteLength > 0);
    while (pending.length > 0) {
      let written = writevSync(fd, pending);
      while (pending.length > 0 && written >= pending[0]!.byteLength) written -= pending.shift()!.byteLength;
      if (written > 0) pending[0] = pending[0]!.subarray(written);
    }
  } finally {
    closeSync(fd);
  }
}

/** Reads and validates a JSON artifact; a parse or schema error names the file and field. */
export async function readJsonArtifact<T extends z.ZodType>(file: string, schema: T): Promise<z.output<T>> {
  const text = await readFile(file, 'utf8');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`${file}: not valid JSON: ${(error as Error).message}`, { cause: error });
  }
  return checkArtifact(file, schema, json);
}
