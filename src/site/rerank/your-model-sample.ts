/**
 * The "Your model" page's sample verdicts file, made at site build time from the loaded build:
 * every verdict of one panel model (the middle one of the model index's order), in the
 * release's own verdict format, under a new model id and new verdict ids (the release's own
 * ids are refused by `npm run score`). The verdict is the release's (the raw one; the score
 * applies cascade de-duplication itself). Each row is checked against the release schema as it
 * is written. Node only (Astro endpoint).
 */
import { gzipSync } from 'node:zlib';
import { VerdictRecord } from '../../release/schemas.ts';
import { artifactPaths } from '../../artifacts/paths.ts';
import { allBuildIds, buildManifest, modelIndex } from '../entities.ts';
import { readParquetAggregate, readParquetRows } from '../parquet-read.ts';
import { oncePerDataDir } from '../data-dir.ts';

/** The id the sample's model takes: "sample-model", or with a number when the release has that id. */
export function sampleModelId(taken: ReadonlySet<string>): string {
  if (!taken.has('sample-model')) return 'sample-model';
  for (let n = 2; ; n++) if (!taken.has(`sample-model-${n}`)) return `sample-model-${n}`;
}

/** Verdict ids after the largest of the release ("V…" with at least 8 digits, the format's widest). */
export function sampleVerdictId(largest: number, index: number): string {
  return `V${String(largest + 1 + index).padStart(8, '0')}`;
}

export interface SampleVerdicts {
  /** The panel model whose verdicts these are. */
  source: { model_id: string; display_name: string };
  model_id: string;
  rows: SampleRow[];
}

type SampleRow = ReturnType<typeof VerdictRecord.parse>;

const list = (v: unknown): unknown => (typeof v === 'string' ? JSON.parse(v) : v);

/** The sample's file name, under your-model/. */
export const SAMPLE_FILE = 'sample-verdicts.jsonl.gz';

/** The columns of parquet/verdicts.parquet a sample is made from. */
const COLUMNS = ['verdict_id', 'task_id', 'round', 'rule_id', 'raw_verdict', 'method', 'votes', 'cascade_group', 'cascade_rank', 'evidence', 'rationale'] as const;

/** The sample, or why there is none. */
type SampleOutcome = { sample: SampleVerdicts; missing: null } | { sample: null; missing: string };

/** The sample, made once per data build (the page names its model; the endpoint writes it). */
export const sampleVerdicts: () => Promise<SampleOutcome> = oncePerDataDir(makeSample);

async function makeSample(): Promise<SampleOutcome> {
  const models = modelIndex().models;
  if (models.length === 0) return { sample: null, missing: 'the build has no panel model' };
  const artifact = buildManifest().artifacts.find((a) => a.path === artifactPaths.parquet('verdicts'));
  const have = new Set((artifact?.columns ?? []).map((c) => c.name));
  const absent = COLUMNS.filter((c) => !have.has(c));
  if (absent.length > 0) return { sample: null, missing: `the build's verdicts file lacks ${absent.join(', ')}` };
  const source = models[Math.floor((models.length - 1) / 2)]!;
  const modelId = sampleModelId(new Set(allBuildIds()));
  const parquet = artifactPaths.parquet('verdicts');
  const largest = Number(await readParquetAggregate(parquet, 'max(CAST(substr(verdict_id, 2) AS BIGINT))'));
  const rows = await readParquetRows(parquet, COLUMNS,
    `model_id = '${source.model_id.replace(/'/g, "''")}'`, 'task_id, round, rule_id');
  return { missing: null, sample: {
    source: { model_id: source.model_id, display_name: source.display_name },
    model_id: modelId,
    rows: rows.map((r, i) => VerdictRecord.parse({
      verdict_id: sampleVerdictId(largest, i), model_id: modelId, task_id: r.task_id, round: r.round, rule_id: r.rule_id,
      verdict: r.raw_verdict, method: r.method, votes: list(r.votes), cascade_group: r.cascade_group, cascade_rank: r.cascade_rank,
      evidence: r.evidence, rationale: r.rationale,
    })),
  } };
}

/** The sample as the page offers it: gzip-compressed JSON Lines (`.jsonl.gz`, as the page and `npm run score` read it). */
export function sampleFileBytes(sample: SampleVerdicts): Buffer<ArrayBuffer> {
  return gzipSync(sample.rows.map((r) => `${JSON.stringify(r)}\n`).join(''), { level: 9 });
}
