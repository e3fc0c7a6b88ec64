/**
 * Ratio of cluster-weighted sums, the inner step of most clustered-bootstrap statistics:
 * R(m) = Σ_c m_c · numerator_c / Σ_c m_c · denominator_c
 * (e.g. Acc of a model in a resample: passes per task over qualifying verdicts per task,
 * weighted by how often the task was drawn). Returns null when the weighted denominator is 0
 * (no qualifying observation was drawn) — undefined, never NaN. Allocation-free; a NaN or
 * infinite input makes a sum non-finite and throws (checked once on the sums, not per value).
 */
export function clusterWeightedRatio(
  multiplicity: ArrayLike<number>,
  numerator: ArrayLike<number>,
  denominator: ArrayLike<number>,
): number | null {
  const clusters = multiplicity.length;
  if (numerator.length !== clusters || denominator.length !== clusters) {
    throw new Error(
      `clusterWeightedRatio: ${clusters} multiplicities but ${numerator.length} numerators and ${denominator.length} denominators`,
    );
  }
  let top = 0;
  let bottom = 0;
  for (let c = 0; c < clusters; c++) {
    const m = multiplicity[c]!;
    if (m === 0) continue;
    top += m * numerator[c]!;
    bottom += m * denominator[c]!;
  }
  if (!Number.isFinite(top) || !Number.isFinite(bottom)) {
    throw new Error(`clusterWeightedRatio: weighted sums are ${top} / ${bottom}; an input value is NaN or infinite`);
  }
  return bottom === 0 ? null : top / bottom;
}
