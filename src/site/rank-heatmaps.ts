/**
 * The two rank-probability charts (components/charts/probability-heatmap.ts) from rank
 * probability rows (src/accuracy-bootstrap/rank-probabilities.ts, the build's
 * entities/rank_probabilities.json or the browser's re-ranking): P(rank = k) per model, and
 * P(row model ahead of column model). Rows stay in the leaderboard's order. Browser-safe.
 */
import { probabilityHeatmap, type ProbabilityCell } from '../components/charts/probability-heatmap.ts';
import type { ModelRankProbabilities } from '../accuracy-bootstrap/rank-probabilities.ts';

/** Heading and aria-label of the P(rank = k) heatmap; its table's columns are "P(rank k)" (quantity RANK_QUANTITY). */
export const RANK_HEATMAP_HEADING = 'P(rank = k) of each model over the bootstrap resamples (%)';
export const RANK_QUANTITY = 'P(rank';
/** Heading and aria-label of the P(row ahead of column) matrix. */
export const AHEAD_HEADING = 'P(row model ranks ahead) of each pair of models over the bootstrap resamples (%)';
export const AHEAD_QUANTITY = 'P(row model ranks ahead';

const percent = (p: number) => `${(100 * p).toFixed(1)}%`;

/** Display names made unique (a chart's rows are keyed by label): a repeated name gets its id. */
function uniqueNames(rows: readonly ModelRankProbabilities[], name: (id: string) => string): string[] {
  const names = rows.map((r) => name(r.model_id));
  return names.map((n, i) => (names.indexOf(n) === i && names.lastIndexOf(n) === i ? n : `${n} (${rows[i]!.model_id})`));
}

export function rankHeatmapOptions(rows: readonly ModelRankProbabilities[], name: (id: string) => string, width?: number) {
  const labels = uniqueNames(rows, name);
  const columns = rows.map((_, k) => String(k + 1));
  const cells: ProbabilityCell[] = rows.flatMap((r, i) => r.p_rank.map((p, k) => ({ row: labels[i]!, column: columns[k]!, p })));
  return probabilityHeatmap(cells, {
    rows: labels, columns, xLabel: 'Rank k (cells: P(rank = k), %)', width,
    ariaLabel: RANK_HEATMAP_HEADING,
    title: (c) => `${c.row}: P(rank = ${c.column}) = ${percent(c.p)}`,
  });
}

/** Rows "1. Name" in leaderboard order; columns the same models by their row number. */
export function aheadMatrixOptions(rows: readonly ModelRankProbabilities[], name: (id: string) => string, width?: number) {
  const names = uniqueNames(rows, name);
  const labels = names.map((n, i) => `${i + 1}. ${n}`);
  const columns = rows.map((_, j) => String(j + 1));
  const cells: ProbabilityCell[] = rows.flatMap((r, i) => r.p_ahead.flatMap((p, j) => (i === j ? [] : [{ row: labels[i]!, column: columns[j]!, p }])));
  return probabilityHeatmap(cells, {
    rows: labels, columns, xLabel: 'Against the model of row j (cells: P(row model ranks ahead), %)', width,
    ariaLabel: AHEAD_HEADING,
    title: (c) => `P(${names[labels.indexOf(c.row)]} ahead of ${names[Number(c.column) - 1]}) = ${percent(c.p)}`,
  });
}
