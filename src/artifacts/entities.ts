/**
 * zod schemas of the entity artifacts the site reads (one page per model, rule and task).
 * Layout under data/build/:
 *   entities/models.json            ModelIndex   (one summary row per model)
 *   entities/models/<model_id>.json ModelEntity
 *   entities/rules.json             RuleIndex    (all 642 rules, summary)
 *   entities/rules/<rule_id>.json   RuleEntity
 *   entities/tasks.json             TaskIndex
 *   entities/tasks/<task_id>.json   TaskEntity
 *   entities/verdicts/<task_id>.json VerdictShard (evidence, rationale, votes of one task)
 * All text in these files comes from the release and is untrusted: escape it when rendering.
 * Accuracies are in percent, gaps in percentage points.
 */
import { z } from 'zod';
import {
  ACTIONS, FAMILIES, MODALITIES, MODALITY_CLASSES, PRIOR_LABELS, PRIOR_LINEAGES, SCENARIOS,
  SCORING_METHODS, SEVERITIES, SOURCE_CATEGORIES, SURFACES, VERDICTS,
} from '../release/vocab.ts';
import { Breakdown, BreakdownWithInterval, Estimate, Finite } from './common.ts';
import { RowsSource } from './table.ts';
// Ids follow the release format so a valid release always gives valid entities.
import { ModelId, RuleId, TaskId, VerdictId } from '../release/schemas.ts';

/**
 * Provenance of the tables an index's pages compose from it, keyed by the page table's id
 * ("model_family"): the SQL that counted them and the Parquet rows behind each row (RowsSource;
 * an entity page adds its own id, {model_id: …}, to the filters and placeholders).
 */
const EntityProvenance = z.record(z.string().regex(/^[a-z][a-z0-9_]*$/), z.strictObject({ sql: z.string().min(1), rows: RowsSource }));
export type EntityProvenance = z.infer<typeof EntityProvenance>;

/** One rule's pass rate for one model (used for best/worst rules). */
const RulePassRate = z.strictObject({
  rule_id: RuleId,
  passes: z.number().int().min(0),
  qualifying: z.number().int().min(1),
  acc: Finite,
});

/** A qualifying failure, with the id of the verdict that carries its evidence (in the task's shard). */
export const FailureRef = z.strictObject({
  verdict_id: VerdictId,
  task_id: TaskId,
  round: z.number().int().min(1),
  rule_id: RuleId,
});

/** Cell of a model's task × round grid. */
const TaskRoundCell = z.strictObject({
  task_id: TaskId,
  round: z.number().int().min(1),
  passes: z.number().int().min(0),
  qualifying: z.number().int().min(0),
  acc: Finite.nullable(),
});

export const ModelSummary = z.strictObject({
  model_id: ModelId,
  display_name: z.string().min(1),
  provider: z.string().min(1),
  /** Rank by Acc (1 = best, ties averaged) and its 95% bootstrap interval. */
  rank: Estimate,
  /** Tied group (1 = top tier); see docs/metrics.md "Tied groups". */
  tier: z.number().int().min(1),
  acc: Estimate,
  ap_acc: Estimate,
  delta: Estimate,
  f_acc: Estimate,
  dw_acc: Estimate,
  qualifying: z.number().int().min(0),
  against_prior_qualifying: z.number().int().min(0),
  /** Non-coding NC-Macro (Table 8), null if the model has no valid non-coding attempt. */
  nc_macro: Finite.nullable(),
});
export type ModelSummary = z.infer<typeof ModelSummary>;

export const ModelIndex = z.strictObject({ models: z.array(ModelSummary), provenance: EntityProvenance });
export type ModelIndex = z.infer<typeof ModelIndex>;

export const ModelEntity = z.strictObject({
  ...ModelSummary.shape,
  identifier: z.string(),
  context_variant: z.string(),
  cohorts: z.array(z.string()),
  probe_twin: z.string().nullable(),
  /** With Table 2's task-clustered bootstrap interval of each family's acc (src/accuracy-bootstrap/group-accuracy.ts). */
  by_family: z.array(BreakdownWithInterval),
  by_modality_class: z.array(Breakdown),
  by_surface: z.array(Breakdown),
  by_method: z.array(Breakdown),
  /** key = round number as text ("1", "2", "3"). */
  by_round: z.array(Breakdown),
  /** Every task × round of the panel, sorted by task then round. */
  grid: z.array(TaskRoundCell),
  /** Ten rules with the highest / lowest pass rate for this model (ties by rule id). */
  best_rules: z.array(RulePassRate),
  worst_rules: z.array(RulePassRate),
  /** Every qualifying failure of the model, sorted by task, round, rule. */
  failures: z.array(FailureRef),
});
export type ModelEntity = z.infer<typeof ModelEntity>;

export const RuleSummary = z.strictObject({
  rule_id: RuleId,
  summary: z.string(),
  family: z.enum(FAMILIES),
  modality: z.enum(MODALITIES),
  action: z.enum(ACTIONS),
  modality_class: z.enum(MODALITY_CLASSES),
  scoring_method: z.enum(SCORING_METHODS),
  prior_label: z.enum(PRIOR_LABELS),
  /** Whether the rule is instantiated in the coding panel (placed in some panel task). */
  in_panel: z.boolean(),
  passes: z.number().int().min(0),
  qualifying: z.number().int().min(0),
  acc: Finite.nullable(),
});
export type RuleSummary = z.infer<typeof RuleSummary>;

/** One of the paper's consensus thresholds (4/9, 5/9, 7/9) scaled to the release's probe builds (src/release/consensus.ts). */
export const ConsensusThresholdEntry = z.strictObject({
  key: z.enum(['t4', 't5', 't7']),
  /** The paper's count out of its 9 probe builds. */
  paper_builds: z.number().int().min(1),
  /** Agreeing probe builds needed in this release. */
  builds: z.number().int().min(1),
  /** The release's probe builds (the denominator). */
  probe_builds: z.number().int().min(0),
});

export const RuleIndex = z.strictObject({
  rules: z.array(RuleSummary),
  /** The consensus thresholds of RuleEntity.consensus, in the paper's order (4/9, 5/9, 7/9). */
  consensus_thresholds: z.array(ConsensusThresholdEntry).length(3),
  provenance: EntityProvenance,
});
export type RuleIndex = z.infer<typeof RuleIndex>;

/** Per-model pass rate on a rule with a Wilson 95% score interval (verdict-level, not clustered). */
const RuleModelRate = z.strictObject({
  model_id: ModelId,
  passes: z.number().int().min(0),
  qualifying: z.number().int().min(0),
  acc: Estimate,
});

export const RuleEntity = z.strictObject({
  ...RuleSummary.shape,
  severity: z.enum(SEVERITIES),
  prior_lineage: z.enum(PRIOR_LINEAGES),
  deterministic: z.boolean(),
  admissible_surfaces: z.array(z.enum(SURFACES)),
  phrasings: z.array(z.strictObject({ surface: z.enum(SURFACES), text: z.string() })),
  source_category: z.enum(SOURCE_CATEGORIES),
  check: z.string(),
  /** Where the rule is placed in the panel tasks. */
  placements: z.array(z.strictObject({ task_id: TaskId, surface: z.enum(SURFACES) })),
  /** Effective verdict counts over all models (collapsed = failures turned n/a by cascade de-dup). */
  counts: z.strictObject({
    pass: z.number().int().min(0), fail: z.number().int().min(0), na: z.number().int().min(0),
    partial: z.number().int().min(0), collapsed: z.number().int().min(0),
  }),
  per_model: z.array(RuleModelRate),
  probe: z.array(z.strictObject({ probe_model_id: ModelId, outcome: z.enum(PRIOR_LABELS), opportunities: z.number().int().min(1) })),
  /** Consensus label of the probe builds at the paper's thresholds 4/9, 5/9, 7/9 scaled to the release's probe builds (RuleIndex.consensus_thresholds; null = none). */
  consensus: z.strictObject({ t4: z.enum(PRIOR_LABELS).nullable(), t5: z.enum(PRIOR_LABELS).nullable(), t7: z.enum(PRIOR_LABELS).nullable() }),
});
export type RuleEntity = z.infer<typeof RuleEntity>;

export const TaskSummary = z.strictObject({
  task_id: TaskId,
  status: z.enum(['panel', 'dropped']),
  scenario: z.enum(SCENARIOS),
  title: z.string(),
  injected_rules: z.number().int().min(0),
  passes: z.number().int().min(0),
  qualifying: z.number().int().min(0),
  acc: Finite.nullable(),
});
export type TaskSummary = z.infer<typeof TaskSummary>;

export const TaskIndex = z.strictObject({ tasks: z.array(TaskSummary), provenance: EntityProvenance });
export type TaskIndex = z.infer<typeof TaskIndex>;

/** Failures and qualifying verdicts of one group (a family, or a placed surface: `unplaced` when the task does not place the rule). */
const FailureTally = z.strictObject({ key: z.string().min(1), fail: z.number().int().min(0), qualifying: z.number().int().min(1) });

/** One model's verdicts on a task as its evidence page (tasks/<task>/<model>/) states them; tallies most failures first, then key. */
const TaskModelEvidence = z.strictObject({
  model_id: ModelId,
  /** Every verdict row, qualifying or not; the failing and the not qualifying (n/a, partial) ones among them. */
  verdicts: z.number().int().min(1),
  fails: z.number().int().min(0),
  not_qualifying: z.number().int().min(0),
  /** Raw fails turned into n/a by cascade de-duplication. */
  collapsed: z.number().int().min(0),
  failures_by_family: z.array(FailureTally),
  failures_by_surface: z.array(FailureTally),
});

export const TaskEntity = z.strictObject({
  ...TaskSummary.shape,
  summary: z.string(),
  turns: z.array(z.string()),
  injected: z.array(z.strictObject({ rule_id: RuleId, surface: z.enum(SURFACES) })),
  pilot: z.strictObject({ pass_rate: Finite, discrimination: Finite }),
  per_model: z.array(Breakdown),
  /** Per model with verdicts on the task, by model id. */
  evidence: z.array(TaskModelEvidence),
});
export type TaskEntity = z.infer<typeof TaskEntity>;

export const VerdictDetail = z.strictObject({
  verdict_id: VerdictId,
  model_id: ModelId,
  task_id: TaskId,
  round: z.number().int().min(1),
  rule_id: RuleId,
  raw_verdict: z.enum(VERDICTS),
  verdict: z.enum(VERDICTS),
  collapsed: z.boolean(),
  method: z.enum(SCORING_METHODS),
  votes: z.array(z.enum(VERDICTS)).nullable(),
  cascade_group: z.string().nullable(),
  cascade_rank: z.number().int().nullable(),
  evidence: z.string(),
  rationale: z.string(),
});
export type VerdictDetail = z.infer<typeof VerdictDetail>;

/** Every verdict of one task (all models, rounds and rules), sorted by verdict id. */
export const VerdictShard = z.strictObject({ task_id: TaskId, verdicts: z.array(VerdictDetail) });
export type VerdictShard = z.infer<typeof VerdictShard>;
