/**
 * The task × model evidence page's rows: each verdict with its rule's text and family and the
 * surface the task placed the rule on (null when the task's injected list does not place it), in
 * rule then round order. The page's counts are the build's (TaskEntity per_model and evidence).
 */
import type { RuleSummary, TaskEntity, VerdictDetail } from '../artifacts/entities.ts';

type EvidenceRow = VerdictDetail & { ruleText: string; family: RuleSummary['family']; surface: TaskEntity['injected'][number]['surface'] | null };

export function evidenceRows(verdicts: readonly VerdictDetail[], rules: readonly RuleSummary[], injected: TaskEntity['injected']): EvidenceRow[] {
  const rule = new Map(rules.map((r) => [r.rule_id, r]));
  const surface = new Map(injected.map((i) => [i.rule_id, i.surface]));
  return verdicts
    .map((v) => {
      const r = rule.get(v.rule_id);
      if (!r) throw new Error(`verdict ${v.verdict_id}: rule ${v.rule_id} is not in entities/rules.json`);
      return { ...v, ruleText: r.summary, family: r.family, surface: surface.get(v.rule_id) ?? null };
    })
    // Code-point order of rule ids, as the build sorts them, then round, then verdict id.
    .sort((a, b) => (a.rule_id < b.rule_id ? -1 : a.rule_id > b.rule_id ? 1 : a.round - b.round || (a.verdict_id < b.verdict_id ? -1 : 1)));
}
