/**
 * Integer counts a published figure allows within the check's tolerance (½ unit of its last
 * published digit, plus the 1e-9 of src/reproduce/tolerances.ts), for the enumeration proofs of
 * sim/CALIBRATION.md (`sim/check/countProofs.ts`). Pure; tested on hand-computed cases.
 */

/** Decimals of a published literal (published.json stores numbers: 7.40 → 7.4, hence `atLeast`). */
export const decimalsOf = (x: number, atLeast = 0) => Math.max(atLeast, (String(x).split('.')[1] ?? '').length);

/** |value − target| ≤ ½·10^−decimals + 1e-9, the check's comparison. */
export const within = (value: number, target: number, atLeast = 0) => Math.abs(value - target) <= 0.5 * 10 ** -decimalsOf(target, atLeast) + 1e-9;

/** Every k in 0..n with 100·k/n within `target` (a percentage published to ≥ `atLeast` decimals). */
export function countsWithin(n: number, target: number, atLeast = 0): number[] {
  const out: number[] = [];
  for (let k = 0; k <= n; k++) if (within((100 * k) / n, target, atLeast)) out.push(k);
  return out;
}

interface RowSolution { p: number; pa: number; acc: number; ap: number; delta: number }

/**
 * Every (passes p of q, against-prior passes pa of qa) with Acc = 100p/q, AP-Acc = 100pa/qa and
 * Δ = Acc − AP-Acc all within their published one-decimal figures; pa ≤ p and the other passes
 * p − pa ≤ q − qa.
 */
export function rowSolutions(q: number, qa: number, row: { acc: number; ap_acc: number; delta: number }): RowSolution[] {
  const out: RowSolution[] = [];
  for (const p of countsWithin(q, row.acc, 1)) {
    for (let pa = Math.max(0, p - (q - qa)); pa <= Math.min(qa, p); pa++) {
      const acc = (100 * p) / q; const ap = (100 * pa) / qa;
      if (within(ap, row.ap_acc, 1) && within(acc - ap, row.delta, 1)) out.push({ p, pa, acc, ap, delta: acc - ap });
    }
  }
  return out;
}

/** Every total Σ x_i with x_i drawn from `sets[i]` (a partition's parts, e.g. classes' failures). */
export function attainableSums(sets: number[][]): number[] {
  let sums = new Set<number>([0]);
  for (const set of sets) { const next = new Set<number>(); for (const s of sums) for (const k of set) next.add(s + k); sums = next; }
  return [...sums].sort((a, b) => a - b);
}

/**
 * Every Kendall τ-b value over n items with tx pairs tied in the first ranking, ty in the second,
 * `shared` of them in both, within `target` (published to ≥ `atLeast` decimals): τ-b =
 * S/√((N − tx)(N − ty)), N = n(n − 1)/2, S = C − D over the u = N − (tx + ty − shared) pairs tied
 * in neither, |S| ≤ u and S ≡ u (mod 2). A necessary condition (not every such S is attainable
 * with a given tie pattern), so an empty list proves the figure cannot hold with those ties.
 */
export function tauBWithin(n: number, tx: number, ty: number, shared: number, target: number, atLeast = 0): number[] {
  const N = (n * (n - 1)) / 2;
  const u = N - (tx + ty - shared);
  const denom = Math.sqrt((N - tx) * (N - ty));
  const out: number[] = [];
  for (let S = -u; S <= u; S += 2) if (within(S / denom, target, atLeast)) out.push(S / denom);
  return out;
}

interface SplitPart { n: number; accuracy: number; tol: number }

/**
 * The failures k_i of each part (n_i verdicts, accuracy 100·(1 − k_i/n_i) published as
 * `accuracy`, held within `tol` pp) that sum to `total` and come closest to every figure: none
 * outside its window when some split allows it (parts raised from their windows' low ends, in
 * order, until the total is reached); otherwise every part but one at the window edge nearest the
 * total, and the one absorbing the rest chosen so that its figure is least far out, in
 * tolerances z = |acc − published|/tol (the largest part: one failure moves it least). Proof F's
 * "as close as the constraint allows" (sim/CALIBRATION.md).
 */
export function closestSplit(parts: SplitPart[], total: number): number[] {
  const z = (p: SplitPart, k: number) => Math.abs(100 * (1 - k / p.n) - p.accuracy) / p.tol;
  const windows = parts.map((p) => { const ks: number[] = []; for (let k = 0; k <= p.n; k++) if (z(p, k) <= 1) ks.push(k); return ks.length ? [ks[0]!, ks.at(-1)!] : null; });
  if (windows.some((w) => w === null)) throw new Error('closestSplit: a part has no count within its tolerance');
  const [lo, hi] = [0, 1].map((e) => windows.reduce((s, w) => s + w![e]!, 0));
  if (total >= lo! && total <= hi!) {
    let left = total - lo!;
    return windows.map((w) => { const k = w![0]! + Math.min(left, w![1]! - w![0]!); left -= k - w![0]!; return k; });
  }
  const edge = total > hi! ? 1 : 0;
  let best: number[] = []; let bestZ = Infinity;
  parts.forEach((p, j) => {
    const split = windows.map((w) => w![edge]!);
    split[j] = total - split.reduce((s, k, i) => (i === j ? s : s + k), 0);
    if (split[j]! < 0 || split[j]! > p.n) return;
    const zj = z(p, split[j]!);
    if (zj < bestZ) { bestZ = zj; best = split; }
  });
  return best;
}
