/**
 * What identifies the data a page shows, for the footer and "Cite this view": the release
 * (title, provenance, format, manifest sha256) and the data build made from it (sha256 of its
 * manifest.json, which lists every artifact's hash: two builds with the same hash are
 * byte-identical), with its bootstrap seed and resamples. Read once per site build.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { artifactPaths } from '../artifacts/paths.ts';
import { readCitation } from '../dataset/citation.ts';
import { buildManifest } from './entities.ts';
import { artifactPath } from './load.ts';
import { oncePerDataDir } from './data-dir.ts';
import type { CitationFields } from '../dataset/bibtex.ts';
import type { ViewRelease } from './view-citation.ts';

interface BuildIdentity {
  release: ViewRelease & { format_version: string };
  /** sha256 of the data build's manifest.json bytes. */
  buildSha256: string;
  seed: number;
  resamples: number;
  citation: CitationFields;
}

export const buildIdentity = oncePerDataDir((): BuildIdentity => {
  const manifest = buildManifest();
  const { title, provenance, manifest_sha256, format_version } = manifest.release;
  return {
    release: { title, provenance, manifest_sha256, format_version },
    buildSha256: createHash('sha256').update(fs.readFileSync(artifactPath(artifactPaths.manifest))).digest('hex'),
    seed: manifest.seeds.bootstrap_seed,
    resamples: manifest.seeds.resamples,
    citation: readCitation().fields,
  };
});
