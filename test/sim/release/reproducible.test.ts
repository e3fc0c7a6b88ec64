/**
 * The simulator is byte-reproducible: a second run with the same seed writes every file of the
 * release the global setup simulated byte for byte, and the manifest records each file's sha256.
 * Whether data/release is the seed-8 simulated release is a command, not a test (data/release may
 * hold the official release): `npm run simulate -- --seed 8 --out /tmp/sim && diff -r /tmp/sim data/release`.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { readManifest } from '../../../sim/check/readRelease.ts';
import { simulateRelease } from '../../../sim/simulate.ts';
import { SIMULATED_SEED } from './global-setup.ts';

const first = inject('simulatedRelease');
const second = mkdtempSync(join(tmpdir(), 'sim-repro-'));
afterAll(() => rmSync(second, { recursive: true, force: true }));
const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

describe('simulator reproducibility', () => {
  it('writes the same files byte for byte when run twice with the same seed', async () => {
    const manifest = await simulateRelease({ seed: SIMULATED_SEED, scale: 1, outDir: second, log: () => {} });
    const recorded = readManifest(first);
    expect(readdirSync(second).sort()).toEqual(readdirSync(first).sort());
    for (const [name, entry] of Object.entries(recorded.files)) {
      expect(sha256(join(first, entry.path)), `${name}: sha256 recorded in the manifest`).toBe(entry.sha256);
      expect(sha256(join(second, entry.path)), name).toBe(entry.sha256);
      expect(manifest?.files[name as keyof typeof recorded.files].sha256, name).toBe(entry.sha256);
    }
    expect(readFileSync(join(second, 'manifest.json'), 'utf8')).toBe(readFileSync(join(first, 'manifest.json'), 'utf8'));
  }, 600_000); // one simulation is ~1 min of CPU; on the shared 2-core machine it has taken 4–5 min wall
});
