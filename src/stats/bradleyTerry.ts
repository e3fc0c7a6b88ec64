/**
 * Bradley–Terry paired-comparison model, maximum likelihood by the MM algorithm.
 *
 * Model: P(i beats j) = γ_i / (γ_i + γ_j); log-strength θ_i = log γ_i.
 * MM update (Hunter 2004, "MM algorithms for generalized Bradley–Terry models", Ann. Stat. 32,
 * eq. 3), applied to all players at once from the previous iterate:
 *   γ_i ← W_i / Σ_{j≠i} N_ij / (γ_i + γ_j),  W_i = Σ_j wins[i][j],  N_ij = wins[i][j] + wins[j][i].
 * After every update θ = log γ − mean(log γ) (sum-to-zero centring, as the paper reports).
 * Stops when max_i |Δθ_i| < tolerance (default 1e-10); throws if maxIterations (default
 * 10,000) pass without convergence — a non-converged fit must never be reported.
 * The MLE exists iff the directed win graph is strongly connected (see stronglyConnected.ts);
 * otherwise MM drifts to 0 or ∞, so that case is returned as degenerate without iterating.
 * Wins may be fractional (e.g. an error split as half a win each).
 * Matches R BradleyTerry2 `BTm` abilities after centring (see test/stats/bradleyTerry.test.ts).
 */
import { flattenWinMatrix, isStronglyConnectedFlat } from './stronglyConnected.ts';

type BradleyTerryResult =
  | { status: 'ok'; theta: number[]; iterations: number }
  | { status: 'degenerate'; reason: string };

interface BradleyTerryOptions {
  /** Convergence threshold on the largest change in θ (default 1e-10). */
  tolerance?: number;
  /** Iteration cap; reaching it throws (default 10,000). */
  maxIterations?: number;
}

export const BRADLEY_TERRY_DEFAULT_TOLERANCE = 1e-10;
export const BRADLEY_TERRY_DEFAULT_MAX_ITERATIONS = 10_000;

/** Reusable scratch space for fitBradleyTerryFlat, so a bootstrap loop allocates nothing. */
interface BradleyTerryWorkspace {
  n: number;
  gamma: Float64Array;
  nextLogGamma: Float64Array;
  winsTotal: Float64Array;
  visited: Uint8Array;
  stack: Int32Array;
}

export function createBradleyTerryWorkspace(n: number): BradleyTerryWorkspace {
  return {
    n,
    gamma: new Float64Array(n),
    nextLogGamma: new Float64Array(n),
    winsTotal: new Float64Array(n),
    visited: new Uint8Array(n),
    stack: new Int32Array(n),
  };
}

/**
 * Core fit on a flat row-major n×n win matrix (diagonal must be 0). Writes centred θ into
 * theta[offset .. offset+n). Returns the number of iterations, or −1 when the win graph is not
 * strongly connected (θ is then left untouched). Throws on non-convergence.
 */
export function fitBradleyTerryFlat(
  wins: ArrayLike<number>,
  workspace: BradleyTerryWorkspace,
  theta: Float64Array,
  offset: number,
  tolerance: number,
  maxIterations: number,
): number {
  const { n, gamma, nextLogGamma, winsTotal } = workspace;
  if (n < 2 || !isStronglyConnectedFlat(wins, n, workspace)) return -1;
  for (let i = 0; i < n; i++) {
    let total = 0;
    for (let j = 0; j < n; j++) total += wins[i * n + j]!;
    winsTotal[i] = total;
    gamma[i] = 1;
    theta[offset + i] = 0;
  }
  let largestChange = Infinity;
  for (let iteration = 1; iteration <= maxIterations; iteration++) {
    let logSum = 0;
    for (let i = 0; i < n; i++) {
      const gi = gamma[i]!;
      let denominator = 0;
      for (let j = 0; j < n; j++) {
        if (j === i) continue;
        const comparisons = wins[i * n + j]! + wins[j * n + i]!;
        if (comparisons > 0) denominator += comparisons / (gi + gamma[j]!);
      }
      const logGamma = Math.log(winsTotal[i]! / denominator);
      nextLogGamma[i] = logGamma;
      logSum += logGamma;
    }
    const centre = logSum / n;
    largestChange = 0;
    for (let i = 0; i < n; i++) {
      const next = nextLogGamma[i]! - centre;
      const change = Math.abs(next - theta[offset + i]!);
      if (change > largestChange) largestChange = change;
      theta[offset + i] = next;
      gamma[i] = Math.exp(next);
    }
    if (largestChange < tolerance) return iteration;
  }
  throw new Error(
    `bradleyTerry: no convergence after ${maxIterations} MM iterations (largest change in θ ${largestChange}, tolerance ${tolerance})`,
  );
}

/**
 * Fits Bradley–Terry log-strengths from wins[i][j] = (possibly fractional) times i beat j.
 * Degenerate (no finite MLE) when there are fewer than 2 players or the win graph is not
 * strongly connected, e.g. a surface that never wins or never loses.
 */
export function bradleyTerry(wins: readonly (readonly number[])[], options: BradleyTerryOptions = {}): BradleyTerryResult {
  const tolerance = options.tolerance ?? BRADLEY_TERRY_DEFAULT_TOLERANCE;
  const maxIterations = options.maxIterations ?? BRADLEY_TERRY_DEFAULT_MAX_ITERATIONS;
  const flat = flattenWinMatrix(wins, 'bradleyTerry');
  const n = wins.length;
  if (n < 2) return { status: 'degenerate', reason: `${n} player(s): Bradley–Terry needs at least 2` };
  const theta = new Float64Array(n);
  const iterations = fitBradleyTerryFlat(flat, createBradleyTerryWorkspace(n), theta, 0, tolerance, maxIterations);
  if (iterations < 0) {
    return {
      status: 'degenerate',
      reason: 'the directed win graph is not strongly connected (some group of players never beats, or never loses to, the rest): the MLE does not exist',
    };
  }
  return { status: 'ok', theta: Array.from(theta), iterations };
}
