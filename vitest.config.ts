import { defineConfig } from 'vitest/config';

// `npm test`: the software, on small fixtures, on both cores. Two projects: the unit tests, which
// share the data builds they only read (test/shared-builds.ts: the mini release and data/release,
// built at once), and the browser tests,
// which share the site builds made by their global setup (test/browser/global-setup.ts: one per
// fixture, built at once). Both run in one group of two workers, so browser
// files run beside the others (a project with fileParallelism: false would run all its files one
// by one after everything else). The slow, data-level checks of the shipped simulated release are
// `npm run check` (vitest.check.config.ts, check/).
export default defineConfig({
  test: {
    testTimeout: 120_000,
    hookTimeout: 300_000,
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        // isolate: false — a worker runs its unit files one after another in one process, importing
        // DuckDB, zod and the pipeline once instead of per file (16% less CPU, measured side by side
        // in one session: 128 s vs 153 s user+sys). What a page build reads once is kept per data
        // build folder (src/site/data-dir.ts oncePerDataDir), so files pointing HIF_DATA_DIR at
        // different builds never see each other's values.
        test: { name: 'unit', include: ['test/**/*.test.ts'], exclude: ['test/browser/**', '**/node_modules/**'], globalSetup: ['test/shared-builds.ts'], isolate: false },
      },
      { extends: true, test: { name: 'browser', include: ['test/browser/**/*.test.ts'], globalSetup: ['test/browser/global-setup.ts'] } },
    ],
  },
});
