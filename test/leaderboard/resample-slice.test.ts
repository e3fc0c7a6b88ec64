/**
 * The leaderboard from the sliced kernel (src/lib/leaderboard/resample-slice.ts: packed sums,
 * drawn-task lists, tails) must equal a plain restatement of the definitions exactly — every
 * draw summed task by task, every interval by finitePercentileInterval over all draws, ranks by
 * src/lib/stats/ranks.ts — and splitting the resamples into slices (the browser's workers) must
 * not change a digit.
 */
import { describe, expect, it } from 'vitest';
import type { TaskModelCells } from '../../src/lib/leaderboard/cells.ts';
import { finitePercentileInterval } from '../../src/lib/leaderboard/intervals.ts';
import { accOrder, assembleLeaderboard, computeLeaderboard, pointEstimates, type Estimate, type LeaderboardRow } from '../../src/lib/leaderboard/leaderboard.ts';
import { computeSlice, prepareResamples } from '../../src/lib/leaderboard/resample-slice.ts';
import { drawResampleWeights, type ResampleWeights } from '../../src/lib/leaderboard/resample-weights.ts';
import { averageRanks } from '../../src/lib/stats/ranks.ts';
import { seededRandom } from '../../src/lib/stats/random.ts';

const random = seededRandom(9, 'test/leaderboard/resample-slice');

/** Random cells; some (task, model) cells empty and one model with no against-prior verdict, so that draws can be undefined. */
function randomCells(tasks: number, models: number, fractional: boolean): TaskModelCells {
  const sums = new Float64Array(tasks * models * 4);
  for (let t = 0; t < tasks; t++) {
    for (let m = 0; m < models; m++) {
      if (random.int(6) === 0) continue;
      const o = (t * models + m) * 4;
      const q = 1 + random.int(30) + (fractional ? 0.5 : 0);
      const aq = m === 0 || random.int(3) === 0 ? 0 : Math.floor(q / 2);
      sums[o] = Math.min(q, random.int(31));
      sums[o + 1] = q;
      sums[o + 2] = Math.min(aq, random.int(16));
      sums[o + 3] = aq;
    }
  }
  return { tasks, models, sums };
}

/** The definitions, restated plainly (docs/metrics.md, leaderboard.ts). */
function referenceRows(cells: TaskModelCells, weights: ResampleWeights, ids: string[]): LeaderboardRow[] {
  const { tasks: T, models: M, sums } = cells;
  const B = weights.resamples;
  const ratio = (n: number, d: number) => (d > 0 ? (100 * n) / d : Number.NaN);
  const stat = (c: (t: number) => number) => {
    const s = new Float64Array(M * 4);
    for (let t = 0; t < T; t++) for (let k = 0; k < M * 4; k++) s[k] = s[k]! + c(t) * sums[t * M * 4 + k]!;
    return Array.from({ length: M }, (_, m) => [ratio(s[m * 4]!, s[m * 4 + 1]!), ratio(s[m * 4 + 2]!, s[m * 4 + 3]!), s[m * 4 + 1]!, s[m * 4 + 3]!] as const);
  };
  const point = stat(() => 1);
  const acc = Array.from({ length: M }, () => new Float64Array(B));
  const ap = Array.from({ length: M }, () => new Float64Array(B));
  const rank = Array.from({ length: M }, () => new Float64Array(B));
  for (let b = 0; b < B; b++) {
    const d = stat((t) => weights.multiplicity[b * T + t]!);
    const r = averageRanks(d.map(([a]) => (Number.isFinite(a) ? a : -1)), 'descending');
    for (let m = 0; m < M; m++) {
      acc[m]![b] = d[m]![0];
      ap[m]![b] = d[m]![1];
      rank[m]![b] = r[m]!;
    }
  }
  const est = (v: number, draws: Float64Array): Estimate => {
    if (!Number.isFinite(v)) return { value: null, lower: null, upper: null };
    const { lower, upper } = finitePercentileInterval(draws);
    return { value: v, lower, upper };
  };
  const order = accOrder(Float64Array.from(point, ([a]) => a), ids);
  const pointRank = averageRanks(point.map(([a]) => (Number.isFinite(a) ? a : -1)), 'descending');
  const tiers = new Map<number, number>();
  let tier = 1;
  let top = order[0]!;
  for (const [k, m] of order.entries()) {
    if (k > 0) {
      const { lower, upper } = finitePercentileInterval(acc[top]!.map((x, b) => x - acc[m]![b]!));
      if (!(lower !== null && upper !== null && lower <= 0 && upper >= 0)) {
        tier++;
        top = m;
      }
    }
    tiers.set(m, tier);
  }
  return order.map((m) => {
    const r = finitePercentileInterval(rank[m]!);
    return {
      model: m, modelId: ids[m]!, qualifying: point[m]![2], againstQualifying: point[m]![3],
      acc: est(point[m]![0], acc[m]!), apAcc: est(point[m]![1], ap[m]!),
      delta: est(point[m]![0] - point[m]![1], acc[m]!.map((x, b) => x - ap[m]![b]!)),
      rank: { value: pointRank[m]!, lower: r.lower, upper: r.upper }, tier: tiers.get(m)!,
    };
  });
}

/** The leaderboard from `parts` slices of the resamples, cut unevenly, as the browser's workers compute it. */
function slicedRows(cells: TaskModelCells, weights: ResampleWeights, ids: string[], parts: number): LeaderboardRow[] {
  const { tasks: T, resamples: B } = weights;
  const cuts = [0, ...Array.from({ length: parts - 1 }, (_, k) => Math.floor(((k + 1) * B) / parts) + (k % 2)), B];
  const slices = cuts.slice(1).map((end, k) => computeSlice(cells, prepareResamples(weights.multiplicity.subarray(cuts[k]! * T, end * T), T, end - cuts[k]!, B)));
  return assembleLeaderboard(pointEstimates(cells), slices.reverse(), ids);
}

describe('leaderboard kernel', () => {
  for (const [tasks, models, resamples, fractional] of [[13, 5, 999, false], [40, 12, 2000, false], [9, 4, 500, true]] as const) {
    it(`${tasks} tasks, ${models} models, ${resamples} resamples${fractional ? ', fractional sums' : ''}: equals the plain definitions, whole or in slices`, () => {
      const cells = randomCells(tasks, models, fractional);
      const weights = drawResampleWeights(tasks, resamples, 17);
      const ids = Array.from({ length: models }, (_, m) => `m${String(m).padStart(2, '0')}`);
      const board = computeLeaderboard(cells, weights, ids);
      expect(board.rows).toEqual(referenceRows(cells, weights, ids));
      expect(board.rows.some((r) => r.apAcc.value === null)).toBe(true);
      for (const parts of [1, 2, 3, 4]) expect(slicedRows(cells, weights, ids, parts), `${parts} slices`).toEqual(board.rows);
    });
  }
});
