/**
 * Quantile of the (central) F distribution, F_p(df1, df2), from the well-kept `jstat` package
 * (`jStat.centralF.inv`, inverse regularised incomplete beta). Fractional degrees of freedom
 * are supported (needed by the Satterthwaite-type df of the ICC(2,1) interval); agreement
 * with scipy `f.ppf` is ~1e-9 relative (checked in test/stats/fDistribution.test.ts).
 */
import jStat from 'jstat';

export function fQuantile(p: number, df1: number, df2: number): number {
  if (!(p > 0 && p < 1)) throw new Error(`fQuantile: p = ${p} is outside (0, 1)`);
  if (!(df1 > 0) || !(df2 > 0) || !Number.isFinite(df1) || !Number.isFinite(df2)) {
    throw new Error(`fQuantile: degrees of freedom (${df1}, ${df2}) must be finite and positive`);
  }
  const q = jStat.centralF.inv(p, df1, df2);
  if (!Number.isFinite(q)) throw new Error(`fQuantile: jStat returned ${q} for F_${p}(${df1}, ${df2})`);
  return q;
}
