/**
 * DuckDB column types of every release file, for `read_json(..., columns = {...})`. Loading
 * happens after validation, so the types only have to express what the zod schemas already
 * guarantee (src/lib/release/schemas.ts); they are written out so that DuckDB never guesses.
 */
import type { DuckDBConnection } from '@duckdb/node-api';
import type { ReleaseFileName } from '../release/schemas.ts';
import { ACTIONS, FAMILIES, MODALITIES, MODALITY_CLASSES, PRIOR_LABELS, PRIOR_LINEAGES, SCORING_METHODS, SEVERITIES, SURFACES, VERDICTS } from '../release/vocab.ts';
import { rows, sqlString } from './db.ts';

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
    verdict_id: 'VARCHAR', model_id: 'enum_model_id', task_id: 'enum_task_id', round: 'INTEGER', rule_id: 'enum_rule_id',
    verdict: 'enum_verdict', method: 'enum_method', votes: 'enum_verdict[]', cascade_group: 'VARCHAR', cascade_rank: 'INTEGER',
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

/**
 * The free-text columns of the verdicts (the judge's evidence and rationale: about nine tenths of
 * the release's bytes), stored by DuckDB without compression (`USING COMPRESSION uncompressed`),
 * in raw_verdicts and in the derived verdicts table. Choosing a string compression for them
 * (dictionary analysis, statistics, FSST) was most of the cost of writing both tables, and of
 * reading the texts back for the shards and verdicts.parquet: at 20x, load 4.3-5.2 -> 3.4-3.7 s,
 * derived table 5.9-6.3 -> 4.6-5.1 s, a scan of the texts 0.66-0.72 -> 0.37 s, peak memory lower.
 * The other columns (ids, labels, numbers) keep DuckDB's choice: they compress well and the metric
 * queries scan them over and over.
 */
export const UNCOMPRESSED_TEXT_COLUMNS: readonly string[] = ['evidence', 'rationale'];

/** A column definition for CREATE TABLE, without compression for UNCOMPRESSED_TEXT_COLUMNS. */
export function columnDefinition(name: string, type: string): string {
  return `"${name.replaceAll('"', '""')}" ${type}${UNCOMPRESSED_TEXT_COLUMNS.includes(name) && type === 'VARCHAR' ? ' USING COMPRESSION uncompressed' : ''}`;
}

/**
 * DuckDB ENUM types for the ids and labels of the verdicts (raw_verdicts and the derived verdicts
 * table) and of the models, rules and tasks (RETYPED_AFTER_LOAD); the other files keep VARCHAR,
 * and the tables made from these carry the types on. An ENUM value is stored as a small integer
 * code, so the millions of verdict rows need no string statistics or compression analysis when
 * written, and the joins, windows and GROUP BYs of the metric queries compare codes. At 100x (alone, same
 * rows): the derived verdicts table 26 -> 15 s of CPU, suff_task_model_rule 4.0 -> 1.8-2.0 s,
 * a Parquet copy of the verdicts without their texts 5.1 -> 2.0-2.6 s; loading raw_verdicts costs
 * the same.
 *
 * Each type's values are sorted as DuckDB sorts VARCHAR, because an ENUM sorts (ORDER BY, min,
 * max, list_sort) by its values' positions: every query then orders as it did on strings. An ENUM
 * compared with a VARCHAR is compared as a string, and Parquet stores it as a UTF8 string, so
 * neither the SQL files nor the artifacts' types change. The id types are made from the release's
 * models, tasks and rules, which are loaded first; a verdict naming an id that is not among them
 * fails the load, but such a release fails validation first, with the line and field named, and
 * validation's problems are what the build reports (pipeline.ts).
 */
export const RELEASE_ENUMS = {
  enum_model_id: { table: 'raw_models', column: 'model_id' },
  enum_task_id: { table: 'raw_tasks', column: 'task_id' },
  enum_rule_id: { table: 'raw_rules', column: 'rule_id' },
  enum_verdict: VERDICTS, enum_method: SCORING_METHODS, enum_family: FAMILIES, enum_modality: MODALITIES,
  enum_action: ACTIONS, enum_modality_class: MODALITY_CLASSES, enum_severity: SEVERITIES, enum_surface: SURFACES,
  enum_prior: PRIOR_LABELS, enum_lineage: PRIOR_LINEAGES,
} as const satisfies Record<string, readonly string[] | { table: `raw_${ReleaseFileName}`; column: string }>;
export type ReleaseEnum = keyof typeof RELEASE_ENUMS;

/**
 * `value` as a constant of the ENUM type `type`, for filters on an ENUM column in the build's own
 * queries. Compared with a string, the column's value is cast to text on every row; compared with
 * a constant of its own type, codes are compared, and DuckDB applies the filter inside the scan.
 * The verdict shards' 160 range reads at 100× (each a filter over all 4M rows): about 5 s of CPU
 * casting and comparing text in a perf profile of a whole build; a filter alone at 20×, 0.13-0.17 s
 * against 0.05-0.07 s for 16 reads. (The SQL files keep string literals: a reader runs them on
 * the Parquet files, where these columns are VARCHAR.)
 */
export function enumConstant(type: ReleaseEnum, value: string): string {
  return `${sqlString(value)}::${type}`;
}

/** The derived verdicts table's ENUM columns (src/lib/metrics/verdicts.sql); the rest keep the query's types. */
export const VERDICT_ENUM_COLUMNS: Record<string, `${ReleaseEnum}${'' | '[]'}`> = {
  model_id: 'enum_model_id', task_id: 'enum_task_id', rule_id: 'enum_rule_id',
  raw_verdict: 'enum_verdict', verdict: 'enum_verdict', votes: 'enum_verdict[]', votes_majority: 'enum_verdict',
  method: 'enum_method', family: 'enum_family', modality: 'enum_modality', action: 'enum_action',
  modality_class: 'enum_modality_class', severity: 'enum_severity', surface: 'enum_surface', prior: 'enum_prior', lineage: 'enum_lineage',
};

/** A column definition of the derived verdicts table: its ENUM type, or as columnDefinition. */
export function verdictColumnDefinition(name: string, type: string): string {
  const enumType = VERDICT_ENUM_COLUMNS[name];
  return enumType === undefined ? columnDefinition(name, type) : `"${name}" ${enumType}`;
}

/**
 * Columns of the files the id types are made from, retyped to RELEASE_ENUMS types once those
 * exist (they are loaded as text, above): the derive then joins the verdicts to their rules and
 * task placements on codes, not on text (the derived verdicts table at 20×: 4.3-4.4 -> 3.6-3.7 s of
 * CPU, same rows), and the derived models, rules and tasks tables carry the same types.
 */
export const RETYPED_AFTER_LOAD: Partial<Record<ReleaseFileName, Record<string, string>>> = {
  models: { model_id: 'enum_model_id' },
  rules: {
    rule_id: 'enum_rule_id', family: 'enum_family', modality: 'enum_modality', severity: 'enum_severity',
    scoring_method: 'enum_method', prior_label: 'enum_prior', prior_lineage: 'enum_lineage',
  },
  tasks: { task_id: 'enum_task_id', injected: 'STRUCT(rule_id enum_rule_id, surface enum_surface)[]' },
};

/** Whether raw_<file> has a column of one of the RELEASE_ENUMS types. */
export function usesReleaseEnums(file: ReleaseFileName): boolean {
  return Object.values(RELEASE_COLUMN_TYPES[file]).some((type) => type.replace(/\[\]$/, '') in RELEASE_ENUMS);
}

/**
 * Creates every type of RELEASE_ENUMS, each with its values in DuckDB's VARCHAR order (see there).
 * The id types read raw_models, raw_tasks and raw_rules, so those must be loaded.
 */
export async function createReleaseEnums(connection: DuckDBConnection): Promise<void> {
  for (const [name, source] of Object.entries(RELEASE_ENUMS)) {
    const valuesQuery = 'table' in source
      ? `SELECT DISTINCT ${source.column} AS v FROM ${source.table} WHERE ${source.column} IS NOT NULL`
      : `SELECT unnest([${source.map(sqlString).join(', ')}]) AS v`;
    const values = (await rows(connection, `${valuesQuery} ORDER BY v`)).map((r) => String(r.v));
    await connection.run(`CREATE TYPE ${name} AS ENUM (${values.map(sqlString).join(', ')})`);
  }
}
