/**
 * Global setup of the simulated-release tests (test/sim/release/): simulates the seed-8 release
 * ONCE into a temporary folder and provides its path, so these tests check the simulator's
 * output, never whatever release data/release holds (it may be the official one).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { simulateRelease } from '../../../sim/simulate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A release written by `simulateRelease` with SIMULATED_SEED at scale 1. */
    simulatedRelease: string;
  }
}

/** The seed of the committed simulated release (`npm run simulate -- --seed 8`). */
export const SIMULATED_SEED = 8;

export default async function setup(project: TestProject): Promise<() => void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hif-simulated-release-'));
  await simulateRelease({ seed: SIMULATED_SEED, scale: 1, outDir: dir, log: () => {} });
  project.provide('simulatedRelease', dir);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
