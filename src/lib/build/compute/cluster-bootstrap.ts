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

/** Reusable buffers so that a resample allocates nothing. */
interface Workspace {
  sums: Float64Array; // per model: 10 running sums
  rulePasses: Float64Array; // models × rules
  ruleQualifying: Float64Array;
  ruleWeights: Float64Array;
  acc: Float64Array;
}

function workspace(cells: ModelCells): Workspace {
  const m = cells.models.length;
  const r = cells.rules.length;
  return {
    sums: new Float64Array(m * 10),
    rulePasses: new Float64Array(m * r),
    ruleQualifying: new Float64Array(m * r),
    ruleWeights: new Float64Array(r),
    acc: new Float64Array(m),
  };
}

const ratio = (num: number, den: number): number => (den > 0 ? (100 * num) / den : Number.NaN);

/**
 * Pearson r between (pass rate on rule r, Acc) over the models qualifying on r, clipped at 0;
 * 0 when fewer than 3 models qualify or either side is constant (docs/metrics.md "DW-Acc").
 * Same formula and constancy test as src/lib/stats/pearson.ts, inlined to avoid allocating
 * per rule and resample; the build checks it against the SQL corr() on the point estimate.
 */
function dwWeight(ws: Workspace, rule: number, models: number, rules: number): number {
  let n = 0;
  let sx = 0;
  let sy = 0;
  let firstX = Number.NaN;
  let firstY = Number.NaN;
  let varX = false;
  let varY = false;
  for (let m = 0; m < models; m++) {
    const q = ws.ruleQualifying[m * rules + rule]!;
    if (q <= 0) continue;
    const x = ws.rulePasses[m * rules + rule]! / q;
    const y = ws.acc[m]!;
    if (!Number.isFinite(y)) continue;
    if (n === 0) {
      firstX = x;
      firstY = y;
    } else {
      if (x !== firstX) varX = true;
      if (y !== firstY) varY = true;
    }
    n++;
    sx += x;
    sy += y;
  }
  if (n < 3 || !varX || !varY) return 0;
  const mx = sx / n;
  const my = sy / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let m = 0; m < models; m++) {
    const q = ws.ruleQualifying[m * rules + rule]!;
    if (q <= 0 || !Number.isFinite(ws.acc[m]!)) continue;
    const dx = ws.rulePasses[m * rules + rule]! / q - mx;
    const dy = ws.acc[m]! - my;
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
  ws.sums.fill(0);
  ws.rulePasses.fill(0);
  ws.ruleQualifying.fill(0);
  const s = ws.sums;
  for (let c = 0; c < cells.task.length; c++) {
    const w = multiplicity[cells.task[c]!]!;
    if (w === 0) continue;
    const m = cells.model[c]!;
    const p = w * cells.passes[c]!;
    const q = w * cells.qualifying[c]!;
    const o = m * 10;
    s[o] = s[o]! + p;
    s[o + 1] = s[o + 1]! + q;
    const cp = w * cells.commonPasses[c]!;
    const cq = w * cells.commonQualifying[c]!;
    s[o + 6] = s[o + 6]! + cp;
    s[o + 7] = s[o + 7]! + cq;
    if (cells.against[c]) {
      s[o + 2] = s[o + 2]! + p;
      s[o + 3] = s[o + 3]! + q;
      s[o + 8] = s[o + 8]! + cp;
      s[o + 9] = s[o + 9]! + cq;
    }
    if (cells.separates[c]) {
      s[o + 4] = s[o + 4]! + p;
      s[o + 5] = s[o + 5]! + q;
    }
    const k = m * R + cells.rule[c]!;
    ws.rulePasses[k] = ws.rulePasses[k]! + p;
    ws.ruleQualifying[k] = ws.ruleQualifying[k]! + q;
  }
  for (let m = 0; m < M; m++) ws.acc[m] = ratio(s[m * 10]!, s[m * 10 + 1]!);
  for (let r = 0; r < R; r++) ws.ruleWeights[r] = dwWeight(ws, r, M, R);
  for (let m = 0; m < M; m++) {
    const o = m * 10;
    const acc = ws.acc[m]!;
    const ap = ratio(s[o + 2]!, s[o + 3]!);
    let wp = 0;
    let wq = 0;
    for (let r = 0; r < R; r++) {
      const w = ws.ruleWeights[r]!;
      if (w === 0) continue;
      wp += w * ws.rulePasses[m * R + r]!;
      wq += w * ws.ruleQualifying[m * R + r]!;
    }
    out[0 * M + m] = acc;
    out[1 * M + m] = ap;
    out[2 * M + m] = acc - ap;
    out[3 * M + m] = ratio(s[o + 4]!, s[o + 5]!);
    out[4 * M + m] = ratio(wp, wq);
    out[5 * M + m] = ratio(s[o + 6]!, s[o + 7]!) - ratio(s[o + 8]!, s[o + 9]!);
  }
}

export interface Table2Bootstrap {
  /** The point estimates (all multiplicities 1): point[statistic * models + model]. */
  point: Float64Array;
  /** draws[resample * (6 · models) + statistic * models + model]. */
  draws: Float64Array;
  resamples: number;
}

/** Point estimates and `resamples` task-clustered bootstrap draws of the six statistics. */
export function bootstrapTable2(cells: ModelCells, resamples: number, seed: number, label: string): Table2Bootstrap {
  const T = cells.tasks.length;
  const width = TABLE2_STATISTICS.length * cells.models.length;
  const ws = workspace(cells);
  const point = new Float64Array(width);
  table2Statistics(cells, new Float64Array(T).fill(1), point, ws);
  const draws = new Float64Array(resamples * width);
  const out = new Float64Array(width);
  let b = 0;
  for (const multiplicity of clusterBootstrapWeights(T, resamples, seed, label)) {
    table2Statistics(cells, multiplicity, out, ws);
    draws.set(out, b * width);
    b++;
  }
  return { point, draws, resamples };
}

/** The draws of one statistic of one model, as a contiguous array. */
export function drawsOf(boot: Table2Bootstrap, models: number, statistic: number, model: number): Float64Array {
  const width = TABLE2_STATISTICS.length * models;
  const column = new Float64Array(boot.resamples);
  for (let b = 0; b < boot.resamples; b++) column[b] = boot.draws[b * width + statistic * models + model]!;
  return column;
}
