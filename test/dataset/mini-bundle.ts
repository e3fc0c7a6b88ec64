/**
 * The dataset bundle of the mini release, built for a test file: scripts/data.ts on
 * test/fixtures/mini-release (200 resamples), then scripts/dataset.ts (with `env`, e.g. SITE_URL),
 * into a temporary folder the caller removes. Also: the Parquet schema of a file as a tree, read
 * with DuckDB's parquet_schema() (the file's own metadata, not the build manifest).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';

export const root = path.resolve(import.meta.dirname, '../..');

export interface ManifestShape {
  release: { manifest_sha256: string; provenance: string; title: string };
  artifacts: { path: string; kind: string; sha256: string; bytes: number; rows: number | null; columns: { name: string; type: string }[] }[];
}

export const node = (args: string[], env: NodeJS.ProcessEnv = {}) =>
  spawnSync(process.execPath, args, { cwd: root, encoding: 'utf8', env: { ...process.env, SITE_URL: '', BASE_PATH: '', ...env } });

/** Builds the mini release and its bundle; returns the temporary folder and the build folder in it. */
export function buildMiniBundle(env: NodeJS.ProcessEnv = {}): { tmp: string; build: string } {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'hif-dataset-'));
  const build = path.join(tmp, 'build');
  const data = node(['scripts/data.ts', '--release', 'test/fixtures/mini-release', '--out', build, '--resamples', '200']);
  if (data.status !== 0) throw new Error(`data build failed: ${data.stderr.slice(-500)}`);
  const run = node(['scripts/dataset.ts', '--build', build], env);
  if (run.status !== 0) throw new Error(`dataset failed: ${run.stderr}`);
  return { tmp, build };
}

export const readJson = <T = any>(file: string): T => JSON.parse(fs.readFileSync(file, 'utf8')) as T;

/** One node of a Parquet schema: a leaf (physical and converted type) or a group with children. */
export interface ParquetNode {
  name: string;
  type: string | null;
  converted: string | null;
  logical: string | null;
  repetition: string | null;
  children: ParquetNode[];
}

/** The top-level columns of a Parquet file as schema trees (parquet_schema() lists them depth-first with num_children). */
export async function parquetColumns(file: string): Promise<ParquetNode[]> {
  const instance = await DuckDBInstance.create(':memory:');
  const connection = await instance.connect();
  try {
    const reader = await connection.runAndReadAll(`SELECT name, type, converted_type, logical_type, num_children, repetition_type FROM parquet_schema('${file.replace(/'/g, "''")}')`);
    const rows = reader.getRowObjectsJson() as { name: string; type: string | null; converted_type: string | null; logical_type: string | null; num_children: string | null; repetition_type: string | null }[];
    let i = 0;
    const read = (): ParquetNode => {
      const r = rows[i++]!;
      const n = Number(r.num_children ?? 0);
      return { name: r.name, type: r.type, converted: r.converted_type, logical: r.logical_type, repetition: r.repetition_type, children: Array.from({ length: n }, read) };
    };
    return read().children;
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
}
