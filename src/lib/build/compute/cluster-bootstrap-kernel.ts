/**
 * One resample of the Table 2 bootstrap on one thread: the six statistics of every model from the
 * packed layout (cluster-bootstrap-layout.ts) under given task multiplicities. Sums are exact, so
 * the statistics do not depend on the order of the additions; the floating-point steps after
 * them (ratios, Pearson r, weighted sums) run in a fixed order, so every thread and every split
 * of the resamples gives the same bits. test/build/cluster-bootstrap-kernel.test.ts checks this
 * kernel against a straightforward reference (test/build/table2-reference.ts).
 */
import { SUBSETS, unpackRegion, type Table2Layout } from './cluster-bootstrap-layout.ts';

/**
 * Reusable buffers of one thread, so that a resample allocates nothing: the packed sums per slot
 * (cluster-bootstrap-layout.ts) and their unpacked halves per (rule, model) and per model.
 */
export interface Workspace {
  layout: Table2Layout;
  packedSums: Float64Array;
  /**
   * The interleaved sums of a batch led by this workspace (accumulateBatch):
   * batchSums[slot · RESAMPLES_PER_PASS + i]; made on first use, by a batch's first workspace only.
   */
  batchSums: Float64Array | null;
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
 * and each entry's cost is shared by the batch. accumulateBatch writes its 16 accumulators out.
 */
export const RESAMPLES_PER_PASS = 16;

export function workspace(layout: Table2Layout): Workspace {
  const M = layout.models;
  const R = layout.rules;
  const S = SUBSETS.length;
  return {
    layout,
    packedSums: new Float64Array(layout.slots),
    batchSums: null,
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

/**
 * Adds c_t · packed value of every entry of every drawn task into each workspace's packedSums —
 * the only part of a resample that grows with the release — for up to RESAMPLES_PER_PASS
 * resamples in one pass over the entries, and unpacks the sums into passes and qualifying.
 * Multiplicities must be non-negative integers summing to at most the number of tasks (what a
 * resample is), which keeps every packed sum exact (cluster-bootstrap-layout.ts). Each sum gets
 * the same additions in the same order as it would alone: the same bits.
 *
 * The resamples of a batch go through one accumulator, interleaved (batchSums[slot · 16 + i]), so
 * that an entry's 16 additions land in two cache lines, in a loop without branches: a resample that
 * did not draw the task (or is absent from a short batch) adds c · v = +0, which leaves its sum
 * unchanged bit for bit (a sum starts at +0 and only ever adds non-negative terms, so it is never
 * −0). The cost is mostly per entry, not per addition, so the wider the batch the better up to 16:
 * at 100× (1.18M entries), per resample, 1.87-1.93 ms with 4 separate accumulators each added to
 * only when its resample drew the task, 1.67-1.80 ms 8 wide, 1.31-1.48 ms 16 wide, and 1.38-4.31 ms
 * 32 wide (too many values for the registers).
 */
function accumulateBatch(wss: Workspace[], multiplicities: Float64Array[]): void {
  const first = wss[0]!;
  const { taskStart, slot, packed, tasks: T, slots, models: M } = first.layout;
  for (const [i, ws] of wss.entries()) {
    if (ws.layout !== first.layout) throw new Error('cluster-bootstrap: a batch of resamples must share one layout');
    checkMultiplicities(multiplicities[i]!, T);
  }
  const count = wss.length;
  const sums = (first.batchSums ??= new Float64Array(slots * RESAMPLES_PER_PASS)).fill(0);
  const m = Array.from({ length: RESAMPLES_PER_PASS }, (_, i) => (i < count ? multiplicities[i]! : null));
  for (let t = 0; t < T; t++) {
    // Written out, 16 of each, so that V8 keeps them in registers.
    const c0 = m[0]?.[t] ?? 0; const c1 = m[1]?.[t] ?? 0; const c2 = m[2]?.[t] ?? 0; const c3 = m[3]?.[t] ?? 0;
    const c4 = m[4]?.[t] ?? 0; const c5 = m[5]?.[t] ?? 0; const c6 = m[6]?.[t] ?? 0; const c7 = m[7]?.[t] ?? 0;
    const c8 = m[8]?.[t] ?? 0; const c9 = m[9]?.[t] ?? 0; const c10 = m[10]?.[t] ?? 0; const c11 = m[11]?.[t] ?? 0;
    const c12 = m[12]?.[t] ?? 0; const c13 = m[13]?.[t] ?? 0; const c14 = m[14]?.[t] ?? 0; const c15 = m[15]?.[t] ?? 0;
    if (c0 + c1 + c2 + c3 + c4 + c5 + c6 + c7 + c8 + c9 + c10 + c11 + c12 + c13 + c14 + c15 === 0) continue;
    const end = taskStart[t + 1]!;
    for (let j = taskStart[t]!; j < end; j++) {
      const k = slot[j]! * RESAMPLES_PER_PASS;
      const v = packed[j]!;
      sums[k] = sums[k]! + c0 * v;
      sums[k + 1] = sums[k + 1]! + c1 * v;
      sums[k + 2] = sums[k + 2]! + c2 * v;
      sums[k + 3] = sums[k + 3]! + c3 * v;
      sums[k + 4] = sums[k + 4]! + c4 * v;
      sums[k + 5] = sums[k + 5]! + c5 * v;
      sums[k + 6] = sums[k + 6]! + c6 * v;
      sums[k + 7] = sums[k + 7]! + c7 * v;
      sums[k + 8] = sums[k + 8]! + c8 * v;
      sums[k + 9] = sums[k + 9]! + c9 * v;
      sums[k + 10] = sums[k + 10]! + c10 * v;
      sums[k + 11] = sums[k + 11]! + c11 * v;
      sums[k + 12] = sums[k + 12]! + c12 * v;
      sums[k + 13] = sums[k + 13]! + c13 * v;
      sums[k + 14] = sums[k + 14]! + c14 * v;
      sums[k + 15] = sums[k + 15]! + c15 * v;
    }
  }
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
