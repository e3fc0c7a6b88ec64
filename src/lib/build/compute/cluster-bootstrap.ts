/**
 * Task-clustered bootstrap of every per-model statistic of Table 2 at once, on the sufficient
 * statistics per (task, model, rule) (src/lib/metrics/suff_task_model_rule.sql).
 *
 * Each resample draws the tasks with replacement (multiplicity c_t of each task, from
 * src/lib/stats/clusteredBootstrap.ts clusterBootstrapWeights, stream seededRandom(seed, label)); every count of a task is multiplied by c_t for every model at
 * once, so differences between models stay paired (docs/metrics.md "Intervals"; Miller 2024,
 * "Adding Error Bars to Evals", arXiv 2411.00640). The statistics recomputed per resample:
 *   Acc, AP-Acc, Δ = Acc − AP-Acc, F-Acc (separation flags fixed), DW-Acc (weights recomputed
 *   inside the resample), and Δ on common support (Appendix E.5).
 * All in percent / pp. A statistic that is undefined in a resample is NaN there (see intervals.ts).
 * With all multiplicities 1 the same code gives the point estimates, which the build checks
 * against the SQL (table2_point_estimates.sql).
 *
 * Speed: the cells are first packed into one list of (slot, value) entries per task
 * (cluster-bootstrap-layout.ts), so a resample is one multiply-add per entry of each drawn task
 * plus a fixed amount of work per (rule, model) (cluster-bootstrap-kernel.ts); worker threads
 * read the layout from shared memory and each compute a range of resamples.
 */
import { Worker } from 'node:worker_threads';
import { clusterBootstrapWeights } from '../../stats/clusteredBootstrap.ts';
import { table2Layout, type Table2Layout } from './cluster-bootstrap-layout.ts';
import { RESAMPLES_PER_PASS, table2Statistics, table2StatisticsBatch, workspace } from './cluster-bootstrap-kernel.ts';

export { table2Statistics, workspace, type Workspace } from './cluster-bootstrap-kernel.ts';

export const TABLE2_STATISTICS = ['acc', 'ap_acc', 'delta', 'f_acc', 'dw_acc', 'common_delta'] as const;
export type Table2Statistic = (typeof TABLE2_STATISTICS)[number];

/** Column arrays of suff_task_model_rule, with tasks, models and rules as dense indices. */
export interface ModelCells {
  tasks: string[];
  models: string[];
  rules: string[];
  task: Int32Array;
  model: Int32Array;
  rule: Int32Array;
  passes: Float64Array;
  qualifying: Float64Array;
  against: Uint8Array;
  separates: Uint8Array;
  commonPasses: Float64Array;
  commonQualifying: Float64Array;
}

export interface Table2Bootstrap {
  /** The point estimates (all multiplicities 1): point[statistic * models + model]. */
  point: Float64Array;
  /** draws[resample * (6 · models) + statistic * models + model]. */
  draws: Float64Array;
  resamples: number;
}

/**
 * Draws of resamples [start, end) of the stream (seed, label): the multiplicities of earlier
 * resamples are drawn and skipped, so any split of the range gives exactly the draws of one
 * sequential run. Returns draws[(r − start) · width + statistic · models + model].
 */
export function table2DrawRange(layout: Table2Layout, start: number, end: number, seed: number, label: string, drawn?: Uint16Array | Uint32Array): Float64Array {
  const width = TABLE2_STATISTICS.length * layout.models;
  const draws = new Float64Array((end - start) * width);
  // Up to RESAMPLES_PER_PASS resamples at a time (the generator reuses its buffer: each is copied).
  const wss = Array.from({ length: RESAMPLES_PER_PASS }, () => workspace(layout));
  const rows = wss.map(() => new Float64Array(layout.tasks));
  const outs = wss.map(() => new Float64Array(width));
  let batched = 0;
  let r = start;
  const flush = () => {
    table2StatisticsBatch(wss.slice(0, batched), rows.slice(0, batched), outs.slice(0, batched));
    for (let i = 0; i < batched; i++) draws.set(outs[i]!, (r - start + i) * width);
    r += batched;
    batched = 0;
  };
  for (const multiplicity of rangeMultiplicities(layout.tasks, start, end, seed, label, drawn)) {
    rows[batched++]!.set(multiplicity);
    if (batched === RESAMPLES_PER_PASS) flush();
  }
  if (batched > 0) flush();
  return draws;
}

/**
 * The multiplicities of resamples [start, end) of the stream (seed, label): read from `drawn`
 * (multiplicity[b · tasks + t] of every resample, drawn once by the caller with
 * drawResampleWeights from the same seed and label — in shared memory for the worker threads),
 * or else drawn here, the earlier resamples of the stream drawn and skipped. Reading saved each
 * worker from redrawing the stream up to its range (a tenth of the bootstrap's CPU at 100×).
 */
function* rangeMultiplicities(tasks: number, start: number, end: number, seed: number, label: string, drawn?: Uint16Array | Uint32Array): Generator<Float64Array> {
  if (drawn) {
    if (drawn.length < end * tasks) throw new Error(`cluster-bootstrap: ${drawn.length} drawn multiplicities for resamples up to ${end} of ${tasks} tasks`);
    const row = new Float64Array(tasks);
    for (let r = start; r < end; r++) {
      for (let t = 0; t < tasks; t++) row[t] = drawn[r * tasks + t]!;
      yield row;
    }
    return;
  }
  let r = 0;
  for (const multiplicity of clusterBootstrapWeights(tasks, end, seed, label)) {
    if (r >= start) yield multiplicity;
    r++;
  }
}

/** The point estimates: every task once. */
function pointEstimates(layout: Table2Layout): Float64Array {
  const point = new Float64Array(TABLE2_STATISTICS.length * layout.models);
  table2Statistics(workspace(layout), new Float64Array(layout.tasks).fill(1), point);
  return point;
}

/** Point estimates and `resamples` task-clustered bootstrap draws of the six statistics (one thread). */
export function bootstrapTable2(cells: ModelCells, resamples: number, seed: number, label: string): Table2Bootstrap {
  const layout = table2Layout(cells);
  return { point: pointEstimates(layout), draws: table2DrawRange(layout, 0, resamples, seed, label), resamples };
}

/**
 * The same as bootstrapTable2, with the resamples split over `threads` worker threads
 * (cluster-bootstrap-worker.ts). The result is identical to the one-thread run, byte for byte.
 * The workers read the layout's shared buffers; only their draws come back (transferred).
 * `drawn`, if given, holds the multiplicities of every resample as drawResampleWeights draws them
 * from the same seed and label (in a SharedArrayBuffer, so no worker gets a copy): the workers
 * read their ranges from it instead of drawing the stream again.
 */
export async function bootstrapTable2Parallel(cells: ModelCells, resamples: number, seed: number, label: string, threads: number, drawn?: Uint16Array | Uint32Array): Promise<Table2Bootstrap> {
  if (threads <= 1) return bootstrapTable2(cells, resamples, seed, label);
  const layout = table2Layout(cells);
  const width = TABLE2_STATISTICS.length * layout.models;
  const bounds = Array.from({ length: threads + 1 }, (_, i) => Math.round((i * resamples) / threads));
  const pending = Promise.all(bounds.slice(0, -1).map((start, i) => new Promise<Float64Array>((resolve, reject) => {
    const worker = new Worker(new URL('./cluster-bootstrap-worker.ts', import.meta.url), { workerData: { layout, start, end: bounds[i + 1]!, seed, label, drawn } });
    worker.once('message', (draws: Float64Array) => resolve(draws));
    worker.once('error', reject);
    worker.once('exit', (code) => { if (code !== 0) reject(new Error(`cluster-bootstrap worker ${i} exited with code ${code}`)); });
  })));
  // The point estimate runs here while the workers start.
  const point = pointEstimates(layout);
  const parts = await pending;
  const draws = new Float64Array(resamples * width);
  parts.forEach((part, i) => draws.set(part, bounds[i]! * width));
  return { point, draws, resamples };
}

/** The draws of one statistic of one model, as a contiguous array. */
export function drawsOf(boot: Table2Bootstrap, models: number, statistic: number, model: number): Float64Array {
  const width = TABLE2_STATISTICS.length * models;
  const column = new Float64Array(boot.resamples);
  for (let b = 0; b < boot.resamples; b++) column[b] = boot.draws[b * width + statistic * models + model]!;
  return column;
}
