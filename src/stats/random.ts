/**
 * Seeded pseudo-random numbers for every random step of the project (simulator and bootstraps).
 * Generator: xoroshiro128+ from the well-kept `pure-rand` package; values are multiples of 2^-53.
 * Streams are derived from a (seed, label) pair so that adding a new random step never shifts
 * the numbers an existing step draws.
 */
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';

export interface Random {
  /** Uniform on [0, 1). */
  next(): number;
  /** Uniform integer on [0, n). */
  int(n: number): number;
  /** Standard normal (Box–Muller, one value per call). */
  normal(): number;
}

/** FNV-1a 32-bit hash of a label, used to derive independent streams from one seed. */
function fnv1a(label: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < label.length; i++) {
    h ^= label.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A seeded generator for the stream named `label` under `seed`. Same inputs, same sequence. */
export function seededRandom(seed: number, label = ''): Random {
  const rng = xoroshiro128plus((seed ^ fnv1a(label)) | 0);
  const next = () => uniformFloat64(rng);
  return {
    next,
    int: (n) => Math.floor(next() * n),
    normal: () => {
      let u = next();
      while (u === 0) u = next();
      return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * next());
    },
  };
}
