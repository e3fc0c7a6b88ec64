/**
 * The unit tests' global setup: the data builds many test files only read, built once per run,
 * both at once (child processes): the mini release (test/fixtures/mini-release) and whatever
 * release data/release holds, each with the tests' seed and resamples
 * (test/pipeline/helpers.ts: TEST_SEED, TEST_RESAMPLES). A test that changes a build copies it
 * first. A failed build names the step and how its process ended.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { runCommand } from '../src/site/child-process.ts';
import { MINI_RELEASE, TEST_RESAMPLES, TEST_SEED } from './pipeline/helpers.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data build of the mini release (TEST_SEED, TEST_RESAMPLES); read only. */
    miniBuild: string;
    /** A data build of data/release (TEST_SEED, TEST_RESAMPLES); read only. */
    releaseBuild: string;
  }
}

const root = path.resolve(import.meta.dirname, '..');

export default async function setup(project: TestProject): Promise<() => void> {
  fs.mkdirSync(path.join(root, 'node_modules', '.cache'), { recursive: true });
  const tmp = fs.mkdtempSync(path.join(root, 'node_modules', '.cache', 'hif-shared-builds-'));
  const build = (release: string, name: string) => {
    const out = path.join(tmp, name);
    return runCommand(process.execPath, ['scripts/data.ts', '--release', release, '--out', out, '--seed', String(TEST_SEED), '--resamples', String(TEST_RESAMPLES)], {
      cwd: root, doing: `building ${release} for the unit tests`,
    }).then(() => out);
  };
  try {
    const [mini, release] = await Promise.all([build(MINI_RELEASE, 'mini'), build('data/release', 'release')]);
    project.provide('miniBuild', mini);
    project.provide('releaseBuild', release);
  } catch (error) {
    fs.rmSync(tmp, { recursive: true, force: true });
    throw error;
  }
  return () => fs.rmSync(tmp, { recursive: true, force: true });
}
