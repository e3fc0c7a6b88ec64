/**
 * Adjacent-rank Acc differences on the common support, as Appendix E.5 states them, next to the
 * full-panel ones the build writes (tables/adjacent_differences.json). The build's artifacts do
 * not carry the common-support version, so this is the one statistic `reproduce` computes, from
 * the build's own artifacts and with the build's own bootstrap:
 *   - counts per (task, model) from suff_task_model_rule.parquet: passes, qualifying, and
 *     common_passes, common_qualifying (keys where every panel model has a qualifying verdict);
 *   - Table 2's order (table2_leaderboard.rank): the pair (k, k+1) is the models at ranks k, k+1;
 *   - Table 2's resamples and bootstrap (src/accuracy-bootstrap: drawResampleWeights over the tasks in
 *     sorted order with the manifest's seed and resamples, bootstrapTable2, pairedDifference), so
 *     the differences are paired as the build's are.
 * Acc of a resample = Σ_t c_t·passes / Σ_t c_t·qualifying (integer sums, exact); difference =
 * Acc(rank k) − Acc(rank k+1); 95% percentile interval of its finite draws (type 7).
 * The same computation on the full panel must reproduce tables/adjacent_differences.json; when it
 * does not (another bootstrap stream or order), the figures are missing, never guessed.
 */
import { bootstrapTable2 } from '../accuracy-bootstrap/bootstrap.ts';
import { BROWSER_SUBSETS, PASSES } from '../accuracy-bootstrap/cells.ts';
import { pairedDifference } from '../accuracy-bootstrap/leaderboard.ts';
import { drawResampleWeights, LEADERBOARD_SEED_LABEL } from '../accuracy-bootstrap/resample-weights.ts';
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
  // (task, model) cells of each support, passes and qualifying as bootstrap.ts's first subset.
  const sums = { full: new Float64Array(T * M * 2 * BROWSER_SUBSETS), common: new Float64Array(T * M * 2 * BROWSER_SUBSETS) };
  const taskIndex = new Map(tasks.map((t, i) => [t, i]));
  const modelIndex = new Map(order.map((m, i) => [m, i]));
  for (const c of cells) {
    const m = modelIndex.get(String(c.model_id));
    if (m === undefined) continue;
    const at = (taskIndex.get(String(c.task_id))! * M + m) * 2 * BROWSER_SUBSETS;
    sums.full.set([Number(c.p), Number(c.q)], at + PASSES);
    sums.common.set([Number(c.cp), Number(c.cq)], at + PASSES);
  }
  const weights = drawResampleWeights(T, resamples, seed, LEADERBOARD_SEED_LABEL);
  const out: AdjacentDifference[] = [];
  for (const support of ['full', 'common'] as const) {
    const boot = bootstrapTable2({ tasks: T, models: M, subsets: BROWSER_SUBSETS, sums: sums[support] }, weights);
    for (let k = 0; k + 1 < M; k++) {
      const { value: difference, lower, upper } = pairedDifference(boot.point.acc, boot.draws.acc, resamples, k, k + 1);
      if (difference === null || lower === null || upper === null) throw new MissingFigureError(`${support} support: the Acc difference of ranks ${k + 1}, ${k + 2} is undefined`);
      out.push({ support, rank: k + 1, model_id: order[k]!, next_model_id: order[k + 1]!, difference, lower, upper, contains_zero: lower <= 0 && upper >= 0 });
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
