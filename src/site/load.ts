/**
 * Reading prebuilt artifacts for pages. Every file is parsed through its zod schema; a failure
 * names the file and the field path, so a broken build is found at site build time, not by a
 * reader. Nothing here computes a figure: pages only read what the data build wrote.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { TableArtifact } from '../artifacts/table.ts';
import { artifactPaths } from '../artifacts/paths.ts';
import { siteDataDir } from './data-dir.ts';

/** An artifact failed to parse: the message names the file and each failing field. */
export class ArtifactError extends Error {}

/** Read and parse one JSON file with a zod schema; throws ArtifactError naming file and fields. */
export function readArtifact<S extends z.ZodType>(file: string, schema: S): z.infer<S> {
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ArtifactError(`${file}: cannot read JSON: ${(error as Error).message}`);
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issues = parsed.error.issues
      .slice(0, 5)
      .map((issue) => `field ${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`)
      .join('; ');
    throw new ArtifactError(`${file}: ${issues}`);
  }
  return parsed.data;
}

/** Whether a data-build file exists (relative to the data folder). */
export function hasArtifact(relative: string): boolean {
  return fs.existsSync(path.join(siteDataDir(), relative));
}

/** Absolute path of a data-build file. */
export function artifactPath(relative: string): string {
  return path.join(siteDataDir(), relative);
}

const tableCache = new Map<string, TableArtifact>();

/** Ids of every table artifact the data build wrote (tables/<id>.json), sorted. */
export function tableIds(): string[] {
  const dir = path.dirname(artifactPath(artifactPaths.table('x')));
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -5)).sort();
}

/** One table artifact by id; throws naming the file if it is missing or malformed. */
export function loadTable(id: string): TableArtifact {
  const file = artifactPath(artifactPaths.table(id));
  const cached = tableCache.get(file);
  if (cached) return cached;
  if (!fs.existsSync(file)) throw new ArtifactError(`${file}: table artifact "${id}" is missing from the data build`);
  const table = readArtifact(file, TableArtifact);
  if (table.id !== id) throw new ArtifactError(`${file}: field id: is "${table.id}", expected "${id}" (the file name)`);
  tableCache.set(file, table);
  return table;
}

/** A table artifact if the build wrote it, else null (for optional sections of a page). */
export function maybeTable(id: string): TableArtifact | null {
  return fs.existsSync(artifactPath(artifactPaths.table(id))) ? loadTable(id) : null;
}

/** Every table artifact, sorted by id. */
export function loadAllTables(): TableArtifact[] {
  return tableIds().map(loadTable);
}
