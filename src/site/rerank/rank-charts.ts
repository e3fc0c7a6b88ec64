/**
 * Draws the rank-probability charts of the re-ranking and comparison pages in the browser, from
 * the draws of the leaderboard just recomputed (src/accuracy-bootstrap/rank-probabilities.ts, the
 * function the data build's entities/rank_probabilities.json comes from): rows in the
 * leaderboard's order. Browser only (Plot on the page's document).
 */
import * as Plot from '@observablehq/plot';
import type { LeaderboardRow } from '../../accuracy-bootstrap/leaderboard.ts';
import { rankProbabilityRows, type ModelRankProbabilities } from '../../accuracy-bootstrap/rank-probabilities.ts';
import { markAxisLabels } from '../../components/charts/axis-label.ts';
import { aheadMatrixOptions, rankHeatmapOptions } from '../rank-heatmaps.ts';

/** The probabilities a chart shows, rows in the leaderboard's order. */
export function chartProbabilities(rows: readonly LeaderboardRow[], rankDraws: Float64Array, resamples: number, modelIds: readonly string[]): ModelRankProbabilities[] {
  return rankProbabilityRows(rankDraws, resamples, modelIds, rows.map((r) => r.model));
}

/** A Plot chart drawn into `container`: an image (role img) whose axis titles are marked (charts/axis-label.ts), as the build's charts are. */
export function drawPlot(container: HTMLElement, options: Plot.PlotOptions): void {
  const chart = Plot.plot({ ...options, className: 'hif-plot' });
  chart.setAttribute('role', 'img');
  markAxisLabels(chart);
  container.replaceChildren(chart);
}

/** `probabilities`: chartProbabilities of the same arguments, when computed beforehand (the re-rank page does it in a task of its own). */
export function drawRankChart(
  container: HTMLElement, kind: 'rank' | 'ahead', rows: readonly LeaderboardRow[], rankDraws: Float64Array, resamples: number,
  modelIds: readonly string[], name: (id: string) => string, probabilities = chartProbabilities(rows, rankDraws, resamples, modelIds),
): void {
  const width = Math.max(320, Math.min(760, container.clientWidth || 640));
  const options = kind === 'rank' ? rankHeatmapOptions(probabilities, name, width) : aheadMatrixOptions(probabilities, name, width);
  drawPlot(container, options);
  // What the chart shows, for test/browser checks against the build's entities/rank_probabilities.json.
  container.dataset.probabilities = JSON.stringify(probabilities);
}
