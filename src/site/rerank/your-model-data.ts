/**
 * What the "Your model" page embeds, prepared at site build time from the data build: the
 * Arrow file of the cohort's qualifying verdicts (as the re-ranking page), and the compact
 * release index the submitted file is checked against (src/score/cohort-score.ts
 * ScoringContext): every model id of the release, the rounds, each rule's scoring method and
 * prior label, each task's status and injected rules, the bootstrap's seed, resamples and
 * stream, each rule's family and each injection's surface, and the panel's (task, round, rule)
 * keys as bits (src/score/breakdowns.ts). Node only (Astro front matter).
 */
import type { ScoringContext } from '../../score/cohort-score.ts';
import { panelKeyBits } from '../../score/breakdowns.ts';
import { artifactPaths } from '../../artifacts/paths.ts';
import { allBuildIds, buildManifest, modelEntity, modelIndex, ruleIndex, taskEntity, taskIndex } from '../entities.ts';
import { readParquetRows } from '../parquet-read.ts';
import { rerankConfig } from './page-data.ts';

export interface YourModelConfig {
  arrowUrl: string;
  arrowBytes: number;
  context: ScoringContext;
}

export async function yourModelConfig(base: string): Promise<YourModelConfig | null> {
  const rerank = rerankConfig(base);
  if (!rerank) return null;
  const models = modelIndex().models;
  const rounds = [...new Set(models.flatMap((m) => modelEntity(m.model_id).by_round.map((b) => Number(b.key))))].sort((a, b) => a - b);
  const manifest = buildManifest();
  // Every build the release lists (probe, E0, non-coding too): a submitted id must be new to all of them.
  const cohortIds = allBuildIds();
  const tasks = Object.fromEntries(taskIndex().tasks.map((t) => {
    const injected = taskEntity(t.task_id).injected;
    return [t.task_id, { dropped: t.status === 'dropped', injected: injected.map((i) => i.rule_id), surfaces: injected.map((i) => i.surface) }];
  }));
  // The panel's (task, round, rule) keys, any label: what the model's coverage is measured against (src/score/breakdowns.ts).
  const panel = models.map((m) => `'${m.model_id.replace(/'/g, "''")}'`).join(', ');
  const keys = panel === '' ? [] : await readParquetRows(artifactPaths.parquet('verdicts'), ['task_id', 'round', 'rule_id'], `model_id IN (${panel})`, 'task_id, round, rule_id');
  const distinct = new Map(keys.map((k) => [`${String(k.task_id)}|${String(k.round)}|${String(k.rule_id)}`, { task_id: String(k.task_id), round: Number(k.round), rule_id: String(k.rule_id) }]));
  return {
    arrowUrl: rerank.arrowUrl,
    arrowBytes: rerank.arrowBytes,
    context: {
      modelsFile: 'models.jsonl',
      // Line numbers are positions in that list, close to but not always the models file's own.
      cohort: Object.fromEntries(cohortIds.map((id, i) => [id, i + 1])),
      panel: models.map((m) => ({ id: m.model_id, name: m.display_name })),
      rounds,
      rules: Object.fromEntries(ruleIndex().rules.map((r) => [r.rule_id, { method: r.scoring_method, prior: r.prior_label, family: r.family }])),
      tasks,
      panelKeys: panelKeyBits(distinct.values(), tasks),
      resamples: manifest.seeds.resamples,
      seed: manifest.seeds.bootstrap_seed,
      label: rerank.label,
    },
  };
}
