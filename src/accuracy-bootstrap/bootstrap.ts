/**
 * The task-clustered bootstrap of Table 2 — one implementation for the data build and the
 * browser's re-ranking — over sufficient statistics: (task, model) cells (cells.ts) and, for
 * DW-Acc, (task, model, rule) cells.
 *
 * Resample b multiplies every sum of task t by its multiplicity c_bt (resample-weights.ts), for
 * every model at once, so differences between models stay paired (docs/paper/STATISTICS.md;
 * Miller 2024, "Adding Error Bars to Evals", arXiv 2411.00640). Per resample and model, in
 * percent / pp (docs/metrics.md "Per-model accuracies (Table 2)"):
 *   Acc = 100 · Σ_t c_t·passes / Σ_t c_t·qualifying; AP-Acc the same over against-prior verdicts;
 *   Δ = Acc − AP-Acc; rank = average rank by Acc (1 = best, ties averaged, undefined Acc ranks
 *   as −1, i.e. last); with the build's cells also F-Acc (separating pairs, flags fixed), Δ on
 *   common support, and DW-Acc with its rule weights recomputed inside the resample.
 * A ratio with an empty denominator is NaN (undefined in that resample). With every c_t = 1 the
 * same code gives the point estimates. Counts are integers, so every sum is exact and the draws
 * do not depend on the order of the additions.
 * Pure: typed arrays, no DOM, no Node APIs.
 */
import { isConstant } from '../stats/finite.ts';
import { deviationsFromMean, pearsonOfDeviations } from '../stats/pearson.ts';
import { averageRanks } from '../stats/ranks.ts';
import { AGAINST_PASSES, AGAINST_QUALIFYING, COMMON, COMMON_AGAINST, PASSES, QUALIFYING, SEPARATING, type RuleCells, type TaskModelCells } from './cells.ts';
import type { ResampleWeights } from './resample-weights.ts';

/** Values of each statistic per model; for draws model-major: values[m · resamples + b]. */
export interface Table2Values {
  acc: Float64Array;
  apAcc: Float64Array;
  delta: Float64Array;
  rank: Float64Array;
  /** Only from cells with the build's five subsets. */
  fAcc: Float64Array | null;
  commonDelta: Float64Array | null;
  /** Only with rule cells. */
  dwAcc: Float64Array | null;
}

export interface Table2Point extends Table2Values {
  /** Qualifying sums per model, overall and against-prior. */
  qualifying: Float64Array;
  againstQualifying: Float64Array;
}

export interface Table2Bootstrap {
  models: number;
  resamples: number;
  point: Table2Point;
  draws: Table2Values;
}

/** 100 · num / den, NaN when den is 0. */
const ratio = (num: number, den: number): number => (den > 0 ? (100 * num) / den : Number.NaN);

/**
 * The rule cells as a resample reads them: the cells of task t are start[t] … start[t + 1] − 1,
 * each with its index into the per-(rule, model) sums, in typed arrays.
 */
interface RuleIndex {
  rules: number;
  start: Int32Array;
  slot: Int32Array;
  passes: Float64Array;
  qualifying: Float64Array;
}

function ruleIndex(rules: RuleCells, tasks: number, models: number): RuleIndex {
  const n = rules.task.length;
  const start = new Int32Array(tasks + 1);
  const slot = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    if (i > 0 && rules.task[i]! < rules.task[i - 1]!) throw new Error('bootstrap: rule cells must be sorted by task');
    start[rules.task[i]! + 1]!++;
    slot[i] = (rules.rule[i]! * models + rules.model[i]!) * 2;
  }
  for (let t = 0; t < tasks; t++) start[t + 1]! += start[t]!;
  return { rules: rules.rules, start, slot, passes: Float64Array.from(rules.passes), qualifying: Float64Array.from(rules.qualifying) };
}

function values(models: number, resamples: number, cells: TaskModelCells, rules: RuleCells | null): Table2Values {
  const array = () => new Float64Array(models * resamples);
  const full = cells.subsets > COMMON_AGAINST;
  return { acc: array(), apAcc: array(), delta: array(), rank: array(), fAcc: full ? array() : null, commonDelta: full ? array() : null, dwAcc: rules ? array() : null };
}

/** Per-resample buffers of DW-Acc's weights: the qualifying models' pass rates and their deviations, and their Acc deviations for the last mask seen. */
interface PearsonBuffers {
  x: Float64Array;
  dx: Float64Array;
  /** Indices of the qualifying models. */
  who: Int32Array;
  y: Float64Array;
  dy: Float64Array;
}

function pearsonBuffers(models: number): PearsonBuffers {
  return { x: new Float64Array(models), dx: new Float64Array(models), who: new Int32Array(models), y: new Float64Array(models), dy: new Float64Array(models) };
}

/**
 * DW-Acc's weight of each rule (docs/metrics.md "DW-Acc"): w_r = max(0, Pearson r between the
 * models' pass rates on r and their Acc, over the models with a qualifying verdict on r and a
 * defined Acc); 0 when fewer than 3 such models (our addition to the paper, which zeroes only a
 * non-positive or undefined r: with 2 models r is ±1; docs/metrics.md gives the reason) or either
 * side is constant.
 * ruleSums[(r · models + m) · 2 + 0 | 1] = passes | qualifying of model m on rule r.
 * r is src/stats/pearson.ts (deviationsFromMean, pearsonOfDeviations, isConstant); the Acc side
 * (its deviations, Σdy², constancy) depends only on which models qualify, so it is reused while
 * that set repeats (most rules); the set is keyed by a bit mask, so with more than 30 models it is
 * recomputed for every rule.
 */
function dwWeights(ruleSums: Float64Array, acc: Float64Array, rules: number, out: Float64Array, buffers: PearsonBuffers = pearsonBuffers(acc.length)): void {
  const M = acc.length;
  const { x, dx, who, y, dy } = buffers;
  const keyed = M <= 30;
  let lastMask = -1;
  let syy = 0;
  let constantY = true;
  for (let r = 0; r < rules; r++) {
    let n = 0;
    let mask = 0;
    for (let m = 0; m < M; m++) {
      const q = ruleSums[(r * M + m) * 2 + 1]!;
      if (q > 0 && Number.isFinite(acc[m]!)) {
        x[n] = ruleSums[(r * M + m) * 2]! / q;
        who[n] = m;
        if (keyed) mask |= 1 << m;
        n++;
      }
    }
    if (n < 3) { out[r] = 0; continue; }
    if (!keyed || mask !== lastMask) {
      lastMask = mask;
      for (let i = 0; i < n; i++) y[i] = acc[who[i]!]!;
      constantY = isConstant(y, n);
      syy = deviationsFromMean(y, n, dy);
    }
    if (constantY || isConstant(x, n)) { out[r] = 0; continue; }
    const correlation = pearsonOfDeviations(dx, deviationsFromMean(x, n, dx), dy, syy, n);
    out[r] = correlation === null ? 0 : Math.max(0, correlation);
  }
}

/**
 * The statistics of one resample (multiplicity[from + t] = c_t) into out's index `at` of each
 * model's values (stride = values per model). `scratch` holds the sums, reused across resamples.
 */
function resampleInto(
  cells: TaskModelCells, rules: RuleIndex | null,
  multiplicity: ArrayLike<number>, from: number, out: Table2Values, at: number, stride: number, scratch: Scratch,
  grouped: GroupedSums | null = null, b = 0,
): void {
  const { tasks: T, models: M, sums } = cells;
  const W = M * 2 * cells.subsets;
  const totals = scratch.totals.fill(0);
  if (grouped) {
    const { pattern, groups } = grouped.resamples;
    const patternSums = grouped.sums;
    // Unrolled by four (W is 4 · models with the browser's two subsets): about a quarter faster in V8.
    const W4 = W - (W % 4);
    for (let j = 0, row = b * groups; j < groups; j++) {
      const base = pattern[row + j]! * W;
      let k = 0;
      for (; k < W4; k += 4) {
        totals[k] = totals[k]! + patternSums[base + k]!;
        totals[k + 1] = totals[k + 1]! + patternSums[base + k + 1]!;
        totals[k + 2] = totals[k + 2]! + patternSums[base + k + 2]!;
        totals[k + 3] = totals[k + 3]! + patternSums[base + k + 3]!;
      }
      for (; k < W; k++) totals[k] = totals[k]! + patternSums[base + k]!;
    }
  } else {
    for (let t = 0; t < T; t++) {
      const c = multiplicity[from + t]!;
      if (c === 0) continue;
      const base = t * W;
      for (let k = 0; k < W; k++) totals[k] = totals[k]! + c * sums[base + k]!;
    }
  }
  const S = 2 * cells.subsets;
  const acc = scratch.acc;
  for (let m = 0; m < M; m++) {
    const o = m * S;
    const a = ratio(totals[o + PASSES]!, totals[o + QUALIFYING]!);
    const ap = ratio(totals[o + AGAINST_PASSES]!, totals[o + AGAINST_QUALIFYING]!);
    acc[m] = a;
    const i = m * stride + at;
    out.acc[i] = a;
    out.apAcc[i] = ap;
    out.delta[i] = a - ap;
    if (out.fAcc) out.fAcc[i] = ratio(totals[o + 2 * SEPARATING]!, totals[o + 2 * SEPARATING + 1]!);
    if (out.commonDelta) out.commonDelta[i] = ratio(totals[o + 2 * COMMON]!, totals[o + 2 * COMMON + 1]!) - ratio(totals[o + 2 * COMMON_AGAINST]!, totals[o + 2 * COMMON_AGAINST + 1]!);
  }
  const rankBy = scratch.rankBy;
  for (let m = 0; m < M; m++) rankBy[m] = Number.isFinite(acc[m]!) ? acc[m]! : -1;
  averageRanks(rankBy, 'descending', scratch.ranks);
  for (let m = 0; m < M; m++) out.rank[m * stride + at] = scratch.ranks[m]!;
  if (!rules || !out.dwAcc) return;

  // DW-Acc: Σ_r w_r·passes(m, r) / Σ_r w_r·qualifying(m, r) over the resample's per-rule sums.
  const ruleSums = scratch.ruleSums.fill(0);
  const { start, slot, passes, qualifying } = rules;
  for (let t = 0; t < T; t++) {
    const c = multiplicity[from + t]!;
    if (c === 0) continue;
    for (let i = start[t]!, end = start[t + 1]!; i < end; i++) {
      const o = slot[i]!;
      ruleSums[o] = ruleSums[o]! + c * passes[i]!;
      ruleSums[o + 1] = ruleSums[o + 1]! + c * qualifying[i]!;
    }
  }
  const w = scratch.weights;
  dwWeights(ruleSums, acc, rules.rules, w, scratch.pearson);
  const wp = scratch.weightedPasses.fill(0);
  const wq = scratch.weightedQualifying.fill(0);
  for (let r = 0; r < rules.rules; r++) {
    if (w[r] === 0) continue;
    for (let m = 0; m < M; m++) {
      wp[m] = wp[m]! + w[r]! * ruleSums[(r * M + m) * 2]!;
      wq[m] = wq[m]! + w[r]! * ruleSums[(r * M + m) * 2 + 1]!;
    }
  }
  for (let m = 0; m < M; m++) out.dwAcc[m * stride + at] = ratio(wp[m]!, wq[m]!);
}

interface Scratch {
  totals: Float64Array;
  acc: Float64Array;
  /** Acc with −1 for undefined, and its ranks. */
  rankBy: Float64Array;
  ranks: Float64Array;
  ruleSums: Float64Array;
  weights: Float64Array;
  weightedPasses: Float64Array;
  weightedQualifying: Float64Array;
  pearson: PearsonBuffers;
}

function scratchFor(cells: TaskModelCells, rules: RuleCells | null): Scratch {
  const M = cells.models;
  const R = rules?.rules ?? 0;
  return {
    totals: new Float64Array(M * 2 * cells.subsets), acc: new Float64Array(M), rankBy: new Float64Array(M), ranks: new Float64Array(M),
    ruleSums: new Float64Array(R * M * 2), weights: new Float64Array(R),
    weightedPasses: new Float64Array(M), weightedQualifying: new Float64Array(M), pearson: pearsonBuffers(M),
  };
}

/** The point estimates (every task once) and the per-model qualifying sums. */
export function table2Point(cells: TaskModelCells, rules: RuleCells | null = null): Table2Point {
  const M = cells.models;
  const point = values(M, 1, cells, rules);
  const ones = new Uint16Array(cells.tasks).fill(1);
  resampleInto(cells, rules ? ruleIndex(rules, cells.tasks, M) : null, ones, 0, point, 0, 1, scratchFor(cells, rules));
  const qualifying = new Float64Array(M);
  const againstQualifying = new Float64Array(M);
  const width = M * 2 * cells.subsets;
  for (let t = 0; t < cells.tasks; t++) {
    for (let m = 0; m < M; m++) {
      const o = t * width + m * 2 * cells.subsets;
      qualifying[m] = qualifying[m]! + cells.sums[o + QUALIFYING]!;
      againstQualifying[m] = againstQualifying[m]! + cells.sums[o + AGAINST_QUALIFYING]!;
    }
  }
  return { ...point, qualifying, againstQualifying };
}

/**
 * Tasks per group of GroupedResamples: with 60 tasks and 10,000 resamples, groups of 3 have about
 * 160 distinct multiplicity patterns each (groups of 5 or 6 have thousands, and building their
 * sums costs what it saves).
 */
const GROUP_TASKS = 3;

/**
 * The resamples' multiplicities regrouped for the re-ranking page, made once per page load: the
 * tasks in consecutive groups of GROUP_TASKS, and for each group the distinct patterns of
 * multiplicities the resamples give it. A resample's totals are then the sum of its groups'
 * pattern sums (groupedSums, once per selection): T / 3 vector additions per resample instead of
 * one per drawn task. Memory: 4 bytes per resample and group.
 */
export interface GroupedResamples {
  tasks: number;
  resamples: number;
  groups: number;
  /** pattern[b · groups + j]: the pattern of resample b's multiplicities over group j. */
  pattern: Int32Array;
  /** Per pattern p: its group, and its multiplicities counts[p · GROUP_TASKS + i] of the group's tasks (0 past the last task). */
  groupOf: Int32Array;
  counts: Int32Array;
}

export function groupResamples(weights: ResampleWeights): GroupedResamples {
  const grouper = resampleGrouper(weights);
  grouper.add(0, weights.resamples);
  return grouper.done();
}

/**
 * groupResamples in parts: add(from, to) groups resamples from … to − 1 (in order, each once),
 * done() returns the grouping — so that a page can pause between parts.
 */
export function resampleGrouper(weights: ResampleWeights): { add(from: number, to: number): void; done(): GroupedResamples } {
  const { tasks: T, resamples: B, multiplicity } = weights;
  const G = Math.ceil(T / GROUP_TASKS);
  const pattern = new Int32Array(B * G);
  let most = 0;
  for (let i = 0; i < multiplicity.length; i++) if (multiplicity[i]! > most) most = multiplicity[i]!;
  // A pattern's key: its multiplicities as digits in base most + 1; looked up in a table per group
  // when the keys are few (multiplicities of 60 tasks stay below 10: 1,000 keys), else in Maps.
  const base = most + 1;
  const keys = base ** GROUP_TASKS;
  const table = keys * G <= 1 << 22 ? new Int32Array(keys * G).fill(-1) : null;
  const maps = table ? [] : Array.from({ length: G }, () => new Map<number, number>());
  const groupOf: number[] = [];
  const counts: number[] = [];
  return {
    add(from, to) {
      for (let b = from; b < to; b++) {
        for (let j = 0; j < G; j++) {
          const first = j * GROUP_TASKS;
          let key = 0;
          for (let i = 0; i < GROUP_TASKS; i++) key = key * base + (first + i < T ? multiplicity[b * T + first + i]! : 0);
          let p = table ? table[j * keys + key]! : maps[j]!.get(key) ?? -1;
          if (p < 0) {
            p = groupOf.length;
            if (table) table[j * keys + key] = p;
            else maps[j]!.set(key, p);
            groupOf.push(j);
            for (let i = 0; i < GROUP_TASKS; i++) counts.push(first + i < T ? multiplicity[b * T + first + i]! : 0);
          }
          pattern[b * G + j] = p;
        }
      }
    },
    done: () => ({ tasks: T, resamples: B, groups: G, pattern, groupOf: Int32Array.from(groupOf), counts: Int32Array.from(counts) }),
  };
}

/** The grouped resamples with each pattern's sums for one selection's cells. */
interface GroupedSums {
  resamples: GroupedResamples;
  /** sums[p · W + k] = Σ_i counts[p, i] · cells.sums[(task i of p's group) · W + k], W = models · 2 · subsets. */
  sums: Float64Array;
}

/**
 * The pattern sums of `cells`, or null when a sum is not an integer: only integer sums (counts,
 * severity-weighted counts) are added exactly in any order, which is what makes the grouped totals
 * the direct loop's bit for bit; otherwise table2Draws adds task by task.
 */
export function groupedSums(cells: TaskModelCells, resamples: GroupedResamples): GroupedSums | null {
  const { tasks: T, models: M, sums } = cells;
  if (resamples.tasks !== T) throw new Error(`bootstrap: grouped resamples are for ${resamples.tasks} tasks, the cells have ${T}`);
  // |a total| ≤ T · max |sum| (the multiplicities add up to T) must stay below 2^53.
  const limit = Number.MAX_SAFE_INTEGER / Math.max(1, T);
  for (let i = 0; i < sums.length; i++) if (!Number.isInteger(sums[i]!) || Math.abs(sums[i]!) > limit) return null;
  const W = M * 2 * cells.subsets;
  const { groupOf, counts } = resamples;
  const out = new Float64Array(groupOf.length * W);
  for (let p = 0; p < groupOf.length; p++) {
    const o = p * W;
    for (let i = 0; i < GROUP_TASKS; i++) {
      const c = counts[p * GROUP_TASKS + i]!;
      if (c === 0) continue;
      const base = (groupOf[p]! * GROUP_TASKS + i) * W;
      for (let k = 0; k < W; k++) out[o + k] = out[o + k]! + c * sums[base + k]!;
    }
  }
  return { resamples, sums: out };
}

/** A part of the resamples and a faster accumulation for the re-ranking page (same draws). */
interface DrawOptions {
  /** Resamples from … to − 1 only (default all); the draws then hold to − from values per model. */
  from?: number;
  to?: number;
  /** groupedSums of these cells over groupResamples(weights); null or absent: task by task. */
  grouped?: GroupedSums | null;
  /** Draws of all the resamples (Table2Values of weights.resamples per model) to write resamples from … to − 1 into, instead of new arrays. */
  into?: Table2Values;
}

/** Zeroed draws of `resamples` resamples of the cells' statistics, for table2Draws' `into`. */
export function emptyDraws(cells: TaskModelCells, resamples: number, rules: RuleCells | null = null): Table2Values {
  return values(cells.models, resamples, cells, rules);
}

/** The draws of every resample of `weights` (model-major, see Table2Values). */
export function table2Draws(cells: TaskModelCells, weights: ResampleWeights, rules: RuleCells | null = null, options: DrawOptions = {}): Table2Values {
  const { tasks: T, models: M } = cells;
  if (weights.tasks !== T) throw new Error(`bootstrap: resample weights are for ${weights.tasks} tasks, the cells have ${T}`);
  const { from = 0, to = weights.resamples, grouped = null, into } = options;
  if (grouped && (grouped.resamples.resamples !== weights.resamples || grouped.resamples.tasks !== T)) throw new Error('bootstrap: grouped resamples of other weights');
  if (into && into.acc.length !== M * weights.resamples) throw new Error(`bootstrap: draws to write into hold ${into.acc.length} values, not ${M} × ${weights.resamples}`);
  const B = to - from;
  const draws = into ?? values(M, B, cells, rules);
  const shift = into ? 0 : from;
  const stride = into ? weights.resamples : B;
  const index = rules ? ruleIndex(rules, T, M) : null;
  const scratch = scratchFor(cells, rules);
  for (let b = from; b < to; b++) resampleInto(cells, index, weights.multiplicity, b * T, draws, b - shift, stride, scratch, grouped, b);
  return draws;
}

/** Point estimates and the task-clustered bootstrap draws of every statistic. */
export function bootstrapTable2(cells: TaskModelCells, weights: ResampleWeights, rules: RuleCells | null = null): Table2Bootstrap {
  return { models: cells.models, resamples: weights.resamples, point: table2Point(cells, rules), draws: table2Draws(cells, weights, rules) };
}

/** The draws of model m (a view, no copy). */
export function modelDraws(draws: Float64Array, resamples: number, m: number): Float64Array {
  return draws.subarray(m * resamples, (m + 1) * resamples);
}
