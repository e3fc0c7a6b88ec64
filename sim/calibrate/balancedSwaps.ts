/**
 * Balanced pass/fail swaps: the last calibration step for figures that sampling noise at this
 * panel size leaves off target (Table 7's Kendall τ per method, the deterministic-subset gap,
 * cohort correlations, DW-Acc range, test–retest ICCs and mean cell range).
 *
 * A swap turns one failure into a pass and one pass into a failure for the SAME model, prior
 * stratum, family, placed surface and modality, both on separating-eligible (not always-pass)
 * pairs — so every count the release publishes (per-model Acc and AP-Acc, failures per family,
 * action, modality class, surface, lineage) is unchanged. Proposals are drawn at random and kept
 * when they lower the objective Σ_k ((figure_k − target_k) / scale_k)², or early on by a seeded
 * simulated-annealing acceptance (Kirkpatrick et al. 1983).
 */
import published from '../../data/paper/published.json' with { type: 'json' };
import { DETERMINISTIC_METHODS, SCORING_METHODS, type ScoringMethod } from '../../src/release/vocab.ts';
import { icc } from '../../src/stats/icc.ts';
import { kendallTauB } from '../../src/stats/kendallTauB.ts';
import { pearson } from '../../src/stats/pearson.ts';
import { wardClustering } from '../../src/stats/wardClustering.ts';
import { CLUSTER_ONE, PANEL_MODELS } from '../models.ts';
import type { Random } from '../../src/stats/random.ts';
import { MODELS, ROUNDS, SLOTS_PER_PAIR } from '../design/availability.ts';
import type { PairDesign, RuleDesign } from '../design/types.ts';

/** Initial annealing temperature (objective units); falls quadratically to 0 over the proposals. */
const ANNEAL_START = 0.5;
const PASS = 0;
const FAIL = 1;

interface Target { name: string; target: number; scale: number; value: (f: Figures) => number }
export interface Figures {
  tau: Record<ScoringMethod, number>; detGapMean: number; detGapMin: number;
  cohort: { min: number; max: number; mean: number }; dw: { min: number; max: number };
  iccModel: number; iccCell: number; cellRange: number;
  /** 1 when Ward clustering (k = 2) of centred per-rule profiles recovers the designed split, else 0. */
  clusterSplit: number;
  /** Delta-method (task-clustered) proxies of the bootstrap figures: largest |z| of adjacent-rank
   * Acc differences, and the range of Δ-on-common-support lower bounds (Δ − 1.96·SE). */
  adjacentMaxZ: number; csLower: { min: number; max: number };
}

const rel = published.reliability;
const SWAP_TARGETS: Target[] = [
  ...SCORING_METHODS.map((m) => ({ name: `tau:${m}`, target: rel.scoring_method_table7[m].kendall_tau, scale: 0.04, value: (f: Figures) => f.tau[m] })),
  { name: 'detGapMean', target: rel.deterministic_subset.mean_gap, scale: 0.1, value: (f) => f.detGapMean },
  { name: 'detGapMin>0', target: 1, scale: 0.2, value: (f) => Math.min(f.detGapMin, 1) },
  { name: 'cohort:min', target: published.cohort_correlation.range[0]!, scale: 0.01, value: (f) => f.cohort.min },
  { name: 'cohort:max', target: published.cohort_correlation.range[1]!, scale: 0.01, value: (f) => f.cohort.max },
  { name: 'cohort:mean', target: published.cohort_correlation.mean, scale: 0.01, value: (f) => f.cohort.mean },
  { name: 'dw:min', target: published.table2.dw_acc_range[0]!, scale: 0.4, value: (f) => f.dw.min },
  { name: 'dw:max', target: published.table2.dw_acc_range[1]!, scale: 0.4, value: (f) => f.dw.max },
  { name: 'icc:model', target: published.retest.icc_model, scale: 0.01, value: (f) => f.iccModel },
  { name: 'icc:cell', target: published.retest.icc_cell, scale: 0.01, value: (f) => f.iccCell },
  { name: 'clusters', target: 1, scale: 0.3, value: (f) => f.clusterSplit },
  { name: 'adjacentZ<1.6', target: 1.6, scale: 0.1, value: (f) => Math.max(f.adjacentMaxZ, 1.6) },
  { name: 'csLower:min', target: published.common_support.delta_ci95_lower_bound_range[0]!, scale: 0.25, value: (f) => f.csLower.min },
  { name: 'csLower:max', target: published.common_support.delta_ci95_lower_bound_range[1]!, scale: 0.25, value: (f) => f.csLower.max },
  { name: 'cellRange', target: published.retest.mean_cell_range_pp, scale: 0.4, value: (f) => f.cellRange },
];

/** Mutable tallies from which every swap-calibrated figure is computed (`acc` and `order` are the
 * per-model accuracies and their ranking; the final polish, which moves them, keeps them current). */
export class Tallies {
  readonly methodIndex = new Map<ScoringMethod, number>(SCORING_METHODS.map((m, i) => [m, i]));
  readonly det = new Set<ScoringMethod>(DETERMINISTIC_METHODS);
  methodPass: Float64Array; methodQual: Float64Array;
  detPass: Float64Array; detQual: Float64Array;
  rulePass: Float64Array; ruleQual: Float64Array;
  roundPass: Float64Array; roundQual: Float64Array;
  cellPass: Float64Array; cellQual: Float64Array;
  /** Common-support tallies per (model, task, against?). */
  csPass: Float64Array; csQual: Float64Array;
  inCommonSupport: Uint8Array;
  acc: number[];
  order: number[];
  fullRules: number[];
  scoredRules: number[];
  cells: number[];

  readonly pairs: PairDesign[];
  readonly rules: RuleDesign[];
  readonly nTasks: number;

  constructor(effective: Uint8Array, pairs: PairDesign[], rules: RuleDesign[], nTasks: number) {
    this.pairs = pairs;
    this.rules = rules;
    this.nTasks = nTasks;
    const R = rules.length;
    this.methodPass = new Float64Array(MODELS * 6); this.methodQual = new Float64Array(MODELS * 6);
    this.detPass = new Float64Array(MODELS * 2); this.detQual = new Float64Array(MODELS * 2);
    this.rulePass = new Float64Array(MODELS * R); this.ruleQual = new Float64Array(MODELS * R);
    this.roundPass = new Float64Array(MODELS * ROUNDS); this.roundQual = new Float64Array(MODELS * ROUNDS);
    this.cellPass = new Float64Array(MODELS * nTasks * ROUNDS); this.cellQual = new Float64Array(MODELS * nTasks * ROUNDS);
    this.csPass = new Float64Array(MODELS * nTasks * 2); this.csQual = new Float64Array(MODELS * nTasks * 2);
    this.inCommonSupport = new Uint8Array(effective.length);
    for (let key = 0; key < effective.length / MODELS; key++) {
      let all = true;
      for (let m = 0; m < MODELS; m++) { const e = effective[key * MODELS + m]!; if (e !== PASS && e !== FAIL) all = false; }
      if (all) for (let m = 0; m < MODELS; m++) this.inCommonSupport[key * MODELS + m] = 1;
    }
    const p = new Array<number>(MODELS).fill(0);
    const q = new Array<number>(MODELS).fill(0);
    for (let s = 0; s < effective.length; s++) {
      const e = effective[s]!;
      if (e !== PASS && e !== FAIL) continue;
      const pass = e === PASS ? 1 : 0;
      this.add(s, pass, 1);
      q[s % MODELS]! += 1; p[s % MODELS]! += pass;
    }
    this.acc = p.map((x, m) => x / q[m]!);
    this.order = this.acc.map((_, m) => m).sort((a, b) => this.acc[b]! - this.acc[a]!);
    this.scoredRules = [...new Set(pairs.map((x) => x.rule))].sort((a, b) => a - b);
    this.fullRules = this.scoredRules.filter((r) => Array.from({ length: MODELS }, (_, m) => this.ruleQual[m * R + r]!).every((x) => x > 0));
    this.cells = [];
    for (let c = 0; c < MODELS * nTasks; c++) if ([0, 1, 2].every((k) => this.cellQual[c * ROUNDS + k]! > 0)) this.cells.push(c);
  }

  /** Add (sign = 1) or remove (sign = −1) slot s with pass indicator `pass`. */
  add(s: number, pass: number, sign: number): void {
    const m = s % MODELS;
    const pairIndex = Math.floor(s / SLOTS_PER_PAIR);
    const round = Math.floor(s / MODELS) % ROUNDS;
    const pair = this.pairs[pairIndex]!;
    const rule = this.rules[pair.rule]!;
    const mi = m * 6 + this.methodIndex.get(rule.method)!;
    this.methodPass[mi]! += sign * pass; this.methodQual[mi]! += sign;
    if (this.det.has(rule.method)) { const d = m * 2 + (rule.prior === 'against' ? 1 : 0); this.detPass[d]! += sign * pass; this.detQual[d]! += sign; }
    const ri = m * this.rules.length + pair.rule;
    this.rulePass[ri]! += sign * pass; this.ruleQual[ri]! += sign;
    this.roundPass[m * ROUNDS + round]! += sign * pass; this.roundQual[m * ROUNDS + round]! += sign;
    const ci = (m * this.nTasks + pair.task) * ROUNDS + round;
    this.cellPass[ci]! += sign * pass; this.cellQual[ci]! += sign;
    if (this.inCommonSupport[s]) {
      const cs = (m * this.nTasks + pair.task) * 2 + (rule.prior === 'against' ? 1 : 0);
      this.csPass[cs]! += sign * pass; this.csQual[cs]! += sign;
    }
  }

  /** Per model and task: passes and qualifying over rounds (all, or common support all / against). */
  private taskTotals(kind: 'all' | 'cs' | 'csAgainst'): { p: Float64Array; q: Float64Array } {
    const T = this.nTasks;
    const p = new Float64Array(MODELS * T);
    const q = new Float64Array(MODELS * T);
    for (let c = 0; c < MODELS * T; c++) {
      if (kind === 'all') for (let k = 0; k < ROUNDS; k++) { p[c]! += this.cellPass[c * ROUNDS + k]!; q[c]! += this.cellQual[c * ROUNDS + k]!; }
      else {
        for (const ag of kind === 'cs' ? [0, 1] : [1]) { p[c]! += this.csPass[c * 2 + ag]!; q[c]! += this.csQual[c * 2 + ag]!; }
      }
    }
    return { p, q };
  }

  /** Task-clustered delta-method influence of a ratio Σp/Σq, per task (fraction units). */
  private influence(t: { p: Float64Array; q: Float64Array }, m: number): Float64Array {
    const T = this.nTasks;
    let P = 0; let Q = 0;
    for (let k = 0; k < T; k++) { P += t.p[m * T + k]!; Q += t.q[m * T + k]!; }
    const a = P / Q;
    const out = new Float64Array(T + 1);
    for (let k = 0; k < T; k++) out[k] = (t.p[m * T + k]! - a * t.q[m * T + k]!) / Q;
    out[T] = a;
    return out;
  }

  bootstrapProxies(): { adjacentMaxZ: number; csLower: { min: number; max: number } } {
    const T = this.nTasks;
    const all = this.taskTotals('all');
    const inf = Array.from({ length: MODELS }, (_, m) => this.influence(all, m));
    let adjacentMaxZ = 0;
    for (let k = 0; k + 1 < MODELS; k++) {
      const a = inf[this.order[k]!]!;
      const b = inf[this.order[k + 1]!]!;
      let v = 0;
      for (let t = 0; t < T; t++) v += (a[t]! - b[t]!) ** 2;
      adjacentMaxZ = Math.max(adjacentMaxZ, Math.abs(a[T]! - b[T]!) / Math.sqrt((v * T) / (T - 1)));
    }
    const cs = this.taskTotals('cs');
    const csA = this.taskTotals('csAgainst');
    const lower = Array.from({ length: MODELS }, (_, m) => {
      const a = this.influence(cs, m);
      const b = this.influence(csA, m);
      let v = 0;
      for (let t = 0; t < T; t++) v += (a[t]! - b[t]!) ** 2;
      return 100 * (a[T]! - b[T]! - 1.96 * Math.sqrt((v * T) / (T - 1)));
    });
    return { adjacentMaxZ, csLower: { min: Math.min(...lower), max: Math.max(...lower) } };
  }

  figures(): Figures {
    const R = this.rules.length;
    const tau = {} as Record<ScoringMethod, number>;
    SCORING_METHODS.forEach((method, k) => {
      const a = Array.from({ length: MODELS }, (_, m) => this.methodPass[m * 6 + k]! / this.methodQual[m * 6 + k]!);
      tau[method] = kendallTauB(a, this.acc) ?? 0;
    });
    const gaps = Array.from({ length: MODELS }, (_, m) => 100 * ((this.detPass[m * 2]! + this.detPass[m * 2 + 1]!) / (this.detQual[m * 2]! + this.detQual[m * 2 + 1]!) - this.detPass[m * 2 + 1]! / this.detQual[m * 2 + 1]!));
    const rate = (m: number, r: number) => this.rulePass[m * R + r]! / this.ruleQual[m * R + r]!;
    // Each model's pass rate on every rule all models were scored on, computed once per call.
    const full = Array.from({ length: MODELS }, (_, m) => this.fullRules.map((r) => rate(m, r)));
    const mean = this.fullRules.map((_, j) => { let s = 0; for (let m = 0; m < MODELS; m++) s += full[m]![j]!; return s / MODELS; });
    const cohort = full.map((rates) => pearson(rates, mean) ?? 0);
    const dwP = new Array<number>(MODELS).fill(0);
    const dwQ = new Array<number>(MODELS).fill(0);
    for (const r of this.scoredRules) {
      const ms: number[] = [];
      for (let m = 0; m < MODELS; m++) if (this.ruleQual[m * R + r]! > 0) ms.push(m);
      if (ms.length < 3) continue;
      const w = Math.max(0, pearson(ms.map((m) => rate(m, r)), ms.map((m) => this.acc[m]!)) ?? 0);
      if (w === 0) continue;
      for (const m of ms) { dwP[m]! += w * this.rulePass[m * R + r]!; dwQ[m]! += w * this.ruleQual[m * R + r]!; }
    }
    const dw = dwP.map((x, m) => (100 * x) / dwQ[m]!);
    const roundAcc = Array.from({ length: MODELS }, (_, m) => [0, 1, 2].map((k) => (100 * this.roundPass[m * ROUNDS + k]!) / this.roundQual[m * ROUNDS + k]!));
    const cellAcc = this.cells.map((c) => [0, 1, 2].map((k) => (100 * this.cellPass[c * ROUNDS + k]!) / this.cellQual[c * ROUNDS + k]!));
    const profiles = full.map((p) => { const mu = p.reduce((a, b) => a + b, 0) / p.length; return p.map((x) => x - mu); });
    const labels = wardClustering(profiles, 2);
    const clusterSplit = PANEL_MODELS.every((model, m) => (labels[m] === labels[0]) === CLUSTER_ONE.includes(model.model_id)) ? 1 : 0;
    const im = icc(roundAcc);
    const ic = icc(cellAcc);
    return {
      tau, detGapMean: gaps.reduce((a, b) => a + b, 0) / MODELS, detGapMin: Math.min(...gaps),
      cohort: { min: Math.min(...cohort), max: Math.max(...cohort), mean: cohort.reduce((a, b) => a + b, 0) / MODELS },
      dw: { min: Math.min(...dw), max: Math.max(...dw) },
      iccModel: im.status === 'ok' ? im.ICC2.value : 0, iccCell: ic.status === 'ok' ? ic.ICC2.value : 0,
      cellRange: cellAcc.reduce((s, row) => s + Math.max(...row) - Math.min(...row), 0) / cellAcc.length,
      clusterSplit,
      ...this.bootstrapProxies(),
    };
  }
}

export function objective(f: Figures): number {
  return SWAP_TARGETS.reduce((s, t) => s + ((t.value(f) - t.target) / t.scale) ** 2, 0);
}

export interface SwapReport { before: Figures; after: Figures; accepted: number; proposals: number; objectiveBefore: number; objectiveAfter: number }

/** Hill-climb balanced swaps on `effective` in place. */
export function balancedSwaps(effective: Uint8Array, pairs: PairDesign[], rules: RuleDesign[], nTasks: number, proposals: number, rng: Random): SwapReport {
  const t = new Tallies(effective, pairs, rules, nTasks);
  const groups = new Map<string, number[]>();
  for (let s = 0; s < effective.length; s++) {
    const e = effective[s]!;
    if (e !== PASS && e !== FAIL) continue;
    const pair = pairs[Math.floor(s / SLOTS_PER_PAIR)]!;
    if (pair.alwaysPass) continue;
    const rule = rules[pair.rule]!;
    const key = `${s % MODELS}|${rule.prior === 'against'}|${rule.family}|${pair.surface}|${rule.modality}`;
    let g = groups.get(key);
    if (!g) { g = []; groups.set(key, g); }
    g.push(s);
  }
  const list = [...groups.values()].filter((g) => g.length >= 2);
  // Half the proposals start from a deterministic-method slot: those methods have few verdicts,
  // so their τ and the deterministic gap need more tries than uniform proposals would give them.
  const groupOf = new Map<number, number[]>();
  for (const g of list) for (const s of g) groupOf.set(s, g);
  const focus = [...groupOf.keys()].filter((s) => t.det.has(rules[pairs[Math.floor(s / SLOTS_PER_PAIR)]!.rule]!.method));
  const before = t.figures();
  let current = objective(before);
  const objectiveBefore = current;
  let accepted = 0;
  // Annealing may leave the best state behind: remember it and restore it at the end.
  let best = current;
  let bestState = Uint8Array.from(effective);
  let bestFigures = before;
  for (let k = 0; k < proposals; k++) {
    let a: number;
    let b: number;
    if (k % 2 === 1 && focus.length > 0) {
      const f = focus[rng.int(focus.length)]!;
      const g = groupOf.get(f)!;
      const other = g[rng.int(g.length)]!;
      [a, b] = effective[f] === FAIL ? [f, other] : [other, f];
    } else {
      const g = list[rng.int(list.length)]!;
      a = g[rng.int(g.length)]!;
      b = g[rng.int(g.length)]!;
    }
    if (effective[a] !== FAIL || effective[b] !== PASS) continue;
    t.add(a, 0, -1); t.add(a, 1, 1); t.add(b, 1, -1); t.add(b, 0, 1);
    const nextFigures = t.figures();
    const next = objective(nextFigures);
    // Simulated annealing: early on, a slightly worse state may be kept to leave local minima.
    const temperature = ANNEAL_START * (1 - k / proposals) ** 2;
    if (next < current || (temperature > 0 && next - current < -temperature * Math.log(1 - rng.next()))) {
      effective[a] = PASS; effective[b] = FAIL; current = next; accepted++;
      if (current < best) { best = current; bestState = Uint8Array.from(effective); bestFigures = nextFigures; }
    } else {
      t.add(a, 1, -1); t.add(a, 0, 1); t.add(b, 0, -1); t.add(b, 1, 1);
    }
  }
  effective.set(bestState);
  return { before, after: bestFigures, accepted, proposals, objectiveBefore, objectiveAfter: best };
}
