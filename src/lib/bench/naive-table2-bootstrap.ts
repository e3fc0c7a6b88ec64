/**
 * Straightforward task-clustered bootstrap of the six Table 2 statistics, refitted from the raw
 * qualifying verdict rows in every resample — the reference the benchmark compares the build's
 * fast version with (src/lib/build/compute/cluster-bootstrap.ts, which works on sufficient
 * statistics per (task, model, rule) and reuses buffers).
 *
 * Each resample takes the task multiplicities from the same generator and stream as the build
 * (clusterBootstrapWeights(tasks, resamples, seed, label)), re-expands the rows of every drawn
 * task that many times into a fresh list, and recomputes from that list: Acc, AP-Acc, Δ, F-Acc
 * (separation flags fixed), DW-Acc (weights = max(0, Pearson r) per rule from
 * src/lib/stats/pearson.ts, recomputed inside the resample; 0 with < 3 models or a constant side)
 * and Δ on common support (docs/metrics.md "Per-model accuracies", "Intervals", "Common support").
 * Same seed → the same draws as the build's version (the benchmark checks this). Slow on purpose.
 */
import { clusterBootstrapWeights } from '../stats/clusteredBootstrap.ts';
import { pearson } from '../stats/pearson.ts';

export const NAIVE_STATISTICS = ['acc', 'ap_acc', 'delta', 'f_acc', 'dw_acc', 'common_delta'] as const;

/** One qualifying verdict of a panel model, with the flags the statistics need. */
export interface RawVerdictRow {
  task: number;
  model: number;
  rule: number;
  /** 1 = pass, 0 = fail. */
  z: number;
  against: boolean;
  /** The (task, rule) pair separates the cohort (F-Acc). */
  separates: boolean;
  /** The key (task, round, rule) has a qualifying verdict from every panel model. */
  common: boolean;
}

export interface NaiveTable2Input {
  tasks: number;
  models: number;
  rules: number;
  rows: readonly RawVerdictRow[];
  resamples: number;
  seed: number;
  label: string;
}

const pct = (num: number, den: number): number => (den > 0 ? (100 * num) / den : Number.NaN);

/** The six statistics for every model from a list of rows: out[statistic * models + model]. */
export function naiveTable2Statistics(rows: readonly RawVerdictRow[], models: number, rules: number): Float64Array {
  const sum = (filter: (r: RawVerdictRow) => boolean) => {
    const passes = new Array<number>(models).fill(0);
    const qualifying = new Array<number>(models).fill(0);
    for (const r of rows) if (filter(r)) { passes[r.model]! += r.z; qualifying[r.model]! += 1; }
    return { passes, qualifying };
  };
  const all = sum(() => true);
  const against = sum((r) => r.against);
  const separating = sum((r) => r.separates);
  const common = sum((r) => r.common);
  const commonAgainst = sum((r) => r.common && r.against);
  const acc = all.passes.map((p, m) => pct(p, all.qualifying[m]!));

  const rulePasses = Array.from({ length: rules }, () => new Array<number>(models).fill(0));
  const ruleQualifying = Array.from({ length: rules }, () => new Array<number>(models).fill(0));
  for (const r of rows) { rulePasses[r.rule]![r.model]! += r.z; ruleQualifying[r.rule]![r.model]! += 1; }
  const weightedPasses = new Array<number>(models).fill(0);
  const weightedQualifying = new Array<number>(models).fill(0);
  for (let rule = 0; rule < rules; rule++) {
    const ms = [...Array(models).keys()].filter((m) => ruleQualifying[rule]![m]! > 0 && Number.isFinite(acc[m]!));
    if (ms.length < 3) continue;
    const r = pearson(ms.map((m) => rulePasses[rule]![m]! / ruleQualifying[rule]![m]!), ms.map((m) => acc[m]!));
    const w = r !== null && r > 0 ? r : 0;
    if (w === 0) continue;
    for (let m = 0; m < models; m++) {
      weightedPasses[m]! += w * rulePasses[rule]![m]!;
      weightedQualifying[m]! += w * ruleQualifying[rule]![m]!;
    }
  }
  const out = new Float64Array(NAIVE_STATISTICS.length * models);
  for (let m = 0; m < models; m++) {
    const ap = pct(against.passes[m]!, against.qualifying[m]!);
    out[m] = acc[m]!;
    out[models + m] = ap;
    out[2 * models + m] = acc[m]! - ap;
    out[3 * models + m] = pct(separating.passes[m]!, separating.qualifying[m]!);
    out[4 * models + m] = pct(weightedPasses[m]!, weightedQualifying[m]!);
    out[5 * models + m] = pct(common.passes[m]!, common.qualifying[m]!) - pct(commonAgainst.passes[m]!, commonAgainst.qualifying[m]!);
  }
  return out;
}

/** Point estimates and draws, laid out like the build's Table2Bootstrap. */
export function naiveTable2Bootstrap(input: NaiveTable2Input): { point: Float64Array; draws: Float64Array; resamples: number } {
  const byTask: RawVerdictRow[][] = Array.from({ length: input.tasks }, () => []);
  for (const r of input.rows) byTask[r.task]!.push(r);
  const width = NAIVE_STATISTICS.length * input.models;
  const point = naiveTable2Statistics(input.rows, input.models, input.rules);
  const draws = new Float64Array(input.resamples * width);
  let b = 0;
  for (const multiplicity of clusterBootstrapWeights(input.tasks, input.resamples, input.seed, input.label)) {
    const resampled: RawVerdictRow[] = [];
    for (let t = 0; t < input.tasks; t++) for (let k = 0; k < multiplicity[t]!; k++) resampled.push(...byTask[t]!);
    draws.set(naiveTable2Statistics(resampled, input.models, input.rules), b * width);
    b++;
  }
  return { point, draws, resamples: input.resamples };
}

/** Largest |a − b| over two equally long arrays, NaN = NaN; Infinity when only one side is NaN. */
export function maxAbsoluteDifference(a: Float64Array, b: Float64Array): number {
  if (a.length !== b.length) return Number.POSITIVE_INFINITY;
  let max = 0;
  for (let i = 0; i < a.length; i++) {
    const x = a[i]!;
    const y = b[i]!;
    if (Number.isNaN(x) && Number.isNaN(y)) continue;
    if (Number.isNaN(x) || Number.isNaN(y)) return Number.POSITIVE_INFINITY;
    max = Math.max(max, Math.abs(x - y));
  }
  return max;
}
