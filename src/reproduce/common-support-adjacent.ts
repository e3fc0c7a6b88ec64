/**
 * Adjacent-rank Acc differences on the common support, as Appendix E.5 states them, next to the
 * full-panel ones the build writes (tables/adjacent_differences.json). The build's artifacts do
 * not carry the common-support version, so this is the one statistic `reproduce` computes, from
 * the build's own artifacts and with the build's own bootstrap:
 *   - counts per (task, model) from suff_task_model_rule.parquet: passes, qualifying, and
 *     common_passes, common_qualifying (keys where every panel model has a qualifying verdict);
 *   - Table 2's order (table2_leaderboard.rank): the pair (k, k+1) is the models at ranks k, k+1;
 *   - Table 2's resamples: clusterBootstrapWeights over the tasks in sorted order, with the
 *     manifest's seed and resamples and Table 2's stream label, i.e. the same multiplicities as
 *     the build's task-clustered bootstrap, so the differences are paired as the build's are.
 * Acc of a resample = Σ_t c_t·passes / Σ_t c_t·qualifying (integer sums, exact); difference =
 * Acc(rank k) − Acc(rank k+1); 95% percentile interval (type 7, src/stats/quantile.ts).
 * The same computation on the full panel must reproduce tables/adjacent_differences.json; when it
 * does not (another bootstrap stream or order), the figures are missing, never guessed.
 */
import { LEADERBOARD_SEED_LABEL } from '../leaderboard/resample-weights.ts';
import { clusterBootstrapWeights } from '../stats/clusteredBootstrap.ts';
import { percentileInterval } from '../stats/quantile.ts';
import { MissingFigureError, type BuildReader } from './build-reader.ts';

export type Support = 'full' | 'common';

export interface AdjacentDifference {
  support: Support;
  rank: number;
  model_id: string;
  next_model_id: string;
  difference: number;
  lower: number;
  upper: number;
  contains_zero: boolean;
}

/** Largest |ours − artifact| accepted when the full-panel differences are compared with the build's. */
const AGREEMENT = 1e-9;

const cache = new WeakMap<BuildReader, Promise<AdjacentDifference[]>>();

/** Both supports' adjacent differences of a build (computed once per open build). */
export function adjacentDifferences(build: BuildReader): Promise<AdjacentDifference[]> {
  let result = cache.get(build);
  if (!result) {
    result = compute(build);
    cache.set(build, result);
  }
  return result;
}

async function compute(build: BuildReader): Promise<AdjacentDifference[]> {
  const { bootstrap_seed: seed, resamples, labels } = build.manifest.seeds;
  if (!labels.includes(LEADERBOARD_SEED_LABEL)) throw new MissingFigureError(`manifest.json: no bootstrap stream "${LEADERBOARD_SEED_LABEL}" (Table 2's) to resample with`);
  const leaderboard = (await build.table('table2_leaderboard')).rows;
  const order = [...leaderboard].sort((a, b) => Number(a.rank) - Number(b.rank)).map((r) => String(r.model_id));
  const cells = await build.query(`SELECT task_id, model_id, sum(passes)::DOUBLE AS p, sum(qualifying)::DOUBLE AS q,
      sum(common_passes)::DOUBLE AS cp, sum(common_qualifying)::DOUBLE AS cq
    FROM suff_task_model_rule GROUP BY task_id, model_id ORDER BY task_id, model_id`);
  const tasks = [...new Set(cells.map((c) => String(c.task_id)))];
  const T = tasks.length;
  const M = order.length;
  // counts[support][stat][t * M + m]
  const counts = { full: [new Float64Array(T * M), new Float64Array(T * M)], common: [new Float64Array(T * M), new Float64Array(T * M)] };
  const taskIndex = new Map(tasks.map((t, i) => [t, i]));
  const modelIndex = new Map(order.map((m, i) => [m, i]));
  for (const c of cells) {
    const m = modelIndex.get(String(c.model_id));
    if (m === undefined) continue;
    const at = taskIndex.get(String(c.task_id))! * M + m;
    counts.full[0]![at] = Number(c.p);
    counts.full[1]![at] = Number(c.q);
    counts.common[0]![at] = Number(c.cp);
    counts.common[1]![at] = Number(c.cq);
  }
  const supports: Support[] = ['full', 'common'];
  const accuracies = (support: Support, multiplicity: ArrayLike<number>): Float64Array => {
    const [passes, qualifying] = counts[support] as [Float64Array, Float64Array];
    const acc = new Float64Array(M);
    for (let m = 0; m < M; m++) {
      let p = 0;
      let q = 0;
      for (let t = 0; t < T; t++) {
        p += multiplicity[t]! * passes[t * M + m]!;
        q += multiplicity[t]! * qualifying[t * M + m]!;
      }
      acc[m] = q > 0 ? (100 * p) / q : Number.NaN;
    }
    return acc;
  };
  const point = Object.fromEntries(supports.map((s) => [s, accuracies(s, new Float64Array(T).fill(1))])) as Record<Support, Float64Array>;
  const draws = Object.fromEntries(supports.map((s) => [s, Array.from({ length: M - 1 }, () => [] as number[])])) as Record<Support, number[][]>;
  for (const multiplicity of clusterBootstrapWeights(T, resamples, seed, LEADERBOARD_SEED_LABEL)) {
    for (const s of supports) {
      const acc = accuracies(s, multiplicity);
      for (let k = 0; k + 1 < M; k++) {
        const d = acc[k]! - acc[k + 1]!;
        if (Number.isFinite(d)) draws[s][k]!.push(d);
      }
    }
  }
  const out: AdjacentDifference[] = [];
  for (const s of supports) {
    for (let k = 0; k + 1 < M; k++) {
      const difference = point[s][k]! - point[s][k + 1]!;
      if (!Number.isFinite(difference) || draws[s][k]!.length === 0) throw new MissingFigureError(`${s} support: the Acc difference of ranks ${k + 1}, ${k + 2} is undefined`);
      const [lower, upper] = percentileInterval(draws[s][k]!);
      out.push({ support: s, rank: k + 1, model_id: order[k]!, next_model_id: order[k + 1]!, difference, lower, upper, contains_zero: lower <= 0 && upper >= 0 });
    }
  }
  await assertReproducesBuild(build, out.filter((r) => r.support === 'full'));
  return out;
}

/** The full-panel rows must equal tables/adjacent_differences.json: same draws, same order. */
async function assertReproducesBuild(build: BuildReader, full: AdjacentDifference[]): Promise<void> {
  const artifact = (await build.table('adjacent_differences')).rows;
  for (const row of full) {
    const theirs = artifact.find((r) => r.rank === row.rank);
    const agrees = theirs !== undefined && theirs.model_id === row.model_id && theirs.next_model_id === row.next_model_id
      && [['difference', row.difference], ['difference_lower', row.lower], ['difference_upper', row.upper]]
        .every(([column, ours]) => Math.abs(Number(theirs[column as string]) - (ours as number)) <= AGREEMENT);
    if (!agrees) {
      throw new MissingFigureError(`the common-support adjacent differences are resampled as Table 2 is, but the full-panel ones computed so do not reproduce tables/adjacent_differences.json at rank ${row.rank} (ours ${row.difference} [${row.lower}, ${row.upper}])`);
    }
  }
}
