/**
 * Where each artifact lives under a build folder (data/build/ by default). The site and
 * `reproduce` locate artifacts through these functions, never by hand-written paths.
 */
import { join } from 'node:path';

export const DEFAULT_BUILD_DIR = 'data/build';

export const artifactPaths = {
  manifest: 'manifest.json',
  /** A TableArtifact (src/artifacts/table.ts) named after the SQL query or step that made it. */
  table: (id: string) => `tables/${id}.json`,
  /** The same table as Parquet (zstd), and every release table with its derived columns. */
  parquet: (id: string) => `parquet/${id}.parquet`,
  modelIndex: 'entities/models.json',
  model: (modelId: string) => `entities/models/${modelId}.json`,
  ruleIndex: 'entities/rules.json',
  rule: (ruleId: string) => `entities/rules/${ruleId}.json`,
  taskIndex: 'entities/tasks.json',
  task: (taskId: string) => `entities/tasks/${taskId}.json`,
  verdictShard: (taskId: string) => `entities/verdicts/${taskId}.json`,
  /** RankProbabilities (src/artifacts/rank-probabilities.ts), Table 2's rank uncertainty. */
  rankProbabilities: 'entities/rank_probabilities.json',
  /** ConfusionMatrices (src/artifacts/confusion-matrices.ts): the judge agreement table's matrices as counts. */
  confusionMatrices: 'entities/confusion_matrices.json',
  /** JudgeSensitivity (src/artifacts/judge-sensitivity.ts): how much of Table 2's order is the judge. */
  judgeSensitivity: 'entities/judge_sensitivity.json',
  /** Arrow IPC file of the qualifying verdicts for in-browser filtering. */
  qualifyingArrow: 'qualifying_verdicts.arrow',
  /** Arrow IPC file of every verdict (raw and effective) for the verdict explorer. */
  verdictsArrow: 'verdicts.arrow',
  /** The same, one model's rows, written only when verdicts.arrow is too big to open at once (src/pipeline/verdict-arrows.ts). */
  verdictsArrowOfModel: (modelId: string) => `verdicts-by-model/${modelId}.arrow`,
  /** True for those per-model files: a split of verdicts.arrow for the browser, left out of the dataset bundle. */
  isVerdictsArrowOfModel: (relative: string) => relative.startsWith('verdicts-by-model/'),
} as const;

/** Absolute-or-relative path of an artifact inside a build folder. */
export function artifactPath(buildDir: string, relative: string): string {
  return join(buildDir, relative);
}
