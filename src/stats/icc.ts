/**
 * Intraclass correlation coefficients, all six Shrout & Fleiss (1979) forms, with F-based 95%
 * confidence intervals — the same numbers as R `psych::ICC` (McGraw & Wong 1996 naming in
 * brackets):
 *   ICC1  = (MSR − MSW)/(MSR + (k−1)MSW)                 one-way random, single   [ICC(1)]
 *   ICC2  = (MSR − MSE)/(MSR + (k−1)MSE + k(MSC−MSE)/n)  two-way random, absolute agreement, single [ICC(A,1)]
 *   ICC3  = (MSR − MSE)/(MSR + (k−1)MSE)                 two-way mixed, consistency, single [ICC(C,1)]
 *   ICC1k = (MSR − MSW)/MSR, ICC2k = (MSR − MSE)/(MSR + (MSC−MSE)/n), ICC3k = (MSR − MSE)/MSR (average of k)
 * from the two-way ANOVA of an n targets × k raters balanced table: SSR = kΣ(Ȳi·−Ȳ)²,
 * SSC = nΣ(Ȳ·j−Ȳ)², SSE = Σ(Yij − Ȳi· − Ȳ·j + Ȳ)² (computed directly, so it is never negative),
 * MSR = SSR/(n−1), MSC = SSC/(k−1), MSE = SSE/((n−1)(k−1)), MSW = (SSC+SSE)/(n(k−1)).
 * Intervals (docs/paper/STATISTICS.md): ICC1/ICC1k from F1 = MSR/MSW on (n−1, n(k−1)) df;
 * ICC3/ICC3k from F3 = MSR/MSE on (n−1, (n−1)(k−1)); ICC2 from the Satterthwaite-type df v
 * (fractional) and ICC2k as the Spearman–Brown step-up of ICC2's limits.
 * Degenerate (typed, never NaN): n < 2, k < 2, no variance at all (SST = 0), or no residual
 * variance (SSE ≤ 1e-12·SST, F statistics infinite).
 * References: Shrout, P. E. & Fleiss, J. L. (1979) "Intraclass correlations: uses in assessing
 * rater reliability", Psychol. Bull. 86(2); McGraw, K. O. & Wong, S. P. (1996) Psychol. Methods 1(1).
 */
import { assertFiniteValues } from './finite.ts';
import { fQuantile } from './fDistribution.ts';

interface IccEstimate {
  value: number;
  lower: number;
  upper: number;
}

interface FTest {
  value: number;
  df1: number;
  df2: number;
}

export interface IccOk {
  status: 'ok';
  n: number;
  k: number;
  msr: number;
  msc: number;
  mse: number;
  msw: number;
  /** One-way F = MSR/MSW on (n−1, n(k−1)). */
  f1: FTest;
  /** Two-way F = MSR/MSE on (n−1, (n−1)(k−1)). */
  f3: FTest;
  ICC1: IccEstimate;
  ICC2: IccEstimate;
  ICC3: IccEstimate;
  ICC1k: IccEstimate;
  ICC2k: IccEstimate;
  ICC3k: IccEstimate;
}

export type IccResult = IccOk | { status: 'degenerate'; reason: string; n: number; k: number };

/** Confidence level of the intervals: 95%, two-sided. */
const UPPER_TAIL = 0.975;

/** The two-way ANOVA's mean squares, with SST and SSE for the degenerate checks. */
function meanSquares(ratings: readonly (readonly number[])[], n: number, k: number) {
  const rowMeans = new Float64Array(n);
  const columnMeans = new Float64Array(k);
  let grand = 0;
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < k; j++) {
      const y = ratings[i]![j]!;
      rowMeans[i]! += y / k;
      columnMeans[j]! += y / n;
      grand += y;
    }
  }
  grand /= n * k;
  let ssr = 0;
  let ssc = 0;
  let sse = 0;
  let sst = 0;
  for (let i = 0; i < n; i++) ssr += k * (rowMeans[i]! - grand) ** 2;
  for (let j = 0; j < k; j++) ssc += n * (columnMeans[j]! - grand) ** 2;
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < k; j++) {
      const y = ratings[i]![j]!;
      sst += (y - grand) ** 2;
      sse += (y - rowMeans[i]! - columnMeans[j]! + grand) ** 2;
    }
  }
  return {
    msr: ssr / (n - 1),
    msc: ssc / (k - 1),
    mse: sse / ((n - 1) * (k - 1)),
    msw: (ssc + sse) / (n * (k - 1)),
    sst,
    sse,
  };
}

/** Interval of a single-measure ICC from an F statistic: [(FL−1)/(FL+k−1), (FU−1)/(FU+k−1)] and of the k-average: [1−1/FL, 1−1/FU]. */
function fBasedIntervals(f: FTest, k: number): { single: [number, number]; average: [number, number] } {
  const fLower = f.value / fQuantile(UPPER_TAIL, f.df1, f.df2);
  const fUpper = f.value * fQuantile(UPPER_TAIL, f.df2, f.df1);
  return {
    single: [(fLower - 1) / (fLower + k - 1), (fUpper - 1) / (fUpper + k - 1)],
    average: [1 - 1 / fLower, 1 - 1 / fUpper],
  };
}

/** Spearman–Brown step-up of a single-rater reliability to the mean of k raters: x·k/(1 + (k−1)x). */
function spearmanBrown(x: number, k: number): number {
  return (x * k) / (1 + (k - 1) * x);
}

/** ICC table for ratings[target][rater] (n targets × k raters, balanced, finite). */
export function icc(ratings: readonly (readonly number[])[]): IccResult {
  const n = ratings.length;
  const k = ratings[0]?.length ?? 0;
  ratings.forEach((row, i) => {
    if (row.length !== k) throw new Error(`icc: target ${i} has ${row.length} ratings, expected ${k} (balanced table)`);
    assertFiniteValues(row, `icc: target ${i}`);
  });
  if (n < 2) return { status: 'degenerate', reason: `${n} target(s): ICC needs at least 2`, n, k };
  if (k < 2) return { status: 'degenerate', reason: `${k} rater(s): ICC needs at least 2`, n, k };
  const { msr, msc, mse, msw, sst, sse } = meanSquares(ratings, n, k);
  if (sst === 0) return { status: 'degenerate', reason: 'all ratings are equal (zero variance): every ICC is 0/0', n, k };
  if (sse <= 1e-12 * sst) {
    return { status: 'degenerate', reason: 'no residual variance (MSE = 0): the F statistics and their intervals are infinite', n, k };
  }
  const f1: FTest = { value: msr / msw, df1: n - 1, df2: n * (k - 1) };
  const f3: FTest = { value: msr / mse, df1: n - 1, df2: (n - 1) * (k - 1) };
  const oneWay = fBasedIntervals(f1, k);
  const twoWayMixed = fBasedIntervals(f3, k);

  const icc2 = (msr - mse) / (msr + (k - 1) * mse + (k * (msc - mse)) / n);
  // Satterthwaite-type df of the ICC(2,1) interval (Shrout & Fleiss 1979 eq. 10; psych::ICC).
  const fj = msc / mse;
  const a = n * (1 + (k - 1) * icc2) - k * icc2;
  const v = ((n - 1) * (k - 1) * (k * icc2 * fj + a) ** 2) / ((n - 1) * k * k * icc2 * icc2 * fj * fj + a * a);
  const fStar = fQuantile(UPPER_TAIL, n - 1, v);
  const fStarStar = fQuantile(UPPER_TAIL, v, n - 1);
  const spread = k * msc + (k * n - k - n) * mse;
  const icc2Lower = (n * (msr - fStar * mse)) / (fStar * spread + n * msr);
  const icc2Upper = (n * (fStarStar * msr - mse)) / (spread + n * fStarStar * msr);

  return {
    status: 'ok', n, k, msr, msc, mse, msw, f1, f3,
    ICC1: { value: (msr - msw) / (msr + (k - 1) * msw), lower: oneWay.single[0], upper: oneWay.single[1] },
    ICC2: { value: icc2, lower: icc2Lower, upper: icc2Upper },
    ICC3: { value: (msr - mse) / (msr + (k - 1) * mse), lower: twoWayMixed.single[0], upper: twoWayMixed.single[1] },
    ICC1k: { value: (msr - msw) / msr, lower: oneWay.average[0], upper: oneWay.average[1] },
    ICC2k: { value: (msr - mse) / (msr + (msc - mse) / n), lower: spearmanBrown(icc2Lower, k), upper: spearmanBrown(icc2Upper, k) },
    ICC3k: { value: (msr - mse) / msr, lower: twoWayMixed.average[0], upper: twoWayMixed.average[1] },
  };
}
