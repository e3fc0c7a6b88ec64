/**
 * Every Eval Ever (github.com/evaleval/every_eval_ever, schema 0.3.0; copies of its schemas in
 * data/standards/every-eval-ever/) export of a data build, laid out as that datastore expects:
 * `every-eval-ever/data/<source>/<developer>/<model>/<uuid>.json` (one aggregate record per
 * Table 2 model: Acc, AP-Acc, Δ, F-Acc, DW-Acc with their task-clustered 95% bootstrap
 * intervals) beside `<uuid>_samples.jsonl` (one instance record per qualifying verdict of that
 * model, written by DuckDB's COPY … (FORMAT json) straight from parquet/verdicts.parquet).
 *
 * Deterministic: retrieved_timestamp is the repository CITATION.cff's date-released (00:00 UTC,
 * Unix seconds), not the wall clock; the uuid (the datastore's path pattern wants a version-4
 * uuid) is made of sha256(release manifest sha256, evaluation_id) bits with the version and
 * variant bits set, so the same release always gets the same file names.
 */
import { LEADERBOARD_SEED_LABEL } from '../accuracy-bootstrap/resample-weights.ts';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { DuckDBConnection } from '@duckdb/node-api';
import type { BuildManifest } from '../artifacts/manifest.ts';
import { sqlString } from '../pipeline/db.ts';
import { parquetLiteral, TABLE2_INTERVAL_LEVEL, TABLE2_METRICS, type BuildFacts, type LeaderboardRow } from './build-facts.ts';

const EEE_SCHEMA_VERSION = '0.3.0';
/** The aggregate result each instance record belongs to: a verdict is one sample of Acc. */
const SAMPLE_METRIC = 'acc';

/** First 8 hex digits of sha256(text): a stable suffix that tells apart texts whose slugs agree. */
function shortHash(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex').slice(0, 8);
}

/**
 * A path segment of the datastore from release text, in any script: lower-case ASCII
 * [a-z0-9._-] (accents dropped: "Zürich" → "zurich"; every other run of characters → "-"; no
 * leading or trailing "-" or "."). Text that is not pure ASCII also gets "-" and 8 hex digits of
 * its sha256, so a name written partly in another script never shares the folder of its ASCII part
 * ("Acme شركة" → "acme-b174a4bc", "Acme" → "acme"); text with nothing left (a name written only in
 * Arabic, CJK, …, such as "شركة") becomes "h-" and those 8 hex digits. Stable, ASCII, never empty.
 * Pure ASCII text keeps its bare slug: "Acme Labs" and "acme-labs" are one developer's folder.
 */
export function pathSegment(text: string): string {
  const folded = text.normalize('NFKD').replace(/\p{M}+/gu, '').toLowerCase();
  const slug = folded.replace(/[^a-z0-9._-]+/g, '-').replace(/^[-.]+|[-.]+$/g, '');
  if (slug === '') return `h-${shortHash(text)}`;
  return /^[\x00-\x7f]*$/.test(text) ? slug : `${slug}-${shortHash(text)}`;
}

/**
 * A path segment that no other text shares: the text itself when it is already its own
 * pathSegment, otherwise that slug, "-" and 8 hex digits of the text's sha256 (so model ids
 * "a." and "a-", whose slugs are both "a", stay apart).
 */
export function uniquePathSegment(text: string): string {
  const slug = pathSegment(text);
  return slug === text ? slug : `${slug}-${shortHash(text)}`;
}

/** A version-4-shaped uuid from sha256 of the parts (deterministic, unlike a random v4). */
export function hashUuid(...parts: string[]): string {
  const h = createHash('sha256').update(parts.join('\n')).digest('hex').slice(0, 32).split('');
  h[12] = '4';
  h[16] = ((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16);
  const s = h.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}

/** Unix seconds (as the schema's string) of a YYYY-MM-DD date at 00:00 UTC. */
export function unixSecondsOfDate(date: string, what: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) throw new Error(`${what}: expected a YYYY-MM-DD date, got ${JSON.stringify(date)}`);
  return String(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / 1000);
}

export interface EeeContext {
  manifest: BuildManifest;
  facts: BuildFacts;
  /** "harness-if" or "harness-if-simulated": the datastore's source folder and the evaluation name. */
  source: string;
  /** CITATION.cff date-released, YYYY-MM-DD. */
  dateReleased: string;
  /** Repository version (CITATION.cff version): the eval library's version. */
  libraryVersion: string;
  organization: string;
}

interface EeeModelFiles {
  model: LeaderboardRow;
  evaluationId: string;
  modelId: string;
  /** Relative to the datastore root (EVERY_EVAL_EVER_DIR; the datastore's paths start with data/). */
  aggregatePath: string;
  samplesPath: string;
}

/** Paths and ids of every model's records; two models mapping to one path is an error. */
export function eeeModelFiles(ctx: EeeContext): EeeModelFiles[] {
  const timestamp = unixSecondsOfDate(ctx.dateReleased, 'CITATION.cff: field date-released');
  const seen = new Map<string, string>();
  return ctx.facts.leaderboard.map((model) => {
    const developer = pathSegment(model.provider);
    const name = uniquePathSegment(model.model_id);
    const modelId = `${developer}/${name}`;
    const previous = seen.get(modelId);
    if (previous) throw new Error(`models ${previous} and ${model.model_id}: both become the Every Eval Ever model id ${modelId}`);
    seen.set(modelId, model.model_id);
    const evaluationId = `${ctx.source}/${developer}_${name}/${timestamp}`;
    const uuid = hashUuid(ctx.manifest.release.manifest_sha256, evaluationId);
    const folder = `data/${ctx.source}/${developer}/${name}`;
    return { model, evaluationId, modelId, aggregatePath: `${folder}/${uuid}.json`, samplesPath: `${folder}/${uuid}_samples.jsonl` };
  });
}

const METRIC_TEXT: Record<(typeof TABLE2_METRICS)[number], { name: string; kind: string; unit: string; min: number; description: string }> = {
  acc: { name: 'Acc', kind: 'accuracy', unit: 'percent', min: 0, description: 'Share of the model\'s qualifying (pass/fail) rule-level verdicts that pass, every (task, round, rule) instance weighted equally.' },
  ap_acc: { name: 'AP-Acc', kind: 'accuracy', unit: 'percent', min: 0, description: 'Acc restricted to rules whose prior label is against (the unprompted default violates the rule).' },
  delta: { name: 'Δ (Acc − AP-Acc)', kind: 'accuracy_difference', unit: 'percentage points', min: -100, description: 'Acc − AP-Acc, in percentage points.' },
  f_acc: { name: 'F-Acc', kind: 'accuracy', unit: 'percent', min: 0, description: 'Acc after dropping (task, rule) pairs that do not separate the models of the evaluated cohort. Cohort-dependent; descriptive only.' },
  dw_acc: { name: 'DW-Acc', kind: 'accuracy', unit: 'percent', min: 0, description: 'Each rule weighted by the non-negative Pearson correlation, across models, between its pass rate and the models\' Acc. Cohort-dependent; descriptive only.' },
};

/** The aggregate record of one model (eval.schema.json). Pure. */
export function eeeAggregate(ctx: EeeContext, files: EeeModelFiles, samples: { sha256: string; rows: number }): Record<string, unknown> {
  const { manifest } = ctx;
  const simulated = manifest.release.provenance === 'simulated';
  const { model } = files;
  const stream = LEADERBOARD_SEED_LABEL;
  if (!manifest.seeds.labels.includes(stream)) throw new Error(`manifest.json: field seeds.labels: the Table 2 bootstrap stream "${stream}" is missing`);
  const method = `task-clustered percentile bootstrap (tasks resampled with replacement), ${manifest.seeds.resamples} resamples, seed ${manifest.seeds.bootstrap_seed}, stream "${stream}"`;
  const undefinedMetrics = TABLE2_METRICS.filter((metric) => model.scores[metric] === null);
  return {
    schema_version: EEE_SCHEMA_VERSION,
    evaluation_id: files.evaluationId,
    retrieved_timestamp: unixSecondsOfDate(ctx.dateReleased, 'CITATION.cff: field date-released'),
    source_metadata: {
      source_name: manifest.release.title,
      source_type: 'evaluation_run',
      source_organization_name: ctx.organization,
      evaluator_relationship: simulated ? 'other' : 'third_party',
      additional_details: {
        provenance: manifest.release.provenance,
        ...(simulated ? { notice: 'SIMULATED release: every verdict was generated by the Harness-IF Explorer simulator; it is not the benchmark\'s real data. Cite the paper for any published figure, never these records.' } : {}),
        release_manifest_sha256: manifest.release.manifest_sha256,
        release_format_version: manifest.release.format_version,
        retrieved_timestamp_is: 'date-released of the repository CITATION.cff, 00:00 UTC (no wall-clock time is written)',
      },
    },
    eval_library: {
      name: 'harness-if-explorer',
      version: ctx.libraryVersion,
      additional_details: { build_format: `${manifest.format} ${manifest.format_version}` },
    },
    model_info: {
      name: model.display_name,
      id: files.modelId,
      developer: model.provider,
      additional_details: {
        deployment_type: 'unknown',
        model_availability: 'unknown',
        harness_if_model_id: model.model_id,
        api_identifier: model.identifier,
        context_variant: model.context_variant,
        ...(undefinedMetrics.length > 0 ? { undefined_metrics: `${undefinedMetrics.join(', ')}: undefined for this model (no qualifying verdict they are computed from), so not listed in evaluation_results` } : {}),
      },
    },
    evaluation_results: TABLE2_METRICS.filter((metric) => model.scores[metric] !== null).map((metric) => {
      const text = METRIC_TEXT[metric];
      const [score, lower, upper] = model.scores[metric]!;
      const n = metric === 'ap_acc' ? model.against_prior_qualifying : metric === 'acc' || metric === 'delta' ? model.qualifying : null;
      return {
        evaluation_result_id: `${ctx.source}.${metric}`,
        evaluation_name: ctx.source,
        source_data: {
          dataset_name: ctx.source,
          source_type: 'other',
          additional_details: { release_title: manifest.release.title, release_manifest_sha256: manifest.release.manifest_sha256, table: 'Table 2 (tables/table2_leaderboard.json)' },
        },
        metric_config: {
          evaluation_description: text.description,
          metric_id: `harness-if.${metric}`,
          metric_name: text.name,
          metric_kind: text.kind,
          metric_unit: text.unit,
          lower_is_better: false,
          score_type: 'continuous',
          min_score: text.min,
          max_score: 100,
          additional_details: {
            scorer: `rule-level verdicts: deterministic checks or an LLM judge (majority of its votes); ${ctx.facts.judgeInvolvedShare.toFixed(1)}% of this release's verdict rows involve the judge`,
          },
        },
        score_details: {
          score,
          details: { qualifying_verdicts: String(model.qualifying), against_prior_qualifying_verdicts: String(model.against_prior_qualifying) },
          uncertainty: {
            ...(lower === null || upper === null ? {} : { confidence_interval: { lower, upper, confidence_level: TABLE2_INTERVAL_LEVEL, method } }),
            ...(n === null ? {} : { num_samples: n }),
            num_bootstrap_samples: manifest.seeds.resamples,
          },
        },
      };
    }),
    detailed_evaluation_results: {
      format: 'jsonl',
      file_path: files.samplesPath,
      hash_algorithm: 'sha256',
      checksum: samples.sha256,
      total_rows: samples.rows,
      additional_details: {
        rows: `one per qualifying (pass/fail) verdict of the model, linked to ${ctx.source}.${SAMPLE_METRIC}; n/a and partial verdicts enter no metric and are in parquet/verdicts.parquet only`,
      },
    },
  };
}

/**
 * Writes one model's instance records (instance_level_eval.schema.json) with DuckDB: a coding
 * run is agentic, but the release keeps no transcript, so `messages` is empty and the verdict
 * with its evidence, method and judge votes is the answer attribution and metadata. Only what a
 * reader cannot look up by verdict_id in verdicts.parquet (no rationale or derived columns): on a
 * scaled release the records are GBs (docs/benchmark-history.md). The rule summary comes from a
 * MAP (`summaries`, from ruleSummaries), not a JOIN: a projection keeps verdicts.parquet's
 * verdict_id order, so no sort is needed (a join may reorder rows).
 */
export async function writeEeeSamples(c: DuckDBConnection, buildDir: string, ctx: EeeContext, files: EeeModelFiles, file: string, summaries: string): Promise<{ sha256: string; rows: number }> {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const sql = `COPY (
    SELECT ${sqlString(EEE_SCHEMA_VERSION)} AS schema_version, ${sqlString(files.evaluationId)} AS evaluation_id,
      ${sqlString(files.modelId)} AS model_id, ${sqlString(ctx.source)} AS evaluation_name,
      ${sqlString(`${ctx.source}.${SAMPLE_METRIC}`)} AS evaluation_result_id,
      v.task_id || '/' || v.round || '/' || v.rule_id AS sample_id,
      'agentic' AS interaction_type,
      {'raw': ${summaries}[v.rule_id], 'reference': []::VARCHAR[]} AS input,
      NULL AS output,
      []::VARCHAR[] AS messages,
      [{'turn_idx': 0, 'source': 'metadata.evidence', 'extracted_value': v.verdict, 'extraction_method': v.method, 'is_terminal': true}] AS answer_attribution,
      {'score': v.z::INTEGER, 'is_correct': v.verdict = 'pass'} AS evaluation,
      {'verdict_id': v.verdict_id, 'task_id': v.task_id, 'round': v.round::VARCHAR, 'rule_id': v.rule_id, 'surface': v.surface,
       'verdict': v.verdict, 'judge_votes': coalesce(to_json(v.votes)::VARCHAR, 'null'), 'evidence': v.evidence} AS metadata
    FROM ${parquetLiteral(buildDir, 'verdicts')} v
    WHERE v.model_id = ${sqlString(files.model.model_id)} AND v.qualifying
  ) TO ${sqlString(file)} (FORMAT json)`;
  const result = await c.runAndReadAll(sql);
  const rows = Number(result.getRows()[0]?.[0] ?? NaN);
  if (rows !== files.model.qualifying) throw new Error(`${file}: ${rows} instance records, but tables/table2_leaderboard.json gives ${files.model.model_id} ${files.model.qualifying} qualifying verdicts`);
  return { sha256: await sha256File(file), rows };
}

/**
 * Sets the DuckDB variable `rule_summaries` (rules.parquet's rule_id → summary, a MAP) that
 * writeEeeSamples reads; returns the SQL expression that reads it.
 */
export async function ruleSummaries(c: DuckDBConnection, buildDir: string): Promise<string> {
  await c.run(`SET VARIABLE rule_summaries = (SELECT map(list(rule_id ORDER BY rule_id), list(summary ORDER BY rule_id)) FROM ${parquetLiteral(buildDir, 'rules')})`);
  return "getvariable('rule_summaries')";
}

/** sha256 of a file, streamed (a model's samples file is hundreds of MB at 100x). */
async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}
