/**
 * zod schema of data/build/manifest.json: every artifact of a build with its schema, size and
 * hash, plus what it was built from (the release manifest's sha256) and the seeds used. Two
 * builds of the same release with the same seed have byte-identical manifests.
 */
import { z } from 'zod';

export const BUILD_FORMAT = 'harness-if-build';
export const BUILD_FORMAT_VERSION = '1.0.0';

const ARTIFACT_KINDS = ['table', 'parquet', 'entity', 'arrow', 'report'] as const;

const ArtifactColumn = z.strictObject({ name: z.string().min(1), type: z.string().min(1) });

export const ArtifactEntry = z.strictObject({
  /** Path relative to data/build/, with forward slashes. */
  path: z.string().min(1),
  kind: z.enum(ARTIFACT_KINDS),
  /** Columns and types (Parquet and Arrow: the physical columns; tables: the TableArtifact columns). */
  columns: z.array(ArtifactColumn).nullable(),
  /** Name of the zod schema the JSON file is checked against (src/artifacts), null for binary files. */
  zod_schema: z.string().nullable(),
  rows: z.number().int().min(0).nullable(),
  bytes: z.number().int().min(0),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  /** For tables: the SQL file under src/metrics and/or the statistic that made it. */
  sql: z.string().nullable(),
});
export type ArtifactEntry = z.infer<typeof ArtifactEntry>;

export const BuildManifest = z.strictObject({
  format: z.literal(BUILD_FORMAT),
  format_version: z.string(),
  release: z.strictObject({
    /** sha256 of the release's manifest.json bytes. */
    manifest_sha256: z.string().regex(/^[0-9a-f]{64}$/),
    title: z.string(),
    provenance: z.enum(['official', 'simulated']),
    format_version: z.string(),
  }),
  seeds: z.strictObject({
    /** Seed of every bootstrap; each bootstrap draws from seededRandom(seed, label). */
    bootstrap_seed: z.number().int(),
    resamples: z.number().int().min(1),
    /** The stream labels used, one per bootstrap. */
    labels: z.array(z.string()),
  }),
  artifacts: z.array(ArtifactEntry),
});
export type BuildManifest = z.infer<typeof BuildManifest>;
