/**
 * Step "write": every artifact into the temporary build folder, then the manifest listing each
 * file with its columns, rows, bytes and sha256. Files are listed in sorted path order and no
 * timestamp is written anywhere, so equal inputs give an identical folder.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join, relative, sep } from 'node:path';
import { TableArtifact } from '../artifacts/table.ts';
import { writeJsonArtifact } from '../artifacts/io.ts';
import { artifactPaths } from '../artifacts/paths.ts';
import { BuildManifest, BUILD_FORMAT, BUILD_FORMAT_VERSION, type ArtifactEntry } from '../artifacts/manifest.ts';
import type { BuildContext } from './context.ts';
import { parquetSchema, writeParquet, writeTableParquet } from './parquet.ts';

interface WriteOptions {
  dir: string;
  workDir: string;
  release: BuildManifest['release'];
}

const sha256Hex = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

function listFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === '.work') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listFiles(path));
    else out.push(path);
  }
  return out;
}

export async function writeBuild(ctx: BuildContext, options: WriteOptions): Promise<BuildManifest> {
  const { dir } = options;
  // `written`: sha256 and size of JSON files hashed from the bytes as they were written (reading
  // thousands of entity files back is slow on a scaled release); other files are read back.
  const described = new Map<string, Pick<ArtifactEntry, 'kind' | 'columns' | 'zod_schema' | 'rows' | 'sql'> & { written?: { sha256: string; bytes: number } }>();
  mkdirSync(join(dir, 'parquet'), { recursive: true });

  for (const artifact of [...ctx.tables].sort((a, b) => a.id.localeCompare(b.id))) {
    const path = artifactPaths.table(artifact.id);
    const bytes = await writeJsonArtifact(join(dir, path), TableArtifact, artifact);
    const columns = artifact.columns.map((c) => ({ name: c.id, type: c.unit }));
    described.set(path, { kind: 'table', columns, zod_schema: 'TableArtifact', rows: artifact.rows.length, sql: artifact.provenance.sql, written: { sha256: sha256Hex(bytes), bytes: bytes.length } });
    const parquet = artifactPaths.parquet(artifact.id);
    await writeTableParquet(ctx.connection, artifact, options.workDir, join(dir, parquet));
    described.set(parquet, { kind: 'parquet', columns: null, zod_schema: null, rows: null, sql: artifact.provenance.sql });
  }
  if (dir !== ctx.outDir) throw new Error(`write: ${dir} is not the build folder the compute steps wrote into (${ctx.outDir})`);
  for (const output of ctx.parquet) {
    const path = artifactPaths.parquet(output.id);
    if (described.has(path)) throw new Error(`parquet/${output.id}.parquet would be written twice`);
    await writeParquet(ctx.connection, output.query, join(dir, path));
    const sqlFile = `src/metrics/${output.id}.sql`;
    const hasSql = existsSync(fileURLToPath(new URL(`../metrics/${output.id}.sql`, import.meta.url)));
    described.set(path, { kind: 'parquet', columns: null, zod_schema: null, rows: null, sql: output.producer ?? (hasSql ? sqlFile : null) });
  }
  for (const entity of ctx.entities) {
    described.set(entity.path, { kind: 'entity', columns: null, zod_schema: entity.schemaName, rows: null, sql: null, written: { sha256: entity.sha256, bytes: entity.bytes } });
  }
  for (const binary of ctx.binaries) {
    mkdirSync(dirname(join(dir, binary.path)), { recursive: true });
    writeFileSync(join(dir, binary.path), binary.bytes);
    described.set(binary.path, { kind: 'arrow', columns: binary.columns, zod_schema: null, rows: binary.rows, sql: null });
  }

  const artifacts: ArtifactEntry[] = [];
  for (const file of listFiles(dir).sort()) {
    const path = relative(dir, file).split(sep).join('/');
    const meta = described.get(path);
    if (!meta) throw new Error(`${path}: written but not described (a step wrote a file outside the artifact list)`);
    let { columns, rows } = meta;
    if (meta.kind === 'parquet') ({ columns, rows } = await parquetSchema(ctx.connection, file));
    const { sha256, bytes } = meta.written ?? { sha256: sha256Hex(readFileSync(file)), bytes: statSync(file).size };
    artifacts.push({ path, kind: meta.kind, columns, zod_schema: meta.zod_schema, rows, bytes, sha256, sql: meta.sql });
  }
  const manifest: BuildManifest = {
    format: BUILD_FORMAT, format_version: BUILD_FORMAT_VERSION, release: options.release,
    seeds: { bootstrap_seed: ctx.settings.seed, resamples: ctx.settings.resamples, labels: [...ctx.seedLabels].sort() },
    artifacts,
  };
  await writeJsonArtifact(join(dir, artifactPaths.manifest), BuildManifest, manifest);
  return manifest;
}
