/**
 * Text adapters of the simulator. TEMPORARY placeholders until helper C's writers
 * (src/sim/text/rules.ts, tasks.ts, evidence.ts) are committed; every placeholder says so.
 */
import type { Family, Modality, Scenario, ScoringMethod, Severity, Surface, Verdict } from '../lib/release/vocab.ts';
import type { Random } from '../lib/stats/random.ts';

export interface RuleTextSpec { rule_id: string; family: Family; modality: Modality; severity: Severity; scoring_method: ScoringMethod; admissible_surfaces: readonly Surface[] }
export interface RuleText { summary: string; check: string; phrasings: Partial<Record<Surface, string>> }

export function ruleTexts(specs: readonly RuleTextSpec[], _seed: number): RuleText[] {
  return specs.map((s) => ({
    summary: `Placeholder rule ${s.rule_id}: a ${s.modality} rule of the ${s.family} family (text pending).`,
    check: `Placeholder check for ${s.rule_id} by ${s.scoring_method} (text pending).`,
    phrasings: Object.fromEntries(s.admissible_surfaces.map((surface) => [surface, `Placeholder ${surface} phrasing of ${s.rule_id} (text pending).`])),
  }));
}

export interface TaskTextSpec { task_id: string; scenario: Scenario; n_turns: number; rule_summaries: string[] }
export interface TaskText { title: string; summary: string; turns: string[] }

export function taskTexts(specs: readonly TaskTextSpec[], _seed: number): TaskText[] {
  return specs.map((s) => ({
    title: `Placeholder ${s.scenario} task ${s.task_id}`,
    summary: `Placeholder summary of task ${s.task_id} (${s.scenario}, ${s.rule_summaries.length} injected rules; text pending).`,
    turns: Array.from({ length: s.n_turns }, (_, k) => `Placeholder user turn ${k + 1} of ${s.task_id}.`),
  }));
}

export interface EvidenceContext { rule_summary: string; family: Family; modality: Modality; method: ScoringMethod; verdict: Verdict; scenario: Scenario; task_title: string }

export function evidenceText(ctx: EvidenceContext, _rng: Random): { evidence: string; rationale: string } {
  return { evidence: `Placeholder evidence (${ctx.method}, ${ctx.verdict}).`, rationale: `Placeholder rationale for a ${ctx.verdict} verdict.` };
}
