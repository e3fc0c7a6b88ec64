/**
 * The run layout of the simulated E0 experiment, before outcomes: which (build, conflict pair,
 * surface pair, direction) runs exist, their execution order, and which of them errored.
 *
 * Every build runs each of the 80 items (4 pairs × 10 surface pairs × AB/BA) once (720 runs);
 * 98 (build, pair, surface pair) combinations, spread as evenly as possible over the builds, are
 * run a second time in both directions (196 runs): 916 runs, 458 AB and 458 BA. Within a build
 * all AB runs come first (the paper's fixed time order), each direction block in seeded order.
 */
import { CONFIGURABLE_SURFACES } from '../../src/release/vocab.ts';
import { seededRandom, type Random } from '../../src/stats/random.ts';
import { E0_BUILD_DESIGN, E0_REPEATED_COMBINATIONS, type E0Surface } from './design.ts';
import { E0_CONFLICT_PAIRS } from './pairs.ts';

export interface E0PlannedRun {
  runId: string;
  build: number;
  buildId: string;
  pairIndex: number;
  /** Index of the surface pair in canonical order (0..9). */
  surfacePair: number;
  surfaceA: E0Surface;
  surfaceB: E0Surface;
  direction: 'AB' | 'BA';
  /** Crossed-bootstrap item: (pair × 10 + surface pair) × 2 + (BA ? 1 : 0), 0..79. */
  item: number;
  executionOrder: number;
  errorKind: string | null;
}

/** The 10 unordered surface pairs, each in canonical order (surface_a before surface_b). */
export const E0_SURFACE_PAIRS: readonly (readonly [E0Surface, E0Surface])[] = CONFIGURABLE_SURFACES.flatMap((a, i) =>
  CONFIGURABLE_SURFACES.slice(i + 1).map((b) => [a, b] as const),
);

export const E0_ITEMS = E0_CONFLICT_PAIRS.length * E0_SURFACE_PAIRS.length * 2;

const ERROR_KINDS = [
  'provider API error: HTTP 500 after three retries',
  'timeout: no final answer within the 900 s run budget',
  'malformed tool call: arguments were not valid JSON, run aborted',
  'context window exceeded while reading repository files',
  'agent loop stopped: 50 consecutive tool calls without progress',
  'empty completion returned by the provider',
] as const;

function shuffle<T>(items: T[], rng: Random): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

export function planE0Runs(seed: number, buildIds: readonly string[]): E0PlannedRun[] {
  const rng = seededRandom(seed, 'e0/layout');
  const combos = E0_CONFLICT_PAIRS.length * E0_SURFACE_PAIRS.length;
  // Even spread: every build re-runs floor(98 / builds) combinations, a seeded subset one more.
  const base = Math.floor(E0_REPEATED_COMBINATIONS / buildIds.length);
  const extra = shuffle(buildIds.map((_, b) => b), rng).slice(0, E0_REPEATED_COMBINATIONS - base * buildIds.length);
  const runs: E0PlannedRun[] = [];
  buildIds.forEach((buildId, build) => {
    const design = E0_BUILD_DESIGN[buildId];
    if (design === undefined) throw new Error(`e0: build ${buildId} has no E0 design (expected one of ${Object.keys(E0_BUILD_DESIGN).join(', ')})`);
    const repeatCount = base + (extra.includes(build) ? 1 : 0);
    const repeated = new Set(shuffle(Array.from({ length: combos }, (_, k) => k), rng).slice(0, repeatCount));
    const blocks: E0PlannedRun[][] = [];
    for (const direction of ['AB', 'BA'] as const) {
      const block: E0PlannedRun[] = [];
      for (let combo = 0; combo < combos; combo++) {
        const pairIndex = Math.floor(combo / E0_SURFACE_PAIRS.length);
        const surfacePair = combo % E0_SURFACE_PAIRS.length;
        const [surfaceA, surfaceB] = E0_SURFACE_PAIRS[surfacePair]!;
        const conflict = E0_CONFLICT_PAIRS[pairIndex]!.conflict_pair;
        for (let repeat = 1; repeat <= (repeated.has(combo) ? 2 : 1); repeat++) {
          block.push({
            runId: `e0-${buildId}-${conflict}-${surfaceA}${surfaceB}-${direction}-${repeat}`,
            build, buildId, pairIndex, surfacePair, surfaceA, surfaceB, direction,
            item: combo * 2 + (direction === 'BA' ? 1 : 0),
            executionOrder: 0, errorKind: null,
          });
        }
      }
      blocks.push(shuffle(block, rng));
    }
    const ordered = blocks.flat();
    ordered.forEach((run, k) => { run.executionOrder = k + 1; });
    for (const run of shuffle([...ordered], rng).slice(0, design.errors)) run.errorKind = ERROR_KINDS[rng.int(ERROR_KINDS.length)]!;
    runs.push(...ordered);
  });
  return runs;
}
