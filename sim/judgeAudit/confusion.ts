/**
 * Exhaustive search for an integer confusion table (rater A rows × rater B columns) with a given
 * size, Cohen's κ (to its published rounding, `kappaTolerance`) and, optionally, a given number of agreements.
 *
 * κ of a table depends only on its trace T and margins: p_o = T/n, p_e = Σ_k A_k·B_k / n²,
 * κ = (p_o − p_e)/(1 − p_e) (Cohen 1960). So the search enumerates margins and traces, keeps
 * those within tolerance of the target κ, and among them picks the one closest to the preferred
 * label shares (and agreement, when it is free); only then is a table with those margins and
 * trace built. The closed-form κ here only ranks candidates: the chosen table is re-checked
 * with the project's cohenKappa (src/stats/cohenKappa.ts) on the expanded label lists.
 *
 * A table with margins A, B and trace T exists iff diagonal cells d_k can be chosen with
 * Σ d_k = T, d_k ≤ min(A_k, B_k), and the off-diagonal remainder fits a zero-diagonal table:
 * by Hall's condition, (A_k − d_k) + (B_k − d_k) ≤ n − T for every label k.
 */
import { cohenKappa } from '../../src/stats/cohenKappa.ts';

export interface ConfusionTarget {
  labels: readonly string[];
  n: number;
  kappa: number;
  /** Exact number of agreeing rows, or null when free (then `preferredAgreement` steers it). */
  agreements: number | null;
  preferredAgreement: number;
  /** Preferred share of each label for rater A; for ≥ 3 labels A's margins are fixed to these (rounded). */
  preferredA: readonly number[];
  preferredB: readonly number[];
}

/**
 * κ tolerance of a target: half a unit of its last published digit (0.163 → ±0.0005, 0.4717 →
 * ±0.00005), the tolerance `reproduce --check` applies (src/reproduce/tolerances.ts).
 */
export function kappaTolerance(kappa: number): number {
  return 0.5 * 10 ** -Math.max(3, (String(kappa).split('.')[1] ?? '').length);
}

/** Rounds shares × n to integers summing to n (largest remainders). */
function roundedMargins(shares: readonly number[], n: number): number[] {
  const raw = shares.map((share) => share * n);
  const margins = raw.map(Math.floor);
  const order = raw.map((value, k) => ({ k, rest: value - Math.floor(value) })).sort((x, y) => y.rest - x.rest || x.k - y.k);
  const deficit = n - margins.reduce((x, y) => x + y, 0);
  for (let i = 0; i < deficit; i++) margins[order[i % order.length]!.k]!++;
  return margins;
}

/** Diagonal bounds for margins A, B and trace T, or null if no table exists. */
function diagonalBounds(a: readonly number[], b: readonly number[], n: number, trace: number): { lo: number[]; hi: number[] } | null {
  const hi = a.map((ak, k) => Math.min(ak, b[k]!));
  const lo = a.map((ak, k) => Math.max(0, Math.ceil((ak + b[k]! - n + trace) / 2)));
  if (lo.some((l, k) => l > hi[k]!)) return null;
  const sumLo = lo.reduce((x, y) => x + y, 0);
  const sumHi = hi.reduce((x, y) => x + y, 0);
  return sumLo <= trace && trace <= sumHi ? { lo, hi } : null;
}

/** Builds one table with margins A, B and trace T (bounds from diagonalBounds). */
function buildTable(a: readonly number[], b: readonly number[], trace: number, bounds: { lo: number[]; hi: number[] }): number[][] {
  const L = a.length;
  const d = [...bounds.lo];
  let left = trace - d.reduce((x, y) => x + y, 0);
  // Fill diagonals towards their upper bounds, largest room first (deterministic).
  while (left > 0) {
    const k = d.map((dk, j) => ({ j, room: bounds.hi[j]! - dk })).filter((x) => x.room > 0).sort((x, y) => y.room - x.room || x.j - y.j)[0]!.j;
    d[k]!++;
    left--;
  }
  const rows = a.map((ak, k) => ak - d[k]!);
  const cols = b.map((bk, k) => bk - d[k]!);
  const table = Array.from({ length: L }, (_, i) => Array.from({ length: L }, (_, j) => (i === j ? d[i]! : 0)));
  if (L === 2) {
    table[0]![1] = rows[0]!;
    table[1]![0] = rows[1]!;
  } else if (L === 3) {
    // One free cell: x01. Prefer the most even spread of disagreements (least Σ x²).
    let best: number[] | null = null;
    for (let x01 = 0; x01 <= rows[0]!; x01++) {
      const x02 = rows[0]! - x01;
      const x21 = cols[1]! - x01;
      const x20 = rows[2]! - x21;
      const x10 = cols[0]! - x20;
      const x12 = rows[1]! - x10;
      const cells = [x01, x02, x10, x12, x20, x21];
      if (cells.some((x) => x < 0) || x02 + x12 !== cols[2]!) continue;
      const spread = cells.reduce((sum, x) => sum + x * x, 0);
      if (best === null || spread < best.reduce((sum, x) => sum + x * x, 0)) best = cells;
    }
    if (best === null) throw new Error(`judgeAudit: no off-diagonal fill for rows ${rows} and columns ${cols} (diagonal ${d})`);
    const [x01, x02, x10, x12, x20, x21] = best as [number, number, number, number, number, number];
    table[0]![1] = x01;
    table[0]![2] = x02;
    table[1]![0] = x10;
    table[1]![2] = x12;
    table[2]![0] = x20;
    table[2]![1] = x21;
  } else {
    throw new Error(`judgeAudit: confusion tables are built for 2 or 3 labels, not ${L}`);
  }
  return table;
}

/** Enumerates integer margin vectors summing to n with lo[k] ≤ m_k ≤ hi[k]. */
function* margins(n: number, lo: readonly number[], hi: readonly number[]): Generator<number[]> {
  if (lo.length === 1) {
    if (lo[0]! <= n && n <= hi[0]!) yield [n];
    return;
  }
  for (let first = lo[0]!; first <= Math.min(hi[0]!, n); first++) {
    for (const rest of margins(n - first, lo.slice(1), hi.slice(1))) yield [first, ...rest];
  }
}

export function searchConfusionTable(target: ConfusionTarget): number[][] {
  const tolerance = kappaTolerance(target.kappa);
  const { labels, n } = target;
  const L = labels.length;
  const all = { lo: labels.map(() => 0), hi: labels.map(() => n) };
  const aCandidates = L === 2 ? [...margins(n, all.lo, all.hi)] : [roundedMargins(target.preferredA, n)];
  // Rater B's shares within 0.15 of the preferred ones: a realistic audit, and a faster search.
  const bCandidates = [...margins(
    n,
    target.preferredB.map((share) => Math.max(0, Math.ceil((share - 0.15) * n))),
    target.preferredB.map((share) => Math.min(n, Math.floor((share + 0.15) * n))),
  )];
  let best: { a: number[]; b: number[]; trace: number; cost: number; error: number } | null = null;
  for (const a of aCandidates) {
    for (const b of bCandidates) {
      let pe = 0;
      for (let k = 0; k < L; k++) pe += (a[k]! * b[k]!) / (n * n);
      if (pe >= 1) continue;
      const marginCost = a.reduce((sum, ak, k) => sum + (ak / n - target.preferredA[k]!) ** 2, 0)
        + b.reduce((sum, bk, k) => sum + (bk / n - target.preferredB[k]!) ** 2, 0);
      if (best !== null && marginCost > best.cost) continue; // every trace would cost at least this
      const traces = target.agreements !== null ? [target.agreements] : Array.from({ length: n + 1 }, (_, t) => t);
      for (const trace of traces) {
        const error = Math.abs((trace / n - pe) / (1 - pe) - target.kappa);
        if (error > tolerance) continue;
        // κ closeness weighs in too: an error of 0.005 costs as much as a 5-point share deviation.
        const cost = marginCost + (target.agreements === null ? (trace / n - target.preferredAgreement) ** 2 : 0) + 100 * error ** 2;
        if (best !== null && (cost > best.cost || (cost === best.cost && error >= best.error))) continue;
        if (diagonalBounds(a, b, n, trace) === null) continue;
        best = { a, b, trace, cost, error };
      }
    }
  }
  if (best === null) throw new Error(`judgeAudit: no ${L}-label confusion table of ${n} rows has κ within ${tolerance} of ${target.kappa}`);
  const table = buildTable(best.a, best.b, best.trace, diagonalBounds(best.a, best.b, n, best.trace)!);
  const check = cohenKappa(...expandTable(table, labels), labels);
  if (check.kappa === null || Math.abs(check.kappa - target.kappa) > tolerance) {
    throw new Error(`judgeAudit: chosen table has κ ${check.kappa} (target ${target.kappa})`);
  }
  return table;
}

/** The label lists (rater A, rater B) a confusion table stands for, row by row. */
export function expandTable(table: readonly (readonly number[])[], labels: readonly string[]): [string[], string[]] {
  const a: string[] = [];
  const b: string[] = [];
  table.forEach((row, i) => row.forEach((count, j) => {
    for (let c = 0; c < count; c++) { a.push(labels[i]!); b.push(labels[j]!); }
  }));
  return [a, b];
}
