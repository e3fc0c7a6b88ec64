/**
 * One resample of the Table 2 bootstrap on one thread: the six statistics of every model from the
 * packed layout (cluster-bootstrap-layout.ts) under given task multiplicities. Sums are exact, so
 * the statistics do not depend on the order of the additions; the floating-point steps after
 * them (ratios, Pearson r, weighted sums) run in a fixed order, so every thread and every split
 * of the resamples gives the same bits. test/build/cluster-bootstrap-kernel.test.ts checks this
 * kernel against a straightforward reference (test/build/table2-reference.ts).
 */
import { SUBSETS, unpackRegion, type Table2Layout } from './cluster-bootstrap-layout.ts';
import { SIMD_RESAMPLES, SimdAccumulator } from './cluster-bootstrap-simd.ts';

/**
 * Reusable buffers of one thread, so that a resample allocates nothing: the packed sums per slot
 * (cluster-bootstrap-layout.ts) and their unpacked halves per (rule, model) and per model.
 */
export interface Workspace {
  layout: Table2Layout;
  packedSums: Float64Array;
  /** rulePasses[r · models + m], ruleQualifying likewise. */
  rulePasses: Float64Array;
  ruleQualifying: Float64Array;
  /** subsetPasses[subset · models + m] (SUBSETS), subsetQualifying likewise. */
  subsetPasses: Float64Array;
  subsetQualifying: Float64Array;
  modelPasses: Float64Array;
  modelQualifying: Float64Array;
  acc: Float64Array;
  /** Acc − its mean over the models with a defined Acc, in model order (see DwAccSide). */
  centredAcc: Float64Array;
  rateBuffer: Float64Array;
  accBuffer: Float64Array;
  weightedPasses: Float64Array;
  weightedQualifying: Float64Array;
}

/**
 * Resamples accumulated together in one pass over the layout (accumulateBatch): at 100× the
 * layout's entries are about 12 MB, read from memory once per pass rather than once per resample,
 * and each entry's cost is shared by the batch (cluster-bootstrap-simd.ts).
 */
export const RESAMPLES_PER_PASS = SIMD_RESAMPLES;

export function workspace(layout: Table2Layout): Workspace {
  const M = layout.models;
  const R = layout.rules;
  const S = SUBSETS.length;
  return {
    layout,
    packedSums: new Float64Array(layout.slots),
    rulePasses: new Float64Array(R * M),
    ruleQualifying: new Float64Array(R * M),
    subsetPasses: new Float64Array(S * M),
    subsetQualifying: new Float64Array(S * M),
    modelPasses: new Float64Array(M),
    modelQualifying: new Float64Array(M),
    acc: new Float64Array(M),
    centredAcc: new Float64Array(M),
    rateBuffer: new Float64Array(M),
    accBuffer: new Float64Array(M),
    weightedPasses: new Float64Array(M),
    weightedQualifying: new Float64Array(M),
  };
}

const ratio = (num: number, den: number): number => (den > 0 ? (100 * num) / den : Number.NaN);

/**
 * The Acc side of DW-Acc's correlations when a rule's qualifying models are exactly the models
 * with a defined Acc (almost every rule): the same for every such rule of a resample, so it is
 * computed once. Same operations, in the same order, as the general case in dwWeight.
 */
interface DwAccSide {
  /** Number of models with a defined Acc. */
  n: number;
  constant: boolean;
  /** Σ (Acc − mean)² over them; the centred values are in ws.centredAcc, in model order. */
  sumSquares: number;
}

function dwAccSide(ws: Workspace, models: number): DwAccSide {
  let n = 0;
  let sum = 0;
  let first = Number.NaN;
  let constant = true;
  for (let m = 0; m < models; m++) {
    const a = ws.acc[m]!;
    if (!Number.isFinite(a)) continue;
    if (n === 0) first = a;
    else if (a !== first) constant = false;
    sum += a;
    n++;
  }
  const mean = sum / n;
  let sumSquares = 0;
  let i = 0;
  for (let m = 0; m < models; m++) {
    const a = ws.acc[m]!;
    if (!Number.isFinite(a)) continue;
    const d = a - mean;
    ws.centredAcc[i++] = d;
    sumSquares += d * d;
  }
  return { n, constant, sumSquares };
}

/**
 * Pearson r between (pass rate on rule r, Acc) over the models qualifying on r, clipped at 0;
 * 0 when fewer than 3 models qualify or either side is constant (docs/metrics.md "DW-Acc").
 * Same formula and constancy test as src/lib/stats/pearson.ts (two passes: means first, then
 * centred products), inlined to avoid allocating per rule and resample; the build checks it
 * against the SQL corr() on the point estimate.
 */
function dwWeight(ws: Workspace, rule: number, models: number, side: DwAccSide): number {
  const x = ws.rateBuffer;
  const y = ws.accBuffer;
  const rp = ws.rulePasses;
  const rq = ws.ruleQualifying;
  const acc = ws.acc;
  let n = 0;
  let sx = 0;
  let constantX = true;
  const base = rule * models;
  for (let m = 0; m < models; m++) {
    const q = rq[base + m]!;
    const a = acc[m]!;
    if (q <= 0 || !Number.isFinite(a)) continue;
    const rate = rp[base + m]! / q;
    if (n > 0 && rate !== x[0]) constantX = false;
    x[n] = rate;
    y[n] = a;
    sx += rate;
    n++;
  }
  if (n < 3 || constantX) return 0;
  const mx = sx / n;
  let sxy = 0;
  let sxx = 0;
  let syy: number;
  if (n === side.n) {
    // The qualifying models are all the models with a defined Acc: the cached Acc side.
    if (side.constant) return 0;
    const dy = ws.centredAcc;
    for (let i = 0; i < n; i++) {
      const dx = x[i]! - mx;
      sxy += dx * dy[i]!;
      sxx += dx * dx;
    }
    syy = side.sumSquares;
  } else {
    let constantY = true;
    let sy = 0;
    for (let i = 0; i < n; i++) {
      if (y[i] !== y[0]) constantY = false;
      sy += y[i]!;
    }
    if (constantY) return 0;
    const my = sy / n;
    syy = 0;
    for (let i = 0; i < n; i++) {
      const dx = x[i]! - mx;
      const dy = y[i]! - my;
      sxy += dx * dy;
      sxx += dx * dx;
      syy += dy * dy;
    }
  }
  const r = Math.min(1, Math.max(-1, sxy / Math.sqrt(sxx * syy)));
  return r > 0 ? r : 0;
}

/** Checks that `multiplicity` is a resample: non-negative integers summing to at most the number of tasks. */
function checkMultiplicities(multiplicity: Float64Array, tasks: number): void {
  let drawn = 0;
  for (let t = 0; t < tasks; t++) {
    const c = multiplicity[t]!;
    if (c === 0) continue;
    if (!(c > 0 && Number.isInteger(c))) throw new Error(`cluster-bootstrap: multiplicity of task ${t} is ${c}, expected a non-negative integer`);
    drawn += c;
  }
  if (drawn > tasks) throw new Error(`cluster-bootstrap: multiplicities sum to ${drawn}, more than the ${tasks} tasks`);
}

/** The accumulator of each layout used on this thread (its arrays are copied into it once). */
const accumulators = new WeakMap<Table2Layout, SimdAccumulator>();

/**
 * Adds c_t · packed value of every entry of every task into each workspace's packedSums — the
 * only part of a resample that grows with the release — for up to RESAMPLES_PER_PASS resamples
 * in one pass over the entries, and unpacks the sums into passes and qualifying. Multiplicities
 * must be non-negative integers summing to at most the number of tasks (what a resample is),
 * which keeps every packed sum exact (cluster-bootstrap-layout.ts). Each sum gets the same
 * additions in the same order as it would alone: the same bits.
 *
 * The loop itself is cluster-bootstrap-simd.ts (WebAssembly, two resamples per instruction): the
 * resamples of a batch go through one interleaved accumulator (sums[slot · 16 + i]), so that an
 * entry's 16 additions land in two cache lines, without branches: a resample that did not draw
 * the task (or is absent from a short batch) adds c · v = +0, which leaves its sum unchanged bit
 * for bit (a sum starts at +0 and only ever adds non-negative terms, so it is never −0). Per
 * resample at 100× (1.18M entries), in JavaScript: 1.87-1.93 ms with 4 separate accumulators each
 * added to only when its resample drew the task, 1.67-1.80 ms 8 wide, 1.31-1.48 ms 16 wide,
 * 1.38-4.31 ms 32 wide (too many values for the registers).
 */
function accumulateBatch(wss: Workspace[], multiplicities: Float64Array[]): void {
  const first = wss[0]!;
  const { tasks: T, slots, models: M } = first.layout;
  for (const [i, ws] of wss.entries()) {
    if (ws.layout !== first.layout) throw new Error('cluster-bootstrap: a batch of resamples must share one layout');
    checkMultiplicities(multiplicities[i]!, T);
  }
  let accumulator = accumulators.get(first.layout);
  if (accumulator === undefined) accumulators.set(first.layout, (accumulator = new SimdAccumulator(first.layout)));
  accumulator.accumulate(multiplicities);
  const sums = accumulator.sums;
  for (const [i, ws] of wss.entries()) {
    const own = ws.packedSums;
    for (let k = 0; k < slots; k++) own[k] = sums[k * RESAMPLES_PER_PASS + i]!;
    unpackRegion(own, ws.layout.ruleRegion, M, 1, ws.ruleQualifying, ws.rulePasses);
    unpackRegion(own, ws.layout.subsetRegion, 1, M, ws.subsetQualifying, ws.subsetPasses);
  }
}

/**
 * The six statistics for every model under each of up to RESAMPLES_PER_PASS resamples, one
 * workspace per resample (of one layout): writes into outs[i][statistic * models + model].
 */
export function table2StatisticsBatch(wss: Workspace[], multiplicities: Float64Array[], outs: Float64Array[]): void {
  if (wss.length === 0 || wss.length > RESAMPLES_PER_PASS || multiplicities.length !== wss.length || outs.length !== wss.length) {
    throw new Error(`cluster-bootstrap: a batch is 1 to ${RESAMPLES_PER_PASS} resamples, each with a workspace, multiplicities and an output`);
  }
  accumulateBatch(wss, multiplicities);
  for (const [i, ws] of wss.entries()) statisticsFromSums(ws, outs[i]!);
}

/**
 * The six statistics for every model under task multiplicities `multiplicity` (length = tasks).
 * Writes into out[statistic * models + model].
 */
export function table2Statistics(ws: Workspace, multiplicity: Float64Array, out: Float64Array): void {
  table2StatisticsBatch([ws], [multiplicity], [out]);
}

/** The six statistics from the unpacked sums of one resample (accumulateBatch). */
function statisticsFromSums(ws: Workspace, out: Float64Array): void {
  const M = ws.layout.models;
  const R = ws.layout.rules;
  const rp = ws.rulePasses;
  const rq = ws.ruleQualifying;
  // Acc's sums are the sums over rules (exact integers, so the order does not matter).
  const mp = ws.modelPasses.fill(0);
  const mq = ws.modelQualifying.fill(0);
  for (let r = 0; r < R; r++) {
    for (let m = 0; m < M; m++) {
      mp[m] = mp[m]! + rp[r * M + m]!;
      mq[m] = mq[m]! + rq[r * M + m]!;
    }
  }
  for (let m = 0; m < M; m++) ws.acc[m] = ratio(mp[m]!, mq[m]!);
  const side = dwAccSide(ws, M);
  // Weighted sums per model, rule-major: Σ_r w_r·passes(m, r) and Σ_r w_r·qualifying(m, r).
  const wp = ws.weightedPasses.fill(0);
  const wq = ws.weightedQualifying.fill(0);
  for (let r = 0; r < R; r++) {
    const w = dwWeight(ws, r, M, side);
    if (w === 0) continue;
    for (let m = 0; m < M; m++) {
      wp[m] = wp[m]! + w * rp[r * M + m]!;
      wq[m] = wq[m]! + w * rq[r * M + m]!;
    }
  }
  const sp = ws.subsetPasses;
  const sq = ws.subsetQualifying;
  for (let m = 0; m < M; m++) {
    const acc = ws.acc[m]!;
    const ap = ratio(sp[m]!, sq[m]!);
    out[0 * M + m] = acc;
    out[1 * M + m] = ap;
    out[2 * M + m] = acc - ap;
    out[3 * M + m] = ratio(sp[M + m]!, sq[M + m]!);
    out[4 * M + m] = ratio(wp[m]!, wq[m]!);
    out[5 * M + m] = ratio(sp[2 * M + m]!, sq[2 * M + m]!) - ratio(sp[3 * M + m]!, sq[3 * M + m]!);
  }
}
