/**
 * A straightforward reference for the Table 2 statistics of cluster-bootstrap.ts, read directly
 * off docs/metrics.md ("Per-model accuracies", "DW-Acc", "Common support"): every sum is a plain
 * loop over the cells weighted by the task multiplicity, and the DW-Acc weights use the project's
 * pearson (src/lib/stats/pearson.ts). Slow and allocation-heavy on purpose; the fast kernel must
 * agree with it.
 */
import type { ModelCells } from '../../src/lib/build/compute/cluster-bootstrap.ts';
import { pearson } from '../../src/lib/stats/pearson.ts';

const percent = (num: number, den: number): number => (den > 0 ? (100 * num) / den : Number.NaN);

/** out[statistic * models + model] for the statistics acc, ap_acc, delta, f_acc, dw_acc, common_delta. */
export function referenceTable2Statistics(cells: ModelCells, multiplicity: ArrayLike<number>): number[] {
  const M = cells.models.length;
  const R = cells.rules.length;
  const sum = (keep: (c: number) => boolean, value: (c: number) => number, m: number) => {
    let total = 0;
    for (let c = 0; c < cells.task.length; c++) if (cells.model[c] === m && keep(c)) total += multiplicity[cells.task[c]!]! * value(c);
    return total;
  };
  const rate = (keep: (c: number) => boolean, m: number, common = false) => common
    ? percent(sum(keep, (c) => cells.commonPasses[c]!, m), sum(keep, (c) => cells.commonQualifying[c]!, m))
    : percent(sum(keep, (c) => cells.passes[c]!, m), sum(keep, (c) => cells.qualifying[c]!, m));
  const models = [...Array(M).keys()];
  const acc = models.map((m) => rate(() => true, m));
  const ruleSum = (r: number, m: number, field: 'passes' | 'qualifying') => sum((c) => cells.rule[c] === r, (c) => cells[field][c]!, m);
  const weights = [...Array(R).keys()].map((r) => {
    const qualifying = models.filter((m) => ruleSum(r, m, 'qualifying') > 0 && Number.isFinite(acc[m]!));
    if (qualifying.length < 3) return 0;
    const corr = pearson(qualifying.map((m) => ruleSum(r, m, 'passes') / ruleSum(r, m, 'qualifying')), qualifying.map((m) => acc[m]!));
    return corr !== null && corr > 0 ? corr : 0;
  });
  const dw = models.map((m) => {
    let passes = 0;
    let qualifying = 0;
    weights.forEach((w, r) => { passes += w * ruleSum(r, m, 'passes'); qualifying += w * ruleSum(r, m, 'qualifying'); });
    return percent(passes, qualifying);
  });
  const ap = models.map((m) => rate((c) => cells.against[c] === 1, m));
  return [
    ...acc,
    ...ap,
    ...models.map((m) => acc[m]! - ap[m]!),
    ...models.map((m) => rate((c) => cells.separates[c] === 1, m)),
    ...dw,
    ...models.map((m) => rate(() => true, m, true) - rate((c) => cells.against[c] === 1, m, true)),
  ];
}
