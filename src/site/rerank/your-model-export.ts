/**
 * The "Your model" page's result as files to download: JSON (every figure the page shows, raw
 * numbers: the model's leaderboard row, the leaderboard, the paired differences, the family and
 * surface breakdowns and coverage), CSV (the leaderboard with the model, interval bounds as their
 * own columns, by the project's one CSV writer) and Markdown (every table as the page shows it,
 * in reproduce's renderer, with the release footnote). Browser-safe, pure.
 */
import type { CohortScore } from '../../score/cohort-score.ts';
import type { BreakdownFigures } from '../../score/breakdowns.ts';
import { csvDocument, type CsvCell } from '../csv.ts';
import { copyShownTables, type CopySource, type ShownTable } from '../table-copy.ts';

const ESTIMATES = ['rank', 'acc', 'ap_acc', 'delta', 'f_acc', 'dw_acc'] as const;

/** The result as JSON: what the page shows, unrounded, with the release it was scored against. */
export function yourModelJson(result: CohortScore, breakdowns: BreakdownFigures, release: CopySource['release'], resamples: number): string {
  const model = result.leaderboard.find((r) => r.model_id === result.modelId) ?? null;
  return `${JSON.stringify({ model_id: result.modelId, release, resamples, model, leaderboard: result.leaderboard, paired: result.paired, ...breakdowns }, null, 2)}\n`;
}

/** The leaderboard with the model as CSV: one row per model, `yours` marking the scored one. */
export function yourModelCsv(result: CohortScore): string {
  const header = ['model_id', 'display_name', 'yours', 'tier', ...ESTIMATES.flatMap((e) => [e, `${e}_lower`, `${e}_upper`]), 'qualifying', 'against_prior_qualifying'];
  const rows: CsvCell[][] = result.leaderboard.map((r) => [
    r.model_id, r.display_name, r.model_id === result.modelId, r.tier,
    ...ESTIMATES.flatMap((e) => [r.estimates[e].value, r.estimates[e].lower, r.estimates[e].upper]),
    r.qualifying, r.against_prior_qualifying,
  ]);
  return csvDocument(header, rows);
}

/** Every table the page shows, as Markdown, with one footnote naming the page and the release. */
export function yourModelMarkdown(tables: readonly ShownTable[], source: CopySource): string {
  return copyShownTables(tables, 'md', source);
}
