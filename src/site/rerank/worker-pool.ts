/**
 * The re-ranking page's leaderboard, computed by Web Workers: each worker holds a contiguous
 * slice of the bootstrap's resamples (multiplicities drawn once per page load on this thread,
 * moved to the workers, never redrawn), receives only the (task, model) sums of each selection,
 * and returns its slice's draws; this thread joins them in resample order and ranks with
 * leaderboardRows — the function the data build's Table 2 goes through — so the numbers are the
 * build's whatever the number of workers (test/leaderboard/bootstrap.test.ts). Browser only.
 */
import { emptyDraws, groupedSums, groupResamples, resampleGrouper, table2Draws, table2Point, type GroupedResamples, type Table2Bootstrap } from '../../leaderboard/bootstrap.ts';
import type { TaskModelCells } from '../../leaderboard/cells.ts';
import { leaderboardRows, type LeaderboardRow } from '../../leaderboard/leaderboard.ts';
import type { ResampleWeights } from '../../leaderboard/resample-weights.ts';
import type { SliceDraws, WorkerReply, WorkerRequest } from './worker-protocol.ts';

/** A recompute's rows and where its time went: each slice's compute time (ms, measured where it ran) and the merge's. */
export interface PoolResult {
  rows: LeaderboardRow[];
  /** The per-resample ranks the rows' rank intervals come from (model-major, bootstrap.ts), for the rank probabilities. */
  rankDraws: Float64Array;
  /** The per-resample Acc (model-major), for the adjacent pairs' detectable effects. */
  accDraws: Float64Array;
  sliceMs: number[];
  mergeMs: number;
}

export interface LeaderboardPool {
  /** Workers computing the slices; 0 when Web Workers could not start (then this thread computes). */
  workers: number;
  /** Why there are no workers (null when there are). */
  fallbackReason: string | null;
  compute(cells: TaskModelCells): Promise<PoolResult>;
  close(): void;
}

/**
 * Workers to start: one per logical processor beyond the page's own thread, at most 4 (more
 * slices only add merging); 0 — compute on the page's thread — with fewer than 3 processors (or
 * an unknown count): on 2 cores the workers never have a core of their own and were slower than
 * the page's own thread (docs/benchmark-history.md, 2026-11-29).
 */
export function workerCount(hardwareConcurrency: number | undefined): number {
  const spare = (hardwareConcurrency ?? 1) - 1;
  return spare >= 2 ? Math.min(4, spare) : 0;
}

/** Bounds of `parts` contiguous, nearly equal slices of `resamples`: slice k is [bounds[k], bounds[k + 1]). */
export function sliceBounds(resamples: number, parts: number): number[] {
  const n = Math.max(1, Math.min(parts, resamples));
  return Array.from({ length: n + 1 }, (_, k) => Math.round((k * resamples) / n));
}

/**
 * The bootstrap from the slices' draws (in slice order, together every resample once), each
 * statistic model-major over all resamples: model m's draws of slice 1, then of slice 2, …
 */
export function joinSlices(cells: TaskModelCells, slices: readonly SliceDraws[]): Table2Bootstrap {
  const M = cells.models;
  const B = slices.reduce((n, s) => n + s.resamples, 0);
  const join = (key: 'acc' | 'apAcc' | 'delta' | 'rank') => {
    const out = new Float64Array(M * B);
    for (let m = 0; m < M; m++) {
      let at = m * B;
      for (const s of slices) {
        out.set(s[key].subarray(m * s.resamples, (m + 1) * s.resamples), at);
        at += s.resamples;
      }
    }
    return out;
  };
  return {
    models: M, resamples: B, point: table2Point(cells),
    draws: { acc: join('acc'), apAcc: join('apAcc'), delta: join('delta'), rank: join('rank'), fAcc: null, commonDelta: null, dwAcc: null },
  };
}

/**
 * The bootstrap's draws on this thread in consecutive slices of resamples, each of about
 * `sliceMs`, with `pause()` awaited between them (so that input and paint are not held up for
 * the whole bootstrap), written into one set of draws (the workers' slices joined give the same).
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
export async function groupResamplesInSlices(weights: ResampleWeights, pause: () => Promise<void>): Promise<GroupedResamples> {
  const grouper = resampleGrouper(weights);
  for (let from = 0; from < weights.resamples; from += 1000) {
    grouper.add(from, Math.min(weights.resamples, from + 1000));
    await pause();
  }
  return grouper.done();
}

/** The same computation on the page's own thread, when workers cannot run. */
export function inThreadPool(weights: ResampleWeights, modelIds: readonly string[], reason: string, pause?: () => Promise<void>): LeaderboardPool {
  const grouping = pause ? groupResamplesInSlices(weights, pause) : Promise.resolve(groupResamples(weights));
  return {
    workers: 0,
    fallbackReason: reason,
    compute: async (cells) => {
      const grouped = await grouping;
      const t0 = performance.now();
      const boot = pause
        ? await slicedBootstrap(cells, weights, pause, 8, grouped)
        : { boot: { models: cells.models, resamples: weights.resamples, point: table2Point(cells), draws: table2Draws(cells, weights, null, { grouped: groupedSums(cells, grouped) }) }, computeMs: performance.now() - t0 };
      if (pause) await pause();
      const t1 = performance.now();
      const rows = leaderboardRows(boot.boot, modelIds);
      return { rows, rankDraws: boot.boot.draws.rank, accDraws: boot.boot.draws.acc, sliceMs: [pause ? boot.computeMs : t1 - t0], mergeMs: performance.now() - t1 };
    },
    close: () => undefined,
  };
}

/** Workers started at page load, so that their script loads while the verdicts are fetched. */
export interface StartedWorkers {
  workers: Worker[];
  /** Why they cannot be used (could not be created, or one failed to load), or null. */
  failure: { reason: string | null };
}

export function startLeaderboardWorkers(count: number): StartedWorkers {
  const workers: Worker[] = [];
  const failure = { reason: null as string | null };
  try {
    for (let k = 0; k < count; k++) {
      const worker = new Worker(new URL('./leaderboard-worker.ts', import.meta.url), { type: 'module', name: `leaderboard-slice-${k}` });
      // Replaced once the pool exists; until then a load failure is remembered, not lost.
      worker.onerror = (event) => { failure.reason ??= `worker ${k} failed: ${event.message || 'could not load or run'}`; };
      workers.push(worker);
    }
  } catch (error) {
    for (const w of workers) w.terminate();
    return { workers: [], failure: { reason: `Web Workers unavailable (${(error as Error).message})` } };
  }
  return { workers, failure };
}

export function createLeaderboardPool(weights: ResampleWeights, modelIds: readonly string[], started: StartedWorkers): LeaderboardPool {
  const { tasks: T, resamples: B } = weights;
  if (started.failure.reason !== null || started.workers.length === 0) {
    for (const w of started.workers) w.terminate();
    return inThreadPool(weights, modelIds, started.failure.reason ?? 'no worker started');
  }
  const bounds = sliceBounds(B, started.workers.length);
  // Fewer resamples than workers: the extra workers are not needed.
  for (const w of started.workers.slice(bounds.length - 1)) w.terminate();
  const workers = started.workers.slice(0, bounds.length - 1);
  const pending = new Map<number, { slices: (SliceDraws | null)[]; ms: number[]; left: number; resolve: (s: { slices: SliceDraws[]; ms: number[] }) => void; reject: (e: Error) => void }>();
  const fail = (error: Error) => {
    for (const p of pending.values()) p.reject(error);
    pending.clear();
  };
  workers.forEach((worker, k) => {
    const multiplicity = weights.multiplicity.slice(bounds[k]! * T, bounds[k + 1]! * T);
    const init: WorkerRequest = { type: 'init', tasks: T, resamples: bounds[k + 1]! - bounds[k]!, multiplicity };
    worker.postMessage(init, [multiplicity.buffer]);
    worker.onmessage = (event: MessageEvent<WorkerReply>) => {
      const reply = event.data;
      const p = pending.get(reply.id);
      if (!p) return;
      if (reply.type === 'error') {
        pending.delete(reply.id);
        p.reject(new Error(`worker ${k}: ${reply.message}`));
        return;
      }
      p.slices[k] = reply.slice;
      p.ms[k] = reply.computeMs;
      p.left -= 1;
      if (p.left === 0) {
        pending.delete(reply.id);
        p.resolve({ slices: p.slices as SliceDraws[], ms: p.ms });
      }
    };
    worker.onerror = (event) => fail(new Error(`worker ${k} failed: ${event.message || 'could not load or run'}`));
  });
  let next = 0;
  return {
    workers: workers.length,
    fallbackReason: null,
    compute(cells) {
      const id = next++;
      const slices = new Promise<{ slices: SliceDraws[]; ms: number[] }>((resolve, reject) => {
        pending.set(id, { slices: workers.map(() => null), ms: workers.map(() => 0), left: workers.length, resolve, reject });
      });
      for (const worker of workers) {
        const sums = cells.sums.slice();
        const request: WorkerRequest = { type: 'compute', id, models: cells.models, sums };
        worker.postMessage(request, [sums.buffer]);
      }
      return slices.then(({ slices: s, ms }) => {
        const t0 = performance.now();
        const boot = joinSlices(cells, s);
        const rows = leaderboardRows(boot, modelIds);
        return { rows, rankDraws: boot.draws.rank, accDraws: boot.draws.acc, sliceMs: ms, mergeMs: performance.now() - t0 };
      });
    },
    close() {
      for (const w of workers) w.terminate();
      fail(new Error('re-rank workers closed'));
    },
  };
}
