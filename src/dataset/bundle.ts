/**
 * Writes the citable dataset bundle into a data build folder: the Every Eval Ever export
 * (every-eval-ever/, every-eval-ever.ts), croissant.json (Croissant 1.1 with the RAI
 * properties), README.md (dataset card with hub front matter), CITATION.cff, views.sql and
 * SHA256SUMS (written last: the sha256 of every other file of the bundle).
 * Where the bundle is served (SITE_URL and BASE_PATH, datasetLocation) makes Croissant's url the
 * Downloads page and its contentUrls absolute; without it they are relative to the folder.
 * Every Parquet file is hashed on disk first and must match the manifest (an error names the
 * file), so the published hashes describe the files actually there. Node only.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { BuildManifest } from '../artifacts/manifest.ts';
import { artifactPaths } from '../artifacts/paths.ts';
import { DUCKDB_MEMORY_LIMIT } from '../pipeline/db.ts';
import { readBuildFacts } from './build-facts.ts';
import { eeeAggregate, eeeModelFiles, ruleSummaries, writeEeeSamples, type EeeContext } from './every-eval-ever.ts';
import { raiProperties } from './rai.ts';
import { readCitation } from './citation.ts';
import { datasetCard } from './card.ts';
import { datasetCitationCff } from './citation-cff.ts';
import { croissantMetadata, parquetArtifacts } from './croissant.ts';
import { EVERY_EVAL_EVER_DIR } from './bundle-files.ts';
import { datasetBibtex } from './bibtex.ts';
import { viewsSql } from './views-sql.ts';

/**
 * Where a site built with SITE_URL (and BASE_PATH) serves the bundle: its landing page (the
 * Downloads page's dataset section) and the prefix of every file (data/files/). Null without
 * SITE_URL: no public address is known. Pure.
 */
export function datasetLocation(siteUrl: string | undefined, basePath: string | undefined): { url: string; contentBase: string } | null {
  if (!siteUrl) return null;
  const origin = siteUrl.replace(/\/+$/, '');
  const base = basePath && basePath !== '/' ? `/${basePath.replace(/^\/+|\/+$/g, '')}` : '';
  return { url: `${origin}${base}/downloads/#dataset`, contentBase: `${origin}${base}/data/files/` };
}

/**
 * Whether a bundle whose croissant.json says `url` was written for another place than
 * `location`: a landing page other than the wanted one, or one where none is wanted (a bundle
 * written without SITE_URL has a urn: url). Pure.
 */
export function bundleLocationDiffers(url: string, location: { url: string } | null): boolean {
  return (location?.url ?? null) !== (url.startsWith('urn:') ? null : url);
}

interface BundleOptions {
  buildDir: string;
  /** Repository root (CITATION.cff). */
  root: string;
  /** Landing page of the dataset; default: a URN of the release manifest hash. */
  url?: string;
  /** Prefix of contentUrl; default "" (paths relative to the bundle folder). */
  contentBase?: string;
}

function readManifest(file: string): BuildManifest {
  const parsed = BuildManifest.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`${file}: field ${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`);
  }
  return parsed.data;
}

/** Writes the bundle; returns the paths written (the bundle's own files, then the Every Eval Ever files). */
export async function writeDatasetBundle(o: BundleOptions): Promise<string[]> {
  const manifestFile = path.join(o.buildDir, 'manifest.json');
  const manifest = readManifest(manifestFile);
  for (const a of parquetArtifacts(manifest)) {
    const file = path.join(o.buildDir, a.path);
    const sha = createHash('sha256').update(fs.readFileSync(file)).digest('hex');
    if (sha !== a.sha256) throw new Error(`${file}: sha256 ${sha} differs from ${manifestFile} (field artifacts[path=${a.path}].sha256 = ${a.sha256})`);
  }
  const citation = readCitation(o.root);
  const { license } = citation;
  const { date: dateReleased, version } = citation.fields;
  const simulated = manifest.release.provenance === 'simulated';
  const name = simulated ? 'harness-if-simulated' : 'harness-if';
  const creators = citation.authors;
  if (creators.length === 0) throw new Error(`${path.join(o.root, 'CITATION.cff')}: field authors: no "- name:" entry`);

  // A fresh in-memory DuckDB reads the build's Parquet files (facts, Every Eval Ever samples).
  // Two threads (the records are written in ORDER BY order, so the bytes do not depend on
  // scheduling), the build's memory limit, spilling into a scratch folder removed afterwards.
  const spill = path.join(o.buildDir, '.dataset-spill');
  const instance = await DuckDBInstance.create(':memory:', { threads: '2', memory_limit: DUCKDB_MEMORY_LIMIT, temp_directory: spill });
  const connection = await instance.connect();
  const eeeFiles: { path: string; bytes: number; sha256: string; kind: 'aggregate' | 'samples' }[] = [];
  // A rewrite of an existing bundle must not leave files of an earlier one behind.
  fs.rmSync(path.join(o.buildDir, EVERY_EVAL_EVER_DIR), { recursive: true, force: true });
  let facts;
  try {
    facts = await readBuildFacts(o.buildDir, connection);
    const ctx: EeeContext = { manifest, facts, source: name, dateReleased, libraryVersion: version, organization: creators.join(', ') };
    const summaries = await ruleSummaries(connection, o.buildDir);
    for (const files of eeeModelFiles(ctx)) {
      const samplesFile = path.join(o.buildDir, EVERY_EVAL_EVER_DIR, files.samplesPath);
      const samples = await writeEeeSamples(connection, o.buildDir, ctx, files, samplesFile, summaries);
      const aggregate = `${JSON.stringify(eeeAggregate(ctx, files, samples), null, 2)}\n`;
      fs.writeFileSync(path.join(o.buildDir, EVERY_EVAL_EVER_DIR, files.aggregatePath), aggregate);
      eeeFiles.push({ path: `${EVERY_EVAL_EVER_DIR}/${files.aggregatePath}`, bytes: Buffer.byteLength(aggregate), sha256: createHash('sha256').update(aggregate).digest('hex'), kind: 'aggregate' });
      eeeFiles.push({ path: `${EVERY_EVAL_EVER_DIR}/${files.samplesPath}`, bytes: fs.statSync(samplesFile).size, sha256: samples.sha256, kind: 'samples' });
    }
  } finally {
    connection.closeSync();
    instance.closeSync();
    fs.rmSync(spill, { recursive: true, force: true });
  }
  const bibtex = `${datasetBibtex(citation.fields, manifest.release, o.url ?? null)}\n\n${citation.bibtex}`;
  const keywords = ['instruction following', 'coding agents', 'benchmark', 'evaluation'];
  const croissant = croissantMetadata(manifest, {
    name,
    description: `${simulated ? 'SIMULATED data (not the benchmark\'s real rows). ' : ''}Harness-IF data build artifacts of "${manifest.release.title}": coding agents scored rule by rule across instruction surfaces.`,
    license: `https://spdx.org/licenses/${license}.html`,
    url: o.url ?? `urn:sha256:${manifest.release.manifest_sha256}`,
    citeAs: bibtex.trim(),
    version: manifest.format_version,
    datePublished: dateReleased,
    contentBase: o.contentBase ?? '',
    keywords,
    creators,
    extraFiles: eeeFiles.map((f) => ({
      id: f.path.replace(/\.jsonl?$/, ''),
      path: f.path,
      encodingFormat: f.kind === 'aggregate' ? 'application/json' : 'application/jsonl',
      bytes: f.bytes,
      sha256: f.sha256,
      description: f.kind === 'aggregate'
        ? 'Every Eval Ever 0.3.0 aggregate record of one model (eval.schema.json): Table 2 metrics with task-clustered 95% intervals.'
        : 'Every Eval Ever 0.3.0 instance records of one model (instance_level_eval.schema.json): one per qualifying verdict.',
    })),
    rai: raiProperties(manifest, facts),
    generatedBy: simulated ? `Simulation by the Harness-IF Explorer simulator (seeded; release manifest sha256 ${manifest.release.manifest_sha256})` : null,
  });
  const out: [string, string][] = [
    ['croissant.json', `${JSON.stringify(croissant, null, 2)}\n`],
    ['README.md', datasetCard(manifest, { prettyName: simulated ? `Harness-IF (simulated release)` : 'Harness-IF', license, tags: keywords, citationBibtex: bibtex })],
    ['CITATION.cff', datasetCitationCff(citation.cff, manifest, { file: path.join(o.root, 'CITATION.cff'), url: o.url ?? null, repository: citation.repository })],
    ['views.sql', viewsSql(manifest, 'bundle')],
  ];
  const sha = (text: string) => createHash('sha256').update(text).digest('hex');
  const sums = [
    `# sha256 of the release manifest.json these artifacts were built from: ${manifest.release.manifest_sha256}`,
    ...out.map(([name, text]) => `${sha(text)}  ${name}`),
    ...manifest.artifacts.filter((a) => (a.kind === 'parquet' || a.kind === 'arrow') && !artifactPaths.isVerdictsArrowOfModel(a.path)).map((a) => `${a.sha256}  ${a.path}`),
    ...eeeFiles.map((f) => `${f.sha256}  ${f.path}`),
  ];
  out.push(['SHA256SUMS', `${sums.join('\n')}\n`]);
  return [...out.map(([name, text]) => {
    const file = path.join(o.buildDir, name);
    fs.writeFileSync(file, text);
    return file;
  }), ...eeeFiles.map((f) => path.join(o.buildDir, f.path))];
}
