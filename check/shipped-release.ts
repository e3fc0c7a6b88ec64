/**
 * The release the checks are about: data/release as shipped, the seeded simulator's output.
 * `npm run check` checks facts of that simulated data (counts, figures, calibration, that the
 * simulator regenerates it byte for byte); `npm test` never does, so it passes with any valid
 * release. With the official release in data/release these checks fail at once, saying so.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Manifest } from '../src/release/schemas.ts';

export const SHIPPED_RELEASE = resolve(import.meta.dirname, '..', 'data', 'release');

/** The shipped release's manifest; throws unless it is a simulated release (with its seed and scale). */
export function shippedSimulation(): { manifest: Manifest; seed: number; scale: number } {
  const manifest = JSON.parse(readFileSync(join(SHIPPED_RELEASE, 'manifest.json'), 'utf8')) as Manifest;
  if (manifest.provenance !== 'simulated' || !manifest.simulation) {
    throw new Error(`${SHIPPED_RELEASE}/manifest.json: provenance "${manifest.provenance}", not the simulated release these checks are about (npm run check checks the shipped simulated data; npm test checks the software with any release)`);
  }
  return { manifest, seed: manifest.simulation.seed, scale: manifest.simulation.scale };
}
