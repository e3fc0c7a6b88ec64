/**
 * Crossed (two-way) bootstrap of Bradley–Terry log-strengths over builds × conflict items.
 *
 * Each resample draws the builds with replacement (multiplicities c_b, multinomial with
 * `builds` draws) and, independently, the items with replacement (c_i, `items` draws); the
 * resampled win matrix is W[w][l] = Σ_cells c_b · c_i · count(b, i, w, l), and Bradley–Terry
 * is refitted on W (bradleyTerry.ts). This is the "pigeonhole" bootstrap for crossed random
 * effects (McCullagh 2000, "Resampling and exchangeable arrays", Bernoulli 6; Owen 2007,
 * "The pigeonhole bootstrap", Ann. Appl. Stat. 1).
 * Randomness: two seeded streams, seededRandom(seed, 'crossed-bootstrap/builds') and
 * seededRandom(seed, 'crossed-bootstrap/items'); per resample the build draws come first.
 * A resample whose win graph is not strongly connected has no finite MLE: its θ row is filled
 * with 0 and flagged in `degenerate` (callers exclude such rows and report their number).
 * Cost per resample is proportional to the number of distinct (build, item, winner, loser)
 * cells; the loop reuses typed arrays and allocates nothing.
 */
import { seededRandom, type Random } from './random.ts';
import {
  BRADLEY_TERRY_DEFAULT_MAX_ITERATIONS,
  BRADLEY_TERRY_DEFAULT_TOLERANCE,
  createBradleyTerryWorkspace,
  fitBradleyTerryFlat,
} from './bradleyTerry.ts';

export interface CrossedBootstrapRow {
  build: number;
  item: number;
  winner: number;
  loser: number;
}

export interface CrossedBootstrapCell extends CrossedBootstrapRow {
  /** Wins of `winner` over `loser` in this (build, item); may be fractional (split errors, weights). */
  count: number;
}

interface CrossedBootstrapShape {
  surfaces: number;
  builds: number;
  items: number;
  resamples: number;
  seed: number;
  /** Bradley–Terry convergence settings (defaults 1e-10 and 10,000). */
  tolerance?: number;
  maxIterations?: number;
}

interface CrossedBootstrapInput extends CrossedBootstrapShape {
  cells: readonly CrossedBootstrapCell[];
}

export interface CrossedBootstrapResult {
  /** resamples × surfaces, row-major: theta[r * surfaces + s]. Degenerate rows hold 0. */
  theta: Float64Array;
  /** 1 where resample r had no strongly connected win graph. */
  degenerate: Uint8Array;
  degenerateCount: number;
}

function assertShape(input: CrossedBootstrapShape): void {
  for (const field of ['surfaces', 'builds', 'items', 'resamples'] as const) {
    const v = input[field];
    if (!Number.isInteger(v) || v < 1) throw new Error(`crossedBootstrap: ${field} = ${v}, expected a positive integer`);
  }
  if (!Number.isInteger(input.seed)) throw new Error(`crossedBootstrap: seed = ${input.seed}, expected an integer`);
}

function assertCell(cell: CrossedBootstrapCell, index: number, input: CrossedBootstrapShape): void {
  const sizes = { build: input.builds, item: input.items, winner: input.surfaces, loser: input.surfaces };
  for (const [field, size] of Object.entries(sizes) as [keyof typeof sizes, number][]) {
    const value = cell[field];
    if (!Number.isInteger(value) || value < 0 || value >= size) throw new Error(`crossedBootstrap cells[${index}].${field} = ${value} is not an integer in [0, ${size})`);
  }
  if (cell.winner === cell.loser) throw new Error(`crossedBootstrap cells[${index}]: winner and loser are both surface ${cell.winner}`);
  if (!Number.isFinite(cell.count) || cell.count < 0) throw new Error(`crossedBootstrap cells[${index}].count = ${cell.count}, expected a finite number ≥ 0`);
}

/** Multinomial multiplicities: `counts.length` draws with replacement among counts.length units. */
function drawMultiplicities(random: Random, counts: Float64Array): void {
  counts.fill(0);
  const size = counts.length;
  for (let draw = 0; draw < size; draw++) counts[random.int(size)]!++;
}

/** Sums counts of identical (build, item, winner, loser) cells into parallel typed arrays. */
function aggregateCells(input: CrossedBootstrapInput) {
  const { surfaces, items } = input;
  const totals = new Map<number, number>();
  input.cells.forEach((cell, index) => {
    assertCell(cell, index, input);
    if (cell.count === 0) return;
    const key = ((cell.build * items + cell.item) * surfaces + cell.winner) * surfaces + cell.loser;
    totals.set(key, (totals.get(key) ?? 0) + cell.count);
  });
  const keys = [...totals.keys()].sort((a, b) => a - b);
  const build = new Int32Array(keys.length);
  const item = new Int32Array(keys.length);
  const pair = new Int32Array(keys.length);
  const count = new Float64Array(keys.length);
  keys.forEach((key, c) => {
    const loser = key % surfaces;
    const winner = Math.floor(key / surfaces) % surfaces;
    const buildItem = Math.floor(key / (surfaces * surfaces));
    build[c] = Math.floor(buildItem / items);
    item[c] = buildItem % items;
    pair[c] = winner * surfaces + loser;
    count[c] = totals.get(key)!;
  });
  return { build, item, pair, count };
}

/** Fast crossed bootstrap on pre-aggregated cells (see the file comment). */
export function crossedBootstrapBradleyTerry(input: CrossedBootstrapInput): CrossedBootstrapResult {
  assertShape(input);
  const { surfaces, resamples } = input;
  const tolerance = input.tolerance ?? BRADLEY_TERRY_DEFAULT_TOLERANCE;
  const maxIterations = input.maxIterations ?? BRADLEY_TERRY_DEFAULT_MAX_ITERATIONS;
  const cells = aggregateCells(input);
  const cellCount = cells.count.length;
  const random = { builds: seededRandom(input.seed, 'crossed-bootstrap/builds'), items: seededRandom(input.seed, 'crossed-bootstrap/items') };
  const buildCounts = new Float64Array(input.builds);
  const itemCounts = new Float64Array(input.items);
  const wins = new Float64Array(surfaces * surfaces);
  const workspace = createBradleyTerryWorkspace(surfaces);
  const theta = new Float64Array(resamples * surfaces);
  const degenerate = new Uint8Array(resamples);
  let degenerateCount = 0;
  for (let r = 0; r < resamples; r++) {
    drawMultiplicities(random.builds, buildCounts);
    drawMultiplicities(random.items, itemCounts);
    wins.fill(0);
    for (let c = 0; c < cellCount; c++) {
      const weight = buildCounts[cells.build[c]!]! * itemCounts[cells.item[c]!]!;
      if (weight !== 0) wins[cells.pair[c]!]! += weight * cells.count[c]!;
    }
    let iterations: number;
    try {
      iterations = fitBradleyTerryFlat(wins, workspace, theta, r * surfaces, tolerance, maxIterations);
    } catch (error) {
      throw new Error(`crossedBootstrap resample ${r}: ${(error as Error).message}`, { cause: error });
    }
    if (iterations < 0) {
      degenerate[r] = 1;
      degenerateCount++;
    }
  }
  return { theta, degenerate, degenerateCount };
}
