import { defineConfig } from 'vitest/config';

// Two projects: everything except the browser tests, and the browser tests, which share one
// site build made by their global setup (test/browser/global-setup.ts) and run one file at a
// time (a single chromium at once on a 2-core machine).
export default defineConfig({
  test: {
    testTimeout: 120_000,
    hookTimeout: 600_000,
    pool: 'forks',
    projects: [
      { extends: true, test: { name: 'unit', include: ['test/**/*.test.ts'], exclude: ['test/browser/**', '**/node_modules/**'] } },
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
