/**
 * The dataset bundle of a real data build (the mini release, built here with scripts/data.ts):
 * the Croissant file has every property Croissant 1.1 requires and the recommended ones we
 * fill (list and JSON-LD context copied from the spec: data/standards/croissant/
 * croissant-1.1-properties.json), the RAI properties we claim (each one of the RAI spec's,
 * figures from the build's artifacts), and every described file exists with the declared
 * sha256; every Parquet artifact appears with the manifest's columns; the card has hub front
 * matter and the SIMULATED notice; the CLI fails, naming the file, when a Parquet file no
 * longer matches its hash.
 */
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactPaths } from '../../src/artifacts/paths.ts';
import { croissantType } from '../../src/dataset/data-types.ts';
import { yamlString } from '../../src/dataset/card.ts';

const root = path.resolve(import.meta.dirname, '../..');
let tmp = '';
let build = '';
let manifest: { release: { manifest_sha256: string; provenance: string }; artifacts: { path: string; kind: string; sha256: string; bytes: number; columns: { name: string; type: string }[] }[] };
let croissant: Record<string, any>;
const spec = JSON.parse(fs.readFileSync(path.join(root, 'data/standards/croissant/croissant-1.1-properties.json'), 'utf8')) as {
  conformsTo: string; dataset_required: string[]; dataset_recommended: string[]; file_object_properties: string[]; field_properties: string[]; rai_properties: string[]; context: Record<string, unknown>;
};
/** The recommended and RAI properties the bundle claims to fill. */
const RECOMMENDED_FILLED = ['keywords', 'version'];
const RAI_FILLED = [
  'rai:dataCollection', 'rai:dataCollectionType', 'rai:dataCollectionRawData', 'rai:dataCollectionMissingData', 'rai:dataPreprocessingProtocol',
  'rai:dataAnnotationProtocol', 'rai:annotationsPerItem', 'rai:machineAnnotationTools', 'rai:dataAnnotationAnalysis',
  'rai:dataBiases', 'rai:dataLimitations', 'rai:dataUseCases', 'rai:personalSensitiveInformation', 'rai:dataReleaseMaintenancePlan',
];
/** A JSON-LD property name as written in the file (the spec writes dct:conformsTo; the context maps conformsTo to it). */
const key = (p: string) => (p === 'dct:conformsTo' ? 'conformsTo' : p);

const node = (args: string[]) => spawnSync(process.execPath, args, { cwd: root, encoding: 'utf8' });

beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'hif-dataset-'));
  build = path.join(tmp, 'build');
  const data = node(['scripts/data.ts', '--release', 'test/fixtures/mini-release', '--out', build, '--resamples', '200']);
  if (data.status !== 0) throw new Error(`data build failed: ${data.stderr.slice(-500)}`);
  const run = node(['scripts/dataset.ts', '--build', build]);
  if (run.status !== 0) throw new Error(`dataset failed: ${run.stderr}`);
  manifest = JSON.parse(fs.readFileSync(path.join(build, 'manifest.json'), 'utf8'));
  croissant = JSON.parse(fs.readFileSync(path.join(build, 'croissant.json'), 'utf8'));
});
afterAll(() => { if (tmp) fs.rmSync(tmp, { recursive: true, force: true }); });

describe('croissant.json', () => {
  it('has every dataset-level property Croissant 1.1 requires, and the recommended ones it fills', () => {
    expect(croissant['@context']).toEqual(spec.context);
    expect(croissant['@type']).toBe('sc:Dataset');
    expect(croissant.conformsTo).toBe(spec.conformsTo);
    for (const p of [...spec.dataset_required, ...RECOMMENDED_FILLED]) {
      const v = croissant[key(p)];
      expect(v, p).toBeDefined();
      expect(typeof v === 'string' ? v.length : Array.isArray(v) ? v.length : Object.keys(v).length, p).toBeGreaterThan(0);
    }
    expect(RECOMMENDED_FILLED.every((p) => spec.dataset_recommended.includes(p))).toBe(true);
    expect(croissant.creator).toEqual([{ '@type': 'sc:Organization', name: 'Harness-IF Explorer contributors' }]);
    expect(croissant.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(croissant.citeAs).toMatch(/@article\{harnessif,/);
    expect(croissant.description).toMatch(/SIMULATED/); // the mini release is simulated
  });

  it('fills the RAI properties it claims, each one the RAI spec lists, with figures from the build', () => {
    const rai = Object.keys(croissant).filter((k) => k.startsWith('rai:'));
    expect(rai.sort()).toEqual([...RAI_FILLED].sort());
    for (const p of rai) {
      expect(spec.rai_properties, p).toContain(p);
      const v = croissant[p];
      const texts = Array.isArray(v) ? v : [v];
      expect(texts.length, p).toBeGreaterThan(0);
      for (const t of texts) expect(typeof t === 'string' && t.length > 10, p).toBe(true);
    }
    const reliability = JSON.parse(fs.readFileSync(path.join(build, 'tables/reliability_summary.json'), 'utf8')).rows as { figure: string; value: number }[];
    const share = reliability.find((r) => r.figure === 'judge_involved_share')!.value;
    expect(croissant['rai:dataAnnotationProtocol']).toContain(`${share.toFixed(1)}% of the verdict rows`);
    const agreement = JSON.parse(fs.readFileSync(path.join(build, 'tables/judge_agreement.json'), 'utf8')).rows as { kind: string; rows: number; agreement: number }[];
    const human = agreement.find((r) => r.kind === 'human_audit')!;
    expect(croissant['rai:dataAnnotationAnalysis'][0]).toContain(`on ${human.rows} rows, agreement ${human.agreement.toFixed(1)}%`);
    expect(croissant['rai:dataBiases'].join(' ')).toMatch(/Selection optimism/);
    expect(croissant['rai:dataBiases'].join(' ')).toMatch(/Judge dependence/);
    expect(croissant['rai:dataLimitations'].join(' ')).toMatch(/Cohort-dependent metrics: F-Acc/);
    expect(croissant['rai:dataCollection']).toMatch(/^SIMULATED/);
  });

  it('every described file exists with the declared sha256 and size', () => {
    for (const f of croissant.distribution as Record<string, any>[]) {
      for (const p of spec.file_object_properties) expect(f[p], `${f['@id']}: ${p}`).toBeDefined();
      const bytes = fs.readFileSync(path.join(build, f.contentUrl));
      expect(createHash('sha256').update(bytes).digest('hex'), f.contentUrl).toBe(f.sha256);
      expect(f.contentSize).toBe(`${bytes.length} B`);
    }
    const ids = (croissant.distribution as Record<string, any>[]).map((f) => f['@id']);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.some((id) => id.startsWith('file/every-eval-ever/'))).toBe(true);
  });

  it('describes every Parquet artifact with the manifest\'s sha256, and only those', () => {
    const parquet = manifest.artifacts.filter((a) => a.kind === 'parquet');
    expect(parquet.length).toBeGreaterThan(10);
    const files = (croissant.distribution as Record<string, any>[]).filter((f) => f.encodingFormat === 'application/x-parquet');
    expect(files.map((f) => f.contentUrl).sort()).toEqual(parquet.map((a) => a.path).sort());
    for (const a of parquet) {
      const f = files.find((x) => x.contentUrl === a.path)!;
      expect(f['@type']).toBe('cr:FileObject');
      expect(f.encodingFormat).toBe('application/x-parquet');
      expect(f.sha256).toBe(a.sha256);
      expect(f.contentSize).toBe(`${a.bytes} B`);
      expect(typeof f['@id']).toBe('string');
    }
  });

  it('has one record set per Parquet file whose fields name every column with a dataType and a source', () => {
    const files = (croissant.distribution as Record<string, any>[]).filter((f) => f.encodingFormat === 'application/x-parquet');
    for (const rs of croissant.recordSet as Record<string, any>[]) {
      expect(rs['@type']).toBe('cr:RecordSet');
      const file = files.find((f) => f['@id'] === rs.field[0].source.fileObject['@id'])!;
      const artifact = manifest.artifacts.find((a) => a.path === file.contentUrl)!;
      expect(rs.field.map((f: any) => f.name)).toEqual(artifact.columns.map((c) => c.name));
      for (const field of rs.field) {
        for (const p of spec.field_properties) expect(field[p], `${field['@id']}: ${p}`).toBeDefined();
        expect(field.repeated).toBeUndefined(); // Croissant 1.0's; 1.1 says isArray
        expect(field['@type']).toBe('cr:Field');
        expect(field.dataType).toMatch(/^sc:(Text|Integer|Float|Boolean|Date|DateTime)$/);
        expect(field.source.extract.column).toBe(field.name);
      }
    }
    expect((croissant.recordSet as unknown[]).length).toBe(files.length);
  });
});

describe('card, CITATION.cff, SHA256SUMS', () => {
  it('the card has hub front matter with configs for each file and the simulated notice', () => {
    const card = fs.readFileSync(path.join(build, 'README.md'), 'utf8');
    expect(card.startsWith('---\nlicense: "mit"\n')).toBe(true);
    for (const a of manifest.artifacts.filter((x) => x.kind === 'parquet')) expect(card).toContain(`    data_files: "${a.path}"`);
    expect(card).toContain('**SIMULATED DATA.**');
    expect(card).toContain(manifest.release.manifest_sha256);
  });

  it('CITATION.cff is a dataset citation pinned to the release hash; SHA256SUMS lists every file', () => {
    const cff = fs.readFileSync(path.join(build, 'CITATION.cff'), 'utf8');
    expect(cff).toMatch(/^type: dataset$/m);
    expect(cff).toContain(`value: "sha256:${manifest.release.manifest_sha256}"`);
    const sums = fs.readFileSync(path.join(build, 'SHA256SUMS'), 'utf8');
    // Every Parquet and Arrow file but the per-model split of verdicts.arrow (a browser copy of its rows).
    for (const a of manifest.artifacts.filter((x) => (x.kind === 'parquet' || x.kind === 'arrow') && !artifactPaths.isVerdictsArrowOfModel(x.path))) expect(sums).toContain(`${a.sha256}  ${a.path}\n`);
    for (const f of croissant.distribution as Record<string, any>[]) expect(sums).toContain(`${f.sha256}  ${f.contentUrl}\n`);
  });

  it('fails naming the file when a Parquet file no longer matches the manifest', () => {
    const copy = path.join(tmp, 'damaged');
    fs.cpSync(build, copy, { recursive: true });
    const victim = manifest.artifacts.find((a) => a.kind === 'parquet')!;
    fs.appendFileSync(path.join(copy, victim.path), 'x');
    const run = node(['scripts/dataset.ts', '--build', copy]);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(path.join(copy, victim.path));
    expect(run.stderr).toContain('sha256');
  });
});

describe('helpers', () => {
  it('maps DuckDB types to Croissant dataTypes (lists repeated, structs as text with a note)', () => {
    expect(croissantType('VARCHAR')).toEqual({ dataType: 'sc:Text', isArray: false, note: null });
    expect(croissantType('INTEGER').dataType).toBe('sc:Integer');
    expect(croissantType('DOUBLE').dataType).toBe('sc:Float');
    expect(croissantType('BOOLEAN').dataType).toBe('sc:Boolean');
    expect(croissantType('VARCHAR[]')).toEqual({ dataType: 'sc:Text', isArray: true, note: null });
    expect(croissantType('STRUCT(rule_id VARCHAR, surface VARCHAR)[]').isArray).toBe(true);
    expect(croissantType('STRUCT(a INTEGER)').note).toMatch(/nested/);
  });

  it('escapes YAML scalars from untrusted text', () => {
    expect(yamlString('a "b"\n\\c')).toBe('"a \\"b\\"\\n\\\\c"');
  });
});
