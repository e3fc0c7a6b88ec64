/**
 * Strong connectivity of the directed "who beat whom" graph: edge i → j iff wins[i][j] > 0.
 * The Bradley–Terry maximum-likelihood estimate exists (finite) iff this graph is strongly
 * connected (Zermelo 1929; Ford 1957; Hunter 2004, Assumption 1): for every split of the
 * players into two groups, someone in each group beat someone in the other.
 * Test: every node is reachable from node 0 along edges and along reversed edges.
 * The empty and the one-node graph are (vacuously) strongly connected.
 */

/** Allocation-free check on a flat row-major n×n matrix, using caller-provided scratch space. */
export function isStronglyConnectedFlat(
  wins: ArrayLike<number>,
  n: number,
  scratch: { visited: Uint8Array; stack: Int32Array } = { visited: new Uint8Array(n), stack: new Int32Array(n) },
): boolean {
  if (n <= 1) return true;
  return reachesAll(wins, n, false, scratch) && reachesAll(wins, n, true, scratch);
}

function reachesAll(
  wins: ArrayLike<number>,
  n: number,
  reversed: boolean,
  scratch: { visited: Uint8Array; stack: Int32Array },
): boolean {
  const { visited, stack } = scratch;
  visited.fill(0, 0, n);
  visited[0] = 1;
  stack[0] = 0;
  let top = 1;
  let seen = 1;
  while (top > 0) {
    const node = stack[--top]!;
    for (let other = 0; other < n; other++) {
      if (visited[other] || other === node) continue;
      const weight = reversed ? wins[other * n + node]! : wins[node * n + other]!;
      if (weight > 0) {
        visited[other] = 1;
        stack[top++] = other;
        seen++;
      }
    }
  }
  return seen === n;
}

/** Validates that `wins` is a square matrix of finite, non-negative numbers; returns it flattened. */
export function flattenWinMatrix(wins: readonly (readonly number[])[], what: string): Float64Array {
  const n = wins.length;
  const flat = new Float64Array(n * n);
  for (let i = 0; i < n; i++) {
    const row = wins[i]!;
    if (row.length !== n) throw new Error(`${what}: row ${i} has ${row.length} entries, expected ${n} (square matrix)`);
    for (let j = 0; j < n; j++) {
      const v = row[j]!;
      if (!Number.isFinite(v) || v < 0) throw new Error(`${what}: wins[${i}][${j}] = ${v}, expected a finite number ≥ 0`);
      flat[i * n + j] = i === j ? 0 : v;
    }
  }
  return flat;
}
