/**
 * Agglomerative hierarchical clustering with Ward's minimum-variance linkage on Euclidean
 * distance (Ward 1963, J. Am. Stat. Assoc. 58), as R `hclust(dist(x), "ward.D2")` and scipy
 * `linkage(x, "ward")`: start from singletons and repeatedly merge the two clusters whose
 * union increases the within-cluster sum of squares least. Implemented with the
 * Lance–Williams recurrence on squared distances (Lance & Williams 1967; Murtagh & Legendre
 * 2014, J. Classif. 31, "Ward's hierarchical agglomerative clustering method"):
 *   d²(k, i∪j) = [(n_i + n_k)·d²(k,i) + (n_j + n_k)·d²(k,j) − n_k·d²(i,j)] / (n_i + n_j + n_k),
 * where d²(i,j) = 2·ΔSS(i,j); the reported merge height is √d² (ward.D2 / scipy convention).
 * Deterministic tie-breaking: among equal smallest distances, the pair with the lowest first
 * index, then the lowest second index, where a cluster's index is its lowest member's index.
 * O(n³) — meant for a dozen model profiles.
 */
import { assertFiniteValues } from './finite.ts';

interface WardMerge {
  /** Lowest member index of the first merged cluster (a < b). */
  a: number;
  /** Lowest member index of the second merged cluster. */
  b: number;
  /** Merge height √d² (R ward.D2, scipy ward). */
  height: number;
  /** Members of the merged cluster, ascending. */
  members: number[];
}

function squaredDistances(points: readonly (readonly number[])[]): Float64Array {
  const n = points.length;
  const dimension = points[0]?.length ?? 0;
  points.forEach((p, i) => {
    if (p.length !== dimension) throw new Error(`wardClustering: point ${i} has ${p.length} coordinates, expected ${dimension}`);
    assertFiniteValues(p, `wardClustering: point ${i}`);
  });
  const distances = new Float64Array(n * n);
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      let sum = 0;
      for (let d = 0; d < dimension; d++) sum += (points[i]![d]! - points[j]![d]!) ** 2;
      distances[i * n + j] = sum;
      distances[j * n + i] = sum;
    }
  }
  return distances;
}

/**
 * Runs Ward merges until `clusters` clusters remain (1 = the full dendrogram) and returns the
 * merges in order, plus each point's final cluster (by lowest member index).
 */
export function wardMerges(
  points: readonly (readonly number[])[],
  clusters = 1,
): { merges: WardMerge[]; owner: number[] } {
  const n = points.length;
  if (!Number.isInteger(clusters) || clusters < 1 || clusters > n) {
    throw new Error(`wardClustering: cannot cut ${n} points into ${clusters} clusters (need an integer in [1, ${n}])`);
  }
  const distances = squaredDistances(points);
  const size = new Array<number>(n).fill(1);
  const active = new Array<boolean>(n).fill(true);
  const members: number[][] = Array.from({ length: n }, (_, i) => [i]);
  const merges: WardMerge[] = [];
  for (let remaining = n; remaining > clusters; remaining--) {
    let bestI = -1;
    let bestJ = -1;
    let best = Infinity;
    for (let i = 0; i < n; i++) {
      if (!active[i]) continue;
      for (let j = i + 1; j < n; j++) {
        if (active[j] && distances[i * n + j]! < best) {
          best = distances[i * n + j]!;
          bestI = i;
          bestJ = j;
        }
      }
    }
    // Lance–Williams update of the merged cluster (kept in slot bestI, its lowest member).
    const si = size[bestI]!;
    const sj = size[bestJ]!;
    for (let m = 0; m < n; m++) {
      if (!active[m] || m === bestI || m === bestJ) continue;
      const sm = size[m]!;
      const updated =
        ((si + sm) * distances[bestI * n + m]! + (sj + sm) * distances[bestJ * n + m]! - sm * best) / (si + sj + sm);
      distances[bestI * n + m] = updated;
      distances[m * n + bestI] = updated;
    }
    size[bestI] = si + sj;
    active[bestJ] = false;
    members[bestI] = [...members[bestI]!, ...members[bestJ]!].sort((x, y) => x - y);
    merges.push({ a: bestI, b: bestJ, height: Math.sqrt(Math.max(0, best)), members: [...members[bestI]!] });
  }
  const owner = new Array<number>(n);
  for (let slot = 0; slot < n; slot++) if (active[slot]) for (const p of members[slot]!) owner[p] = slot;
  return { merges, owner };
}

/**
 * Ward clustering cut at k clusters: returns each point's cluster label, 0..k−1, numbered in
 * order of each cluster's first (lowest-index) member — so point 0 is always in cluster 0.
 */
export function wardClustering(points: readonly (readonly number[])[], k: number): number[] {
  const { owner } = wardMerges(points, k);
  const labelOfSlot = new Map<number, number>();
  return owner.map((slot) => {
    let label = labelOfSlot.get(slot);
    if (label === undefined) {
      label = labelOfSlot.size;
      labelOfSlot.set(slot, label);
    }
    return label;
  });
}
