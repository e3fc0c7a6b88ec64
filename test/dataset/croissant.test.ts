/**
 * The dataset bundle of a real data build (the mini release, built here with scripts/data.ts):
 * the Croissant file has every property Croissant 1.0 requires (spec:
 * http://mlcommons.org/croissant/1.0 — @context with cr/sc/dct, @type sc:Dataset, name,
 * description, license, url, citeAs, conformsTo; FileObjects with contentUrl, encodingFormat,
 * sha256; RecordSets with fields and dataType) and every Parquet artifact appears with the
 * manifest's sha256 and columns; the card has hub front matter and the SIMULATED notice; the
 * CLI fails, naming the file, when a Parquet file no longer matches its hash.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { croissantType } from '../../src/lib/dataset/data-types.ts';
import { yamlString } from '../../src/lib/dataset/card.ts';

const root = path.resolve(import.meta.dirname, '../..');
let tmp = '';
let build = '';
let manifest: { release: { manifest_sha256: string; provenance: string }; artifacts: { path: string; kind: string; sha256: string; bytes: number; columns: { name: string; type: string }[] }[] };
let croissant: Record<string, any>;

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
  it('has the Croissant 1.0 required dataset-level properties', () => {
    const ctx = croissant['@context'];
    expect(ctx.cr).toBe('http://mlcommons.org/croissant/');
    expect(ctx.sc).toBe('https://schema.org/');
    expect(ctx.dct).toBe('http://purl.org/dc/terms/');
    expect(ctx.conformsTo).toBe('dct:conformsTo');
    expect(ctx.citeAs).toBe('cr:citeAs');
    expect(croissant['@type']).toBe('sc:Dataset');
    expect(croissant.conformsTo).toBe('http://mlcommons.org/croissant/1.0');
    for (const key of ['name', 'description', 'license', 'url', 'citeAs']) {
      expect(typeof croissant[key], key).toBe('string');
      expect(croissant[key].length, key).toBeGreaterThan(0);
    }
    expect(croissant.citeAs).toMatch(/@article\{harnessif,/);
    expect(croissant.description).toMatch(/SIMULATED/); // the mini release is simulated
  });

  it('describes every Parquet artifact with the manifest\'s sha256, and only those', () => {
    const parquet = manifest.artifacts.filter((a) => a.kind === 'parquet');
    expect(parquet.length).toBeGreaterThan(10);
    const files = croissant.distribution as Record<string, any>[];
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

  it('has one record set per file whose fields name every column with a dataType and a source', () => {
    const files = croissant.distribution as Record<string, any>[];
    for (const rs of croissant.recordSet as Record<string, any>[]) {
      expect(rs['@type']).toBe('cr:RecordSet');
      const file = files.find((f) => f['@id'] === rs.field[0].source.fileObject['@id'])!;
      const artifact = manifest.artifacts.find((a) => a.path === file.contentUrl)!;
      expect(rs.field.map((f: any) => f.name)).toEqual(artifact.columns.map((c) => c.name));
      for (const field of rs.field) {
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
    for (const a of manifest.artifacts.filter((x) => x.kind === 'parquet' || x.kind === 'arrow')) expect(sums).toContain(`${a.sha256}  ${a.path}\n`);
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
