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
 */
import { Worker } from 'node:worker_threads';
import { clusterBootstrapWeights } from '../../stats/clusteredBootstrap.ts';

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

/** Number of running sums per model (see SUM_* offsets). */
const SUMS = 10;
// Offsets of the running sums of one model: all, against-prior, separating, common support, common ∩ against.
const P = 0, Q = 1, AP_P = 2, AP_Q = 3, F_P = 4, F_Q = 5, C_P = 6, C_Q = 7, CA_P = 8, CA_Q = 9;

/**
 * Precomputed layout and reusable buffers, so that a resample allocates nothing and touches each
 * drawn task once: model-level sums are pre-aggregated per (task, model), and the per-(model, rule)
 * sums DW-Acc needs are accumulated over the cells of the drawn tasks only.
 */
export interface Workspace {
  /** taskModelSums[(t · models + m) · SUMS + k]. */
  taskModelSums: Float64Array;
  /** Cells are sorted by task: those of task t are taskStart[t] .. taskStart[t + 1] − 1. */
  taskStart: Int32Array;
  /** r · models + m of each cell (rule-major, so DW-Acc reads one rule's models contiguously). */
  cellKey: Int32Array;
  sums: Float64Array;
  rulePasses: Float64Array;
  ruleQualifying: Float64Array;
  ruleWeights: Float64Array;
  acc: Float64Array;
  rateBuffer: Float64Array;
  accBuffer: Float64Array;
  weightedPasses: Float64Array;
  weightedQualifying: Float64Array;
}

export function workspace(cells: ModelCells): Workspace {
  const T = cells.tasks.length;
  const M = cells.models.length;
  const R = cells.rules.length;
  const n = cells.task.length;
  const taskModelSums = new Float64Array(T * M * SUMS);
  const taskStart = new Int32Array(T + 1);
  const cellKey = new Int32Array(n);
  for (let c = 0; c < n; c++) {
    const t = cells.task[c]!;
    if (c > 0 && t < cells.task[c - 1]!) throw new Error('cluster-bootstrap: cells must be sorted by task');
    taskStart[t + 1] = c + 1;
    const m = cells.model[c]!;
    cellKey[c] = cells.rule[c]! * M + m;
    const o = (t * M + m) * SUMS;
    const add = (k: number, v: number) => { taskModelSums[o + k] = taskModelSums[o + k]! + v; };
    const p = cells.passes[c]!;
    const q = cells.qualifying[c]!;
    add(P, p); add(Q, q);
    add(C_P, cells.commonPasses[c]!); add(C_Q, cells.commonQualifying[c]!);
    if (cells.against[c]) { add(AP_P, p); add(AP_Q, q); add(CA_P, cells.commonPasses[c]!); add(CA_Q, cells.commonQualifying[c]!); }
    if (cells.separates[c]) { add(F_P, p); add(F_Q, q); }
  }
  // Tasks without cells start where the previous task ended.
  for (let t = 1; t <= T; t++) if (taskStart[t]! < taskStart[t - 1]!) taskStart[t] = taskStart[t - 1]!;
  return {
    taskModelSums, taskStart, cellKey,
    sums: new Float64Array(M * SUMS),
    rulePasses: new Float64Array(M * R),
    ruleQualifying: new Float64Array(M * R),
    ruleWeights: new Float64Array(R),
    acc: new Float64Array(M),
    rateBuffer: new Float64Array(M),
    accBuffer: new Float64Array(M),
    weightedPasses: new Float64Array(M),
    weightedQualifying: new Float64Array(M),
  };
}

const ratio = (num: number, den: number): number => (den > 0 ? (100 * num) / den : Number.NaN);

/**
 * Pearson r between (pass rate on rule r, Acc) over the models qualifying on r, clipped at 0;
 * 0 when fewer than 3 models qualify or either side is constant (docs/metrics.md "DW-Acc").
 * Same formula and constancy test as src/lib/stats/pearson.ts, inlined to avoid allocating
 * per rule and resample; the build checks it against the SQL corr() on the point estimate.
 */
function dwWeight(ws: Workspace, rule: number, models: number): number {
  const x = ws.rateBuffer;
  const y = ws.accBuffer;
  let n = 0;
  const base = rule * models;
  for (let m = 0; m < models; m++) {
    const q = ws.ruleQualifying[base + m]!;
    const a = ws.acc[m]!;
    if (q <= 0 || !Number.isFinite(a)) continue;
    x[n] = ws.rulePasses[base + m]! / q;
    y[n] = a;
    n++;
  }
  if (n < 3) return 0;
  let constantX = true;
  let constantY = true;
  let sx = 0;
  let sy = 0;
  for (let i = 0; i < n; i++) {
    if (x[i] !== x[0]) constantX = false;
    if (y[i] !== y[0]) constantY = false;
    sx += x[i]!;
    sy += y[i]!;
  }
  if (constantX || constantY) return 0;
  const mx = sx / n;
  const my = sy / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    const dx = x[i]! - mx;
    const dy = y[i]! - my;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  const r = Math.min(1, Math.max(-1, sxy / Math.sqrt(sxx * syy)));
  return r > 0 ? r : 0;
}

/**
 * The six statistics for every model under task multiplicities `multiplicity` (length = tasks).
 * Writes into out[statistic * models + model].
 */
export function table2Statistics(cells: ModelCells, multiplicity: Float64Array, out: Float64Array, ws: Workspace = workspace(cells)): void {
  const M = cells.models.length;
  const R = cells.rules.length;
  const T = cells.tasks.length;
  ws.sums.fill(0);
  ws.rulePasses.fill(0);
  ws.ruleQualifying.fill(0);
  const s = ws.sums;
  for (let t = 0; t < T; t++) {
    const w = multiplicity[t]!;
    if (w === 0) continue;
    const base = t * M * SUMS;
    for (let k = 0; k < M * SUMS; k++) s[k] = s[k]! + w * ws.taskModelSums[base + k]!;
    for (let c = ws.taskStart[t]!; c < ws.taskStart[t + 1]!; c++) {
      const key = ws.cellKey[c]!;
      ws.rulePasses[key] = ws.rulePasses[key]! + w * cells.passes[c]!;
      ws.ruleQualifying[key] = ws.ruleQualifying[key]! + w * cells.qualifying[c]!;
    }
  }
  for (let m = 0; m < M; m++) ws.acc[m] = ratio(s[m * SUMS + P]!, s[m * SUMS + Q]!);
  for (let r = 0; r < R; r++) ws.ruleWeights[r] = dwWeight(ws, r, M);
  // Weighted sums per model, rule-major: Σ_r w_r·passes(m, r) and Σ_r w_r·qualifying(m, r).
  const wp = ws.weightedPasses.fill(0);
  const wq = ws.weightedQualifying.fill(0);
  for (let r = 0; r < R; r++) {
    const w = ws.ruleWeights[r]!;
    if (w === 0) continue;
    for (let m = 0; m < M; m++) {
      wp[m] = wp[m]! + w * ws.rulePasses[r * M + m]!;
      wq[m] = wq[m]! + w * ws.ruleQualifying[r * M + m]!;
    }
  }
  for (let m = 0; m < M; m++) {
    const o = m * SUMS;
    const acc = ws.acc[m]!;
    const ap = ratio(s[o + AP_P]!, s[o + AP_Q]!);
    out[0 * M + m] = acc;
    out[1 * M + m] = ap;
    out[2 * M + m] = acc - ap;
    out[3 * M + m] = ratio(s[o + F_P]!, s[o + F_Q]!);
    out[4 * M + m] = ratio(wp[m]!, wq[m]!);
    out[5 * M + m] = ratio(s[o + C_P]!, s[o + C_Q]!) - ratio(s[o + CA_P]!, s[o + CA_Q]!);
  }
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
export function table2DrawRange(cells: ModelCells, start: number, end: number, seed: number, label: string): Float64Array {
  const T = cells.tasks.length;
  const width = TABLE2_STATISTICS.length * cells.models.length;
  const ws = workspace(cells);
  const draws = new Float64Array((end - start) * width);
  const out = new Float64Array(width);
  let r = 0;
  for (const multiplicity of clusterBootstrapWeights(T, end, seed, label)) {
    if (r >= start) {
      table2Statistics(cells, multiplicity, out, ws);
      draws.set(out, (r - start) * width);
    }
    r++;
  }
  return draws;
}

/** Point estimates and `resamples` task-clustered bootstrap draws of the six statistics (one thread). */
export function bootstrapTable2(cells: ModelCells, resamples: number, seed: number, label: string): Table2Bootstrap {
  const width = TABLE2_STATISTICS.length * cells.models.length;
  const point = new Float64Array(width);
  table2Statistics(cells, new Float64Array(cells.tasks.length).fill(1), point, workspace(cells));
  return { point, draws: table2DrawRange(cells, 0, resamples, seed, label), resamples };
}

/**
 * The same as bootstrapTable2, with the resamples split over `threads` worker threads
 * (cluster-bootstrap-worker.ts). The result is identical to the one-thread run, byte for byte.
 */
export async function bootstrapTable2Parallel(cells: ModelCells, resamples: number, seed: number, label: string, threads: number): Promise<Table2Bootstrap> {
  if (threads <= 1) return bootstrapTable2(cells, resamples, seed, label);
  const width = TABLE2_STATISTICS.length * cells.models.length;
  const point = new Float64Array(width);
  table2Statistics(cells, new Float64Array(cells.tasks.length).fill(1), point, workspace(cells));
  const bounds = Array.from({ length: threads + 1 }, (_, i) => Math.round((i * resamples) / threads));
  const parts = await Promise.all(bounds.slice(0, -1).map((start, i) => new Promise<Float64Array>((resolve, reject) => {
    const worker = new Worker(new URL('./cluster-bootstrap-worker.ts', import.meta.url), { workerData: { cells, start, end: bounds[i + 1]!, seed, label } });
    worker.once('message', (draws: Float64Array) => resolve(draws));
    worker.once('error', reject);
    worker.once('exit', (code) => { if (code !== 0) reject(new Error(`cluster-bootstrap worker ${i} exited with code ${code}`)); });
  })));
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
