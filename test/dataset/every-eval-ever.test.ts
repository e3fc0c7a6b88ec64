/**
 * The Every Eval Ever export of a real data build (the mini release, 200 resamples): every
 * aggregate and instance file validates against the copied 0.3.0 schemas with ajv (draft-07 +
 * ajv-formats); the aggregate holds Table 2's figures and intervals with the build's resamples
 * and seed; the instance records are the model's qualifying verdicts (count, checksum, and their
 * mean score is the aggregate's Acc); a second bundle write gives the same bytes.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { DuckDBInstance } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashUuid, pathSegment, uniquePathSegment, unixSecondsOfDate } from '../../src/dataset/every-eval-ever.ts';
import { BUNDLE_FILES } from '../../src/dataset/bundle-files.ts';

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;
const root = path.resolve(import.meta.dirname, '../..');
const schemas = path.join(root, 'data/standards/every-eval-ever');
let tmp = '';
let build = '';
let aggregates: { file: string; json: Record<string, any> }[] = [];
let table2: { rows: Record<string, any>[] };
let manifest: { seeds: { bootstrap_seed: number; resamples: number } };

const node = (args: string[]) => spawnSync(process.execPath, args, { cwd: root, encoding: 'utf8' });
const ajv = new Ajv({ allErrors: true, strictTypes: false });
addFormats(ajv);
ajv.addKeyword('version'); // the schemas' own "version" annotation
const validateAggregate = ajv.compile(JSON.parse(fs.readFileSync(path.join(schemas, 'eval.schema.json'), 'utf8')));
const validateInstance = ajv.compile(JSON.parse(fs.readFileSync(path.join(schemas, 'instance_level_eval.schema.json'), 'utf8')));

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((d) => d.isFile()).map((d) => path.join(d.parentPath, d.name)).sort();
}
const eeeRoot = () => path.join(build, 'every-eval-ever');
const lines = (file: string) => fs.readFileSync(file, 'utf8').split('\n').filter((l) => l !== '').map((l) => JSON.parse(l));

beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'hif-eee-'));
  build = path.join(tmp, 'build');
  const data = node(['scripts/data.ts', '--release', 'test/fixtures/mini-release', '--out', build, '--resamples', '200']);
  if (data.status !== 0) throw new Error(`data build failed: ${data.stderr.slice(-500)}`);
  aggregates = filesUnder(eeeRoot()).filter((f) => f.endsWith('.json')).map((file) => ({ file, json: JSON.parse(fs.readFileSync(file, 'utf8')) }));
  table2 = JSON.parse(fs.readFileSync(path.join(build, 'tables/table2_leaderboard.json'), 'utf8'));
  manifest = JSON.parse(fs.readFileSync(path.join(build, 'manifest.json'), 'utf8'));
});
afterAll(() => { if (tmp) fs.rmSync(tmp, { recursive: true, force: true }); });

describe('Every Eval Ever export', () => {
  it('writes one aggregate record per Table 2 model, each valid against eval.schema.json', () => {
    expect(aggregates.map((a) => a.json.model_info.additional_details.harness_if_model_id).sort()).toEqual(table2.rows.map((r) => r.model_id).sort());
    for (const a of aggregates) {
      const ok = validateAggregate(a.json);
      expect(validateAggregate.errors ?? [], a.file).toEqual([]);
      expect(ok).toBe(true);
    }
  });

  it('every instance file is valid against instance_level_eval.schema.json and is what its aggregate declares', () => {
    const samples = filesUnder(eeeRoot()).filter((f) => f.endsWith('_samples.jsonl'));
    expect(samples.length).toBe(aggregates.length);
    for (const a of aggregates) {
      const d = a.json.detailed_evaluation_results;
      const file = path.join(eeeRoot(), d.file_path);
      expect(samples).toContain(file);
      expect(path.dirname(file)).toBe(path.dirname(a.file));
      expect(createHash('sha256').update(fs.readFileSync(file)).digest('hex')).toBe(d.checksum);
      const records = lines(file);
      expect(records.length).toBe(d.total_rows);
      for (const r of records) {
        const ok = validateInstance(r);
        expect(validateInstance.errors ?? [], `${file}: ${r.sample_id}`).toEqual([]);
        expect(ok).toBe(true);
        expect(r.evaluation_id).toBe(a.json.evaluation_id);
        expect(r.model_id).toBe(a.json.model_info.id);
        expect(a.json.evaluation_results.map((x: any) => x.evaluation_result_id)).toContain(r.evaluation_result_id);
      }
    }
  });

  it('the aggregate holds Table 2\'s scores and task-clustered intervals with the build\'s resamples and seed', () => {
    for (const a of aggregates) {
      const row = table2.rows.find((r) => r.model_id === a.json.model_info.additional_details.harness_if_model_id)!;
      const results = a.json.evaluation_results as any[];
      expect(results.map((r) => r.metric_config.metric_id)).toEqual(['harness-if.acc', 'harness-if.ap_acc', 'harness-if.delta', 'harness-if.f_acc', 'harness-if.dw_acc']);
      for (const r of results) {
        const metric = r.metric_config.metric_id.replace('harness-if.', '');
        expect(r.score_details.score).toBe(row[metric]);
        const ci = r.score_details.uncertainty.confidence_interval;
        expect([ci.lower, ci.upper]).toEqual([row[`${metric}_lower`], row[`${metric}_upper`]]);
        expect(ci.confidence_level).toBe(0.95);
        expect(ci.method).toContain(`seed ${manifest.seeds.bootstrap_seed}`);
        expect(ci.method).toMatch(/task-clustered percentile bootstrap/);
        expect(r.score_details.uncertainty.num_bootstrap_samples).toBe(200);
        expect(manifest.seeds.resamples).toBe(200);
      }
      // The Table 2 bounds are the 95% ones the aggregate claims.
      expect(table2.rows.length).toBeGreaterThan(0);
    }
    const t2 = JSON.parse(fs.readFileSync(path.join(build, 'tables/table2_leaderboard.json'), 'utf8'));
    expect(t2.columns.find((c: any) => c.id === 'acc_lower').label).toContain('95%');
  });

  it('the instance records are the model\'s qualifying verdicts, and their mean score is the aggregate\'s Acc', async () => {
    const instance = await DuckDBInstance.create(':memory:');
    const c = await instance.connect();
    const counts = new Map((await c.runAndReadAll(`SELECT model_id, count(*)::INTEGER AS n FROM '${path.join(build, 'parquet/verdicts.parquet')}' WHERE qualifying GROUP BY 1`)).getRowObjectsJson().map((r) => [r.model_id as string, r.n as number]));
    const summaries = new Map((await c.runAndReadAll(`SELECT rule_id, summary FROM '${path.join(build, 'parquet/rules.parquet')}'`)).getRowObjectsJson().map((r) => [r.rule_id as string, r.summary as string]));
    c.closeSync();
    instance.closeSync();
    for (const a of aggregates) {
      const records = lines(path.join(eeeRoot(), a.json.detailed_evaluation_results.file_path));
      expect(records.length).toBe(counts.get(a.json.model_info.additional_details.harness_if_model_id));
      const ids = records.map((r) => r.metadata.verdict_id);
      expect(ids).toEqual([...ids].sort());
      const mean = (100 * records.reduce((s, r) => s + r.evaluation.score, 0)) / records.length;
      expect(mean).toBeCloseTo(a.json.evaluation_results[0].score_details.score, 9);
      for (const r of records) {
        expect(r.evaluation.is_correct).toBe(r.metadata.verdict === 'pass');
        expect(r.sample_id).toBe(`${r.metadata.task_id}/${r.metadata.round}/${r.metadata.rule_id}`);
        expect(typeof r.metadata.evidence).toBe('string');
        expect(r.input.raw).toBe(summaries.get(r.metadata.rule_id));
        const judged = ['llm_judge', 'hybrid'].includes(r.answer_attribution[0].extraction_method);
        expect(JSON.parse(r.metadata.judge_votes) === null, r.sample_id).toBe(!judged);
      }
    }
  });

  it('says the release is simulated, with no wall-clock timestamp', () => {
    const cff = fs.readFileSync(path.join(root, 'CITATION.cff'), 'utf8');
    const date = /^date-released: "?([^"\n]+)"?$/m.exec(cff)![1]!;
    for (const a of aggregates) {
      expect(a.json.source_metadata.additional_details.provenance).toBe('simulated');
      expect(a.json.source_metadata.additional_details.notice).toMatch(/^SIMULATED/);
      expect(a.json.retrieved_timestamp).toBe(String(Date.parse(`${date}T00:00:00Z`) / 1000));
      expect(a.json.evaluation_timestamp).toBeUndefined();
    }
  });

  it('the schema validator rejects a broken record (the check can fail)', () => {
    const broken = structuredClone(aggregates[0]!.json);
    delete broken.model_info.additional_details.deployment_type;
    expect(validateAggregate(broken)).toBe(false);
    const record = lines(path.join(eeeRoot(), aggregates[0]!.json.detailed_evaluation_results.file_path))[0];
    expect(validateInstance({ ...record, evaluation: { score: 1 } })).toBe(false);
  });

  it('two bundle writes of one build give identical bytes, and a rewrite leaves no earlier file behind', () => {
    const bundleFiles = () => [...BUNDLE_FILES, ...filesUnder(eeeRoot()).map((f) => path.relative(build, f))];
    const before = new Map(bundleFiles().map((f) => [f, fs.readFileSync(path.join(build, f))]));
    const stale = path.join(eeeRoot(), 'data/harness-if-simulated/gone/model/stale.json');
    fs.mkdirSync(path.dirname(stale), { recursive: true });
    fs.writeFileSync(stale, '{}');
    const run = node(['scripts/dataset.ts', '--build', build]);
    expect(run.status, run.stderr).toBe(0);
    expect(bundleFiles()).toEqual([...before.keys()]); // and the stale file of an earlier write is gone
    for (const [f, bytes] of before) expect(fs.readFileSync(path.join(build, f)).equals(bytes), f).toBe(true);
    expect(fs.existsSync(path.join(build, '.dataset-spill'))).toBe(false);
  });
});

describe('helpers', () => {
  it('unixSecondsOfDate: midnight UTC in Unix seconds', () => {
    expect(unixSecondsOfDate('1970-01-02', 'x')).toBe('86400');
    expect(unixSecondsOfDate('2026-11-29', 'x')).toBe('1795910400');
    expect(() => unixSecondsOfDate('29.11.2026', 'CITATION.cff: field date-released')).toThrow(/CITATION.cff: field date-released/);
  });

  it('hashUuid: deterministic, shaped as the datastore\'s version-4 uuid', () => {
    const a = hashUuid('x', 'y');
    expect(a).toBe(hashUuid('x', 'y'));
    expect(a).not.toBe(hashUuid('x', 'z'));
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('pathSegment: release text in any script becomes a safe ASCII path segment', () => {
    expect(pathSegment('Moonshot AI')).toBe('moonshot-ai');
    expect(pathSegment('../etc')).toBe('etc');
    // Not pure ASCII: the slug, "-" and the first 8 hex digits of sha256 of the UTF-8 text
    // (`printf '%s' 'Zürich Labs' | sha256sum`, and so for each hash below).
    expect(pathSegment('Zürich Labs')).toBe('zurich-labs-35037e84');
    // A name partly in another script never shares the folder of its ASCII part (issue 44).
    expect(pathSegment('Acme')).toBe('acme');
    expect(pathSegment('Acme شركة')).toBe('acme-b174a4bc');
    expect(pathSegment('Acme 模型')).toBe('acme-86863948');
    // Nothing left: "h-" and the first 8 hex digits of sha256 of the UTF-8 text (computed with
    // `printf '%s' 'شركة' | sha256sum`).
    expect(pathSegment('شركة')).toBe('h-95ef8c89');
    expect(pathSegment('模型公司')).not.toBe(pathSegment('شركة'));
    expect(pathSegment('///')).toMatch(/^h-[0-9a-f]{8}$/);
  });

  it('uniquePathSegment: an id that is its own slug stays; others get a hash suffix, so "a." and "a-" differ', () => {
    expect(uniquePathSegment('claude-opus-4.7')).toBe('claude-opus-4.7');
    expect(uniquePathSegment('1e5')).toBe('1e5');
    expect(uniquePathSegment('a.')).toMatch(/^a-[0-9a-f]{8}$/);
    expect(uniquePathSegment('a-')).toMatch(/^a-[0-9a-f]{8}$/);
    expect(uniquePathSegment('a.')).not.toBe(uniquePathSegment('a-'));
  });
});

describe('Every Eval Ever export of a model whose AP-Acc is undefined (the odd-shaped release)', () => {
  it('leaves AP-Acc and Δ out of that model\'s record, says why, and the record still validates', () => {
    const out = path.join(tmp, 'odd-build');
    const data = node(['scripts/data.ts', '--release', 'test/fixtures/odd-release/release', '--out', out, '--resamples', '200']);
    expect(data.status, data.stderr.slice(-500)).toBe(0);
    const odd: { rows: Record<string, any>[] } = JSON.parse(fs.readFileSync(path.join(out, 'tables/table2_leaderboard.json'), 'utf8'));
    const undefinedAp = odd.rows.filter((r) => r.ap_acc === null).map((r) => r.model_id);
    expect(undefinedAp.length).toBeGreaterThan(0);
    const records = filesUnder(path.join(out, 'every-eval-ever')).filter((f) => f.endsWith('.json')).map((f) => JSON.parse(fs.readFileSync(f, 'utf8')));
    expect(records).toHaveLength(odd.rows.length);
    for (const record of records) {
      expect(validateAggregate(record), JSON.stringify(validateAggregate.errors)).toBe(true);
      const metrics = record.evaluation_results.map((r: any) => r.metric_config.metric_id);
      if (undefinedAp.includes(record.model_info.additional_details.harness_if_model_id)) {
        expect(metrics).not.toContain('harness-if.ap_acc');
        expect(metrics).not.toContain('harness-if.delta');
        expect(record.model_info.additional_details.undefined_metrics).toMatch(/^ap_acc, delta: undefined for this model/);
      } else {
        expect(metrics).toContain('harness-if.ap_acc');
      }
    }
  });
});
