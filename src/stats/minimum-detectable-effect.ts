/**
 * Minimum detectable effect (MDE) of a paired difference from its bootstrap draws: the smallest
 * true difference that a two-sided test at level α would detect with probability `power`, under
 * the normal approximation with the difference's standard error SE (Bloom 1995; Cohen 1988, ch. 1):
 *
 *   MDE = (z_{1−α/2} + z_{power}) · SE,   SE = s(draws), the sample standard deviation of the
 *   finite bootstrap draws of the paired difference (divisor B − 1, src/stats/standardDeviation.ts).
 *
 * With α = 0.05 and power 0.80 the multiplier is z_{0.975} + z_{0.80} = 1.959964 + 0.841621 =
 * 2.801585 (docs/metrics.md "Minimum detectable effect"). Undefined (null) with fewer than two
 * finite draws. The draws' undefined (NaN) resamples are left out, as the intervals do.
 * References: Bloom, H. S. (1995) "Minimum detectable effects: a simple way to report the
 * statistical power of experimental designs", Evaluation Review 19(5), 547–556; Cohen, J. (1988)
 * Statistical Power Analysis for the Behavioral Sciences, 2nd ed.
 */
import { sampleStandardDeviation } from './standardDeviation.ts';

/** Standard normal quantiles z_p for the levels offered (Φ⁻¹, to double precision). */
export const NORMAL_QUANTILES = { 0.8: 0.8416212335729143, 0.9: 1.2815515655446004, 0.975: 1.959963984540054, 0.995: 2.5758293035489004 } as const;

interface MdeOptions {
  /** Two-sided level: 0.05 (z 0.975) or 0.01 (z 0.995). */
  alpha?: 0.05 | 0.01;
  /** Power: 0.8 or 0.9. */
  power?: 0.8 | 0.9;
}

export function minimumDetectableEffect(differenceDraws: ArrayLike<number>, options: MdeOptions = {}): number | null {
  const { alpha = 0.05, power = 0.8 } = options;
  const finite: number[] = [];
  for (let i = 0; i < differenceDraws.length; i++) if (Number.isFinite(differenceDraws[i]!)) finite.push(differenceDraws[i]!);
  const se = sampleStandardDeviation(finite);
  if (se === null) return null;
  return (NORMAL_QUANTILES[alpha === 0.05 ? 0.975 : 0.995] + NORMAL_QUANTILES[power]) * se;
}
