/**
 * Re-running the simulator with the committed manifest's seed and scale reproduces every file of
 * data/release byte for byte (sha256 of each file, as the manifest records it).
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readManifest } from '../../src/sim/check/readRelease.ts';
import { simulateRelease } from '../../src/sim/simulate.ts';

const committed = readManifest('data/release');
const out = mkdtempSync(join(tmpdir(), 'sim-repro-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('simulator reproducibility', () => {
  it('regenerates the committed release byte for byte', async () => {
    const sim = committed.simulation!;
    const manifest = await simulateRelease({ seed: sim.seed, scale: sim.scale, outDir: out, log: () => {} });
    for (const [name, entry] of Object.entries(committed.files)) {
      const bytes = readFileSync(join(out, entry.path));
      expect(createHash('sha256').update(bytes).digest('hex'), name).toBe(entry.sha256);
      expect(manifest?.files[name as keyof typeof committed.files].sha256, name).toBe(entry.sha256);
    }
    expect(readFileSync(join(out, 'manifest.json'), 'utf8')).toBe(readFileSync('data/release/manifest.json', 'utf8'));
  }, 120_000);
});
