/**
 * The task multiplicities of every resample of the task-clustered bootstrap, drawn once and kept
 * as one flat array, so that re-ranking under a new selection of verdicts redraws nothing: the
 * multiplicities depend only on (tasks, resamples, seed, label), never on which verdicts count.
 * Drawn by src/stats/clusterResampleWeights.ts `clusterBootstrapWeights` — the same generator,
 * seed and stream label as the data build's Table 2 (src/pipeline/table2-tables.ts),
 * so resample b here is resample b there and the intervals agree exactly.
 * Pure: no DOM, no Node APIs.
 */
import { clusterBootstrapWeights } from '../stats/clusterResampleWeights.ts';

/** Stream label of Table 2's bootstrap, in the build (src/pipeline/table2-tables.ts), the browser and reproduce. */
export const LEADERBOARD_SEED_LABEL = 'table2/task-clustered';

export interface ResampleWeights {
  tasks: number;
  resamples: number;
  /**
   * multiplicity[b · tasks + t]: how often task t is drawn in resample b (Σ_t = tasks), an integer
   * 0 … tasks. Stored as 16-bit integers when tasks < 65,536 (32-bit otherwise): a quarter of the
   * memory of doubles, held while the build's leaderboard is computed on a scaled release.
   */
  multiplicity: Uint16Array | Uint32Array;
}

/**
 * The one drawer of the multiplicities: `weights` (zeros until drawn) and `draw(count)`, which draws
 * the next `count` resamples from clusterBootstrapWeights' stream into them, in order; returns
 * whether resamples remain.
 */
function resampleWeightsDrawer(tasks: number, resamples: number, seed: number, label: string): { weights: ResampleWeights; draw(count: number): boolean } {
  const size = tasks * resamples;
  const multiplicity = tasks > 0xffff ? new Uint32Array(size) : new Uint16Array(size);
  const stream = clusterBootstrapWeights(tasks, resamples, seed, label);
  let b = 0;
  return {
    weights: { tasks, resamples, multiplicity },
    draw(count) {
      for (const end = Math.min(resamples, b + count); b < end; b++) {
        const m = stream.next().value as Float64Array;
        for (let t = 0; t < tasks; t++) multiplicity[b * tasks + t] = m[t]!;
      }
      return b < resamples;
    },
  };
}

/** Draws the multiplicities of `resamples` task-clustered resamples of `tasks` tasks. */
export function drawResampleWeights(tasks: number, resamples: number, seed: number, label: string = LEADERBOARD_SEED_LABEL): ResampleWeights {
  const drawer = resampleWeightsDrawer(tasks, resamples, seed, label);
  drawer.draw(resamples);
  return drawer.weights;
}

/**
 * The same multiplicities as drawResampleWeights (the same drawer), drawn 64 resamples at a time
 * with `pause()` awaited whenever about `sliceMs` passed, so that a browser page stays responsive
 * while 10,000 resamples are drawn (one 30–100 ms task otherwise).
 */
export async function drawResampleWeightsInSlices(
  tasks: number, resamples: number, seed: number, label: string, pause: () => Promise<void>, sliceMs = 8,
): Promise<ResampleWeights> {
  const drawer = resampleWeightsDrawer(tasks, resamples, seed, label);
  let since = performance.now();
  while (drawer.draw(64)) {
    if (performance.now() - since > sliceMs) {
      await pause();
      since = performance.now();
    }
  }
  return drawer.weights;
}
