/**
 * Winners of the decisive E0 runs, given per-build surface log-strengths.
 *
 * For build b and surface pair (s, t) with n decisive runs, s wins k = round(n·p + ½·z·√(n·p·(1−p)))
 * of them (clamped to 0..n), p = logistic(θ_bs − θ_bt) and z a fixed standard-normal draw: the
 * count follows the Bradley–Terry expectation with half the binomial noise, so the calibration
 * (calibrate.ts) can move it smoothly. Counts are then repaired until the build's win-rate order
 * is exactly its designed rank order without ties (the published rank sums are exact). Which of
 * the n runs s wins follows a fixed per-run propensity: conflict-pair affinity of each surface
 * (some conflicts are easier to win from some surfaces), a small position effect of the direction,
 * and run noise.
 */
import { CONFIGURABLE_SURFACES } from '../../src/release/vocab.ts';
import { seededRandom } from '../../src/stats/random.ts';
import { E0_BUILD_DESIGN } from './design.ts';
import { E0_SURFACE_PAIRS, type E0PlannedRun } from './layout.ts';

const S = CONFIGURABLE_SURFACES.length;
const surfaceIndex = (surface: string) => CONFIGURABLE_SURFACES.indexOf(surface as (typeof CONFIGURABLE_SURFACES)[number]);
const logistic = (x: number) => 1 / (1 + Math.exp(-x));
/** Spread (log-odds) of how much a conflict pair favours each surface. Invented. */
const PAIR_AFFINITY_SD = 0.8;

/** Decisive runs grouped by (build, surface pair), plus the fixed random draws of one attempt. */
export interface E0OutcomeFrame {
  runs: readonly E0PlannedRun[];
  builds: number;
  /** groups[b * 10 + sp] = indices into runs of build b's decisive runs on surface pair sp, by descending propensity for surface_a. */
  groups: number[][];
  /** Fixed standard-normal draw per (build, surface pair). */
  countNoise: Float64Array;
}

export function prepareOutcomeFrame(seed: number, attempt: number, runs: readonly E0PlannedRun[], builds: number): E0OutcomeFrame {
  const rng = seededRandom(seed, `e0/outcomes/${attempt}`);
  const affinity = Array.from({ length: 4 }, () => Array.from({ length: S }, () => PAIR_AFFINITY_SD * rng.normal()));
  const propensity = runs.map((run) => {
    const pair = affinity[run.pairIndex]!;
    const position = run.direction === 'AB' ? 0.15 : -0.15;
    return pair[surfaceIndex(run.surfaceA)]! - pair[surfaceIndex(run.surfaceB)]! + position + rng.normal();
  });
  const groups: number[][] = Array.from({ length: builds * E0_SURFACE_PAIRS.length }, () => []);
  runs.forEach((run, index) => {
    if (run.errorKind === null) groups[run.build * E0_SURFACE_PAIRS.length + run.surfacePair]!.push(index);
  });
  for (const group of groups) group.sort((x, y) => propensity[y]! - propensity[x]! || x - y);
  const countNoise = Float64Array.from({ length: groups.length }, () => rng.normal());
  return { runs, builds, groups, countNoise };
}

/**
 * Win counts of surface_a per (build, surface pair) group, from log-strengths theta[b][s]
 * (CONFIGURABLE_SURFACES order): Bradley–Terry expectation with half binomial noise, then each
 * build's cycle duels and designed rank order are enforced.
 */
export function drawWinCounts(frame: E0OutcomeFrame, theta: readonly (readonly number[])[]): Int32Array {
  const P = E0_SURFACE_PAIRS.length;
  const winsA = new Int32Array(frame.groups.length);
  for (let b = 0; b < frame.builds; b++) {
    for (let sp = 0; sp < P; sp++) {
      const [a, c] = E0_SURFACE_PAIRS[sp]!.map(surfaceIndex) as [number, number];
      const n = frame.groups[b * P + sp]!.length;
      const p = logistic(theta[b]![a]! - theta[b]![c]!);
      const k = Math.round(n * p + 0.5 * frame.countNoise[b * P + sp]! * Math.sqrt(n * p * (1 - p)));
      winsA[b * P + sp] = Math.min(n, Math.max(0, k));
    }
    ensureCycle(frame, winsA, b);
    repairBuildRanks(frame, winsA, b);
  }
  return winsA;
}

/** Per run, the winning surface index (−1 for error runs): the first k runs of a group (by propensity) go to surface_a. */
export function winnersFromCounts(frame: E0OutcomeFrame, winsA: Int32Array): Int8Array {
  const winner = new Int8Array(frame.runs.length).fill(-1);
  frame.groups.forEach((group, g) => {
    group.forEach((runIndex, position) => {
      const run = frame.runs[runIndex]!;
      winner[runIndex] = surfaceIndex(position < winsA[g]! ? run.surfaceA : run.surfaceB);
    });
  });
  return winner;
}

/** Per-surface win rates of build b from the per-pair win counts of surface_a. */
function buildRates(frame: E0OutcomeFrame, winsA: Int32Array, b: number): number[] {
  const wins = new Array<number>(S).fill(0);
  const appearances = new Array<number>(S).fill(0);
  E0_SURFACE_PAIRS.forEach((pair, sp) => {
    const [a, c] = pair.map(surfaceIndex) as [number, number];
    const n = frame.groups[b * E0_SURFACE_PAIRS.length + sp]!.length;
    const k = winsA[b * E0_SURFACE_PAIRS.length + sp]!;
    wins[a]! += k;
    wins[c]! += n - k;
    appearances[a]! += n;
    appearances[c]! += n;
  });
  return wins.map((w, s) => w / appearances[s]!);
}

/** The designed rank order of build b as surface indices. */
function rankOrderOf(frame: E0OutcomeFrame, b: number): { buildId: string; order: number[] } {
  const buildId = frame.runs.find((run) => run.build === b)!.buildId;
  return { buildId, order: E0_BUILD_DESIGN[buildId]!.rankOrder.map(surfaceIndex) };
}

/** Group index and whether `w` is surface_a, for the surface pair of w and l in build b. */
function pairSlot(b: number, w: number, l: number): { g: number; wIsA: boolean } {
  const sp = E0_SURFACE_PAIRS.findIndex(([x, y]) => (surfaceIndex(x) === w && surfaceIndex(y) === l) || (surfaceIndex(x) === l && surfaceIndex(y) === w));
  return { g: b * E0_SURFACE_PAIRS.length + sp, wIsA: surfaceIndex(E0_SURFACE_PAIRS[sp]![0]) === w };
}

/** Wins of `w` over `l` in build b. */
function winsOver(frame: E0OutcomeFrame, winsA: Int32Array, b: number, w: number, l: number): number {
  const { g, wIsA } = pairSlot(b, w, l);
  return wIsA ? winsA[g]! : frame.groups[g]!.length - winsA[g]!;
}

/**
 * The duels that keep a build's win graph strongly connected (so its single-build Bradley–Terry
 * fit exists): each surface beats the next one in its rank order at least once, and the last
 * beats the first at least once (one upset). Returns [winner, loser] pairs.
 */
function cycleDuels(order: readonly number[]): [number, number][] {
  const duels: [number, number][] = order.slice(0, -1).map((s, k) => [s, order[k + 1]!]);
  duels.push([order[order.length - 1]!, order[0]!]);
  return duels;
}

/** True when build b's win rates are strictly decreasing along its designed order and every cycle duel has a win. */
export function buildOrderHolds(frame: E0OutcomeFrame, winsA: Int32Array, b: number): boolean {
  const { order } = rankOrderOf(frame, b);
  const rates = buildRates(frame, winsA, b);
  if (order.some((s, k) => k + 1 < order.length && rates[s]! <= rates[order[k + 1]!]!)) return false;
  return cycleDuels(order).every(([w, l]) => winsOver(frame, winsA, b, w, l) > 0);
}

/** Moves one win of `l` over `w` in build b to `w`; false when l has no win over w to give. */
export function shiftDuel(frame: E0OutcomeFrame, winsA: Int32Array, b: number, w: number, l: number): boolean {
  if (winsOver(frame, winsA, b, l, w) <= 0) return false;
  const { g, wIsA } = pairSlot(b, w, l);
  winsA[g]! += wIsA ? 1 : -1;
  return true;
}

/** Gives every cycle duel of build b at least one win (by taking one from the opponent). */
function ensureCycle(frame: E0OutcomeFrame, winsA: Int32Array, b: number): void {
  for (const [w, l] of cycleDuels(rankOrderOf(frame, b).order)) {
    if (winsOver(frame, winsA, b, w, l) > 0) continue;
    const { g, wIsA } = pairSlot(b, w, l);
    if (frame.groups[g]!.length < 2) throw new Error('e0: a surface pair has fewer than two decisive runs in a build');
    winsA[g]! += wIsA ? 1 : -1;
  }
}

/**
 * Moves single wins until build b's win rates are strictly decreasing along its designed rank
 * order: first the direct duel (higher-ranked surface beats the lower one once more), else the
 * higher surface beats the lowest-ranked surface it still can, else the lower one loses to the
 * highest-ranked surface that still can beat it. Throws if that does not converge.
 */
function repairBuildRanks(frame: E0OutcomeFrame, winsA: Int32Array, b: number): void {
  const { buildId, order } = rankOrderOf(frame, b);
  const protectedDuels = cycleDuels(order);
  /** Gives one more win to `w` against `l` if l keeps a win it needs for connectivity; true when done. */
  const move = (w: number, l: number): boolean => {
    const needed = protectedDuels.some(([x, y]) => x === l && y === w) ? 1 : 0;
    if (winsOver(frame, winsA, b, l, w) <= needed) return false;
    const { g, wIsA } = pairSlot(b, w, l);
    winsA[g]! += wIsA ? 1 : -1;
    return true;
  };
  for (let step = 0; step < 500; step++) {
    const rates = buildRates(frame, winsA, b);
    const r = order.findIndex((s, k) => k + 1 < order.length && rates[s]! <= rates[order[k + 1]!]!);
    if (r < 0) return;
    const hi = order[r]!;
    const lo = order[r + 1]!;
    if (move(hi, lo)) continue;
    if ([...order].reverse().some((x) => x !== hi && order.indexOf(x) > r && move(hi, x))) continue;
    if (order.some((x) => x !== lo && order.indexOf(x) <= r && move(x, lo))) continue;
    throw new Error(`e0: cannot order build ${buildId}'s win rates as ${E0_BUILD_DESIGN[buildId]!.rankOrder.join(' > ')}`);
  }
  throw new Error(`e0: win-rate repair for build ${buildId} did not converge in 500 moves`);
}
