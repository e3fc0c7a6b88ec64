/**
 * The side-by-side timing of `npm run bench`: the fast version the build uses against a
 * straightforward reference on the same input, seed and resamples, with a check that both give
 * the same numbers (so the speed-up is not bought with a different answer): the crossed
 * bootstrap of Bradley–Terry on the E0 runs, crossedBootstrapBradleyTerry (cells, reused
 * buffers) vs naiveCrossedBootstrapBradleyTerry (re-expands raw runs, src/lib/stats).
 */
import { performance } from 'node:perf_hooks';
import { crossedBootstrapBradleyTerry, naiveCrossedBootstrapBradleyTerry } from '../stats/crossedBootstrap.ts';
import type { BenchInputs } from './inputs.ts';

export interface SideBySide {
  name: string;
  input: string;
  resamples: number;
  fastSeconds: number;
  naiveSeconds: number;
  /** naive / fast. */
  ratio: number;
  /** Largest |fast − naive| over every draw (0 = identical). */
  maxDifference: number;
}

/** Largest |a[i] − b[i]| (both NaN counts as equal; one NaN, or unequal lengths, as Infinity). */
function maxAbsoluteDifference(a: Float64Array, b: Float64Array): number {
  if (a.length !== b.length) return Number.POSITIVE_INFINITY;
  let max = 0;
  for (let i = 0; i < a.length; i++) {
    const x = a[i]!;
    const y = b[i]!;
    if (Number.isNaN(x) && Number.isNaN(y)) continue;
    if (Number.isNaN(x) || Number.isNaN(y)) return Number.POSITIVE_INFINITY;
    max = Math.max(max, Math.abs(x - y));
  }
  return max;
}

function timed<T>(run: () => T): { value: T; seconds: number } {
  const start = performance.now();
  const value = run();
  return { value, seconds: (performance.now() - start) / 1000 };
}

export function compareCrossedBootstrap(inputs: BenchInputs, resamples: number, seed: number): SideBySide {
  const shape = { surfaces: inputs.e0.surfaces, builds: inputs.e0.builds, items: inputs.e0.items, resamples, seed };
  const fast = timed(() => crossedBootstrapBradleyTerry({ ...shape, cells: inputs.e0.cells }));
  const naive = timed(() => naiveCrossedBootstrapBradleyTerry({ ...shape, rows: inputs.e0.rows }));
  const sameFlags = fast.value.degenerate.every((d, i) => d === naive.value.degenerate[i]);
  return {
    name: 'E0 crossed bootstrap (Bradley–Terry)',
    input: `${inputs.e0.rows.length} decisive runs, ${inputs.e0.cells.length} (build, item, winner, loser) cells, ${inputs.e0.builds} builds × ${inputs.e0.items} items`,
    resamples, fastSeconds: fast.seconds, naiveSeconds: naive.seconds, ratio: naive.seconds / fast.seconds,
    maxDifference: sameFlags ? maxAbsoluteDifference(fast.value.theta, naive.value.theta) : Number.POSITIVE_INFINITY,
  };
}
