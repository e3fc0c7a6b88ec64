/**
 * The data build on the mini release (test/fixtures/mini-release, D's fixture) and on the tiny
 * release (test/pipeline/tiny-release.ts, 4 models): it succeeds, every artifact parses with its
 * schema and matches the manifest, and every input row is accounted for.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { BuildManifest } from '../../src/artifacts/manifest.ts';
import { TableArtifact } from '../../src/artifacts/table.ts';
import * as entities from '../../src/artifacts/entities.ts';
import { RankProbabilities } from '../../src/artifacts/rank-probabilities.ts';
import { ConfusionMatrices } from '../../src/artifacts/confusion-matrices.ts';
import { JudgeSensitivity } from '../../src/artifacts/judge-sensitivity.ts';
import { readJsonArtifact } from '../../src/artifacts/io.ts';
import { validateRelease } from '../../src/release/validate.ts';
import { writeTinyRelease } from './tiny-release.ts';
import { MINI_RELEASE, buildInto, tempDir, TEST_RESAMPLES, TEST_SEED } from './helpers.ts';

const ENTITY_SCHEMAS: Record<string, import('zod').ZodType> = {
  ModelIndex: entities.ModelIndex, ModelEntity: entities.ModelEntity, RuleIndex: entities.RuleIndex, RuleEntity: entities.RuleEntity,
  TaskIndex: entities.TaskIndex, TaskEntity: entities.TaskEntity, VerdictShard: entities.VerdictShard, RankProbabilities, JudgeSensitivity, ConfusionMatrices,
};

const tiny = tempDir('tiny-release');
writeTinyRelease(tiny);

describe.each([['mini release', MINI_RELEASE], ['tiny release', tiny]])('data build of the %s', (_, releaseDir) => {
  const out = join(tempDir('out'), 'build');
  let manifest: BuildManifest;
  beforeAll(async () => {
    manifest = await buildInto(releaseDir, out);
  });

  it('writes a manifest that parses and records the seed and the release hash', async () => {
    const onDisk = await readJsonArtifact(join(out, 'manifest.json'), BuildManifest);
    expect(onDisk).toEqual(manifest);
    expect(onDisk.seeds.bootstrap_seed).toBe(TEST_SEED);
    expect(onDisk.seeds.resamples).toBe(TEST_RESAMPLES);
    // expected: sha256 of the release's manifest.json bytes, computed here independently
    expect(onDisk.release.manifest_sha256).toBe(createHash('sha256').update(readFileSync(join(releaseDir, 'manifest.json'))).digest('hex'));
  });

  it('lists every artifact with its true size and sha256', () => {
    for (const a of manifest.artifacts) {
      const bytes = readFileSync(join(out, a.path));
      expect(a.bytes, a.path).toBe(bytes.length);
      expect(a.sha256, a.path).toBe(createHash('sha256').update(bytes).digest('hex'));
    }
  });

  it('parses every table and entity file with its schema, and never writes NaN', async () => {
    const tables = manifest.artifacts.filter((a) => a.kind === 'table');
    expect(tables.map((t) => t.path)).toEqual(expect.arrayContaining([
      'tables/table2_leaderboard.json', 'tables/fig4_failures_by_action.json', 'tables/table5_family.json', 'tables/fig5_modality_class.json',
      'tables/table4_surfaces.json', 'tables/e0_bradley_terry.json', 'tables/icc_test_retest.json', 'tables/judge_agreement.json',
      'tables/table7_scoring_method.json', 'tables/table8_noncoding.json', 'tables/reconciliation.json', 'tables/clusters.json',
    ]));
    for (const t of tables) {
      const artifact = await readJsonArtifact(join(out, t.path), TableArtifact);
      expect(artifact.id, t.path).toBe(t.path.replace(/^tables\/|\.json$/g, ''));
      expect(readFileSync(join(out, t.path), 'utf8'), t.path).not.toMatch(/NaN|Infinity/);
      // Notes are read by people: words, not variable names ("full_order_count=9627").
      for (const note of artifact.notes) expect(note, t.path).not.toMatch(/\b[a-z]+(?:_[a-z]+)+=/);
    }
    const entityFiles = manifest.artifacts.filter((a) => a.kind === 'entity');
    expect(entityFiles.length).toBeGreaterThan(0);
    for (const e of entityFiles) await readJsonArtifact(join(out, e.path), ENTITY_SCHEMAS[e.zod_schema!]!);
  });

  it('accounts for every input row, and its effective counts equal the validator\'s', async () => {
    const rec = await readJsonArtifact(join(out, 'tables/reconciliation.json'), TableArtifact);
    expect(rec.rows.every((r) => r.balanced === true)).toBe(true);
    const validation = await validateRelease(releaseDir);
    const v = (category: string) => rec.rows.find((r) => r.source === 'verdicts' && r.category === category)!.rows;
    const e = validation.counts.verdicts.effective;
    expect(v('qualifying_pass')).toBe(e.pass);
    expect(v('qualifying_fail')).toBe(e.fail);
    expect(v('collapsed_by_cascade')).toBe(e.collapsed);
    expect(v('partial')).toBe(e.partial);
    expect(v('total')).toBe(validation.counts.rows.verdicts);
  });

  it('ships Parquet for every release table with its derived columns', () => {
    const paths = manifest.artifacts.map((a) => a.path);
    for (const name of ['verdicts', 'rules', 'tasks', 'models', 'runs', 'e0', 'probe', 'judge_audit', 'noncoding', 'e0_bootstrap_draws']) {
      expect(paths, name).toContain(`parquet/${name}.parquet`);
    }
    const verdicts = manifest.artifacts.find((a) => a.path === 'parquet/verdicts.parquet')!;
    expect(verdicts.columns!.map((c) => c.name)).toEqual(expect.arrayContaining(['verdict', 'raw_verdict', 'qualifying', 'collapsed', 'action', 'modality_class', 'surface', 'prior', 'lineage', 'deterministic']));
    const draws = manifest.artifacts.find((a) => a.path === 'parquet/e0_bootstrap_draws.parquet')!;
    expect(draws.rows).toBe(TEST_RESAMPLES);
  });
});

describe('data/README.md', () => {
  it('documents every table artifact, every shipped Parquet file and every entity schema of a build', async () => {
    const readme = readFileSync('data/README.md', 'utf8');
    const manifest = await readJsonArtifact(join(inject('miniBuild'), 'manifest.json'), BuildManifest);
    for (const a of manifest.artifacts) {
      if (a.kind === 'table' || a.kind === 'parquet') {
        const id = a.path.replace(/^(tables|parquet)\/|\.(json|parquet)$/g, '');
        expect(readme, id).toContain(`\`${id}\``);
      }
      if (a.zod_schema) expect(readme, a.zod_schema).toContain(a.zod_schema);
    }
  });
});
