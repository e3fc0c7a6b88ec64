/**
 * Draws the panel's effective verdicts (pass / fail / n/a / partial per slot) for the seed-level
 * design: availability → exact per-model pass counts → latent logits → raking → systematic draws.
 */
import { MODALITY_META, type Family } from '../src/release/vocab.ts';
import { seededRandom } from '../src/stats/random.ts';
import { nonQualifyingPerModel, passCounts } from './calibrate/modelCounts.ts';
import { actionFailTargets, familyFailTargets, modalityClassFailTargets, surfaceFailTargets, TOTAL_PASSES } from './calibrate/panelTargets.ts';
import { latentLogits } from './calibrate/latent.ts';
import { rakeLogits, type RakeCategory } from './calibrate/rake.ts';
import { systematicSample } from './calibrate/systematicSample.ts';
import { balancedSwaps, type SwapReport } from './calibrate/balancedSwaps.ts';

/** Balanced-swap proposals of the final calibration step (sim/calibrate/balancedSwaps.ts). */
const SWAP_PROPOSALS = 30000;
const SWAP_PASSES = 3;
/** Highest expected output-control accuracy of any build (Table 5: none exceeds 79%; margin for draws). */
const OUTPUT_CONTROL_CAP = 77.5;
import { AVAILABILITY_TARGETS, designAvailability, MODELS, ROUNDS, SLOTS_PER_PAIR, STATUS_NA, STATUS_PARTIAL, STATUS_QUALIFYING } from './design/availability.ts';
import type { PairDesign, RuleDesign } from './design/types.ts';
import { MODEL_TARGETS, PANEL_MODELS } from './models.ts';
import { shuffled } from './util.ts';

export const EFFECTIVE_PASS = 0;
export const EFFECTIVE_FAIL = 1;
export const EFFECTIVE_NA = 2;
const EFFECTIVE_PARTIAL = 3;

interface PanelOutcomes {
  /** Per slot (see availability.ts for the layout): 0 pass, 1 fail, 2 n/a, 3 partial. */
  effective: Uint8Array;
  /** Per slot: the raked probability of a pass (1 for always-pass pairs); reused by scaled releases. */
  passProbability: Float64Array;
  /** Which model has no qualifying verdict on each partial-coverage rule. */
  uncovered: Map<number, number>;
  diagnostics: { rakeMaxError: number; rakeSweeps: number; swaps: SwapReport };
}

export function drawPanelOutcomes(pairs: PairDesign[], rules: RuleDesign[], nTasks: number, partialCoverage: number[], seed: number): PanelOutcomes {
  const acc = PANEL_MODELS.map((m) => MODEL_TARGETS[m.model_id]!.acc);
  const ap = PANEL_MODELS.map((m) => MODEL_TARGETS[m.model_id]!.apAcc);
  const keysPerModel = pairs.length * ROUNDS;
  const totalNonQual = pairs.length * SLOTS_PER_PAIR - AVAILABILITY_TARGETS.qualifying;
  const nonQual = nonQualifyingPerModel(acc, keysPerModel, totalNonQual, TOTAL_PASSES);
  const { status, uncovered } = designAvailability(pairs, rules, partialCoverage, nonQual, seededRandom(seed, 'sim/availability'));
  const nSlots = status.length;
  const pairOf = (s: number) => Math.floor(s / SLOTS_PER_PAIR);
  const modelOf = (s: number) => s % MODELS;
  const ruleOf = (s: number) => rules[pairs[pairOf(s)]!.rule]!;
  const qualifying = new Array<number>(MODELS).fill(0);
  const againstQ = new Array<number>(MODELS).fill(0);
  for (let s = 0; s < nSlots; s++) {
    if (status[s] !== STATUS_QUALIFYING) continue;
    qualifying[modelOf(s)]! += 1;
    if (ruleOf(s).prior === 'against') againstQ[modelOf(s)]! += 1;
  }
  const passes = passCounts(acc, ap, qualifying, againstQ, TOTAL_PASSES);
  const base = latentLogits(pairs, rules, nTasks, acc, seededRandom(seed, 'sim/latent'));

  // Raking categories over qualifying slots of non-always-pass pairs.
  const groups = new Map<string, number[]>();
  const add = (name: string, s: number) => { let g = groups.get(name); if (!g) { g = []; groups.set(name, g); } g.push(s); };
  const qualifyingByClass = { numeric_bounds: 0, conditional: 0 };
  const qualifyingBySurface = { SD: 0, SP: 0, UI: 0 };
  for (let s = 0; s < nSlots; s++) {
    if (status[s] !== STATUS_QUALIFYING) continue;
    const pair = pairs[pairOf(s)]!;
    const rule = rules[pair.rule]!;
    const cls = MODALITY_META[rule.modality].modalityClass;
    if (cls === 'numeric_bounds' || cls === 'conditional') qualifyingByClass[cls] += 1;
    if (pair.surface === 'SD' || pair.surface === 'SP' || pair.surface === 'UI') qualifyingBySurface[pair.surface] += 1;
    if (pair.alwaysPass) continue;
    add(`stratum:${modelOf(s)}:${rule.prior === 'against' ? 'against' : 'other'}`, s);
    add(`family:${rule.family}`, s);
    add(`action:${MODALITY_META[rule.modality].action}`, s);
    add(`class:${cls}`, s);
    if (pair.surface === 'SD' || pair.surface === 'SP' || pair.surface === 'UI') add(`surface:${pair.surface}`, s);
  }
  const targets = new Map<string, number>();
  for (let m = 0; m < MODELS; m++) {
    targets.set(`stratum:${m}:against`, againstQ[m]! - passes.against[m]!);
    targets.set(`stratum:${m}:other`, qualifying[m]! - againstQ[m]! - passes.other[m]!);
  }
  const actions = actionFailTargets();
  for (const [a, f] of Object.entries(actions)) targets.set(`action:${a}`, f);
  for (const [f, n] of Object.entries(familyFailTargets())) targets.set(`family:${f as Family}`, n);
  for (const [c, n] of Object.entries(modalityClassFailTargets(qualifyingByClass, actions.preference))) targets.set(`class:${c}`, n);
  for (const [sf, n] of Object.entries(surfaceFailTargets(qualifyingBySurface))) targets.set(`surface:${sf}`, n);
  const categories: RakeCategory[] = [...groups.entries()].map(([name, slots]) => {
    const t = targets.get(name);
    if (t === undefined) throw new Error(`drawPanelOutcomes: no failure target for raking category ${name}`);
    return { name, slots: Int32Array.from(slots), targetFails: t };
  });
  let raked = rakeLogits(base, categories);
  // Table 5: no build above 79% on output control. Cap any build whose expected output-control
  // accuracy (always-pass slots included) exceeds OUTPUT_CONTROL_CAP, then rake again.
  const ocQualifying = new Array<number>(MODELS).fill(0);
  const ocSlots: number[][] = Array.from({ length: MODELS }, () => []);
  for (let s = 0; s < nSlots; s++) {
    if (status[s] !== STATUS_QUALIFYING || ruleOf(s).family !== 'output_control') continue;
    ocQualifying[modelOf(s)]! += 1;
    if (!pairs[pairOf(s)]!.alwaysPass) ocSlots[modelOf(s)]!.push(s);
  }
  let capped = 0;
  for (let m = 0; m < MODELS; m++) {
    const expectedFails = ocSlots[m]!.reduce((sum, s) => sum + 1 / (1 + Math.exp(raked.logits[s]!)), 0);
    const targetFails = ocQualifying[m]! * (1 - OUTPUT_CONTROL_CAP / 100);
    if (expectedFails < targetFails) { categories.push({ name: `cap:${m}:output_control`, slots: Int32Array.from(ocSlots[m]!), targetFails }); capped++; }
  }
  if (capped > 0) raked = rakeLogits(raked.logits, categories);
  if (process.env.SIM_DEBUG) for (const c of categories) { let e = 0; for (const s of c.slots) e += 1 - 1 / (1 + Math.exp(-raked.logits[s]!)); console.error(c.name, c.slots.length, c.targetFails, e.toFixed(1)); }

  // Exact failures per (model, stratum) by systematic sampling, sorted by auxiliary keys.
  const effective = new Uint8Array(nSlots);
  const passProbability = new Float64Array(nSlots);
  for (let s = 0; s < nSlots; s++) {
    effective[s] = status[s] === STATUS_NA ? EFFECTIVE_NA : status[s] === STATUS_PARTIAL ? EFFECTIVE_PARTIAL : EFFECTIVE_PASS;
    passProbability[s] = pairs[pairOf(s)]!.alwaysPass ? 1 : 1 / (1 + Math.exp(-raked.logits[s]!));
  }
  const drawRng = seededRandom(seed, 'sim/draw');
  for (const c of categories.filter((x) => x.name.startsWith('stratum:'))) {
    const tie = new Map<number, number>();
    for (const s of c.slots) tie.set(s, drawRng.next());
    const sortKey = (s: number) => {
      const pair = pairs[pairOf(s)]!;
      const rule = rules[pair.rule]!;
      return `${rule.family}|${pair.surface}|${rule.modality}`;
    };
    const ordered = shuffled(Array.from(c.slots), drawRng).sort((a, b) => (sortKey(a) < sortKey(b) ? -1 : sortKey(a) > sortKey(b) ? 1 : tie.get(a)! - tie.get(b)!));
    const chosen = systematicSample(ordered.map((s) => 1 - passProbability[s]!), c.targetFails, drawRng);
    for (const k of chosen) effective[ordered[k]!] = EFFECTIVE_FAIL;
  }
  // Up to SWAP_PASSES passes: a seed whose objective is still above 1 after a pass gets another.
  const swapRng = seededRandom(seed, 'sim/swaps');
  let swaps = balancedSwaps(effective, pairs, rules, nTasks, SWAP_PROPOSALS, swapRng);
  for (let pass = 1; pass < SWAP_PASSES && swaps.objectiveAfter > 1; pass++) {
    const again = balancedSwaps(effective, pairs, rules, nTasks, SWAP_PROPOSALS, swapRng);
    swaps = { ...again, before: swaps.before, objectiveBefore: swaps.objectiveBefore, accepted: swaps.accepted + again.accepted, proposals: swaps.proposals + again.proposals };
  }
  return { effective, passProbability, uncovered, diagnostics: { rakeMaxError: raked.maxError, rakeSweeps: raked.sweeps, swaps } };
}
