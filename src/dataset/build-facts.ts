/**
 * The figures the dataset bundle states (Every Eval Ever records, Croissant RAI text), read from
 * a finished data build: Table 2 and the reliability and judge-agreement tables from `tables/`,
 * counts from the Parquet files through DuckDB. Nothing here is typed in: a figure the build did
 * not write is an error naming the file and the figure. Node only.
 */
import path from 'node:path';
import type { DuckDBConnection } from '@duckdb/node-api';
import { readJsonArtifact } from '../artifacts/io.ts';
import { artifactPaths } from '../artifacts/paths.ts';
import { TableArtifact } from '../artifacts/table.ts';
import { rows, sqlString } from '../pipeline/db.ts';

/** The interval level of every Table 2 bound (`percentileInterval`'s default, used by the build's bootstraps). */
export const TABLE2_INTERVAL_LEVEL = 0.95;

export interface LeaderboardRow {
  model_id: string;
  display_name: string;
  provider: string;
  identifier: string;
  context_variant: string;
  qualifying: number;
  against_prior_qualifying: number;
  /** metric id ("acc") → [score, lower, upper]; null where the metric is undefined for the model (AP-Acc and Δ without a qualifying against-prior verdict). */
  scores: Record<string, [number, number | null, number | null] | null>;
}

/** One judge-agreement row; agreement is null for a kind without rows, κ and its bounds where undefined (e.g. one label only). */
export interface AgreementRow { kind: string; rows: number; agreement: number | null; kappa: number | null; kappa_lower: number | null; kappa_upper: number | null; rater_a: string | null; rater_b: string | null }

export interface BuildFacts {
  table2: TableArtifact;
  leaderboard: LeaderboardRow[];
  /** Judge-involved share of all verdict rows, percent (reliability_summary). */
  judgeInvolvedShare: number;
  judgeInvolvedRows: number;
  verdictRows: number;
  deterministicQualifyingShare: number;
  meanCellRange: number;
  agreement: AgreementRow[];
  tasks: { panel: number; candidates: number };
  verdicts: { qualifying: number; na: number; partial: number; collapsed: number };
  /** Number of judge votes on a row → rows with that many (rows without votes left out). */
  votesPerRow: { votes: number; rows: number }[];
  /** Scoring methods present, with whether they involve the judge. */
  methods: { method: string; judgeInvolved: boolean; rows: number }[];
}

export const TABLE2_METRICS = ['acc', 'ap_acc', 'delta', 'f_acc', 'dw_acc'] as const;

function num(file: string, row: Record<string, unknown>, key: string): number {
  const v = row[key];
  if (typeof v !== 'number' || !Number.isFinite(v)) throw new Error(`${file}: row ${String(row.model_id ?? row.figure ?? row.kind)}: field ${key}: expected a finite number, got ${JSON.stringify(v)}`);
  return v;
}

function numOrNull(file: string, row: Record<string, unknown>, key: string): number | null {
  return row[key] === null ? null : num(file, row, key);
}

function str(file: string, row: Record<string, unknown>, key: string): string {
  const v = row[key];
  if (typeof v !== 'string') throw new Error(`${file}: field ${key}: expected a string, got ${JSON.stringify(v)}`);
  return v;
}

function strOrNull(file: string, row: Record<string, unknown>, key: string): string | null {
  return row[key] === null ? null : str(file, row, key);
}

async function table(buildDir: string, id: string): Promise<[string, TableArtifact]> {
  const file = path.join(buildDir, artifactPaths.table(id));
  return [file, await readJsonArtifact(file, TableArtifact)];
}

/** A Parquet file of the build as a SQL string literal. */
export function parquetLiteral(buildDir: string, name: string): string {
  return sqlString(path.join(buildDir, artifactPaths.parquet(name)));
}

export async function readBuildFacts(buildDir: string, c: DuckDBConnection): Promise<BuildFacts> {
  const [t2File, table2] = await table(buildDir, 'table2_leaderboard');
  const models = new Map((await rows(c, `SELECT model_id, provider, identifier, context_variant FROM ${parquetLiteral(buildDir, 'models')}`)).map((r) => [r.model_id as string, r]));
  const leaderboard = table2.rows.map((row) => {
    const id = str(t2File, row, 'model_id');
    const model = models.get(id);
    if (!model) throw new Error(`${t2File}: row ${id}: not in parquet/models.parquet`);
    return {
      model_id: id,
      display_name: str(t2File, row, 'display_name'),
      provider: String(model.provider),
      identifier: String(model.identifier),
      context_variant: String(model.context_variant),
      qualifying: num(t2File, row, 'qualifying'),
      against_prior_qualifying: num(t2File, row, 'against_prior_qualifying'),
      scores: Object.fromEntries(TABLE2_METRICS.map((m): [string, [number, number | null, number | null] | null] => [m, row[m] === null ? null : [num(t2File, row, m), numOrNull(t2File, row, `${m}_lower`), numOrNull(t2File, row, `${m}_upper`)]])),
    };
  });
  const [relFile, reliability] = await table(buildDir, 'reliability_summary');
  const figure = (id: string) => {
    const row = reliability.rows.find((r) => r.figure === id);
    if (!row) throw new Error(`${relFile}: figure ${id} is missing`);
    return num(relFile, row, 'value');
  };
  const [agrFile, agreementTable] = await table(buildDir, 'judge_agreement');
  const agreement = agreementTable.rows.map((r) => ({
    kind: str(agrFile, r, 'kind'), rows: num(agrFile, r, 'rows'), agreement: numOrNull(agrFile, r, 'agreement'),
    kappa: numOrNull(agrFile, r, 'kappa'), kappa_lower: numOrNull(agrFile, r, 'kappa_lower'), kappa_upper: numOrNull(agrFile, r, 'kappa_upper'),
    rater_a: strOrNull(agrFile, r, 'rater_a'), rater_b: strOrNull(agrFile, r, 'rater_b'),
  }));
  const verdicts = parquetLiteral(buildDir, 'verdicts');
  const [taskCounts] = await rows(c, `SELECT count(*) FILTER (status = 'panel')::INTEGER AS panel, count(*)::INTEGER AS candidates FROM ${parquetLiteral(buildDir, 'tasks')}`);
  const [verdictCounts] = await rows(c, `SELECT count(*) FILTER (qualifying)::INTEGER AS qualifying, count(*) FILTER (verdict = 'na')::INTEGER AS na,
    count(*) FILTER (verdict = 'partial')::INTEGER AS partial, count(*) FILTER (collapsed)::INTEGER AS collapsed FROM ${verdicts}`);
  const votesPerRow = await rows(c, `SELECT len(votes)::INTEGER AS votes, count(*)::INTEGER AS rows FROM ${verdicts} WHERE votes IS NOT NULL GROUP BY 1 ORDER BY 1`);
  const methods = await rows(c, `SELECT method, bool_or(judge_involved) AS judge_involved, count(*)::INTEGER AS rows FROM ${verdicts} GROUP BY 1 ORDER BY 1`);
  return {
    table2, leaderboard,
    judgeInvolvedShare: figure('judge_involved_share'), judgeInvolvedRows: figure('judge_involved_rows'), verdictRows: figure('verdict_rows'),
    deterministicQualifyingShare: figure('deterministic_qualifying_share'), meanCellRange: figure('mean_cell_range'),
    agreement,
    tasks: { panel: Number(taskCounts!.panel), candidates: Number(taskCounts!.candidates) },
    verdicts: { qualifying: Number(verdictCounts!.qualifying), na: Number(verdictCounts!.na), partial: Number(verdictCounts!.partial), collapsed: Number(verdictCounts!.collapsed) },
    votesPerRow: votesPerRow.map((r) => ({ votes: Number(r.votes), rows: Number(r.rows) })),
    methods: methods.map((r) => ({ method: String(r.method), judgeInvolved: r.judge_involved === true, rows: Number(r.rows) })),
  };
}
