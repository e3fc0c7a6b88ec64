/**
 * Task-clustered bootstrap of accuracies with the judge's labels re-drawn from an audit's
 * misclassification matrix (a parametric step inside a nonparametric bootstrap: the "two-stage"
 * or hierarchical bootstrap of Davison & Hinkley 1997, "Bootstrap Methods and their Application",
 * §3.8; the label model is the confusion matrix of src/stats/conditionalLabels.ts).
 *
 * Per (task t, model m): d⁺_tm / d_tm deterministic passes / qualifying verdicts (kept as they are),
 * and n_tml judge-involved verdicts whose label is l ∈ {pass, fail, na}. In resample b, with task
 * multiplicities c_bt (the Table 2 resamples, src/accuracy-bootstrap/resample-weights.ts):
 *   N_bml = Σ_t c_bt·n_tml judge verdicts of label l (every drawn copy of a task counted);
 *   each of them is re-labelled independently with P(human = pass | l), P(fail | l), P(na | l), so the
 *   re-labelled passes and fails of label l are one Multinomial(N_bml; π_l) draw, made as
 *   K⁺ ~ Binomial(N, π_l,pass), K⁻ ~ Binomial(N − K⁺, π_l,fail / (1 − π_l,pass)) (src/stats/binomialDraw.ts);
 *   a label without an estimate (π_l = null) keeps its own label;
 *   Acc_bm = 100 · (Σ_t c_bt·d⁺_tm + Σ_l K⁺_bml) / (Σ_t c_bt·d_tm + Σ_l (K⁺_bml + K⁻_bml)), NaN when 0/0.
 * The same resamples with the labels as they are give `original` (Table 2's Acc draws).
 * Summing the N copies before drawing is exact: independent re-labels of N verdicts with the same
 * π_l are one multinomial. Draws are model-major: acc[m · B + b]. Pure (uniforms from `next`).
 */
import { binomialDraw } from './binomialDraw.ts';

/** Label order of the judge counts and of each π row: pass, fail, na. */
export const RELABEL_LABELS = ['pass', 'fail', 'na'] as const;

interface RelabelInput {
  tasks: number;
  models: number;
  /** cells[(t · models + m) · 5 + i], i: 0 deterministic passes, 1 deterministic qualifying, 2 judge pass, 3 judge fail, 4 judge na. */
  cells: ArrayLike<number>;
  /** π per judge label (RELABEL_LABELS order), each [P(pass), P(fail), P(na)] or null (label kept). */
  conditional: readonly (readonly number[] | null)[];
  /** multiplicity[b · tasks + t] = c_bt. */
  multiplicity: ArrayLike<number>;
  resamples: number;
  /** Uniform on [0, 1) (src/stats/random.ts). */
  next: () => number;
}

interface RelabelDraws {
  relabelled: Float64Array;
  original: Float64Array;
}

export const CELL_WIDTH = 5;


export function relabelledBootstrap(input: RelabelInput): RelabelDraws {
  const { tasks: T, models: M, cells, conditional, multiplicity, resamples: B, next } = input;
  if (cells.length !== T * M * CELL_WIDTH) throw new Error(`relabelledBootstrap: ${cells.length} cell values for ${T} tasks × ${M} models × ${CELL_WIDTH}`);
  if (multiplicity.length !== T * B) throw new Error(`relabelledBootstrap: ${multiplicity.length} multiplicities for ${T} tasks × ${B} resamples`);
  if (conditional.length !== RELABEL_LABELS.length) throw new Error('relabelledBootstrap: one π row (or null) per judge label');
  for (const row of conditional) {
    if (row && (row.length !== 3 || row.some((x) => !(x >= 0 && x <= 1)) || Math.abs(row[0]! + row[1]! + row[2]! - 1) > 1e-9)) throw new Error(`relabelledBootstrap: π row ${String(row)} is not a distribution`);
  }
  const relabelled = new Float64Array(M * B);
  const original = new Float64Array(M * B);
  const totals = new Float64Array(M * CELL_WIDTH);
  for (let b = 0; b < B; b++) {
    totals.fill(0);
    for (let t = 0; t < T; t++) {
      const c = multiplicity[b * T + t]!;
      if (c === 0) continue;
      const base = t * M * CELL_WIDTH;
      for (let k = 0; k < M * CELL_WIDTH; k++) totals[k] = totals[k]! + c * cells[base + k]!;
    }
    for (let m = 0; m < M; m++) {
      const o = m * CELL_WIDTH;
      const detP = totals[o]!;
      const detQ = totals[o + 1]!;
      const [jp, jf] = [totals[o + 2]!, totals[o + 3]!];
      original[m * B + b] = detQ + jp + jf > 0 ? (100 * (detP + jp)) / (detQ + jp + jf) : Number.NaN;
      let passes = detP;
      let qualifying = detQ;
      for (let l = 0; l < RELABEL_LABELS.length; l++) {
        const n = totals[o + 2 + l]!;
        const pi = conditional[l];
        if (!pi) {
          if (l === 0) { passes += n; qualifying += n; } else if (l === 1) qualifying += n;
          continue;
        }
        const kPass = binomialDraw(n, pi[0]!, next());
        const rest = 1 - pi[0]!;
        const kFail = rest > 0 ? binomialDraw(n - kPass, Math.min(1, pi[1]! / rest), next()) : 0;
        passes += kPass;
        qualifying += kPass + kFail;
      }
      relabelled[m * B + b] = qualifying > 0 ? (100 * passes) / qualifying : Number.NaN;
    }
  }
  return { relabelled, original };
}
