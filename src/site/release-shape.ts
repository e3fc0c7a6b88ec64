/**
 * The shape of the loaded release, for page text that would otherwise state the paper's own
 * panel as a fact (6–10 turns, three rounds, nine probe builds, thresholds out of 9): the rounds
 * run, the range of user turns over panel tasks, the probe builds, the non-coding cohort. Read
 * once from the data build's entities and Table 8 (selection only: distinct values).
 */
import { modelEntity, modelIndex, ruleEntity, ruleIndex, taskEntity, taskIndex } from './entities.ts';
import { maybeTable } from './load.ts';
import { oncePerDataDir } from './data-dir.ts';

interface ReleaseShape {
  /** Distinct rounds with a verdict of a panel model, ascending. */
  rounds: number[];
  /** Fewest and most user turns of a panel task. */
  turns: { min: number; max: number };
  panelBuilds: string[];
  /** Builds with a probe record for some rule. */
  probeBuilds: string[];
  /** Models of Table 8 (the non-coding extension), when the build wrote it. */
  noncodingBuilds: string[];
}

export const releaseShape = oncePerDataDir((): ReleaseShape => {
  const panelBuilds = modelIndex().models.map((m) => m.model_id);
  const rounds = new Set(panelBuilds.flatMap((id) => modelEntity(id).by_round.map((b) => Number(b.key))));
  const turns = taskIndex().tasks.filter((t) => t.status === 'panel').map((t) => taskEntity(t.task_id).turns.length);
  const probe = new Set(ruleIndex().rules.flatMap((r) => ruleEntity(r.rule_id).probe.map((p) => p.probe_model_id)));
  const noncoding = maybeTable('table8_noncoding')?.rows.map((r) => String(r.model_id)) ?? [];
  return {
    rounds: [...rounds].sort((a, b) => a - b),
    turns: { min: Math.min(...turns), max: Math.max(...turns) },
    panelBuilds, probeBuilds: [...probe].sort(), noncodingBuilds: [...new Set(noncoding)].sort(),
  };
});

/** "6–10" or "4" (a range of counts, en dash). */
export function countRange(range: { min: number; max: number }): string {
  return range.min === range.max ? String(range.min) : `${range.min}–${range.max}`;
}
