/**
 * The release manifest behind the build, for the "what is simulated" list. It is read from
 * HIF_RELEASE_DIR (default data/release) only if its sha256 equals the one the build manifest
 * recorded, so the site never describes a different release than the one its numbers come from.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Manifest } from '../release/schemas.ts';
import type { BuildManifest } from '../artifacts/manifest.ts';
import { readArtifact } from './load.ts';

export function matchingReleaseManifest(build: BuildManifest): Manifest | null {
  const file = path.resolve(process.env.HIF_RELEASE_DIR ?? 'data/release', 'manifest.json');
  if (!fs.existsSync(file)) return null;
  const sha = createHash('sha256').update(fs.readFileSync(file)).digest('hex');
  if (sha !== build.release.manifest_sha256) return null;
  return readArtifact(file, Manifest);
}
