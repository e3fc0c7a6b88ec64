/**
 * Entity artifacts for pages (models, rules, tasks, verdict shards) and the build manifest,
 * each read once per site build through its zod schema (src/artifacts/).
 */
import fs from 'node:fs';
import { tableFromIPC } from 'apache-arrow';
import { readParquet } from 'parquet-wasm/node';
import { BuildManifest } from '../artifacts/manifest.ts';
import {
  ModelEntity, ModelIndex, RuleEntity, RuleIndex, TaskEntity, TaskIndex, VerdictShard,
} from '../artifacts/entities.ts';
import { artifactPaths } from '../artifacts/paths.ts';
import { RankProbabilities } from '../artifacts/rank-probabilities.ts';
import { JudgeSensitivity } from '../artifacts/judge-sensitivity.ts';
import { ConfusionMatrices } from '../artifacts/confusion-matrices.ts';
import type { TableArtifact } from '../artifacts/table.ts';
import { artifactPath, readArtifact } from './load.ts';
import { siteDataDir } from './data-dir.ts';

/** Each artifact read once per data build folder (src/site/data-dir.ts: HIF_DATA_DIR may name several in turn). */
const cache = new Map<string, unknown>();
function once<T>(key: string, read: () => T): T {
  const at = `${siteDataDir()}\u0000${key}`;
  if (!cache.has(at)) cache.set(at, read());
  return cache.get(at) as T;
}

export const buildManifest = (): BuildManifest =>
  once('manifest', () => readArtifact(artifactPath(artifactPaths.manifest), BuildManifest));
export const modelIndex = (): ModelIndex => once('models', () => readArtifact(artifactPath(artifactPaths.modelIndex), ModelIndex));
export const ruleIndex = (): RuleIndex => once('rules', () => readArtifact(artifactPath(artifactPaths.ruleIndex), RuleIndex));
export const taskIndex = (): TaskIndex => once('tasks', () => readArtifact(artifactPath(artifactPaths.taskIndex), TaskIndex));
export const confusionMatrices = (): ConfusionMatrices =>
  once('confusion-matrices', () => readArtifact(artifactPath(artifactPaths.confusionMatrices), ConfusionMatrices));
export const rankProbabilities = (): RankProbabilities =>
  once('rank-probabilities', () => readArtifact(artifactPath(artifactPaths.rankProbabilities), RankProbabilities));
export const judgeSensitivity = (): JudgeSensitivity =>
  once('judge-sensitivity', () => readArtifact(artifactPath(artifactPaths.judgeSensitivity), JudgeSensitivity));
export const modelEntity = (id: string): ModelEntity =>
  once(`model:${id}`, () => readArtifact(artifactPath(artifactPaths.model(id)), ModelEntity));
/** Rule entities are read per page and not cached: 642 of them would sit in memory for nothing. */
export const ruleEntity = (id: string): RuleEntity => readArtifact(artifactPath(artifactPaths.rule(id)), RuleEntity);
export const taskEntity = (id: string): TaskEntity => readArtifact(artifactPath(artifactPaths.task(id)), TaskEntity);
export const verdictShard = (taskId: string): VerdictShard =>
  readArtifact(artifactPath(artifactPaths.verdictShard(taskId)), VerdictShard);

/** Whether a task has a verdict shard (a task without any verdict has none). */
export const hasVerdictShard = (taskId: string): boolean => fs.existsSync(artifactPath(artifactPaths.verdictShard(taskId)));

/** Whether a rule entity file exists (library rules outside the panel may have one too). */
export const hasRuleEntity = (id: string): boolean => fs.existsSync(artifactPath(artifactPaths.rule(id)));

/**
 * Display names of every build of every cohort (probe, E0 and non-coding builds too), from the data
 * build's Parquet copy of models.jsonl; parquet-wasm reads it synchronously, as page code needs.
 * A data build without that file (the hand-made site fixture) has panel names only.
 */
const allBuildNames = (): Map<string, string> => once('all-build-names', () => {
  const names = new Map(modelIndex().models.map((m) => [m.model_id, m.display_name]));
  const file = artifactPath(artifactPaths.parquet('models'));
  if (!fs.existsSync(file)) return names;
  const table = tableFromIPC(readParquet(fs.readFileSync(file)).intoIPCStream());
  const ids = table.getChild('model_id')!;
  const display = table.getChild('display_name')!;
  for (let i = 0; i < table.numRows; i++) names.set(String(ids.get(i)), String(display.get(i)));
  return names;
});

/** Ids of every build of every cohort: the panel's first, then the release's models file order (parquet/models). */
export function allBuildIds(): string[] {
  return [...allBuildNames().keys()];
}

/** Display name of a build of any cohort; the id itself only for an id the release does not list. */
export function modelName(id: string): string {
  return allBuildNames().get(id) ?? id;
}

/**
 * Where a verdict's evidence is shown: the task × model evidence page. Built lazily from the
 * verdict shards the first time a page needs it (one pass over all tasks), then kept.
 */
export function verdictLocation(verdictId: string): { task_id: string; model_id: string } | null {
  const map = once('verdict-locations', () => {
    const m = new Map<string, { task_id: string; model_id: string }>();
    for (const t of taskIndex().tasks) {
      if (!hasVerdictShard(t.task_id)) continue;
      for (const v of verdictShard(t.task_id).verdicts) m.set(v.verdict_id, { task_id: v.task_id, model_id: v.model_id });
    }
    return m;
  });
  return map.get(verdictId) ?? null;
}

/**
 * Provenance of a table an entity page composes from an index ("model_family", "rules"): what
 * the step that wrote the index stated, with no statistic beyond a ratio.
 */
export function entityProvenance(tableId: string): TableArtifact['provenance'] {
  const spec = modelIndex().provenance[tableId] ?? ruleIndex().provenance[tableId] ?? taskIndex().provenance[tableId];
  if (!spec) throw new Error(`entityProvenance: no index states the provenance of "${tableId}"`);
  return { sql: spec.sql, statistic: null, rows: spec.rows };
}
