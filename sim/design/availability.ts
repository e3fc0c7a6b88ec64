/**
 * Which (model, key) instances are qualifying, n/a or partial — before any pass/fail is drawn.
 * Layout of the slot arrays: slot = (pair · 3 + round) · 12 + model, key = pair · 3 + round.
 *
 * Exact targets met here (effective counts, §4 and Tables 4 and 7): 37,616 qualifying of 40,104;
 * 19,449 against-prior; 5,013 deterministic; SD 11,072 / SP 6,589 / UI 1,476; shortfall 27,306 /
 * overstep 8,443; 2,430 common-support keys (912 keys with at least one non-qualifying model);
 * 168 partial; the 14 partial-coverage rules leave one model without any qualifying verdict.
 * Per-model non-qualifying counts follow `nonQualifyingPerModel` exactly: the cohort's pooled Acc
 * (29,176 / 37,616 = 77.56%) is below the mean of the per-model Accs (77.76%), which is only
 * possible when stronger builds have more n/a instances.
 */
import { DETERMINISTIC_METHODS, MODALITY_META, type ScoringMethod } from '../../src/release/vocab.ts';
import type { Random } from '../../src/stats/random.ts';
import { shuffled, weightedIndex } from '../util.ts';
import type { PairDesign, RuleDesign } from './types.ts';

export const MODELS = 12;
export const ROUNDS = 3;
export const SLOTS_PER_PAIR = MODELS * ROUNDS;
export const STATUS_QUALIFYING = 0;
export const STATUS_NA = 1;
export const STATUS_PARTIAL = 2;

export const AVAILABILITY_TARGETS = {
  qualifying: 37616, partial: 168, nonCommonKeys: 3342 - 2430,
  against: 19449, deterministic: 5013, SD: 11072, SP: 6589, UI: 1476, shortfall: 27306, overstep: 8443,
  /** Table 7 shares × 37,616 (soft: shares need only ±1 pp). */
  llm_judge: 25760, hybrid: 6843,
  /** The deterministic methods one by one (soft), inside the windows their Table 7 shares allow at
   * ±0.05 pp (regex 3,292–3,329, command output 997–1,034, AST 358–395, cross-file 320–357) and
   * summing to the exact 5,013 (sim/CALIBRATION.md item 8). */
  regex: 3305, command_output: 1010, ast: 370, cross_file: 328,
};

interface Category { name: string; target: number; weight: number; member: (p: PairDesign, r: RuleDesign) => boolean }

function categories(): Category[] {
  const t = AVAILABILITY_TARGETS;
  const det = new Set<ScoringMethod>(DETERMINISTIC_METHODS);
  return [
    { name: 'against', target: t.against, weight: 1, member: (_p, r) => r.prior === 'against' },
    { name: 'deterministic', target: t.deterministic, weight: 1, member: (_p, r) => det.has(r.method) },
    { name: 'SD', target: t.SD, weight: 1, member: (p) => p.surface === 'SD' },
    { name: 'SP', target: t.SP, weight: 1, member: (p) => p.surface === 'SP' },
    { name: 'UI', target: t.UI, weight: 1, member: (p) => p.surface === 'UI' },
    { name: 'shortfall', target: t.shortfall, weight: 1, member: (_p, r) => MODALITY_META[r.modality].action === 'shortfall' },
    { name: 'overstep', target: t.overstep, weight: 1, member: (_p, r) => MODALITY_META[r.modality].action === 'overstep' },
    { name: 'llm_judge', target: t.llm_judge, weight: 0.05, member: (_p, r) => r.method === 'llm_judge' },
    { name: 'hybrid', target: t.hybrid, weight: 0.05, member: (_p, r) => r.method === 'hybrid' },
    { name: 'regex', target: t.regex, weight: 0.05, member: (_p, r) => r.method === 'regex' },
    { name: 'command_output', target: t.command_output, weight: 0.05, member: (_p, r) => r.method === 'command_output' },
    { name: 'ast', target: t.ast, weight: 0.05, member: (_p, r) => r.method === 'ast' },
    { name: 'cross_file', target: t.cross_file, weight: 0.05, member: (_p, r) => r.method === 'cross_file' },
  ];
}

export interface Availability {
  /** Per slot: 0 qualifying, 1 n/a, 2 partial (effective status). */
  status: Uint8Array;
  /** For each partial-coverage rule index: the model left without a qualifying verdict. */
  uncovered: Map<number, number>;
}

export function designAvailability(pairs: PairDesign[], rules: RuleDesign[], partialCoverage: number[], nonQualifyingPerModel: number[], rng: Random): Availability {
  const T = AVAILABILITY_TARGETS;
  const nPairs = pairs.length;
  const totalNonQual = nPairs * SLOTS_PER_PAIR - T.qualifying;
  const cats = categories();
  const member = pairs.map((p) => cats.map((c) => (c.member(p, rules[p.rule]!) ? 1 : 0)));
  // 1. Pairs with non-common keys, and how many of their 3 keys are non-common.
  const partialSet = new Set(partialCoverage);
  const keysOf = new Int32Array(nPairs);
  let keysLeft = T.nonCommonKeys;
  pairs.forEach((p, i) => { if (partialSet.has(p.rule)) { keysOf[i] = 3; keysLeft -= 3; } });
  const order = shuffled(pairs.map((_, i) => i).filter((i) => keysOf[i] === 0), rng);
  for (const i of order) {
    if (keysLeft <= 0) break;
    const k = Math.min(keysLeft, [1, 2, 3, 3][rng.int(4)]!);
    keysOf[i] = k;
    keysLeft -= k;
  }
  if (keysLeft > 0) throw new Error(`designAvailability: could not place ${keysLeft} non-common keys`);
  const active = pairs.map((_, i) => i).filter((i) => keysOf[i]! > 0);
  // 2. Non-qualifying slots per pair: start even, then hill-climb on the category targets.
  const lo = (i: number) => (partialSet.has(pairs[i]!.rule) ? 3 : keysOf[i]!);
  const hi = (i: number) => Math.min(keysOf[i]! * 8, 24);
  const n = new Int32Array(nPairs);
  let assigned = 0;
  for (const i of active) { n[i] = lo(i); assigned += n[i]!; }
  while (assigned < totalNonQual) {
    const i = active[rng.int(active.length)]!;
    if (n[i]! < hi(i)) { n[i]! += 1; assigned++; }
  }
  const dev = cats.map((c, k) => pairs.reduce((s, _p, i) => s + member[i]![k]! * (SLOTS_PER_PAIR - n[i]!), 0) - c.target);
  const objective = () => dev.reduce((s, d, k) => s + cats[k]!.weight * d * d, 0);
  for (let iter = 0; iter < 3_000_000 && objective() > 0.5; iter++) {
    const from = active[rng.int(active.length)]!;
    const to = active[rng.int(active.length)]!;
    if (from === to || n[from]! <= lo(from) || n[to]! >= hi(to)) continue;
    // Moving one non-qualifying slot from `from` to `to`: qualifying +1 in from's categories, −1 in to's.
    let delta = 0;
    for (let k = 0; k < cats.length; k++) {
      const a = member[from]![k]! - member[to]![k]!;
      if (a !== 0) delta += cats[k]!.weight * (2 * dev[k]! * a + a * a);
    }
    if (delta < 0 || (delta === 0 && rng.next() < 0.3)) {
      n[from]! -= 1;
      n[to]! += 1;
      for (let k = 0; k < cats.length; k++) dev[k]! += member[from]![k]! - member[to]![k]!;
    }
  }
  const hard = cats.map((c, k) => [c.name, dev[k]!, c.weight] as const).filter(([, d, w]) => w === 1 && d !== 0);
  if (hard.length > 0) throw new Error(`designAvailability: targets missed: ${hard.map(([c, d]) => `${c} by ${d}`).join(', ')}`);

  // 3. Spread each pair's non-qualifying slots over its non-common keys, then over models.
  const status = new Uint8Array(nPairs * SLOTS_PER_PAIR);
  const uncovered = new Map<number, number>();
  const perModel = new Int32Array(MODELS);
  const weights = nonQualifyingPerModel.map((x) => Math.max(x, 1));
  // Qualifying slots left per (rule, model): a model never loses its last one on a rule (except the forced gaps).
  const left = new Map<number, Int32Array>();
  for (const p of pairs) { const a = left.get(p.rule) ?? new Int32Array(MODELS); for (let m = 0; m < MODELS; m++) a[m]! += ROUNDS; left.set(p.rule, a); }
  for (const i of active) {
    const keys = shuffled([0, 1, 2], rng).slice(0, keysOf[i]!);
    const perKey = keys.map(() => 1);
    for (let extra = n[i]! - keys.length; extra > 0;) {
      const k = rng.int(keys.length);
      if (perKey[k]! < MODELS - 1) { perKey[k]! += 1; extra--; }
    }
    let forced = -1;
    if (partialSet.has(pairs[i]!.rule)) {
      forced = weightedIndex(weights, rng);
      uncovered.set(pairs[i]!.rule, forced);
    }
    keys.forEach((round, k) => {
      const chosen = new Set<number>();
      const ruleLeft = left.get(pairs[i]!.rule)!;
      if (forced >= 0) chosen.add(forced);
      while (chosen.size < perKey[k]!) chosen.add(weightedIndex(weights.map((w, m) => (chosen.has(m) || ruleLeft[m]! <= 1 ? 0 : w)), rng));
      for (const m of chosen) { status[(i * ROUNDS + round) * MODELS + m] = STATUS_NA; perModel[m]! += 1; ruleLeft[m]! -= 1; }
    });
  }
  rebalanceModels(status, perModel, nonQualifyingPerModel, pairs, uncovered, left, rng);
  ensureCoverage(status, pairs, rules, uncovered);
  // 4. Partial verdicts: judge-method slots among the non-qualifying ones.
  const candidates = shuffled(Array.from(status.keys()).filter((s) => status[s] === STATUS_NA && isJudge(rules[pairs[Math.floor(s / SLOTS_PER_PAIR)]!.rule]!.method)), rng);
  for (const s of candidates.slice(0, T.partial)) status[s] = STATUS_PARTIAL;
  return { status, uncovered };
}

const isJudge = (m: ScoringMethod) => m === 'llm_judge' || m === 'hybrid';

/** Swap n/a between models within a key until every model's non-qualifying count is on target. */
function rebalanceModels(status: Uint8Array, perModel: Int32Array, target: number[], pairs: PairDesign[], uncovered: Map<number, number>, left: Map<number, Int32Array>, rng: Random): void {
  const nKeys = status.length / MODELS;
  for (let guard = 0; guard < 5_000_000; guard++) {
    const over: number[] = [];
    const under: number[] = [];
    for (let m = 0; m < MODELS; m++) { if (perModel[m]! > target[m]!) over.push(m); else if (perModel[m]! < target[m]!) under.push(m); }
    if (over.length === 0) return;
    const a = over[rng.int(over.length)]!;
    const b = under[rng.int(under.length)]!;
    const key = rng.int(nKeys);
    const pair = Math.floor(key / ROUNDS);
    const rule = pairs[pair]!.rule;
    const ruleLeft = left.get(rule)!;
    if (uncovered.get(rule) === a || ruleLeft[b]! <= 1) continue;
    const sa = key * MODELS + a;
    const sb = key * MODELS + b;
    if (status[sa] === STATUS_NA && status[sb] === STATUS_QUALIFYING) {
      status[sa] = STATUS_QUALIFYING; status[sb] = STATUS_NA;
      perModel[a]! -= 1; perModel[b]! += 1;
      ruleLeft[a]! += 1; ruleLeft[b]! -= 1;
    }
  }
  rebalanceByPaths(status, perModel, target, pairs, uncovered, left, rng);
}

/**
 * Fallback of `rebalanceModels` when random direct swaps stall: a model whose n/a slots all sit in
 * keys where the under-target model is n/a too (or may not lose a qualifying verdict on that rule)
 * gives one n/a to an intermediate model c in one key and c gives one to the under-target model in
 * another (c's count unchanged). The same single-key swaps as above, so every per-key count, the
 * coverage of every rule and the partial-coverage gaps are kept. Keys are scanned in a shuffled
 * order (the seed's own stream); throws only when no direct swap and no two-step path exists.
 */
function rebalanceByPaths(status: Uint8Array, perModel: Int32Array, target: number[], pairs: PairDesign[], uncovered: Map<number, number>, left: Map<number, Int32Array>, rng: Random): void {
  const nKeys = status.length / MODELS;
  const keys = shuffled(Array.from({ length: nKeys }, (_, k) => k), rng);
  const ruleOf = (key: number) => pairs[Math.floor(key / ROUNDS)]!.rule;
  const feasible = (key: number, a: number, b: number) => {
    const rule = ruleOf(key);
    return uncovered.get(rule) !== a && left.get(rule)![b]! > 1 && status[key * MODELS + a] === STATUS_NA && status[key * MODELS + b] === STATUS_QUALIFYING;
  };
  const swap = (key: number, a: number, b: number) => {
    const ruleLeft = left.get(ruleOf(key))!;
    status[key * MODELS + a] = STATUS_QUALIFYING; status[key * MODELS + b] = STATUS_NA;
    perModel[a]! -= 1; perModel[b]! += 1;
    ruleLeft[a]! += 1; ruleLeft[b]! -= 1;
  };
  const step = (a: number, b: number): boolean => {
    const direct = keys.find((k) => feasible(k, a, b));
    if (direct !== undefined) { swap(direct, a, b); return true; }
    for (let c = 0; c < MODELS; c++) {
      if (c === a || c === b) continue;
      for (const k1 of keys) {
        if (!feasible(k1, a, c)) continue;
        swap(k1, a, c);
        const k2 = keys.find((k) => feasible(k, c, b));
        if (k2 !== undefined) { swap(k2, c, b); return true; }
        swap(k1, c, a);
      }
    }
    return false;
  };
  for (;;) {
    const over: number[] = [];
    const under: number[] = [];
    for (let m = 0; m < MODELS; m++) { if (perModel[m]! > target[m]!) over.push(m); else if (perModel[m]! < target[m]!) under.push(m); }
    if (over.length === 0 && under.length === 0) return;
    if (over.length === 0 || under.length === 0 || !over.some((a) => under.some((b) => step(a, b)))) {
      throw new Error(`rebalanceModels: per-model n/a targets not reachable (${Array.from(perModel).join(',')} vs ${target.join(',')})`);
    }
  }
}

/** Every scored rule except the partial-coverage ones must have a qualifying verdict for every model. */
function ensureCoverage(status: Uint8Array, pairs: PairDesign[], rules: RuleDesign[], uncovered: Map<number, number>): void {
  const covered = new Map<number, Set<number>>();
  pairs.forEach((p, i) => {
    const set = covered.get(p.rule) ?? new Set<number>();
    covered.set(p.rule, set);
    for (let r = 0; r < ROUNDS; r++) for (let m = 0; m < MODELS; m++) if (status[(i * ROUNDS + r) * MODELS + m] === STATUS_QUALIFYING) set.add(m);
  });
  for (const [rule, set] of covered) {
    const expected = uncovered.has(rule) ? MODELS - 1 : MODELS;
    if (set.size !== expected) throw new Error(`ensureCoverage: rule ${rules[rule]!.rule_id} has qualifying verdicts for ${set.size} models, expected ${expected}`);
  }
}
