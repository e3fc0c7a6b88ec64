/**
 * Exact per-model counts that make each model's Acc and AP-Acc land on its target.
 */
import { apportion } from '../util.ts';

/**
 * Non-qualifying instances per model (n/a + partial), skewed toward stronger builds so that
 * Σ_m Acc_m · q_m = the published pass total while each Acc_m is on target.
 * Weights w_m = exp(λ · (Acc_m − mean Acc)); λ by bisection on
 * f(λ) = Σ_m Acc_m/100 · (keys − n_m(λ)) − passes.
 */
export function nonQualifyingPerModel(acc: number[], keysPerModel: number, totalNonQualifying: number, totalPasses: number): number[] {
  const mean = acc.reduce((a, b) => a + b, 0) / acc.length;
  const counts = (lambda: number) => apportion(totalNonQualifying, acc.map((a) => Math.exp(lambda * (a - mean))));
  const f = (lambda: number) => counts(lambda).reduce((s, n, m) => s + (acc[m]! / 100) * (keysPerModel - n), 0) - totalPasses;
  let lo = 0;
  let hi = 2;
  if (f(lo) < 0) throw new Error(`nonQualifyingPerModel: even equal n/a gives too few passes (${f(lo).toFixed(1)})`);
  if (f(hi) > 0) throw new Error(`nonQualifyingPerModel: targets need a steeper n/a skew than λ = ${hi}`);
  for (let k = 0; k < 60; k++) { const mid = (lo + hi) / 2; if (f(mid) > 0) lo = mid; else hi = mid; }
  return counts(hi);
}

/**
 * Exact pass counts per model in the against-prior and other strata: AP passes = round(AP·qa),
 * all passes = round(Acc·q), with the total forced to `totalPasses` by moving the models whose
 * rounding had the most slack (each move shifts one model's Acc by 100/q_m ≈ 0.03 pp).
 */
export function passCounts(acc: number[], apAcc: number[], qualifying: number[], againstQualifying: number[], totalPasses: number): { against: number[]; other: number[] } {
  const all = acc.map((a, m) => Math.round((a / 100) * qualifying[m]!));
  let diff = totalPasses - all.reduce((a, b) => a + b, 0);
  const slack = (m: number) => (all[m]! - (acc[m]! / 100) * qualifying[m]!) / qualifying[m]!;
  while (diff !== 0) {
    const order = acc.map((_, m) => m).sort((x, y) => (diff > 0 ? slack(x) - slack(y) : slack(y) - slack(x)));
    const m = order[0]!;
    all[m]! += Math.sign(diff);
    diff -= Math.sign(diff);
  }
  const against = apAcc.map((a, m) => Math.round((a / 100) * againstQualifying[m]!));
  const other = all.map((p, m) => p - against[m]!);
  other.forEach((p, m) => {
    if (p < 0 || p > qualifying[m]! - againstQualifying[m]!) throw new Error(`passCounts: model ${m} needs ${p} passes among ${qualifying[m]! - againstQualifying[m]!} non-against instances`);
  });
  return { against, other };
}
