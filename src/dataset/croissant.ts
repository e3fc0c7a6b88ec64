/**
 * Croissant 1.1 (MLCommons) JSON-LD description of the data build's Parquet artifacts: one
 * cr:FileObject per file (contentUrl, encodingFormat, sha256, contentSize) and one cr:RecordSet
 * per file whose cr:Field entries name each column, its dataType (isArray for lists) and its
 * source column (a struct column: subFields read with a jsonPath, data-types.ts); further files of
 * the bundle (the Every Eval Ever export, views.sql) as FileObjects; the Responsible-AI properties
 * (rai:*, from rai.ts) and, for a simulated release, PROV-O's prov:wasGeneratedBy naming the
 * simulation (the specification's "Dataset and Resource-level Provenance"). Context and required
 * properties follow the Croissant 1.1 specification (http://mlcommons.org/croissant/1.1, copied
 * list and context in data/standards/croissant/croissant-1.1-properties.json, whose
 * context_note says why the context is https://schema.org/): @context, @type sc:Dataset,
 * conformsTo, name, description, license, url, creator, datePublished, distribution.
 * Takes the parsed build manifest, returns a JSON-serialisable object (Node: reads the copied spec).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ArtifactEntry, BuildManifest } from '../artifacts/manifest.ts';
import { croissantColumn, type CroissantColumn } from './data-types.ts';

/**
 * conformsTo and the JSON-LD context (the specification's Appendix 1, which includes the RAI
 * prefix), as copied from the specification into data/standards/croissant/.
 */
const SPEC = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../data/standards/croissant/croissant-1.1-properties.json'), 'utf8')) as {
  conformsTo: string;
  context: Record<string, unknown>;
};

interface CroissantOptions {
  name: string;
  description: string;
  /** SPDX id or URL. */
  license: string;
  /** The dataset's landing page. */
  url: string;
  /** BibTeX of the preferred citation. */
  citeAs: string;
  version: string;
  datePublished: string;
  /** Prefix of every contentUrl ("" = paths relative to the dataset folder). */
  contentBase: string;
  keywords: string[];
  /** Names of the creators (organisations). */
  creators: string[];
  /** Other files of the bundle, described as FileObjects (no record sets). */
  extraFiles: { id: string; path: string; encodingFormat: string; bytes: number; sha256: string; description: string }[];
  /** Responsible-AI properties, keys "rai:…". */
  rai: Record<string, string | string[] | boolean>;
  /** How a simulated release was generated (prov:wasGeneratedBy); null for an official release. */
  generatedBy: string | null;
}

/** A cr:Field for a column (or a struct member, read with jsonPath from its column), with its subFields. */
function field(id: string, name: string, fileId: string, column: string, jsonPath: string[], type: CroissantColumn, description: string): Record<string, unknown> {
  const transform = jsonPath.length === 0 ? {} : { transform: jsonPath.length === 1 ? { jsonPath: jsonPath[0] } : jsonPath.map((p) => ({ jsonPath: p })) };
  return {
    '@type': 'cr:Field',
    '@id': id,
    name,
    description,
    ...(type.dataType ? { dataType: type.dataType, source: { fileObject: { '@id': fileId }, extract: { column }, ...transform } } : {}),
    ...(type.isArray ? { isArray: true } : {}),
    ...(type.subFields ? { subField: type.subFields.map((m) => field(`${id}/${m.name}`, m.name, fileId, column, [...jsonPath, m.name], m.type, `${name}.${m.name}`)) } : {}),
  };
}

/** The Parquet artifacts of a build, in manifest order. */
export function parquetArtifacts(manifest: BuildManifest): ArtifactEntry[] {
  return manifest.artifacts.filter((a) => a.kind === 'parquet');
}

/** Record set / file id of an artifact: its file name without extension ("table2_leaderboard"). */
export function artifactId(a: ArtifactEntry): string {
  return a.path.split('/').pop()!.replace(/\.parquet$/, '');
}

export function croissantMetadata(manifest: BuildManifest, o: CroissantOptions): Record<string, unknown> {
  const files = parquetArtifacts(manifest);
  return {
    '@context': SPEC.context,
    '@type': 'sc:Dataset',
    name: o.name,
    description: o.description,
    conformsTo: SPEC.conformsTo,
    license: o.license,
    url: o.url,
    citeAs: o.citeAs,
    creator: o.creators.map((name) => ({ '@type': 'sc:Organization', name })),
    version: o.version,
    datePublished: o.datePublished,
    keywords: o.keywords,
    isLiveDataset: false,
    distribution: [...files.map((a) => ({
      '@type': 'cr:FileObject',
      '@id': `file/${artifactId(a)}`,
      name: a.path,
      contentUrl: `${o.contentBase}${a.path}`,
      encodingFormat: 'application/x-parquet',
      contentSize: `${a.bytes} B`,
      sha256: a.sha256,
    })), ...o.extraFiles.map((f) => ({
      '@type': 'cr:FileObject',
      '@id': `file/${f.id}`,
      name: f.path,
      description: f.description,
      contentUrl: `${o.contentBase}${f.path}`,
      encodingFormat: f.encodingFormat,
      contentSize: `${f.bytes} B`,
      sha256: f.sha256,
    }))],
    recordSet: files.map((a) => {
      const id = artifactId(a);
      if (!a.columns || a.columns.length === 0) throw new Error(`manifest.json: artifact ${a.path}: field columns is empty; a record set needs its columns`);
      return {
        '@type': 'cr:RecordSet',
        '@id': id,
        name: id,
        description: `${a.rows ?? 'unknown'} rows of ${a.path}${a.sql ? ` (made by ${a.sql})` : ''}.`,
        field: a.columns.map((c) => {
          let type: CroissantColumn;
          try {
            type = croissantColumn(c.type);
          } catch (error) {
            throw new Error(`manifest.json: artifact ${a.path}: column ${c.name}: ${(error as Error).message}`);
          }
          return field(`${id}/${c.name}`, c.name, `file/${id}`, c.name, [], type, `${c.name} (${c.type})`);
        }),
      };
    }),
    ...o.rai,
    ...(o.generatedBy ? { 'prov:wasGeneratedBy': { '@type': 'prov:Activity', 'prov:label': o.generatedBy } } : {}),
  };
}
