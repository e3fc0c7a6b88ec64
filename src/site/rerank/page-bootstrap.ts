/**
 * The re-ranking page's leaderboard, computed on the page's thread in time slices: the bootstrap's
 * multiplicities are drawn once per page load, each selection's (task, model) sums go through
 * table2Draws and leaderboardRows — the functions the data build's Table 2 goes through — so with
 * no filter the numbers are the build's (test/accuracy-bootstrap/bootstrap.test.ts). Browser only.
 */
import { emptyDraws, groupedSums, groupResamples, resampleGrouper, table2Draws, table2Point, type GroupedResamples, type Table2Bootstrap } from '../../accuracy-bootstrap/bootstrap.ts';
import type { TaskModelCells } from '../../accuracy-bootstrap/cells.ts';
import { leaderboardRows, type LeaderboardRow } from '../../accuracy-bootstrap/leaderboard.ts';
import type { ResampleWeights } from '../../accuracy-bootstrap/resample-weights.ts';

/** A recompute's rows and where its time went: the bootstrap's compute time (ms, pauses excluded) and the ranking's. */
export interface PageResult {
  rows: LeaderboardRow[];
  /** The per-resample ranks the rows' rank intervals come from (model-major, bootstrap.ts), for the rank probabilities. */
  rankDraws: Float64Array;
  /** The per-resample Acc (model-major), for the adjacent pairs' detectable effects. */
  accDraws: Float64Array;
  computeMs: number;
  mergeMs: number;
}

/**
 * The bootstrap's draws on this thread in consecutive slices of resamples, each of about
 * `sliceMs`, with `pause()` awaited between them (so that input and paint are not held up for
 * the whole bootstrap), written into one set of draws.
 * `grouped`: groupResamples(weights), made once per page load (the pattern sums are then made
 * once per selection, shared by the slices). Returns the bootstrap and the time spent computing
 * (pauses excluded).
 */
export async function slicedBootstrap(
  cells: TaskModelCells, weights: ResampleWeights, pause: () => Promise<void>, sliceMs = 8, grouped: GroupedResamples = groupResamples(weights),
): Promise<{ boot: Table2Bootstrap; computeMs: number }> {
  const B = weights.resamples;
  let t0 = performance.now();
  const sums = groupedSums(cells, grouped);
  const draws = emptyDraws(cells, B);
  let computeMs = 0;
  // 128 resamples take well under a millisecond once the code is warm, a few before.
  const step = 128;
  for (let from = 0; from < B;) {
    do {
      const to = Math.min(B, from + step);
      table2Draws(cells, weights, null, { from, to, grouped: sums, into: draws });
      from = to;
    } while (from < B && performance.now() - t0 < sliceMs);
    computeMs += performance.now() - t0;
    if (from < B) {
      await pause();
      t0 = performance.now();
    }
  }
  t0 = performance.now();
  const boot = { models: cells.models, resamples: B, point: table2Point(cells), draws };
  return { boot, computeMs: computeMs + performance.now() - t0 };
}

/** groupResamples in parts of 1,000 resamples with `pause()` awaited between them (one 5–25 ms task otherwise, on the page's load). */
async function groupResamplesInSlices(weights: ResampleWeights, pause: () => Promise<void>): Promise<GroupedResamples> {
  const grouper = resampleGrouper(weights);
  for (let from = 0; from < weights.resamples; from += 1000) {
    grouper.add(from, Math.min(weights.resamples, from + 1000));
    await pause();
  }
  return grouper.done();
}

/**
 * The page's leaderboard for a selection's cells, with `pause()` awaited between slices of work.
 * The resamples are grouped once, in parts, as soon as this is called (while the page is idle).
 */
export function pageLeaderboard(weights: ResampleWeights, modelIds: readonly string[], pause: () => Promise<void>): (cells: TaskModelCells) => Promise<PageResult> {
  const grouping = groupResamplesInSlices(weights, pause);
  return async (cells) => {
    const { boot, computeMs } = await slicedBootstrap(cells, weights, pause, 8, await grouping);
    await pause();
    const t0 = performance.now();
    const rows = leaderboardRows(boot, modelIds);
    return { rows, rankDraws: boot.draws.rank, accDraws: boot.draws.acc, computeMs, mergeMs: performance.now() - t0 };
  };
}
