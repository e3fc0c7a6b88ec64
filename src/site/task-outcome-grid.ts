/**
 * The task page's model × rule outcome grid laid out for display, from the task's verdict shard
 * (entities/verdicts/<task_id>.json): the shard already holds every verdict of the task with its
 * model, rule, round and effective verdict, so the task entity does not repeat them (a copy the
 * size of every verdict, docs/benchmark-history.md). Nothing is computed: the verdicts are only
 * grouped into cells.
 */
import type { VerdictDetail } from '../artifacts/entities.ts';

type OutcomeMark = Pick<VerdictDetail, 'verdict_id' | 'round' | 'verdict' | 'collapsed'>;

interface TaskOutcomeGrid {
  /** Models with a verdict on the task, in the given model order. */
  models: string[];
  /** Injected rules with a verdict on the task, in injection order. */
  rules: string[];
  /** Rounds present, ascending. */
  rounds: number[];
  /** Marks of one (model, rule) cell, by round (then verdict id); empty when it has none. */
  cell: (modelId: string, ruleId: string) => OutcomeMark[];
}

export function taskOutcomeGrid(verdicts: readonly VerdictDetail[], modelOrder: readonly string[], injectedRules: readonly string[]): TaskOutcomeGrid {
  const cells = new Map<string, OutcomeMark[]>();
  for (const v of verdicts) {
    const key = `${v.model_id}|${v.rule_id}`;
    let list = cells.get(key);
    if (!list) cells.set(key, (list = []));
    list.push({ verdict_id: v.verdict_id, round: v.round, verdict: v.verdict, collapsed: v.collapsed });
  }
  // Code-point comparison of ids, as the build sorts them (not localeCompare).
  for (const list of cells.values()) list.sort((a, b) => a.round - b.round || (a.verdict_id < b.verdict_id ? -1 : a.verdict_id > b.verdict_id ? 1 : 0));
  const modelsSeen = new Set(verdicts.map((v) => v.model_id));
  const rulesSeen = new Set(verdicts.map((v) => v.rule_id));
  return {
    models: modelOrder.filter((id) => modelsSeen.has(id)),
    rules: injectedRules.filter((id) => rulesSeen.has(id)),
    rounds: [...new Set(verdicts.map((v) => v.round))].sort((a, b) => a - b),
    cell: (modelId, ruleId) => cells.get(`${modelId}|${ruleId}`) ?? [],
  };
}

/** How many of a task's injected rules have verdicts (and so a row in the grid), and which do not. */
interface InjectedCoverage {
  injected: number;
  scored: number;
  /** Injected rules without any verdict on the task, in injection order. */
  unscored: string[];
}

/**
 * Injected rules against the grid's rules: a rule gets verdicts only where the task gave it an
 * opportunity to be scored, so a task may inject more rules than its grid shows. Pure.
 */
export function injectedCoverage(injectedRules: readonly string[], gridRules: readonly string[]): InjectedCoverage {
  const scored = new Set(gridRules);
  const unscored = injectedRules.filter((id) => !scored.has(id));
  return { injected: injectedRules.length, scored: injectedRules.length - unscored.length, unscored };
}
