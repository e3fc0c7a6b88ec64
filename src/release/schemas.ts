/**
 * zod schemas of a frozen Harness-IF release: the single source of truth for the format.
 * `data/release-format.md` documents them (each field's meaning: docs/release-format/notes.json)
 * and `data/release-schema/*.json` are generated from them (JSON Schema for third parties). Every object is strict: an unknown field is an error,
 * so a typo cannot pass silently. Cross-row invariants (references, uniqueness, balance) are
 * checked by the validator, not here.
 */
import { z } from 'zod';
import {
  AUDIT_KINDS, COHORTS, CONFIGURABLE_SURFACES, E0_DIRECTIONS, E0_OUTCOMES, FAMILIES, MODALITIES,
  NONCODING_VERDICTS, PRIOR_LABELS, PRIOR_LINEAGES, RUN_STATUSES, SCENARIOS, SCORING_METHODS, SEVERITIES,
  SOURCE_CATEGORIES, SURFACES, VERDICTS,
} from './vocab.ts';

export const FORMAT_NAME = 'harness-if-release';
/** Versions this code reads. A release with another major version is rejected. */
export const SUPPORTED_FORMAT_VERSIONS = ['1.0.0'] as const;

const id = (pattern: RegExp, what: string) => z.string().regex(pattern, `must be ${what}`);
export const ModelId = id(/^[a-z0-9][a-z0-9.-]{1,63}$/, 'a lowercase model slug such as "claude-opus-4.7"');
export const RuleId = id(/^R\d{4}$/, 'a rule id such as "R0042"');
export const TaskId = id(/^T\d{3,6}$/, 'a task id such as "T007" (3 to 6 digits; scaled releases use more)');
export const VerdictId = id(/^V\d{6,8}$/, 'a verdict id such as "V000123"');
const CaseId = id(/^NC\d{2}$/, 'a non-coding case id such as "NC07"');
const ConflictId = id(/^C\d$/, 'a conflict-pair id such as "C1"');
const text = (max: number) => z.string().min(1).max(max);

const Surface = z.enum(SURFACES);
const ConfigurableSurface = z.enum(CONFIGURABLE_SURFACES);
const Verdict = z.enum(VERDICTS);

export const ModelRecord = z.strictObject({
  model_id: ModelId,
  display_name: text(64),
  identifier: text(128),
  provider: text(64),
  context_variant: z.enum(['standard', '1m']),
  cohorts: z.array(z.enum(COHORTS)).min(1),
  probe_twin: ModelId.nullable(),
});

export const RuleRecord = z.strictObject({
  rule_id: RuleId,
  summary: text(400),
  family: z.enum(FAMILIES),
  modality: z.enum(MODALITIES),
  severity: z.enum(SEVERITIES),
  scoring_method: z.enum(SCORING_METHODS),
  prior_label: z.enum(PRIOR_LABELS),
  prior_lineage: z.enum(PRIOR_LINEAGES),
  admissible_surfaces: z.array(Surface).min(1),
  phrasings: z.partialRecord(Surface, text(1200)),
  source_category: z.enum(SOURCE_CATEGORIES),
  check: text(400),
});

const InjectedRule = z.strictObject({ rule_id: RuleId, surface: Surface });

export const TaskRecord = z.strictObject({
  task_id: TaskId,
  status: z.enum(['panel', 'dropped']),
  scenario: z.enum(SCENARIOS),
  title: text(160),
  summary: text(1200),
  turns: z.array(text(2000)).min(1).max(20),
  injected: z.array(InjectedRule).min(1),
  pilot: z.strictObject({ pass_rate: z.number().min(0).max(100), discrimination: z.number().min(-1).max(1) }),
});

export const RunRecord = z.strictObject({
  run_id: text(64),
  model_id: ModelId,
  task_id: TaskId,
  round: z.number().int().min(1).max(9),
  status: z.enum(RUN_STATUSES),
  turns_completed: z.number().int().min(0),
  tool_calls: z.number().int().min(0),
});

export const VerdictRecord = z.strictObject({
  verdict_id: VerdictId,
  model_id: ModelId,
  task_id: TaskId,
  round: z.number().int().min(1).max(9),
  rule_id: RuleId,
  verdict: Verdict,
  method: z.enum(SCORING_METHODS),
  votes: z.array(Verdict).length(3).nullable(),
  cascade_group: text(64).nullable(),
  cascade_rank: z.number().int().min(1).nullable(),
  evidence: text(600),
  rationale: text(600),
});

export const ProbeRecord = z.strictObject({
  probe_model_id: ModelId,
  rule_id: RuleId,
  outcome: z.enum(PRIOR_LABELS),
  opportunities: z.number().int().min(1),
});

export const E0PairRecord = z.strictObject({
  conflict_pair: ConflictId,
  title: text(160),
  rule_1: text(600),
  rule_2: text(600),
  check: text(400),
});

export const E0Record = z.strictObject({
  e0_run_id: text(64),
  build_id: ModelId,
  conflict_pair: ConflictId,
  surface_a: ConfigurableSurface,
  surface_b: ConfigurableSurface,
  direction: z.enum(E0_DIRECTIONS),
  execution_order: z.number().int().min(1),
  outcome: z.enum(E0_OUTCOMES),
  winner: ConfigurableSurface.nullable(),
  error_kind: text(120).nullable(),
});

export const JudgeAuditRecord = z.strictObject({
  audit_id: text(64),
  kind: z.enum(AUDIT_KINDS),
  verdict_id: VerdictId,
  rater_a: text(64),
  label_a: Verdict,
  rater_b: text(64),
  label_b: Verdict,
  note: text(400).nullable(),
});

export const NoncodingCaseRecord = z.strictObject({
  case_id: CaseId,
  domain: text(64),
  title: text(160),
  prompt: text(2000),
  rule_ids: z.array(RuleId).min(1),
});

export const NoncodingAttemptRecord = z.strictObject({
  attempt_id: text(64),
  model_id: ModelId,
  case_id: CaseId,
  attempt: z.number().int().min(1).max(9),
  valid: z.boolean(),
  invalid_reason: text(200).nullable(),
  outcomes: z.array(z.strictObject({ rule_id: RuleId, verdict: z.enum(NONCODING_VERDICTS) })),
});

/** Every data file of a release, its record schema and primary key. */
export const RELEASE_FILES = {
  models: { schema: ModelRecord, key: ['model_id'] },
  rules: { schema: RuleRecord, key: ['rule_id'] },
  tasks: { schema: TaskRecord, key: ['task_id'] },
  runs: { schema: RunRecord, key: ['run_id'] },
  verdicts: { schema: VerdictRecord, key: ['verdict_id'] },
  probe: { schema: ProbeRecord, key: ['probe_model_id', 'rule_id'] },
  e0_pairs: { schema: E0PairRecord, key: ['conflict_pair'] },
  e0: { schema: E0Record, key: ['e0_run_id'] },
  judge_audit: { schema: JudgeAuditRecord, key: ['audit_id'] },
  noncoding_cases: { schema: NoncodingCaseRecord, key: ['case_id'] },
  noncoding_attempts: { schema: NoncodingAttemptRecord, key: ['attempt_id'] },
} as const;
export type ReleaseFileName = keyof typeof RELEASE_FILES;
export const RELEASE_FILE_NAMES = Object.keys(RELEASE_FILES) as ReleaseFileName[];

const manifestFileEntry = (name: string) => z.strictObject({
  path: z.string().regex(new RegExp(`^${name}\\.jsonl(\\.gz)?$`), `must be "${name}.jsonl" or "${name}.jsonl.gz"`),
  sha256: z.string().regex(/^[0-9a-f]{64}$/, 'must be a lowercase hex sha256'),
  rows: z.number().int().min(0),
});

export const Manifest = z.strictObject({
  format: z.literal(FORMAT_NAME),
  format_version: z.string().regex(/^\d+\.\d+\.\d+$/, 'must be semver such as "1.0.0"'),
  provenance: z.enum(['official', 'simulated']),
  title: text(200),
  /** Present iff provenance is "simulated". */
  simulation: z.strictObject({
    seed: z.number().int(),
    scale: z.number().int().min(1),
    simulator_version: text(32),
    /** Everything the paper does not publish that this release had to invent. */
    invented: z.array(z.strictObject({ what: text(200), detail: text(1000) })).min(1),
  }).nullable(),
  /** One entry per data file: its path relative to the release folder (.jsonl or .jsonl.gz). */
  files: z.strictObject(
    Object.fromEntries(RELEASE_FILE_NAMES.map((name) => [name, manifestFileEntry(name)])) as Record<ReleaseFileName, ReturnType<typeof manifestFileEntry>>,
  ),
});

export type ModelRecord = z.infer<typeof ModelRecord>;
export type RuleRecord = z.infer<typeof RuleRecord>;
export type TaskRecord = z.infer<typeof TaskRecord>;
export type RunRecord = z.infer<typeof RunRecord>;
export type VerdictRecord = z.infer<typeof VerdictRecord>;
export type ProbeRecord = z.infer<typeof ProbeRecord>;
export type E0PairRecord = z.infer<typeof E0PairRecord>;
export type E0Record = z.infer<typeof E0Record>;
export type JudgeAuditRecord = z.infer<typeof JudgeAuditRecord>;
export type NoncodingCaseRecord = z.infer<typeof NoncodingCaseRecord>;
export type NoncodingAttemptRecord = z.infer<typeof NoncodingAttemptRecord>;
export type Manifest = z.infer<typeof Manifest>;
export type ManifestFileEntry = { path: string; sha256: string; rows: number };
