/**
 * The controlled vocabulary of a Harness-IF release: every enum value a release may use,
 * with the metadata (label, description) the site and reports look up by stable id.
 * Display strings are never used as keys; ids are.
 */

export const SURFACES = ['HD', 'SP', 'TD', 'SD', 'PF', 'UI'] as const;
export type Surface = (typeof SURFACES)[number];

/** Surfaces a benchmark configures (HD, the harness default, is fixed by the platform). */
export const CONFIGURABLE_SURFACES = ['SP', 'TD', 'SD', 'PF', 'UI'] as const satisfies readonly Surface[];

export const SURFACE_META: Record<Surface, { label: string; author: string; description: string }> = {
  HD: { label: 'Harness default', author: 'the platform', description: 'Injected by the platform at every run start; fixed in the benchmark.' },
  SP: { label: 'System prompt', author: 'the system developer', description: 'Role and general behaviour set by whoever deploys the agent.' },
  TD: { label: 'Tool description', author: 'the tool author', description: 'What a tool does and how it must be used.' },
  SD: { label: 'Skill description', author: 'the skill author', description: 'When to use a skill, and the rules that come with it.' },
  PF: { label: 'Project file', author: 'the repository maintainers', description: 'CLAUDE.md, AGENTS.md, CONTRIBUTING.md and similar files in the repository.' },
  UI: { label: 'User instruction', author: 'the user', description: "The user's current request, in the conversation." },
};

export const FAMILIES = [
  'professional_writing',
  'output_control',
  'code_style',
  'workflow',
  'tool_use',
  'conditional_logic',
  'quantitative_limits',
] as const;
export type Family = (typeof FAMILIES)[number];

export const FAMILY_META: Record<Family, { label: string; description: string }> = {
  professional_writing: { label: 'Professional writing', description: 'Register, structure and wording of prose deliverables. Non-coding extension only.' },
  output_control: { label: 'Output control', description: 'What the agent prints or returns: format, length, sections, what to omit.' },
  code_style: { label: 'Code style', description: 'Naming, formatting, typing and idioms in the code the agent writes.' },
  workflow: { label: 'Workflow', description: 'Order of work: tests before commits, branches, reviews, confirmations.' },
  tool_use: { label: 'Tool use', description: 'Which tools to call, how, and which to avoid.' },
  conditional_logic: { label: 'Conditional logic', description: 'Rules that apply only when a condition holds in the task.' },
  quantitative_limits: { label: 'Quantitative limits', description: 'Numeric bounds: line lengths, file counts, function sizes, retries.' },
};

export const MODALITIES = ['require', 'forbid', 'conditional_require', 'limit_max', 'prefer', 'limit_min', 'allow'] as const;
export type Modality = (typeof MODALITIES)[number];

/** The action a rule demands, for the failure taxonomy (paper Figure 4). */
export const ACTIONS = ['shortfall', 'overstep', 'preference'] as const;
export type Action = (typeof ACTIONS)[number];

/** Merged modality classes of the paper's Figure 5. */
export const MODALITY_CLASSES = ['commanding', 'numeric_bounds', 'conditional', 'preference'] as const;
type ModalityClass = (typeof MODALITY_CLASSES)[number];

export const MODALITY_META: Record<Modality, { label: string; action: Action; modalityClass: ModalityClass; description: string }> = {
  require: { label: 'Require', action: 'shortfall', modalityClass: 'commanding', description: 'The agent must do something.' },
  forbid: { label: 'Forbid', action: 'overstep', modalityClass: 'commanding', description: 'The agent must not do something.' },
  conditional_require: { label: 'Conditional require', action: 'shortfall', modalityClass: 'conditional', description: 'When a condition holds, the agent must do something.' },
  limit_max: { label: 'Limit (max)', action: 'overstep', modalityClass: 'numeric_bounds', description: 'A quantity must not exceed a bound.' },
  prefer: { label: 'Prefer', action: 'preference', modalityClass: 'preference', description: 'One option should be chosen over another.' },
  limit_min: { label: 'Limit (min)', action: 'shortfall', modalityClass: 'numeric_bounds', description: 'A quantity must reach a bound.' },
  allow: { label: 'Allow', action: 'preference', modalityClass: 'preference', description: 'The agent may do something it would otherwise avoid.' },
};

export const ACTION_META: Record<Action, { label: string; description: string }> = {
  shortfall: { label: 'Shortfall', description: 'Did not do what was required.' },
  overstep: { label: 'Overstep', description: 'Did what was forbidden, or exceeded a bound.' },
  preference: { label: 'Preference', description: 'Chose against a stated preference.' },
};

export const MODALITY_CLASS_META: Record<ModalityClass, { label: string; modalities: Modality[] }> = {
  commanding: { label: 'Commanding', modalities: ['require', 'forbid'] },
  numeric_bounds: { label: 'Numeric bounds', modalities: ['limit_max', 'limit_min'] },
  conditional: { label: 'Conditional', modalities: ['conditional_require'] },
  preference: { label: 'Preference', modalities: ['prefer', 'allow'] },
};

export const SEVERITIES = ['must', 'should', 'may'] as const;
export type Severity = (typeof SEVERITIES)[number];
export const SEVERITY_WEIGHT: Record<Severity, number> = { must: 3, should: 2, may: 1 };

export const SCORING_METHODS = ['llm_judge', 'hybrid', 'regex', 'ast', 'cross_file', 'command_output'] as const;
export type ScoringMethod = (typeof SCORING_METHODS)[number];
/** Methods whose verdicts involve the LLM judge (and so carry judge votes). */
export const JUDGE_METHODS = ['llm_judge', 'hybrid'] as const satisfies readonly ScoringMethod[];
/** Methods that are fully deterministic (the paper's "deterministic subset"). */
export const DETERMINISTIC_METHODS = ['regex', 'ast', 'cross_file', 'command_output'] as const satisfies readonly ScoringMethod[];

export const SCORING_METHOD_META: Record<ScoringMethod, { label: string; deterministic: boolean; description: string }> = {
  llm_judge: { label: 'LLM judge', deterministic: false, description: 'A judge model reads the trajectory; majority of its votes.' },
  hybrid: { label: 'Hybrid', deterministic: false, description: 'A deterministic check feeds the judge, which decides.' },
  regex: { label: 'Regex', deterministic: true, description: 'A pattern over output or files.' },
  ast: { label: 'AST', deterministic: true, description: 'A syntax-tree query over the changed code.' },
  cross_file: { label: 'Cross-file', deterministic: true, description: 'A consistency check across several files.' },
  command_output: { label: 'Command output', deterministic: true, description: 'The exit status or output of a command run after the task.' },
};

export const PRIOR_LABELS = ['align', 'against', 'neutral'] as const;
export type PriorLabel = (typeof PRIOR_LABELS)[number];
export const PRIOR_LINEAGES = ['zero_injection_consensus', 'curated', 'unknown'] as const;
export type PriorLineage = (typeof PRIOR_LINEAGES)[number];

export const SOURCE_CATEGORIES = ['project_instructions', 'contributor_guide', 'style_guide', 'tool_documentation', 'security_policy', 'llm_proposal'] as const;
export type SourceCategory = (typeof SOURCE_CATEGORIES)[number];

/** Raw evaluator verdicts. Only pass and fail are "qualifying" and enter a denominator. */
export const VERDICTS = ['pass', 'fail', 'na', 'partial'] as const;
export type Verdict = (typeof VERDICTS)[number];

/** The 13 scenario types of the task library; the main panel uses the first eight. */
export const SCENARIOS = [
  'backend', 'frontend', 'systems', 'data_ml', 'automation', 'security_testing', 'tool_orchestration', 'technical_documentation',
  'mobile', 'infrastructure', 'database_migration', 'game_development', 'embedded',
] as const;
export type Scenario = (typeof SCENARIOS)[number];
export const PANEL_SCENARIOS = SCENARIOS.slice(0, 8) as readonly Scenario[];

export const COHORTS = ['panel', 'probe', 'e0', 'noncoding'] as const;
export type Cohort = (typeof COHORTS)[number];

export const RUN_STATUSES = ['completed', 'error', 'timeout'] as const;
export const E0_OUTCOMES = ['decisive', 'no_clear_winner', 'error'] as const;
export const E0_DIRECTIONS = ['AB', 'BA'] as const;
export const AUDIT_KINDS = ['judge_swap', 'human_audit', 'judge_pair'] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];
export const AUDIT_KIND_META: Record<AuditKind, { label: string; description: string }> = {
  judge_swap: { label: 'Judge swap', description: 'The same verdicts re-judged by another judge.' },
  human_audit: { label: 'Human audit', description: 'A human reference against the five-vote panel judge.' },
  judge_pair: { label: 'Judge pair', description: 'Two judges compared on the same verdicts.' },
};
export const NONCODING_VERDICTS = ['pass', 'fail', 'na'] as const;
