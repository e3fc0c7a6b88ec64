/**
 * The resample weights of the cluster (task-clustered) bootstrap — this file only draws them; the
 * statistics recomputed over them live with their callers (src/accuracy-bootstrap for Table 2,
 * cohenKappaBootstrap.ts, sim/clusteredBootstrap.ts for the simulator).
 *
 * Verdicts within a task are correlated, so each resample draws `clusters` cluster (task)
 * indices uniformly with replacement and keeps every observation of each drawn cluster as often
 * as it was drawn. A resample is therefore fully described by the cluster multiplicities
 * m_c ~ Multinomial(clusters; 1/clusters, …) with Σ m_c = clusters; statistics are recomputed
 * with observation weights m_c (e.g. Acc = Σ_c m_c·passes_c / Σ_c m_c·qualifying_c).
 * When one statistic call computes several models (or their differences) from the same
 * multiplicities, the draws are paired across models, as Miller (2024, "Adding Error Bars to
 * Evals", arXiv 2411.00640, §"clustered standard errors" and paired differences) recommends.
 * Interval: percentile bootstrap (Efron & Tibshirani 1993, ch. 13) — the 2.5% and 97.5% type-7
 * quantiles of the draws (quantile.ts percentileInterval / finitePercentileInterval). With one
 * cluster per observation this is the ordinary nonparametric bootstrap.
 * Randomness: seededRandom(seed, label), label default 'task-clustered-bootstrap'; resample r
 * consumes exactly `clusters` draws, in order, so equal (seed, label, clusters) give identical
 * multiplicities to every caller — figures bootstrapped separately stay mutually paired.
 */
import { seededRandom } from './random.ts';

const CLUSTERED_BOOTSTRAP_DEFAULT_LABEL = 'task-clustered-bootstrap';

function assertCounts(clusters: number, resamples: number, seed: number): void {
  if (!Number.isInteger(clusters) || clusters < 1) throw new Error(`clusterBootstrapWeights: clusters = ${clusters}, expected a positive integer`);
  if (!Number.isInteger(resamples) || resamples < 1) throw new Error(`clusterBootstrapWeights: resamples = ${resamples}, expected a positive integer`);
  if (!Number.isInteger(seed)) throw new Error(`clusterBootstrapWeights: seed = ${seed}, expected an integer`);
}

/**
 * Yields, for each of `resamples` resamples, the multiplicity of every cluster (a
 * Float64Array of length `clusters` summing to `clusters`).
 * The SAME array is reused and overwritten at every step (no per-resample allocation):
 * copy it (`Float64Array.from(m)`) if you keep it beyond the current iteration.
 */
export function* clusterBootstrapWeights(
  clusters: number,
  resamples: number,
  seed: number,
  label = CLUSTERED_BOOTSTRAP_DEFAULT_LABEL,
): Generator<Float64Array, void, undefined> {
  assertCounts(clusters, resamples, seed);
  const random = seededRandom(seed, label);
  const multiplicity = new Float64Array(clusters);
  for (let r = 0; r < resamples; r++) {
    multiplicity.fill(0);
    for (let draw = 0; draw < clusters; draw++) multiplicity[random.int(clusters)]!++;
    yield multiplicity;
  }
}
