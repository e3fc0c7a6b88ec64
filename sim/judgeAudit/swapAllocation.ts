/**
 * Splits the judge-swap confusion table over the panel models so that the per-model pass-rate
 * shift (rater B − rater A, docs/metrics.md "Reliability") spans exactly the published range:
 * one model at −4/10 (−40 pp), one at +3/9 (+33.3 pp), all others strictly inside.
 * Row counts: the two extreme models get 10 and 9 rows; the rest of the 116 are spread as 10s and
 * 9s. The remaining pass→fail (b) and fail→pass (c) disagreements go one at a time to the model
 * whose shift can best take them (highest shift for b, lowest for c), keeping everyone inside the
 * range; agreements fill each model's remaining rows, pass–pass (a) shared in proportion.
 */
import type { Random } from '../../src/stats/random.ts';
import { SWAP_EXTREMES } from './targets.ts';

interface ModelSwapCells { modelId: string; rows: number; a: number; b: number; c: number; d: number }

export function allocateSwapTable(modelIds: readonly string[], table: readonly (readonly number[])[], rng: Random): ModelSwapCells[] {
  const [a, b, c, d] = [table[0]![0]!, table[0]![1]!, table[1]![0]!, table[1]![1]!];
  const total = a + b + c + d;
  const { lowest, highest } = SWAP_EXTREMES;
  for (const id of [lowest.modelId, highest.modelId]) {
    if (!modelIds.includes(id)) throw new Error(`judgeAudit: extreme-shift model ${id} is not among the panel models`);
  }
  if (b < -lowest.shift || c < highest.shift) throw new Error(`judgeAudit: swap table has too few disagreements (b ${b}, c ${c}) for the published shift extremes`);
  const others = modelIds.filter((id) => id !== lowest.modelId && id !== highest.modelId);
  const restRows = total - lowest.rows - highest.rows;
  const base = Math.floor(restRows / others.length);
  const order = others.map((id) => ({ id, key: rng.next() })).sort((x, y) => x.key - y.key).map((x) => x.id);
  const plusOne = new Set(order.slice(0, restRows - base * others.length));
  const cells: ModelSwapCells[] = modelIds.map((modelId) => {
    if (modelId === lowest.modelId) return { modelId, rows: lowest.rows, a: 0, b: -lowest.shift, c: 0, d: 0 };
    if (modelId === highest.modelId) return { modelId, rows: highest.rows, a: 0, b: 0, c: highest.shift, d: 0 };
    return { modelId, rows: base + (plusOne.has(modelId) ? 1 : 0), a: 0, b: 0, c: 0, d: 0 };
  });
  const free = cells.filter((cell) => cell.modelId !== lowest.modelId && cell.modelId !== highest.modelId);
  const shift = (cell: ModelSwapCells) => (cell.c - cell.b) / cell.rows;
  const minShift = lowest.shift / lowest.rows;
  const maxShift = highest.shift / highest.rows;
  const give = (field: 'b' | 'c') => {
    const fits = free.filter((cell) => {
      const after = shift(cell) + (field === 'b' ? -1 : 1) / cell.rows;
      return cell.b + cell.c < cell.rows && after > minShift + 1e-9 && after < maxShift - 1e-9;
    });
    if (fits.length === 0) throw new Error(`judgeAudit: cannot place another ${field === 'b' ? 'pass→fail' : 'fail→pass'} disagreement inside the shift range`);
    fits.sort((x, y) => (field === 'b' ? shift(y) - shift(x) : shift(x) - shift(y)) || order.indexOf(x.modelId) - order.indexOf(y.modelId));
    fits[0]![field]++;
  };
  // Alternate the two kinds so that no model is filled with one kind before the other arrives.
  let [restB, restC] = [b + lowest.shift, c - highest.shift];
  while (restB > 0 || restC > 0) {
    if (restB >= restC && restB > 0) { give('b'); restB--; } else { give('c'); restC--; }
  }
  // Agreements: a (pass–pass) in proportion to each model's agreeing rows, largest remainder.
  const agreeing = cells.map((cell) => cell.rows - cell.b - cell.c);
  const totalAgreeing = agreeing.reduce((x, y) => x + y, 0);
  const exact = agreeing.map((rows) => (a * rows) / totalAgreeing);
  cells.forEach((cell, k) => { cell.a = Math.floor(exact[k]!); });
  const remainders = exact.map((value, k) => ({ k, rest: value - Math.floor(value) })).sort((x, y) => y.rest - x.rest || x.k - y.k);
  const missing = a - cells.reduce((sum, cell) => sum + cell.a, 0);
  for (let i = 0; i < missing; i++) cells[remainders[i]!.k]!.a++;
  cells.forEach((cell, k) => { cell.d = agreeing[k]! - cell.a; });
  if (cells.some((cell) => cell.d < 0) || cells.reduce((sum, cell) => sum + cell.d, 0) !== d) {
    throw new Error('judgeAudit: per-model agreement split does not add up to the swap table');
  }
  return cells;
}
