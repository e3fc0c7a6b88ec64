// oncePerDataDir: one value per data build folder named by HIF_DATA_DIR, made once each.
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { oncePerDataDir } from '../../src/site/data-dir.ts';

const before = process.env.HIF_DATA_DIR;
afterEach(() => {
  if (before === undefined) delete process.env.HIF_DATA_DIR;
  else process.env.HIF_DATA_DIR = before;
});

describe('oncePerDataDir', () => {
  it('makes the value once per folder and never returns one folder’s value for another', () => {
    const made: string[] = [];
    const value = oncePerDataDir(() => { made.push(process.env.HIF_DATA_DIR!); return `value of ${process.env.HIF_DATA_DIR}`; });
    process.env.HIF_DATA_DIR = '/tmp/build-a';
    expect(value()).toBe('value of /tmp/build-a');
    process.env.HIF_DATA_DIR = '/tmp/build-b';
    expect(value()).toBe('value of /tmp/build-b');
    process.env.HIF_DATA_DIR = '/tmp/build-a/../build-a';
    expect(value()).toBe('value of /tmp/build-a');
    expect(made).toEqual(['/tmp/build-a', '/tmp/build-b']);
    expect(path.resolve(process.env.HIF_DATA_DIR)).toBe('/tmp/build-a');
  });
});
