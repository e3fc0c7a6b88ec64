/**
 * The rounding optimiser (the simulator's final polish): a multi-phase local search that brings
 * every published panel figure a pass/fail outcome moves to its published rounding (|computed − published| ≤ ½ unit of the last published digit,
 * the tolerance of `reproduce --check`, src/reproduce/tolerances.ts).
 *
 * Why a separate stage: raking and systematic sampling hit the *expected* counts and the balanced
 * swaps keep every count fixed, so figures that sit a verdict or two off a rounding boundary
 * (a model's Acc, a family's failure share, the 4-decimal threshold-sensitivity gaps) stay there.
 * Here a move exchanges one failure for one pass (total failures unchanged, 8,440): inside a
 * balanced-swap group, a (model, prior) stratum (Acc and AP-Acc kept), a model (Acc kept) or anywhere
 * (kinds 4 and 5 below pick the first slot where a figure is hard to reach at random); it is kept only when the
 * objective (`polishObjective`) does not rise. Every figure an earlier stage calibrated is in
 * the objective with its check tolerance, so a move that would break one is rejected; the stage
 * changes only effective pass/fail outcomes of qualifying, separating-eligible slots (never n/a,
 * partial or always-pass), so availability, counts and the designed non-separating pairs hold.
 * The probe (consensus sets A5, A7) is designed before this stage and fixed during it. The
 * common-support Δ lower bounds are bootstrap figures: the objective uses the delta-method proxy
 * of the balanced swaps shifted by its offset from a real task-clustered bootstrap at the start.
 */
import published from '../../data/paper/published.json' with { type: 'json' };
import { FAMILIES, MODALITY_META, type Family } from '../../src/release/vocab.ts';
import type { Random } from '../../src/stats/random.ts';
import { CLUSTER_ONE, MODEL_TARGETS, PANEL_MODELS } from '../models.ts';
import { MODELS, ROUNDS, SLOTS_PER_PAIR } from '../design/availability.ts';
import type { PairDesign, RuleDesign } from '../design/types.ts';
import { percentileInterval } from '../../src/stats/quantile.ts';
import { taskClusteredBootstrap } from '../clusteredBootstrap.ts';
import { Tallies, type Figures } from './balancedSwaps.ts';
import { transferAvailability } from './availabilityTransfers.ts';
import { steerClassSplit } from './classSplit.ts';

const PASS = 0;
const FAIL = 1;
/** Kept figures sit within this fraction of their tolerance (margin against float and proxy error). */
const MARGIN = 0.6;
/** Resamples of the bootstrap that measures the delta-method proxy's offset (MC SE ≈ 0.03 pp). */
const CS_RESAMPLES = 2000;

export interface PolishFigures extends Figures {
  acc: number[]; ap: number[]; delta: number[]; fAcc: number[];
  familyShare: Record<string, number>; familyAcc: Record<string, number>;
  ocMax: number; ocLowest: number;
  actionShare: Record<string, number>; actionRate: Record<string, number>;
  classAcc: Record<string, number>; surfaceAcc: Record<string, number>;
  gap5: number; gap7: number; detGap: number;
}

export interface Check { name: string; target: number; tol: number; value: (f: PolishFigures) => number }

const t2 = published.table2;
const ix = (name: string) => PANEL_MODELS.findIndex((m) => m.display_name === name);
const mean = (a: number[]) => a.reduce((x, y) => x + y, 0) / a.length;
const twin = PANEL_MODELS.map((m) => m.probe_twin !== null);
const clusterOne = PANEL_MODELS.map((m) => CLUSTER_ONE.includes(m.model_id));
const half = (decimals: number) => 0.5 * 10 ** -decimals;
/** Decimals of a published literal as the paper prints it (published.json stores numbers: 7.40 → 7.4). */
const printed = (x: number, atLeast: number) => Math.max(atLeast, (String(x).split('.')[1] ?? '').length);

/** Every pass/fail-dependent published panel figure, with the check's tolerance. */
function polishChecks(csOffset = { min: 0, max: 0 }): Check[] {
  const out: Check[] = [];
  const add = (name: string, target: number, decimals: number, value: (f: PolishFigures) => number) => out.push({ name, target, tol: half(decimals), value });
  for (const row of t2.rows) {
    if (!row.published) continue;
    const m = ix(row.model);
    add(`acc:${row.model}`, row.acc!, 1, (f) => f.acc[m]!);
    add(`ap:${row.model}`, row.ap_acc!, 1, (f) => f.ap[m]!);
    add(`delta:${row.model}`, row.delta!, 1, (f) => f.delta[m]!);
  }
  const mm = ix('MiniMax-M2.7');
  const sd = ix('Seed-2.0-Pro');
  add('tieGap', 0.03, 2, (f) => f.acc[mm]! - f.acc[sd]!);
  // Table 2 order: each build strictly ahead of the next (penalised by the size of any reversal).
  out.push({ name: 'order', target: 0, tol: 0.01, value: (f) => f.acc.slice(1).reduce((s, a, k) => s + Math.max(0, a - f.acc[k]! + 0.01), 0) });
  const swaps = new Set(t2.ap_rank_swaps.map(([a]) => a! - 1));
  out.push({ name: 'apSwaps', target: 0, tol: 0.01, value: (f) => f.ap.slice(1).reduce((s, a, k) => s + (swaps.has(k) ? Math.max(0, f.ap[k]! - a + 0.01) : Math.max(0, a - f.ap[k]! + 0.01)), 0) });
  add('span', t2.acc_span, 1, (f) => Math.max(...f.acc) - Math.min(...f.acc));
  add('sd', t2.acc_sd, 1, (f) => { const mu = mean(f.acc); return Math.sqrt(f.acc.reduce((s, a) => s + (a - mu) ** 2, 0) / (f.acc.length - 1)); });
  add('fAcc:min', t2.f_acc_range[0]!, 1, (f) => Math.min(...f.fAcc));
  add('fAcc:max', t2.f_acc_range[1]!, 1, (f) => Math.max(...f.fAcc));
  add('dw:min', t2.dw_acc_range[0]!, 1, (f) => f.dw.min);
  add('dw:max', t2.dw_acc_range[1]!, 1, (f) => f.dw.max);
  add('delta:min', t2.delta_range[0]!, 1, (f) => Math.min(...f.delta));
  add('delta:max', t2.delta_range[1]!, 1, (f) => Math.max(...f.delta));
  add('delta:mean', t2.delta_mean, 2, (f) => mean(f.delta));
  const cs = published.common_support.delta_ci95_lower_bound_range;
  // Delta-method proxies of bootstrap bounds: the check's Monte-Carlo tolerance (±0.14).
  // `csOffset`: bootstrap − proxy, measured once on the stage's starting state.
  out.push({ name: 'csLower:min', target: cs[0]!, tol: 0.14, value: (f) => f.csLower.min + csOffset.min });
  out.push({ name: 'csLower:max', target: cs[1]!, tol: 0.14, value: (f) => f.csLower.max + csOffset.max });
  const cc = published.cohort_correlation;
  add('cohort:min', cc.range[0]!, 2, (f) => f.cohort.min);
  add('cohort:max', cc.range[1]!, 2, (f) => f.cohort.max);
  add('cohort:mean', cc.mean, 2, (f) => f.cohort.mean);
  const fl = published.failures;
  for (const [a, v] of Object.entries(fl.by_action)) {
    add(`actionShare:${a}`, v.share, 1, (f) => f.actionShare[a]!);
    add(`actionRate:${a}`, v.failure_rate, 1, (f) => f.actionRate[a]!);
  }
  for (const [fam, v] of Object.entries(fl.family_failure_share)) add(`familyShare:${fam}`, v, 1, (f) => f.familyShare[fam]!);
  for (const [fam, v] of Object.entries(fl.family_accuracy_range)) add(`familyAcc:${fam}`, v, 1, (f) => f.familyAcc[fam]!);
  out.push({ name: 'ocMax<79', target: 0, tol: 0.1, value: (f) => Math.max(0, f.ocMax - (fl.output_control_max_build_accuracy_below - 0.5)) });
  out.push({ name: 'ocLowest', target: fl.output_control_lowest_for_builds, tol: 0.5, value: (f) => f.ocLowest });
  for (const [c, v] of Object.entries(fl.modality_class_accuracy)) add(`class:${c}`, v, 1, (f) => f.classAcc[c]!);
  for (const s of ['SD', 'SP', 'UI'] as const) add(`surface:${s}`, published.surfaces_table4[s].acc, 1, (f) => f.surfaceAcc[s]!);
  const rel = published.reliability;
  add('detGap', rel.deterministic_subset.mean_gap, 2, (f) => f.detGap);
  out.push({ name: 'detGapMin>0', target: 0, tol: 0.1, value: (f) => Math.max(0, 0.2 - f.detGapMin) });
  for (const [m, v] of Object.entries(rel.scoring_method_table7)) add(`tau:${m}`, v.kendall_tau, 2, (f) => f.tau[m as keyof Figures['tau']]);
  add('icc:model', rel.icc.model_level, 3, (f) => f.iccModel);
  add('icc:cell', rel.icc.cell_level, 3, (f) => f.iccCell);
  add('cellRange', rel.icc.mean_cell_range_pp, 1, (f) => f.cellRange);
  out.push({ name: 'clusters', target: 1, tol: 0.1, value: (f) => f.clusterSplit });
  out.push({ name: 'adjacentZ<1.6', target: 0, tol: 0.1, value: (f) => Math.max(0, f.adjacentMaxZ - 1.6) });
  published.clusters.acc.forEach((v, c) => add(`clusterAcc:${c}`, v, 1, (f) => mean(f.acc.filter((_, m) => clusterOne[m] === (c === 0)))));
  published.clusters.ap_acc.forEach((v, c) => add(`clusterAp:${c}`, v, 1, (f) => mean(f.ap.filter((_, m) => clusterOne[m] === (c === 0)))));
  const pr = published.priors;
  add('nonProbe:mean', pr.non_probe_models_gap.mean, 2, (f) => mean(f.delta.filter((_, m) => !twin[m])));
  add('nonProbe:min', pr.non_probe_models_gap.range[0]!, 2, (f) => Math.min(...f.delta.filter((_, m) => !twin[m])));
  add('nonProbe:max', pr.non_probe_models_gap.range[1]!, 2, (f) => Math.max(...f.delta.filter((_, m) => !twin[m])));
  // An invented non-probe build designed at an end of that range (`MODEL_TARGETS`) gets its own Δ
  // target: a published build whose Δ lattice stops just inside the end (GLM-5.1, sim/CALIBRATION.md
  // item 6) holds the min meanwhile, so the min alone gives the hill climb no slope towards it.
  for (const row of t2.rows) {
    const m = ix(row.model);
    const t = MODEL_TARGETS[PANEL_MODELS[m]!.model_id]!;
    if (row.published || twin[m]) continue;
    for (const end of pr.non_probe_models_gap.range) if (Math.abs(t.acc - t.apAcc - end!) < half(2)) add(`deltaEnd:${row.model}`, end!, 2, (f) => f.delta[m]!);
  }
  add('shared:mean', pr.shared_models_gap.mean, 2, (f) => mean(f.delta.filter((_, m) => twin[m])));
  add('gap:5/9', pr.threshold_sensitivity_mean_gap['5/9'], printed(pr.threshold_sensitivity_mean_gap['5/9'], 4), (f) => f.gap5);
  add('gap:7/9', pr.threshold_sensitivity_mean_gap['7/9'], printed(pr.threshold_sensitivity_mean_gap['7/9'], 4), (f) => f.gap7);
  add('retest:span', published.retest.leaderboard_span_pp, 1, (f) => Math.max(...f.acc) - Math.min(...f.acc));
  return out;
}

/** Per-check excess over MARGIN·tolerance, in tolerance units (0 when comfortably inside). */
export function excess(c: Check, f: PolishFigures): number {
  return Math.max(0, Math.abs(c.value(f) - c.target) / c.tol - MARGIN);
}

/**
 * Σ over checks of a penalty in z = |value − target| / tolerance: 0 up to MARGIN, then quadratic
 * up to the tolerance; a figure outside its tolerance costs 20 + 2·ln z, so fixing one figure
 * never pays for breaking another while a far-off figure (the 4-decimal gaps) still gains from
 * every step toward its target. A small 0.001·z² pulls figures toward the centre.
 */
function polishObjective(checks: Check[], f: PolishFigures): number {
  let s = 0;
  for (const c of checks) {
    const z = Math.abs(c.value(f) - c.target) / c.tol;
    s += (z <= 1 ? 10 * Math.max(0, z - MARGIN) ** 2 : 20 + 2 * Math.log(z)) + 0.001 * Math.min(z, 1) ** 2;
  }
  return s;
}

/** Tallies of the figures the balanced swaps hold fixed but the polish moves. */
export class PolishTallies {
  readonly base: Tallies;
  readonly fam: Family[] = [...FAMILIES];
  p = new Float64Array(MODELS); q = new Float64Array(MODELS);
  pa = new Float64Array(MODELS); qa = new Float64Array(MODELS);
  p5 = new Float64Array(MODELS); q5 = new Float64Array(MODELS);
  p7 = new Float64Array(MODELS); q7 = new Float64Array(MODELS);
  famF: Float64Array; famQ: Float64Array;
  fails = new Map<string, number>(); quals = new Map<string, number>();
  /** Per pair and model: passes, qualifying (for F-Acc's separation test). */
  pairP: Int32Array; pairQ: Int32Array;
  fP = new Float64Array(MODELS); fQ = new Float64Array(MODELS);
  readonly pairs: PairDesign[]; readonly rules: RuleDesign[];
  readonly a5: Set<number>; readonly a7: Set<number>;
  totalFails = 0;

  constructor(effective: Uint8Array, pairs: PairDesign[], rules: RuleDesign[], nTasks: number, a5: Set<number>, a7: Set<number>) {
    this.base = new Tallies(effective, pairs, rules, nTasks);
    this.pairs = pairs; this.rules = rules; this.a5 = a5; this.a7 = a7;
    this.famF = new Float64Array(MODELS * this.fam.length); this.famQ = new Float64Array(MODELS * this.fam.length);
    this.pairP = new Int32Array(pairs.length * MODELS); this.pairQ = new Int32Array(pairs.length * MODELS);
    for (let s = 0; s < effective.length; s++) {
      const e = effective[s]!;
      if (e === PASS || e === FAIL) this.tally(s, e === PASS ? 1 : 0, 1);
    }
    for (let i = 0; i < pairs.length; i++) this.separation(i, 1);
  }

  private keys(s: number): string[] {
    const pair = this.pairs[Math.floor(s / SLOTS_PER_PAIR)]!;
    const rule = this.rules[pair.rule]!;
    const meta = MODALITY_META[rule.modality];
    return [`a:${meta.action}`, `c:${meta.modalityClass}`, `s:${pair.surface}`, `f:${rule.family}`];
  }

  private tally(s: number, pass: number, sign: number): void {
    const m = s % MODELS;
    const i = Math.floor(s / SLOTS_PER_PAIR);
    const r = this.pairs[i]!.rule;
    const rule = this.rules[r]!;
    this.p[m]! += sign * pass; this.q[m]! += sign;
    if (rule.prior === 'against') { this.pa[m]! += sign * pass; this.qa[m]! += sign; }
    if (this.a5.has(r)) { this.p5[m]! += sign * pass; this.q5[m]! += sign; }
    if (this.a7.has(r)) { this.p7[m]! += sign * pass; this.q7[m]! += sign; }
    const fi = m * this.fam.length + this.fam.indexOf(rule.family);
    this.famF[fi]! += sign * (1 - pass); this.famQ[fi]! += sign;
    for (const k of this.keys(s)) { this.fails.set(k, (this.fails.get(k) ?? 0) + sign * (1 - pass)); this.quals.set(k, (this.quals.get(k) ?? 0) + sign); }
    this.totalFails += sign * (1 - pass);
    this.pairP[i * MODELS + m]! += sign * pass; this.pairQ[i * MODELS + m]! += sign;
  }

  /** Add (1) or remove (−1) pair i's verdicts from the F-Acc tallies if it separates the models. */
  private separation(i: number, sign: number): void {
    let n = 0; let lo = Infinity; let hi = -Infinity;
    for (let m = 0; m < MODELS; m++) {
      const q = this.pairQ[i * MODELS + m]!;
      if (q === 0) continue;
      n++; const r = this.pairP[i * MODELS + m]! / q; lo = Math.min(lo, r); hi = Math.max(hi, r);
    }
    if (n < 2 || lo === hi) return;
    for (let m = 0; m < MODELS; m++) { this.fP[m]! += sign * this.pairP[i * MODELS + m]!; this.fQ[m]! += sign * this.pairQ[i * MODELS + m]!; }
  }

  /** Set slot s to `pass` (it currently holds the other outcome). */
  set(s: number, pass: number): void {
    const i = Math.floor(s / SLOTS_PER_PAIR);
    this.separation(i, -1);
    this.base.add(s, 1 - pass, -1); this.base.add(s, pass, 1);
    this.tally(s, 1 - pass, -1); this.tally(s, pass, 1);
    this.separation(i, 1);
  }

  /** Availability transfer (availabilityTransfers.ts): qualifying slot `from` (outcome `pass`)
   * becomes n/a and n/a slot `to`, in the same key, takes its outcome. */
  transfer(from: number, to: number, pass: number): void {
    const i = Math.floor(from / SLOTS_PER_PAIR);
    this.separation(i, -1);
    this.base.add(from, pass, -1); this.tally(from, pass, -1);
    this.base.add(to, pass, 1); this.tally(to, pass, 1);
    this.separation(i, 1);
  }

  /** Task-clustered percentile bootstrap of each model's common-support Δ lower bound (pp), as the
   * build computes it (src/stats/clusterResampleWeights.ts) but with the simulator's own stream. */
  bootstrapCsLower(resamples: number): { min: number; max: number } {
    const b = this.base;
    const T = b.nTasks;
    const rate = (m: number, w: Float64Array, kinds: number[]) => { let p = 0; let q = 0; for (let t = 0; t < T; t++) for (const k of kinds) { p += w[t]! * b.csPass[(m * T + t) * 2 + k]!; q += w[t]! * b.csQual[(m * T + t) * 2 + k]!; } return (100 * p) / q; };
    const draws = taskClusteredBootstrap({ clusters: T, resamples, seed: 1, label: 'sim/polish-cs', statistic: (w) => Array.from({ length: MODELS }, (_, m) => rate(m, w, [0, 1]) - rate(m, w, [1])) });
    const lower = draws.map((d) => percentileInterval(d)[0]);
    return { min: Math.min(...lower), max: Math.max(...lower) };
  }

  figures(): PolishFigures {
    const acc = Array.from(this.p, (x, m) => (100 * x) / this.q[m]!);
    this.base.acc = acc.map((a) => a / 100);
    this.base.order = acc.map((_, m) => m).sort((a, b) => acc[b]! - acc[a]!);
    const f = this.base.figures();
    const ap = Array.from(this.pa, (x, m) => (100 * x) / this.qa[m]!);
    const F = this.fam.length;
    const famAcc = (m: number, k: number) => 1 - this.famF[m * F + k]! / this.famQ[m * F + k]!;
    const familyShare: Record<string, number> = {};
    const familyAcc: Record<string, number> = {};
    this.fam.forEach((fam, k) => {
      let fl = 0; let q = 0;
      for (let m = 0; m < MODELS; m++) { fl += this.famF[m * F + k]!; q += this.famQ[m * F + k]!; }
      familyShare[fam] = (100 * fl) / this.totalFails; familyAcc[fam] = 100 * (1 - fl / q);
    });
    const oc = this.fam.indexOf('output_control');
    let ocMax = 0; let ocLowest = 0;
    for (let m = 0; m < MODELS; m++) {
      ocMax = Math.max(ocMax, 100 * famAcc(m, oc));
      if (this.fam.every((_, k) => this.famQ[m * F + k] === 0 || famAcc(m, k) >= famAcc(m, oc))) ocLowest++;
    }
    const share = (prefix: string) => Object.fromEntries([...this.fails].filter(([k]) => k.startsWith(prefix)).map(([k, v]) => [k.slice(2), (100 * v) / this.totalFails]));
    const rate = (prefix: string) => Object.fromEntries([...this.fails].filter(([k]) => k.startsWith(prefix)).map(([k, v]) => [k.slice(2), (100 * v) / this.quals.get(k)!]));
    const gap = (p: Float64Array, q: Float64Array) => mean(acc.map((a, m) => a - (100 * p[m]!) / q[m]!));
    return {
      ...f, acc, ap, delta: acc.map((a, m) => a - ap[m]!), fAcc: Array.from(this.fP, (x, m) => (100 * x) / this.fQ[m]!),
      familyShare, familyAcc, ocMax, ocLowest, actionShare: share('a:'), actionRate: rate('a:'),
      classAcc: Object.fromEntries(Object.entries(rate('c:')).map(([k, v]) => [k, 100 - v])),
      surfaceAcc: Object.fromEntries(Object.entries(rate('s:')).map(([k, v]) => [k, 100 - v])),
      gap5: gap(this.p5, this.q5), gap7: gap(this.p7, this.q7), detGap: f.detGapMean,
    };
  }
}

interface PolishReport { before: number; after: number; failingBefore: string[]; failingAfter: string[]; accepted: number; proposals: number }

/**
 * Optimises `effective` in place (see the file comment), phase by phase: random one-failure-for-one-pass
 * exchanges (hill climbing on polishObjective), steering the common-support Δ ends and the 5/9 and 7/9
 * threshold gaps, clearing separating pairs (clearSeparatingPairs), availability transfers, and
 * last the modality-class split (steerClassSplit).
 */
export function optimiseRounding(effective: Uint8Array, pairs: PairDesign[], rules: RuleDesign[], nTasks: number, a5: Set<number>, a7: Set<number>, proposals: number, rng: Random, clearRng: Random): PolishReport {
  const t = new PolishTallies(effective, pairs, rules, nTasks, a5, a7);
  const start = t.figures();
  const boot = t.bootstrapCsLower(CS_RESAMPLES);
  // Per-bound offsets would follow whichever model holds the bound; the smallest bound's model
  // changes under the polish, so only the largest (a stable model) is shifted.
  const checks = polishChecks({ min: 0, max: boot.max - start.csLower.max });
  const movable: number[] = [];
  const groupKey = (s: number, fine: boolean) => {
    const pair = pairs[Math.floor(s / SLOTS_PER_PAIR)]!;
    const rule = rules[pair.rule]!;
    return fine ? `${s % MODELS}|${rule.prior === 'against'}|${rule.family}|${pair.surface}|${rule.modality}` : `${s % MODELS}|${rule.prior === 'against'}`;
  };
  const fine = new Map<string, number[]>();
  const coarse = new Map<string, number[]>();
  for (let s = 0; s < effective.length; s++) {
    const e = effective[s]!;
    if ((e !== PASS && e !== FAIL) || pairs[Math.floor(s / SLOTS_PER_PAIR)]!.alwaysPass) continue;
    movable.push(s);
    for (const [map, k] of [[fine, groupKey(s, true)], [coarse, groupKey(s, false)]] as const) { let g = map.get(k); if (!g) { g = []; map.set(k, g); } g.push(s); }
  }
  const byModel = Array.from({ length: MODELS }, (_, m) => movable.filter((s) => s % MODELS === m));
  const onA5 = movable.filter((s) => a5.has(pairs[Math.floor(s / SLOTS_PER_PAIR)]!.rule));
  const pairFails = (s: number) => { const i = Math.floor(s / SLOTS_PER_PAIR); let f = 0; for (let x = i * SLOTS_PER_PAIR; x < (i + 1) * SLOTS_PER_PAIR; x++) if (effective[x] === FAIL) f++; return f; };
  let loneFails: number[] = [];
  const groupOf = (map: Map<string, number[]>, s: number, isFine: boolean) => map.get(groupKey(s, isFine))!;
  const failing = (f: PolishFigures) => checks.filter((c) => Math.abs(c.value(f) - c.target) > c.tol).map((c) => `${c.name} ${c.value(f).toFixed(4)} (${c.target} ± ${c.tol})`);
  let figures = t.figures();
  const failingBefore = failing(figures);
  let current = polishObjective(checks, figures);
  const before = current;
  let accepted = 0;
  for (let k = 0; k < proposals && current > 0.02; k++) {
    const kind = k % 6;
    // Kinds 4 and 5 aim at figures random slots rarely move: a verdict on an A5 rule (the
    // threshold gaps), or the lone failure of a pair (passing it makes the pair non-separating,
    // which moves F-Acc but not Acc); both exchanged inside the slot's (model, prior) stratum.
    if (kind === 5 && k % 3000 === 5) loneFails = movable.filter((s) => effective[s] === FAIL && pairFails(s) === 1);
    const a = kind === 4 ? onA5[rng.int(onA5.length)]! : kind === 5 && loneFails.length > 0 ? loneFails[rng.int(loneFails.length)]! : movable[rng.int(movable.length)]!;
    const pool = kind === 0 ? groupOf(fine, a, true) : kind === 1 || kind >= 4 ? groupOf(coarse, a, false) : kind === 2 ? byModel[a % MODELS]! : movable;
    const b = pool[rng.int(pool.length)]!;
    if (effective[a] === effective[b]) continue;
    const [fail, pass] = effective[a] === FAIL ? [a, b] : [b, a];
    t.set(fail, 1); t.set(pass, 0);
    const next = t.figures();
    const value = polishObjective(checks, next);
    if (value <= current) { effective[fail] = PASS; effective[pass] = FAIL; current = value; figures = next; accepted++; }
    else { t.set(fail, 0); t.set(pass, 1); }
  }
  const ended = steerDeltaEnds(t, effective, checks, byModel, proposals, rng);
  const steered = ended + steerThresholdGap(t, effective, checks, byModel, proposals, rng) + steerThresholdGap(t, effective, checks, byModel, proposals, rng, '7/9');
  const cleared = clearSeparatingPairs(t, effective, checks, movable, CLEAR_ATTEMPTS, clearRng);
  const transferred = transferAvailability(t, effective, checks, checks.map(holdLimit), MARGIN);
  // Last: its exchanges keep what the transfers reached (each build's Acc and AP-Acc, and any
  // held figure inside its hold limit); the transfers keep every class's counts.
  const split = steerClassSplit(t, effective, checks, checks.map(holdLimit), movable, proposals, rng);
  figures = t.figures();
  return { before, after: polishObjective(checks, figures), failingBefore, failingAfter: failing(figures), accepted: accepted + steered + cleared + split + transferred, proposals };
}

/** Compound moves tried by `clearSeparatingPairs` (an upper bound: it stops once F-Acc's lower end holds). */
const CLEAR_ATTEMPTS = 4000;

/**
 * F-Acc's lower end (sim/CALIBRATION.md item 7). With every model's Acc fixed, F-Acc moves only when
 * a pair changes its separating status, and single exchanges cannot lower the lowest F-Acc
 * without taking the highest below its window too: a pair dropped from F-Acc takes its verdicts
 * from every model. A compound move drops a separating pair on which the lowest-F-Acc build
 * passes every verdict and the highest-F-Acc build has none: each of the pair's failures becomes
 * a pass, exchanged inside its model and round with a pass of the same prior and the same A5 and
 * A7 membership (Acc, per-round Acc, AP-Acc and the threshold gaps kept; of the same task, family,
 * modality and method, or family, surface, modality and method, where one exists). A move is kept
 * only when it brings the lower end closer and every other check stays inside STEER_LIMIT of its
 * tolerance or no further out than it was. On seed 1 four pairs (28 exchanges) take StepFun-3.5
 * from 59.305 to 59.087 and leave the upper end (Claude-Opus-4.7, 79.266) as it was.
 */
function clearSeparatingPairs(t: PolishTallies, effective: Uint8Array, checks: Check[], movable: number[], attempts: number, rng: Random): number {
  const low = checks.find((c) => c.name === 'fAcc:min')!;
  const others = checks.filter((c) => c !== low);
  const limit = others.map(holdLimit);
  const z = (f: PolishFigures) => others.map((c) => Math.abs(c.value(f) - c.target) / c.tol);
  const pairOf = (s: number) => Math.floor(s / SLOTS_PER_PAIR);
  // Partner pools, finest first. Every level keeps the model, the round, the prior and the slot's
  // A5/A7 membership (Acc, per-round Acc, AP-Acc, both threshold gaps); the first levels keep the
  // task too (the cell-level ICC and range), then the family, modality, surface and method.
  const keys = (s: number) => {
    const p = t.pairs[pairOf(s)]!; const r = t.rules[p.rule]!;
    const head = `${s % MODELS}|${Math.floor(s / MODELS) % ROUNDS}|${r.prior}|${t.a5.has(p.rule)}|${t.a7.has(p.rule)}`;
    return [`${head}|${p.task}|${r.family}|${r.modality}|${r.method}`, `${head}|${p.task}|${r.family}`, `${head}|${p.task}`,
      `${head}|${r.family}|${p.surface}|${r.modality}|${r.method}`, `${head}|${r.family}|${r.modality}`, `${head}|${r.family}`, head];
  };
  const partners = new Map<string, number[]>();
  for (const s of movable) for (const k of keys(s)) { let g = partners.get(k); if (!g) { g = []; partners.set(k, g); } g.push(s); }
  const separates = (i: number) => {
    let n = 0; let lo = Infinity; let hi = -Infinity;
    for (let m = 0; m < MODELS; m++) { const q = t.pairQ[i * MODELS + m]!; if (q === 0) continue; n++; const r = t.pairP[i * MODELS + m]! / q; lo = Math.min(lo, r); hi = Math.max(hi, r); }
    return n >= 2 && lo !== hi;
  };
  const admissible = (zz: number[], ref: number[]) => zz.every((v, j) => v <= Math.max(ref[j]!, limit[j]!));
  let f = t.figures();
  let err = Math.abs(low.value(f) - low.target);
  let zs = z(f);
  let accepted = 0;
  const tried = new Set<number>();
  for (let k = 0; k < attempts && err > MARGIN * low.tol; k++) {
    const lowest = f.fAcc.indexOf(Math.min(...f.fAcc));
    const highest = f.fAcc.indexOf(Math.max(...f.fAcc));
    const candidates: number[] = [];
    for (let i = 0; i < t.pairs.length; i++) {
      if (t.pairs[i]!.alwaysPass || t.pairQ[i * MODELS + highest]! > 0 || tried.has(i)) continue;
      const q = t.pairQ[i * MODELS + lowest]!;
      if (q === 0 || t.pairP[i * MODELS + lowest] !== q || !separates(i)) continue;
      candidates.push(i);
    }
    if (candidates.length === 0) break;
    const i = candidates[rng.int(candidates.length)]!;
    tried.add(i);
    // Greedy: each failure of the pair exchanged with the admissible partner (finest pool first,
    // up to 40 drawn from it) that leaves the other checks' polish objective lowest.
    const moves: Array<[number, number]> = [];
    let complete = true;
    let ref = zs;
    for (let a = i * SLOTS_PER_PAIR; a < (i + 1) * SLOTS_PER_PAIR && complete; a++) {
      if (effective[a] !== FAIL) continue;
      let best: { b: number; value: number; z: number[] } | null = null;
      for (const key of keys(a)) {
        const pool = (partners.get(key) ?? []).filter((b) => effective[b] === PASS && pairOf(b) !== i);
        for (let d = 0; d < Math.min(40, pool.length); d++) {
          const b = pool.length <= 40 ? pool[d]! : pool[rng.int(pool.length)]!;
          t.set(a, 1); t.set(b, 0);
          const next = t.figures();
          const nz = z(next);
          const value = polishObjective(others, next);
          if (admissible(nz, ref) && (!best || value < best.value)) best = { b, value, z: nz };
          t.set(b, 1); t.set(a, 0);
        }
        if (best) break;
      }
      if (!best) { complete = false; break; }
      t.set(a, 1); t.set(best.b, 0); effective[a] = PASS; effective[best.b] = FAIL;
      moves.push([a, best.b]);
      ref = ref.map((v, j) => Math.max(v, Math.min(best!.z[j]!, limit[j]!)));
    }
    const next = t.figures();
    const nextErr = Math.abs(low.value(next) - low.target);
    const nextZ = z(next);
    if (complete && moves.length > 0 && nextErr < err && admissible(nextZ, zs)) { f = next; err = nextErr; zs = nextZ; accepted += moves.length; tried.clear(); continue; }
    for (const [a, b] of moves.reverse()) { t.set(b, 1); t.set(a, 0); effective[b] = PASS; effective[a] = FAIL; }
  }
  return accepted;
}

/**
 * The invented builds' Δ at the ends of the non-probe range (`deltaEnd:*`, ±0.005): with a
 * model's Acc kept, one exchange moves its AP-Acc by 100/qa ≈ 0.06 pp, twelve tolerances, so the
 * hill climb's steps overshoot (sim/CALIBRATION.md item 6). Here a move is one to three transfers
 * between two of the three invented non-probe builds on rules outside A5 (both threshold gaps
 * unchanged), in one round: either one build passes one more against-prior verdict and the other
 * one fewer (each exchanged inside its build with a verdict of another prior: Acc kept), or a
 * failure of one is exchanged with a pass of the other in the same family (Acc ±1); sums, hence
 * the Δ and cluster means, stay nearly where they were, and steps of 100/q and 100/qa combine to
 * the window. A move is kept only when the summed distance of the `deltaEnd` checks falls and
 * every other check stays inside STEER_LIMIT of its tolerance or no further out than it was;
 * re-centring exchanges inside one of these builds and round alternate with them.
 */
function steerDeltaEnds(t: PolishTallies, effective: Uint8Array, checks: Check[], byModel: number[][], proposals: number, rng: Random): number {
  const ends = checks.filter((c) => c.name.startsWith('deltaEnd:'));
  if (ends.length === 0) return 0;
  const others = checks.filter((c) => !ends.includes(c));
  const limit = others.map(holdLimit);
  const ruleOf = (s: number) => t.rules[t.pairs[Math.floor(s / SLOTS_PER_PAIR)]!.rule]!;
  const free = byModel.map((slots) => slots.filter((s) => !t.a5.has(t.pairs[Math.floor(s / SLOTS_PER_PAIR)]!.rule)));
  const round = (s: number) => Math.floor(s / MODELS) % ROUNDS;
  // Every invented non-probe build moves (the third one carries the non-probe Δ mean, ±0.005,
  // which one step of 0.06/7 would leave).
  const targets = PANEL_MODELS.flatMap((m, i) => (MODEL_TARGETS[m.model_id]!.invented && !twin[i] ? [i] : []));
  const group = (key: (s: number) => string) => {
    const out = new Map<string, number[]>();
    for (const slots of free) for (const s of slots) { const k = key(s); let g = out.get(k); if (!g) { g = []; out.set(k, g); } g.push(s); }
    return out;
  };
  const byPrior = group((s) => `${s % MODELS}|${round(s)}|${ruleOf(s).prior === 'against'}`);
  const byFamily = group((s) => `${round(s)}|${ruleOf(s).family}`);
  const byRound = group((s) => `${s % MODELS}|${round(s)}`);
  const z = (f: PolishFigures) => others.map((c) => Math.abs(c.value(f) - c.target) / c.tol);
  const dist = (f: PolishFigures) => ends.reduce((d, c) => d + Math.max(0, Math.abs(c.value(f) - c.target) - MARGIN * c.tol), 0);
  let f = t.figures();
  let objective = polishObjective(others, f);
  let err = dist(f);
  let zs = z(f);
  let accepted = 0;
  const pick = (g: number[] | undefined) => (g && g.length > 0 ? g[rng.int(g.length)]! : undefined);
  for (let k = 0; k < proposals && err > 0; k++) {
    const moves: Array<[number, number]> = [];
    if (k % 2 === 1) {
      const m = targets[rng.int(targets.length)]!;
      const a = pick(free[m]);
      const b = a === undefined ? undefined : pick(byRound.get(`${m}|${round(a)}`));
      if (a === undefined || b === undefined || effective[a] === effective[b]) continue;
      const [fail, pass] = effective[a] === FAIL ? [a, b] : [b, a];
      t.set(fail, 1); t.set(pass, 0);
      const next = t.figures();
      const value = polishObjective(others, next);
      const nextZ = z(next);
      if (value < objective && dist(next) <= err && nextZ.every((v, i) => v <= Math.max(zs[i]!, limit[i]!))) { effective[fail] = PASS; effective[pass] = FAIL; objective = value; zs = nextZ; f = next; err = dist(next); }
      else { t.set(fail, 0); t.set(pass, 1); }
      continue;
    }
    const n = 1 + rng.int(3);
    const exchange = (fail: number, pass: number) => { t.set(fail, 1); t.set(pass, 0); effective[fail] = PASS; effective[pass] = FAIL; moves.push([fail, pass]); };
    const used = (x: number) => moves.some(([a, b]) => a === x || b === x);
    for (let j = 0; j < n; j++) {
      // A transfer between two builds: m1 gains what m2 loses (sums, hence means, kept).
      const m1 = targets[rng.int(targets.length)]!;
      const m2 = targets.filter((m) => m !== m1)[rng.int(targets.length - 1)]!;
      const r = rng.int(ROUNDS);
      if (rng.int(2) === 0) {
        // AP-Acc: m1 passes one more against-prior verdict, m2 one fewer; Acc of both kept.
        const steps: Array<[number, boolean]> = [[m1, true], [m2, false]];
        for (const [m, up] of steps) {
          const a = pick(byPrior.get(`${m}|${r}|true`)?.filter((s) => effective[s] === (up ? FAIL : PASS) && !used(s)));
          const b = pick(byPrior.get(`${m}|${r}|false`)?.filter((s) => effective[s] === (up ? PASS : FAIL) && !used(s)));
          if (a !== undefined && b !== undefined) exchange(up ? a : b, up ? b : a);
        }
      } else {
        // Acc: a failure of m1 exchanged with a pass of m2 in the same round and family.
        const a = pick(free[m1]!.filter((s) => round(s) === r && effective[s] === FAIL && !used(s)));
        const b = a === undefined ? undefined : pick(byFamily.get(`${r}|${ruleOf(a).family}`)?.filter((s) => s % MODELS === m2 && effective[s] === PASS && !used(s)));
        if (a !== undefined && b !== undefined) exchange(a, b);
      }
    }
    if (moves.length === 0) continue;
    const next = t.figures();
    const nextErr = dist(next);
    const nextZ = z(next);
    if (nextErr < err && nextZ.every((v, i) => v <= Math.max(zs[i]!, limit[i]!))) { f = next; err = nextErr; zs = nextZ; objective = polishObjective(others, next); accepted++; continue; }
    for (const [fail, pass] of moves.reverse()) { t.set(fail, 0); t.set(pass, 1); effective[fail] = FAIL; effective[pass] = PASS; }
  }
  return accepted;
}

/** How far the gap steering may move a figure already held: up to this fraction of its tolerance
 * (the polish's figures are the build's own computations, so no proxy margin is needed), never
 * further out than it already is. The bootstrap proxies keep the polish's MARGIN. */
const STEER_LIMIT = 0.9;
/** How far (in tolerances) a steering phase may move a check it holds. */
const holdLimit = (c: Check) => (c.name.startsWith('csLower') ? MARGIN : STEER_LIMIT);

/**
 * The 4-decimal 5/9 gap (= the 4/9 gap while no rule's consensus differs between 4 and 5 of 9)
 * is a mean of twelve ratios: one exchange moves it by 100/(12·q5_m) ≈ 0.005 pp against a
 * tolerance of ±0.00005, so the hill climb above, whose penalty beyond a tolerance grows only as
 * ln z, trades it for figures nearer their centres. Here only moves that bring the gap closer
 * and leave every other check inside STEER_LIMIT of its tolerance (or no further out than it
 * was) are kept. A move is one to three exchanges, each inside one model between a verdict on an
 * A5 rule outside A7 and one on an against-prior rule outside A5 in the same round, of the same
 * family, surface, modality and method where one exists (Acc, AP-Acc and the 7/9 gap of that
 * model unchanged); several
 * models' steps of different sizes combine to the 4th decimal. Run a second time for the 7/9 gap
 * (`which = '7/9'`, after the 5/9 one): each exchange is then between a verdict on an A7 rule and
 * one on an A5 rule outside A7 (A7 ⊂ A5 ⊂ against-prior: Acc, AP-Acc and the 5/9 gap unchanged).
 */
function steerThresholdGap(t: PolishTallies, effective: Uint8Array, checks: Check[], byModel: number[][], proposals: number, rng: Random, which: '5/9' | '7/9' = '5/9'): number {
  const gap = checks.find((c) => c.name === `gap:${which}`)!;
  const others = checks.filter((c) => c !== gap);
  const limit = others.map(holdLimit);
  const ruleOf = (s: number) => t.pairs[Math.floor(s / SLOTS_PER_PAIR)]!.rule;
  // Partner pools, finest first: same round (per-round Acc, hence the model-level ICC, kept),
  // family, surface, modality and method; then same round and family; then same round.
  const keys = (s: number) => {
    const p = t.pairs[Math.floor(s / SLOTS_PER_PAIR)]!; const r = t.rules[p.rule]!;
    const round = Math.floor(s / MODELS) % ROUNDS;
    return [`${s % MODELS}|${round}|${r.family}|${p.surface}|${r.modality}|${r.method}`, `${s % MODELS}|${round}|${r.family}`, `${s % MODELS}|${round}`];
  };
  // 5/9: A5 outside A7 against against-prior outside A5 (the 7/9 gap kept); 7/9: A7 against A5
  // outside A7 (A5 ⊂ against-prior, so Acc, AP-Acc and the 5/9 gap kept).
  const inA5Only = (s: number) => t.a5.has(ruleOf(s)) && !t.a7.has(ruleOf(s));
  const inner = byModel.map((slots) => slots.filter((s) => (which === '5/9' ? inA5Only(s) : t.a7.has(ruleOf(s)))));
  const outer = byModel.map((slots) => slots.filter((s) => (which === '5/9' ? !t.a5.has(ruleOf(s)) && t.rules[ruleOf(s)]!.prior === 'against' : inA5Only(s))));
  const outerByKey = new Map<string, number[]>();
  for (const slots of outer) for (const s of slots) for (const k of keys(s)) { let g = outerByKey.get(k); if (!g) { g = []; outerByKey.set(k, g); } g.push(s); }
  const z = (f: PolishFigures) => others.map((c) => Math.abs(c.value(f) - c.target) / c.tol);
  const free = byModel.map((slots) => slots.filter((s) => !t.a5.has(ruleOf(s))));
  const freeByKey = new Map<string, number[]>();
  for (const slots of free) for (const s of slots) for (const k of keys(s).slice(1)) { let g = freeByKey.get(k); if (!g) { g = []; freeByKey.set(k, g); } g.push(s); }
  let f = t.figures();
  let objective = polishObjective(others, f);
  let err = Math.abs(gap.value(f) - gap.target);
  let zs = z(f);
  let accepted = 0;
  for (let k = 0; k < proposals && err > MARGIN * gap.tol; k++) {
    const moves: Array<[number, number]> = [];
    if (k % 2 === 1) {
      // Re-centring move: an exchange inside one model between two verdicts on rules outside A5
      // (both gaps unchanged), kept when it lowers the other checks' polish objective; it makes
      // room for the next gap step.
      const m = rng.int(MODELS);
      const a = free[m]![rng.int(free[m]!.length)]!;
      const pool = keys(a).slice(1 + rng.int(2)).map((key) => freeByKey.get(key)).find((g) => g !== undefined)!;
      const b = pool[rng.int(pool.length)]!;
      if (effective[a] === effective[b]) continue;
      const [fail, pass] = effective[a] === FAIL ? [a, b] : [b, a];
      t.set(fail, 1); t.set(pass, 0);
      const next = t.figures();
      const value = polishObjective(others, next);
      const nextZ = z(next);
      if (value < objective && nextZ.every((v, i) => v <= Math.max(zs[i]!, limit[i]!))) { effective[fail] = PASS; effective[pass] = FAIL; objective = value; zs = nextZ; f = next; }
      else { t.set(fail, 0); t.set(pass, 1); }
      continue;
    }
    const n = 1 + rng.int(4);
    for (let j = 0; j < n; j++) {
      const m = rng.int(MODELS);
      if (inner[m]!.length === 0) continue;
      const a = inner[m]![rng.int(inner[m]!.length)]!;
      const level = rng.int(3);
      const pool = keys(a).slice(level).map((k) => outerByKey.get(k)).find((g) => g !== undefined) ?? outer[m]!;
      if (pool.length === 0) continue;
      const b = pool[rng.int(pool.length)]!;
      if (effective[a] === effective[b] || moves.some(([x, y]) => x === a || y === a || x === b || y === b)) continue;
      const [fail, pass] = effective[a] === FAIL ? [a, b] : [b, a];
      t.set(fail, 1); t.set(pass, 0); effective[fail] = PASS; effective[pass] = FAIL;
      moves.push([fail, pass]);
    }
    if (moves.length === 0) continue;
    const next = t.figures();
    const nextErr = Math.abs(gap.value(next) - gap.target);
    const nextZ = z(next);
    if (nextErr < err && nextZ.every((v, i) => v <= Math.max(zs[i]!, limit[i]!))) { f = next; err = nextErr; zs = nextZ; objective = polishObjective(others, next); accepted++; continue; }
    for (const [fail, pass] of moves.reverse()) { t.set(fail, 0); t.set(pass, 1); effective[fail] = FAIL; effective[pass] = PASS; }
  }
  return accepted;
}
