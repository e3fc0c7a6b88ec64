import { defineConfig } from 'vitest/config';

// Three projects: the simulated-release tests, which share one release simulated by their global
// setup (test/sim/release/global-setup.ts; vitest runs it only when one of them is selected), the
// checks of `reproduce --check` on it included; the
// browser tests, which share one site build made by their global setup
// (test/browser/global-setup.ts) and run one file at a time (a single chromium at once on a 2-core
// machine); and every other test.
const SIMULATED_RELEASE_CHECKS = ['test/reproduce/check-cli.test.ts'];

export default defineConfig({
  test: {
    testTimeout: 120_000,
    hookTimeout: 600_000,
    pool: 'forks',
    projects: [
      { extends: true, test: { name: 'unit', include: ['test/**/*.test.ts'], exclude: ['test/browser/**', 'test/sim/release/**', ...SIMULATED_RELEASE_CHECKS, '**/node_modules/**'] } },
      {
        extends: true,
        test: { name: 'simulated-release', include: ['test/sim/release/**/*.test.ts', ...SIMULATED_RELEASE_CHECKS], globalSetup: ['test/sim/release/global-setup.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['test/browser/**/*.test.ts'],
          globalSetup: ['test/browser/global-setup.ts'],
          fileParallelism: false,
        },
      },
    ],
  },
});
