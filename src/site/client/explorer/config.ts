/** What the verdicts page (src/pages/verdicts.astro) gives the verdict explorer. */
export interface ExplorerConfig {
  arrowUrl: string;
  base: string;
  /** Display names, titles and rule texts by id; labels of the small vocabularies by column. */
  models: Record<string, string>;
  tasks: Record<string, string>;
  rules: Record<string, string>;
  labels: Record<string, Record<string, string>>;
  /** The per-task verdict shard (evidence, rationale) URL, with `{task}` in place of the task id. */
  shardUrl: string;
  /** The whole file's rows and size, for what the page says before reading it. */
  arrowRows: number;
  arrowBytes: number;
  /** The per-model files when the build wrote them (the whole file too big to open at once); empty otherwise. */
  byModel: { model: string; url: string; rows: number; bytes: number }[];
}

/** Verdicts as shown (the release writes n/a as "na"). */
const VERDICT_LABELS: Record<string, string> = { pass: 'pass', fail: 'fail', na: 'n/a', partial: 'partial' };

/** A column value as the grid shows it: a model's display name, a verdict's label, a vocabulary label, else the value. */
export function shownValue(config: Pick<ExplorerConfig, 'models' | 'labels'>, column: string, value: string): string {
  if (column === 'model_id') return config.models[value] ?? value;
  if (column === 'raw_verdict' || column === 'effective_verdict') return VERDICT_LABELS[value] ?? value;
  return config.labels[column]?.[value] ?? value;
}

/** A size in MB, one decimal (decimal units, as the downloads page). */
export const megabytes = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
