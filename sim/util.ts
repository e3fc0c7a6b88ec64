/** Small seeded helpers shared by the simulator's design steps. */
import type { Random } from '../src/stats/random.ts';

/** Fisher–Yates shuffle of a copy, driven by `rng`. */
export function shuffled<T>(items: readonly T[], rng: Random): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    const tmp = out[i]!;
    out[i] = out[j]!;
    out[j] = tmp;
  }
  return out;
}

/** Index drawn with probability proportional to `weights` (all ≥ 0, sum > 0). */
export function weightedIndex(weights: readonly number[], rng: Random): number {
  let total = 0;
  for (const w of weights) total += w;
  if (!(total > 0)) throw new Error(`weightedIndex: weights sum to ${total}`);
  let u = rng.next() * total;
  for (let i = 0; i < weights.length; i++) {
    u -= weights[i]!;
    if (u < 0) return i;
  }
  return weights.length - 1;
}

/**
 * Largest-remainder apportionment: integer counts summing exactly to `total`, proportional to
 * `weights` (Hamilton's method; ties broken by index, so the result is deterministic).
 */
export function apportion(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const raw = weights.map((w) => (w / sum) * total);
  const out = raw.map(Math.floor);
  let left = total - out.reduce((a, b) => a + b, 0);
  const order = raw.map((r, i) => [r - Math.floor(r), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (let k = 0; left > 0; k = (k + 1) % order.length, left--) out[order[k]![1]]! += 1;
  return out;
}

/** Integers in [lo, hi] summing exactly to `total`, drawn around the mean (seeded). */
export function boundedIntegersWithSum(n: number, total: number, lo: number, hi: number, rng: Random): number[] {
  if (total < n * lo || total > n * hi) throw new Error(`boundedIntegersWithSum: ${total} not reachable with ${n} values in [${lo}, ${hi}]`);
  const out = Array.from({ length: n }, () => lo + rng.int(hi - lo + 1));
  let diff = total - out.reduce((a, b) => a + b, 0);
  while (diff !== 0) {
    const i = rng.int(n);
    if (diff > 0 && out[i]! < hi) { out[i]! += 1; diff--; }
    else if (diff < 0 && out[i]! > lo) { out[i]! -= 1; diff++; }
  }
  return out;
}

export const logistic = (x: number): number => 1 / (1 + Math.exp(-x));
export const logit = (p: number): number => Math.log(p / (1 - p));
