/**
 * DuckDB column types of every release file, for `read_json(..., columns = {...})`. Loading
 * happens after validation, so the types only have to express what the zod schemas already
 * guarantee (src/release/schemas.ts); they are written out so that DuckDB never guesses.
 */
import type { ReleaseFileName } from '../release/schemas.ts';

export const RELEASE_COLUMN_TYPES: Record<ReleaseFileName, Record<string, string>> = {
  models: {
    model_id: 'VARCHAR', display_name: 'VARCHAR', identifier: 'VARCHAR', provider: 'VARCHAR',
    context_variant: 'VARCHAR', cohorts: 'VARCHAR[]', probe_twin: 'VARCHAR',
  },
  rules: {
    rule_id: 'VARCHAR', summary: 'VARCHAR', family: 'VARCHAR', modality: 'VARCHAR', severity: 'VARCHAR',
    scoring_method: 'VARCHAR', prior_label: 'VARCHAR', prior_lineage: 'VARCHAR', admissible_surfaces: 'VARCHAR[]',
    phrasings: 'MAP(VARCHAR, VARCHAR)', source_category: 'VARCHAR', check: 'VARCHAR',
  },
  tasks: {
    task_id: 'VARCHAR', status: 'VARCHAR', scenario: 'VARCHAR', title: 'VARCHAR', summary: 'VARCHAR',
    turns: 'VARCHAR[]', injected: 'STRUCT(rule_id VARCHAR, surface VARCHAR)[]',
    pilot: 'STRUCT(pass_rate DOUBLE, discrimination DOUBLE)',
  },
  runs: {
    run_id: 'VARCHAR', model_id: 'VARCHAR', task_id: 'VARCHAR', round: 'INTEGER', status: 'VARCHAR',
    turns_completed: 'INTEGER', tool_calls: 'INTEGER',
  },
  verdicts: {
    verdict_id: 'VARCHAR', model_id: 'VARCHAR', task_id: 'VARCHAR', round: 'INTEGER', rule_id: 'VARCHAR',
    verdict: 'VARCHAR', method: 'VARCHAR', votes: 'VARCHAR[]', cascade_group: 'VARCHAR', cascade_rank: 'INTEGER',
    evidence: 'VARCHAR', rationale: 'VARCHAR',
  },
  probe: { probe_model_id: 'VARCHAR', rule_id: 'VARCHAR', outcome: 'VARCHAR', opportunities: 'INTEGER' },
  e0_pairs: { conflict_pair: 'VARCHAR', title: 'VARCHAR', rule_1: 'VARCHAR', rule_2: 'VARCHAR', check: 'VARCHAR' },
  e0: {
    e0_run_id: 'VARCHAR', build_id: 'VARCHAR', conflict_pair: 'VARCHAR', surface_a: 'VARCHAR', surface_b: 'VARCHAR',
    direction: 'VARCHAR', execution_order: 'INTEGER', outcome: 'VARCHAR', winner: 'VARCHAR', error_kind: 'VARCHAR',
  },
  judge_audit: {
    audit_id: 'VARCHAR', kind: 'VARCHAR', verdict_id: 'VARCHAR', rater_a: 'VARCHAR', label_a: 'VARCHAR',
    rater_b: 'VARCHAR', label_b: 'VARCHAR', note: 'VARCHAR',
  },
  noncoding_cases: { case_id: 'VARCHAR', domain: 'VARCHAR', title: 'VARCHAR', prompt: 'VARCHAR', rule_ids: 'VARCHAR[]' },
  noncoding_attempts: {
    attempt_id: 'VARCHAR', model_id: 'VARCHAR', case_id: 'VARCHAR', attempt: 'INTEGER', valid: 'BOOLEAN',
    invalid_reason: 'VARCHAR', outcomes: 'STRUCT(rule_id VARCHAR, verdict VARCHAR)[]',
  },
};
