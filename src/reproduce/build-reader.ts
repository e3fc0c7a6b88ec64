/**
 * Read-only access to a finished data build (data/build/ by default): its manifest, its table
 * artifacts (TableArtifact JSON, checked against the zod schema on read) and its Parquet files
 * (queried with DuckDB, one view per Parquet artifact named after its id). `reproduce` reads
 * figures from here only — never from the release, and it never recomputes a statistic.
 */
import { existsSync } from 'node:fs';
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import { artifactPath, artifactPaths } from '../artifacts/paths.ts';
import { BuildManifest } from '../artifacts/manifest.ts';
import { TableArtifact } from '../artifacts/table.ts';
import { readJsonArtifact } from '../artifacts/io.ts';

export type Row = Record<string, unknown>;

/** A figure the artifacts cannot answer: the message says which file, row or column is missing. */
export class MissingFigureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MissingFigureError';
  }
}

export interface BuildReader {
  readonly dir: string;
  readonly manifest: BuildManifest;
  /** The table artifact tables/<id>.json; throws MissingFigureError when the build has none. */
  table(id: string): Promise<TableArtifact>;
  /** Rows of a SQL query over the Parquet artifacts (each visible as a view named by its id). */
  query(sql: string): Promise<Row[]>;
  close(): void;
}

/** Opens a build folder; fails naming the folder when its manifest is missing or invalid. */
export async function openBuild(dir: string): Promise<BuildReader> {
  const manifestFile = artifactPath(dir, artifactPaths.manifest);
  if (!existsSync(manifestFile)) {
    throw new Error(`${manifestFile}: no build manifest here; run \`npm run data\` first or pass --build <dir>`);
  }
  const manifest = await readJsonArtifact(manifestFile, BuildManifest);
  const tables = new Map<string, TableArtifact>();
  let connection: DuckDBConnection | null = null;
  let instance: DuckDBInstance | null = null;

  async function connect(): Promise<DuckDBConnection> {
    if (connection) return connection;
    instance = await DuckDBInstance.create(':memory:', { threads: '1' });
    connection = await instance.connect();
    for (const entry of manifest.artifacts) {
      const match = /^parquet\/([a-z][a-z0-9_]*)\.parquet$/.exec(entry.path);
      if (!match) continue;
      const file = artifactPath(dir, entry.path).replaceAll("'", "''");
      await connection.run(`CREATE VIEW ${match[1]} AS SELECT * FROM read_parquet('${file}')`);
    }
    return connection;
  }

  return {
    dir,
    manifest,
    async table(id) {
      const cached = tables.get(id);
      if (cached) return cached;
      const relative = artifactPaths.table(id);
      if (!manifest.artifacts.some((a) => a.path === relative)) {
        throw new MissingFigureError(`${relative}: not in the build's manifest`);
      }
      const loaded = await readJsonArtifact(artifactPath(dir, relative), TableArtifact);
      tables.set(id, loaded);
      return loaded;
    },
    async query(sql) {
      const c = await connect();
      let reader;
      try {
        reader = await c.runAndReadAll(sql);
      } catch (error) {
        throw new MissingFigureError(`query over the Parquet artifacts failed (${(error as Error).message.split('\n')[0]}): ${sql}`);
      }
      return (reader.getRowObjectsJS() as Row[]).map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, plain(v)])));
    },
    close() {
      connection?.closeSync();
      (instance as DuckDBInstance | null)?.closeSync();
    },
  };
}

/** BIGINT/DECIMAL values as numbers, lists as arrays of plain values. */
function plain(value: unknown): unknown {
  if (typeof value === 'bigint') return Number(value);
  if (Array.isArray(value)) return value.map(plain);
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    const text = String(value);
    return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : value;
  }
  return value;
}
