/**
 * Cohen's kappa for two raters labelling the same items (unweighted; sklearn
 * `cohen_kappa_score`, R `irr::kappa2`):
 * κ = (p_o − p_e) / (1 − p_e), with p_o the observed share of agreement and
 * p_e = Σ_k p_k(rater a) · p_k(rater b) the agreement expected by chance from the marginals.
 * κ is undefined (null) when p_e = 1 — both raters used one and the same label throughout;
 * that check is done on integer counts (Σ r_k·c_k = n²) so rounding cannot hide it.
 * Percent agreement and the confusion matrix are returned beside κ because κ falls sharply
 * when one label dominates.
 * Reference: Cohen (1960) "A coefficient of agreement for nominal scales", Educ. Psychol. Meas. 20.
 */

interface CohenKappaResult {
  /** κ, or null when the expected agreement is 1 (undefined). */
  kappa: number | null;
  /** Observed agreement p_o (share of items both raters labelled the same). */
  agreement: number;
  /** Chance agreement p_e. */
  expected: number;
  n: number;
  /** Label order of the confusion matrix rows (rater a) and columns (rater b). */
  labels: string[];
  /** confusion[i][j] = items rater a labelled labels[i] and rater b labelled labels[j]. */
  confusion: number[][];
}

/**
 * @param labels label order; default: the sorted union of labels seen (as sklearn). A label
 *   seen in the data but missing from `labels` is an error.
 */
export function cohenKappa(a: readonly string[], b: readonly string[], labels?: readonly string[]): CohenKappaResult {
  if (a.length !== b.length) throw new Error(`cohenKappa: rater a has ${a.length} labels but rater b has ${b.length}`);
  const n = a.length;
  if (n === 0) throw new Error('cohenKappa: no items (agreement is undefined on an empty sample)');
  const order = labels ? [...labels] : [...new Set([...a, ...b])].sort();
  const index = new Map<string, number>();
  order.forEach((label, i) => {
    if (index.has(label)) throw new Error(`cohenKappa: label "${label}" is listed twice`);
    index.set(label, i);
  });
  const confusion = order.map(() => order.map(() => 0));
  for (let item = 0; item < n; item++) {
    const i = index.get(a[item]!);
    const j = index.get(b[item]!);
    if (i === undefined) throw new Error(`cohenKappa: rater a, item ${item}: label "${a[item]}" is not among the labels`);
    if (j === undefined) throw new Error(`cohenKappa: rater b, item ${item}: label "${b[item]}" is not among the labels`);
    confusion[i]![j]!++;
  }
  let agreeing = 0;
  let chanceProducts = 0;
  for (let k = 0; k < order.length; k++) {
    agreeing += confusion[k]![k]!;
    let rowTotal = 0;
    let columnTotal = 0;
    for (let m = 0; m < order.length; m++) {
      rowTotal += confusion[k]![m]!;
      columnTotal += confusion[m]![k]!;
    }
    chanceProducts += rowTotal * columnTotal;
  }
  const agreement = agreeing / n;
  const expected = chanceProducts / (n * n);
  const kappa = chanceProducts === n * n ? null : (agreement - expected) / (1 - expected);
  return { kappa, agreement, expected, n, labels: order, confusion };
}
