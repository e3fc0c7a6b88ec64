/**
 * The function thread (src/lib/build/compute/function-thread.ts) gives exactly what the statistic
 * gives on this thread, for each job the build sends it, and a job's error names the job.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { startFunctionThread } from '../../src/lib/build/compute/function-thread.ts';
import { crossedBootstrapBradleyTerry } from '../../src/lib/stats/crossedBootstrap.ts';
import { cohenKappaBootstrap } from '../../src/lib/stats/cohenKappaBootstrap.ts';

describe('function thread', () => {
  const thread = startFunctionThread();
  afterAll(() => thread.close());

  it('runs the κ bootstrap with the same draws as this thread (seeded stream, 500 resamples)', async () => {
    const input = {
      a: ['pass', 'fail', 'pass', 'na', 'pass', 'fail', 'pass', 'pass'],
      b: ['pass', 'fail', 'fail', 'na', 'pass', 'pass', 'pass', 'na'],
      labels: ['pass', 'fail', 'na'], resamples: 500, seed: 11, label: 'test/kappa',
    };
    const here = cohenKappaBootstrap(input);
    const there = await thread.run('cohenKappaBootstrap', input);
    expect(there.status).toBe('ok');
    expect(here.status).toBe('ok');
    if (there.status !== 'ok' || here.status !== 'ok') return;
    expect(Buffer.from(there.draws.buffer, there.draws.byteOffset, there.draws.byteLength).equals(Buffer.from(here.draws.buffer, here.draws.byteOffset, here.draws.byteLength))).toBe(true);
    expect([there.lower, there.upper, there.undefinedCount]).toEqual([here.lower, here.upper, here.undefinedCount]);
  });

  it('runs the crossed Bradley–Terry bootstrap with the same θ draws, in the order the jobs were sent', async () => {
    // Three surfaces, two builds, two items; every pair won both ways somewhere.
    const cells = [
      { build: 0, item: 0, winner: 0, loser: 1, count: 3 }, { build: 0, item: 0, winner: 1, loser: 0, count: 1 },
      { build: 0, item: 1, winner: 1, loser: 2, count: 2 }, { build: 0, item: 1, winner: 2, loser: 1, count: 1 },
      { build: 1, item: 0, winner: 0, loser: 2, count: 2 }, { build: 1, item: 0, winner: 2, loser: 0, count: 2 },
      { build: 1, item: 1, winner: 0, loser: 1, count: 1 }, { build: 1, item: 1, winner: 1, loser: 0, count: 2 },
    ];
    const input = { surfaces: 3, builds: 2, items: 2, resamples: 200, seed: 5, cells };
    const here = crossedBootstrapBradleyTerry(input);
    const [first, second] = await Promise.all([thread.run('crossedBootstrapBradleyTerry', input), thread.run('crossedBootstrapBradleyTerry', { ...input, seed: 6 })]);
    expect(Array.from(first.theta)).toEqual(Array.from(here.theta));
    expect(Array.from(first.degenerate)).toEqual(Array.from(here.degenerate));
    expect(Array.from(second.theta)).not.toEqual(Array.from(here.theta));
  });

  it('rejects a job that throws with the job\'s name and message, and keeps working', async () => {
    await expect(thread.run('cohenKappaBootstrap', { a: ['pass'], b: [], resamples: 10, seed: 1 })).rejects.toThrow(/^cohenKappaBootstrap \(function thread\): .+/);
    const ok = await thread.run('cohenKappaBootstrap', { a: ['pass', 'fail', 'pass'], b: ['pass', 'fail', 'fail'], resamples: 10, seed: 1 });
    expect(ok.resamples).toBe(10);
  });
});
