/**
 * The task-clustered bootstrap of any statistic, as the simulator's calibration checks use it:
 * src/stats/clusterResampleWeights.ts's resamples (clusterBootstrapWeights, same seed, label and
 * order), a statistic computed from each resample's cluster multiplicities, its draws collected.
 * Simulator-only (the data build resamples Table 2's sufficient statistics, src/accuracy-bootstrap/).
 */
import { clusterBootstrapWeights } from '../src/stats/clusterResampleWeights.ts';

interface ClusteredBootstrapInput {
  clusters: number;
  resamples: number;
  seed: number;
  /** Random stream label (default 'task-clustered-bootstrap'). */
  label?: string;
}

interface DefinedDraws {
  /** Per statistic index, its defined draws in resample order (undefined resamples skipped). */
  draws: Float64Array[];
  /** Per statistic index, how many resamples returned null for it. */
  undefinedCount: number[];
}

/**
 * Bootstrap of statistics that may be undefined in some resamples (e.g. κ with expected
 * agreement 1, a rate whose denominator is empty): `statistic` returns, per index, a finite
 * number or null. Nulls are counted and skipped, so draws[s] has resamples − undefinedCount[s]
 * values. Non-finite numbers (NaN, ±∞) throw, naming the resample and index.
 */
export function clusteredBootstrapDefinedDraws(
  input: ClusteredBootstrapInput & { statistic: (multiplicity: Float64Array) => ArrayLike<number | null> },
): DefinedDraws {
  let draws: Float64Array[] = [];
  let filled: number[] = [];
  let width = -1;
  let r = 0;
  for (const multiplicity of clusterBootstrapWeights(input.clusters, input.resamples, input.seed, input.label)) {
    const values = input.statistic(multiplicity);
    if (width < 0) {
      width = values.length;
      draws = Array.from({ length: width }, () => new Float64Array(input.resamples));
      filled = new Array<number>(width).fill(0);
    } else if (values.length !== width) {
      throw new Error(`clusteredBootstrap: resample ${r} returned ${values.length} statistics, the first returned ${width}`);
    }
    for (let s = 0; s < width; s++) {
      const v = values[s];
      if (v === null) continue;
      if (typeof v !== 'number' || !Number.isFinite(v)) {
        throw new Error(`clusteredBootstrap: resample ${r}, statistic ${s} is ${String(v)}; return null for an undefined value`);
      }
      draws[s]![filled[s]!++] = v;
    }
    r++;
  }
  return {
    draws: draws.map((d, s) => (filled[s] === d.length ? d : d.slice(0, filled[s]))),
    undefinedCount: filled.map((count) => input.resamples - count),
  };
}

/**
 * Task-clustered bootstrap: per statistic index, the Float64Array of its `resamples` draws.
 * `statistic` receives the cluster multiplicities (reused buffer; do not keep it) and returns
 * the statistics of that resample — compute every model from the same multiplicities to keep
 * differences paired. Any undefined value (null, NaN, ±∞) throws: use
 * clusteredBootstrapDefinedDraws when a statistic can be undefined.
 */
export function taskClusteredBootstrap(
  input: ClusteredBootstrapInput & { statistic: (multiplicity: Float64Array) => ArrayLike<number> },
): Float64Array[] {
  const result = clusteredBootstrapDefinedDraws(input);
  result.undefinedCount.forEach((count, s) => {
    if (count > 0) throw new Error(`clusteredBootstrap: statistic ${s} was undefined (null) in ${count} resamples`);
  });
  return result.draws;
}

