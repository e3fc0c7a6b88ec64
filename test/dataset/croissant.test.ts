/**
 * The Croissant file of a real data build (the mini release, mini-bundle.ts), against the
 * specification's own rules (copied in data/standards/croissant/): the 1.1 context with
 * https://schema.org/ as every 1.1 example writes it (example-1.1-parquet-metadata.json) and
 * every key of mlcroissant's standard context; every property Croissant 1.1 requires and the
 * recommended ones we fill; the RAI properties (each one of the RAI spec's, figures from the
 * build's artifacts, and the synthetic-data flag); every described file exists with the declared
 * sha256; every field's dataType read against the Parquet file's own schema (the spec's atomic
 * types; a list is isArray, a struct has subFields read with jsonPath, a map is refused); with
 * SITE_URL, a landing url and absolute contentUrls. The CLI fails, naming the file, when a
 * Parquet file no longer matches its hash.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { croissantColumn } from '../../src/dataset/data-types.ts';
import { yamlString } from '../../src/dataset/card.ts';
import { buildMiniBundle, node, parquetColumns, readJson, root, type ManifestShape, type ParquetNode } from './mini-bundle.ts';

let tmp = '';
let build = '';
let manifest: ManifestShape;
let croissant: Record<string, any>;
const spec = readJson<{
  conformsTo: string; dataset_required: string[]; dataset_recommended: string[]; file_object_properties: string[]; field_properties: string[];
  rai_properties: string[]; reference_context_keys: string[]; appendix1_context: Record<string, unknown>;
}>(path.join(root, 'data/standards/croissant/croissant-1.1-properties.json'));
const example = readJson<{ '@context': Record<string, unknown> }>(path.join(root, 'data/standards/croissant/example-1.1-parquet-metadata.json'));
/** The recommended and RAI properties the bundle claims to fill. */
const RECOMMENDED_FILLED = ['keywords', 'version'];
const RAI_FILLED = [
  'rai:dataCollection', 'rai:dataCollectionType', 'rai:dataCollectionRawData', 'rai:dataCollectionMissingData', 'rai:dataPreprocessingProtocol',
  'rai:dataImputationProtocol', 'rai:dataManipulationProtocol',
  'rai:dataAnnotationProtocol', 'rai:annotationsPerItem', 'rai:machineAnnotationTools', 'rai:dataAnnotationAnalysis',
  'rai:dataSocialImpact', 'rai:dataBiases', 'rai:dataLimitations', 'rai:dataUseCases', 'rai:personalSensitiveInformation', 'rai:dataReleaseMaintenancePlan',
];
/** Beyond the RAI table: the boolean synthetic-data flag of dataset tracks' Croissant checklists. */
const RAI_EXTRA = ['rai:hasSyntheticData'];
/** A JSON-LD property name as written in the file (the spec writes dct:conformsTo; the context maps conformsTo to it). */
const key = (p: string) => (p === 'dct:conformsTo' ? 'conformsTo' : p);

beforeAll(() => {
  ({ tmp, build } = buildMiniBundle());
  manifest = readJson(path.join(build, 'manifest.json'));
  croissant = readJson(path.join(build, 'croissant.json'));
});
afterAll(() => { if (tmp) fs.rmSync(tmp, { recursive: true, force: true }); });

/** A compact IRI "p:x" expanded with a JSON-LD context's prefixes (JSON-LD 1.1 §4.1.5). */
function expand(context: Record<string, unknown>, term: string): string {
  const [prefix, ...rest] = term.split(':');
  const iri = context[prefix!];
  return typeof iri === 'string' && rest.length > 0 ? `${iri}${rest.join(':')}` : term;
}

describe('croissant.json: context', () => {
  it('is the 1.1 context with https://schema.org/, so sc:Dataset is https://schema.org/Dataset (mlcroissant rejects http)', () => {
    const context = croissant['@context'] as Record<string, unknown>;
    expect(context['@vocab']).toBe(example['@context']['@vocab']);
    expect(context['@vocab']).toBe('https://schema.org/');
    expect(context.sc).toBe('https://schema.org/');
    expect(croissant['@type']).toBe('sc:Dataset');
    expect(expand(context, croissant['@type'])).toBe('https://schema.org/Dataset');
    expect(croissant.conformsTo).toBe('http://mlcommons.org/croissant/1.1');
    expect(expand(context, String(context.conformsTo))).toBe('http://purl.org/dc/terms/conformsTo');
  });

  it('has every key of mlcroissant\'s standard context and of Appendix 1, each mapped as the spec\'s example maps it', () => {
    const context = croissant['@context'] as Record<string, unknown>;
    for (const k of [...spec.reference_context_keys, ...Object.keys(spec.appendix1_context)]) expect(context[k], k).toBeDefined();
    for (const [k, v] of Object.entries(example['@context'])) {
      // The example's own RAI-era keys (dataBiases, …) are written here as rai: properties instead.
      if (k in context) expect(context[k], k).toEqual(v);
    }
    // Appendix 1's non-schema.org terms unchanged.
    for (const [k, v] of Object.entries(spec.appendix1_context)) if (!['@vocab', 'sc'].includes(k)) expect(context[k], k).toEqual(v);
  });
});

describe('croissant.json: dataset properties', () => {
  it('has every dataset-level property Croissant 1.1 requires, and the recommended ones it fills', () => {
    for (const p of [...spec.dataset_required, ...RECOMMENDED_FILLED]) {
      const v = croissant[key(p)];
      expect(v, p).toBeDefined();
      expect(typeof v === 'string' ? v.length : Array.isArray(v) ? v.length : Object.keys(v).length, p).toBeGreaterThan(0);
    }
    expect(RECOMMENDED_FILLED.every((p) => spec.dataset_recommended.includes(p))).toBe(true);
    expect(croissant.creator).toEqual([{ '@type': 'sc:Organization', name: 'Harness-IF Explorer contributors' }]);
    expect(croissant.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // mlcroissant checks version as MAJOR.MINOR.PATCH (semver).
    expect(croissant.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(croissant.citeAs).toMatch(/^@misc\{harnessif_data_[0-9a-f]{12},/);
    expect(croissant.description).toMatch(/SIMULATED/); // the mini release is simulated
    expect(croissant.url).toBe(`urn:sha256:${manifest.release.manifest_sha256}`); // no SITE_URL: no landing page known
  });

  it('fills the RAI properties it claims, each one the RAI spec lists, with figures from the build, and flags the synthetic data', () => {
    const rai = Object.keys(croissant).filter((k) => k.startsWith('rai:'));
    expect(rai.sort()).toEqual([...RAI_FILLED, ...RAI_EXTRA].sort());
    for (const p of RAI_FILLED) {
      expect(spec.rai_properties, p).toContain(p);
      const v = croissant[p];
      const texts = Array.isArray(v) ? v : [v];
      expect(texts.length, p).toBeGreaterThan(0);
      for (const t of texts) expect(typeof t === 'string' && t.length > 10, p).toBe(true);
    }
    const reliability = readJson(path.join(build, 'tables/reliability_summary.json')).rows as { figure: string; value: number }[];
    const share = reliability.find((r) => r.figure === 'judge_involved_share')!.value;
    expect(croissant['rai:dataAnnotationProtocol']).toContain(`${share.toFixed(1)}% of the verdict rows`);
    const agreement = readJson(path.join(build, 'tables/judge_agreement.json')).rows as { kind: string; rows: number; agreement: number }[];
    const human = agreement.find((r) => r.kind === 'human_audit')!;
    expect(croissant['rai:dataAnnotationAnalysis'][0]).toContain(`on ${human.rows} rows, agreement ${human.agreement.toFixed(1)}%`);
    expect(croissant['rai:dataBiases'].join(' ')).toMatch(/Selection optimism/);
    expect(croissant['rai:dataLimitations'].join(' ')).toMatch(/Cohort-dependent metrics: F-Acc/);
    expect(croissant['rai:dataCollection']).toMatch(/^SIMULATED/);
    // The mini release is simulated: flagged as synthetic, with the generating activity (PROV-O, spec "Dataset and Resource-level Provenance").
    expect(croissant['rai:hasSyntheticData']).toBe(true);
    expect(croissant['rai:dataManipulationProtocol']).toMatch(/^Synthetic data/);
    expect(croissant['prov:wasGeneratedBy']['@type']).toBe('prov:Activity');
    expect(croissant['prov:wasGeneratedBy']['prov:label']).toContain(manifest.release.manifest_sha256);
    expect(croissant['@context'].prov).toBe('http://www.w3.org/ns/prov#');
  });
});

describe('croissant.json: files and record sets', () => {
  it('every described file exists with the declared sha256 and size; its name is its path in the bundle', () => {
    for (const f of croissant.distribution as Record<string, any>[]) {
      for (const p of spec.file_object_properties) expect(f[p], `${f['@id']}: ${p}`).toBeDefined();
      expect(f.contentUrl).toBe(f.name); // relative without SITE_URL
      const bytes = fs.readFileSync(path.join(build, f.name));
      expect(createHash('sha256').update(bytes).digest('hex'), f.name).toBe(f.sha256);
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
    expect(files.map((f) => f.name).sort()).toEqual(parquet.map((a) => a.path).sort());
    for (const a of parquet) {
      const f = files.find((x) => x.name === a.path)!;
      expect(f['@type']).toBe('cr:FileObject');
      expect(f.sha256).toBe(a.sha256);
      expect(f.contentSize).toBe(`${a.bytes} B`);
    }
  });

  /**
   * What a Parquet column must be declared as, from the file's own schema: the spec's atomic
   * types (Data Types section) for leaves, isArray for a LIST, subFields for a group; a MAP has
   * no Croissant form (and no Hugging Face datasets dtype) and must not be written at all.
   */
  function expectDeclared(fieldDecl: Record<string, any>, column: ParquetNode, fileId: string, topColumn: string, jsonPath: string[]): void {
    const where = fieldDecl['@id'];
    expect(column.converted === 'MAP' || column.converted === 'MAP_KEY_VALUE', `${where}: a MAP column`).toBe(false);
    let node = column;
    if (node.converted === 'LIST') {
      expect(fieldDecl.isArray, `${where}: isArray`).toBe(true);
      node = node.children[0]!.children[0]!; // LIST → repeated "list" → "element"
    } else {
      expect(fieldDecl.isArray, `${where}: isArray`).toBeUndefined();
    }
    if (node.children.length > 0) {
      expect(fieldDecl.dataType, `${where}: a struct has no dataType of its own`).toBeUndefined();
      expect(fieldDecl.subField.map((s: any) => s.name), `${where}: subFields`).toEqual(node.children.map((c) => c.name));
      fieldDecl.subField.forEach((s: any, i: number) => {
        expect(s['@id']).toBe(`${where}/${s.name}`);
        expectDeclared(s, node.children[i]!, fileId, topColumn, [...jsonPath, s.name]);
      });
      return;
    }
    const expected = node.type === 'INT32' || node.type === 'INT64' ? 'sc:Integer'
      : node.type === 'DOUBLE' || node.type === 'FLOAT' ? 'sc:Float'
        : node.type === 'BOOLEAN' ? 'sc:Boolean'
          : node.type === 'BYTE_ARRAY' && node.converted === 'UTF8' ? 'sc:Text' : `unmapped Parquet type ${node.type}/${node.converted}`;
    expect(fieldDecl.dataType, where).toBe(expected);
    expect(fieldDecl.source.fileObject['@id'], where).toBe(fileId);
    expect(fieldDecl.source.extract.column, where).toBe(topColumn);
    const transform = fieldDecl.source.transform;
    const paths = transform === undefined ? [] : Array.isArray(transform) ? transform.map((t: any) => t.jsonPath) : [transform.jsonPath];
    expect(paths, `${where}: jsonPath`).toEqual(jsonPath);
  }

  it('declares every field of every record set as its Parquet file\'s schema says: type, list, struct members', async () => {
    const files = (croissant.distribution as Record<string, any>[]).filter((f) => f.encodingFormat === 'application/x-parquet');
    expect((croissant.recordSet as unknown[]).length).toBe(files.length);
    let nested = 0;
    for (const rs of croissant.recordSet as Record<string, any>[]) {
      expect(rs['@type']).toBe('cr:RecordSet');
      const file = files.find((f) => f['@id'] === `file/${rs['@id']}`)!;
      const columns = await parquetColumns(path.join(build, file.name));
      expect(rs.field.map((f: any) => f.name), rs['@id']).toEqual(columns.map((c) => c.name));
      rs.field.forEach((f: any, i: number) => {
        for (const p of spec.field_properties.filter((x) => x !== 'dataType')) expect(f[p], `${f['@id']}: ${p}`).toBeDefined();
        expect(f.repeated).toBeUndefined(); // Croissant 1.0's; 1.1 says isArray
        expect(f['@id']).toBe(`${rs['@id']}/${f.name}`);
        if (f.subField) nested++;
        expectDeclared(f, columns[i]!, file['@id'], f.name, []);
      });
    }
    expect(nested).toBeGreaterThan(0); // tasks.injected and rules.phrasings are lists of structs
  });
});

describe('croissant.json with SITE_URL', () => {
  it('names the Downloads page as url and makes every contentUrl absolute under data/files/', () => {
    const copy = path.join(tmp, 'served');
    fs.cpSync(build, copy, { recursive: true });
    const run = node(['scripts/dataset.ts', '--build', copy], { SITE_URL: 'https://example.org/', BASE_PATH: '/hif' });
    expect(run.status, run.stderr).toBe(0);
    const served = readJson(path.join(copy, 'croissant.json'));
    expect(served.url).toBe('https://example.org/hif/downloads/#dataset');
    for (const f of served.distribution as Record<string, any>[]) expect(f.contentUrl).toBe(`https://example.org/hif/data/files/${f.name}`);
    expect(served.citeAs).toContain('url          = {https://example.org/hif/downloads/#dataset}');
    expect(fs.readFileSync(path.join(copy, 'CITATION.cff'), 'utf8')).toMatch(/^url: "https:\/\/example\.org\/hif\/downloads\/#dataset"$/m);
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
  it('types DuckDB columns: atomic types, lists as isArray, structs (quoted member names too) as subFields, maps refused', () => {
    expect(croissantColumn('VARCHAR')).toEqual({ dataType: 'sc:Text', isArray: false, subFields: null });
    expect(croissantColumn('BIGINT').dataType).toBe('sc:Integer');
    expect(croissantColumn('TINYINT').dataType).toBe('sc:Integer');
    expect(croissantColumn('DOUBLE').dataType).toBe('sc:Float');
    expect(croissantColumn('BOOLEAN').dataType).toBe('sc:Boolean');
    expect(croissantColumn('VARCHAR[]')).toEqual({ dataType: 'sc:Text', isArray: true, subFields: null });
    expect(croissantColumn('STRUCT(surface VARCHAR, "text" VARCHAR)[]')).toEqual({
      dataType: null, isArray: true,
      subFields: [{ name: 'surface', type: { dataType: 'sc:Text', isArray: false, subFields: null } }, { name: 'text', type: { dataType: 'sc:Text', isArray: false, subFields: null } }],
    });
    expect(croissantColumn('STRUCT(a STRUCT(b INTEGER, c DOUBLE[]), "d, e" BOOLEAN)').subFields!.map((s) => s.name)).toEqual(['a', 'd, e']);
    expect(() => croissantColumn('MAP(VARCHAR, VARCHAR)')).toThrow(/MAP/);
  });

  it('escapes YAML scalars from untrusted text', () => {
    expect(yamlString('a "b"\n\\c')).toBe('"a \\"b\\"\\n\\\\c"');
  });
});
