import { defineConfig } from 'vitest/config';

// `npm run check`: the slow, data-level checks of the shipped simulated release (check/README.md):
// the simulator regenerates data/release byte for byte, its counts and figures meet the paper,
// `reproduce --check` on it, the calibrated E0 module, --scale, and the metric mutants on a
// paper-scale simulated release. `npm test` (vitest.config.ts) tests the software.
export default defineConfig({
  test: {
    include: ['check/**/*.test.ts'],
    testTimeout: 1_200_000,
    hookTimeout: 2_400_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
