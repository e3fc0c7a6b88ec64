/**
 * The two side-by-side timings of `npm run bench`, each the fast version the build uses against
 * a straightforward reference on the same input, seed and resamples, with a check that both give
 * the same numbers (so the speed-up is not bought with a different answer):
 *   - crossed bootstrap of Bradley–Terry on the E0 runs: crossedBootstrapBradleyTerry (cells,
 *     reused buffers) vs naiveCrossedBootstrapBradleyTerry (re-expands raw runs, src/lib/stats);
 *   - task-clustered bootstrap of Table 2: bootstrapTable2Parallel with the build's thread rule
 *     (src/lib/build/compute/table2.ts: 2 worker threads from 2,000 resamples, else 1) vs
 *     naiveTable2Bootstrap (refits from raw verdict rows, naive-table2-bootstrap.ts).
 */
import { performance } from 'node:perf_hooks';
import { crossedBootstrapBradleyTerry, naiveCrossedBootstrapBradleyTerry } from '../stats/crossedBootstrap.ts';
import { availableParallelism } from 'node:os';
import { bootstrapTable2Parallel } from '../build/compute/cluster-bootstrap.ts';
import { TABLE2_SEED_LABEL } from '../build/compute/table2.ts';
import type { BenchInputs } from './inputs.ts';
import { maxAbsoluteDifference, naiveTable2Bootstrap } from './naive-table2-bootstrap.ts';

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

export async function compareTaskClusteredBootstrap(inputs: BenchInputs, resamples: number, seed: number): Promise<SideBySide> {
  const { cells, rawRows } = inputs;
  const threads = resamples >= 2000 ? Math.min(2, availableParallelism()) : 1;
  const start = performance.now();
  const fastValue = await bootstrapTable2Parallel(cells, resamples, seed, TABLE2_SEED_LABEL, threads);
  const fast = { value: fastValue, seconds: (performance.now() - start) / 1000 };
  const naive = timed(() => naiveTable2Bootstrap({
    tasks: cells.tasks.length, models: cells.models.length, rules: cells.rules.length, rows: rawRows, resamples, seed, label: TABLE2_SEED_LABEL,
  }));
  return {
    name: `Table 2 task-clustered bootstrap (6 statistics × models; build version on ${threads} thread${threads > 1 ? 's' : ''})`,
    input: `${rawRows.length} qualifying verdict rows; ${cells.task.length} (task, model, rule) cells; ${cells.tasks.length} tasks, ${cells.models.length} models, ${cells.rules.length} rules`,
    resamples, fastSeconds: fast.seconds, naiveSeconds: naive.seconds, ratio: naive.seconds / fast.seconds,
    maxDifference: Math.max(maxAbsoluteDifference(fast.value.point, naive.value.point), maxAbsoluteDifference(fast.value.draws, naive.value.draws)),
  };
}
