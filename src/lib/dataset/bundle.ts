/**
 * Writes the citable dataset bundle into a data build folder: croissant.json (Croissant 1.0),
 * README.md (dataset card with hub front matter), CITATION.cff and SHA256SUMS. Every Parquet
 * file is hashed on disk first and must match the manifest (an error names the file), so the
 * published hashes describe the files actually there. Node only.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { BuildManifest } from '../artifacts/manifest.ts';
import { readCitation } from '../site/citation.ts';
import { datasetCard } from './card.ts';
import { datasetCitationCff } from './citation-cff.ts';
import { croissantMetadata, parquetArtifacts } from './croissant.ts';

export { BUNDLE_FILES } from './bundle-files.ts';

export interface BundleOptions {
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

/** Writes the bundle; returns the paths written. */
export function writeDatasetBundle(o: BundleOptions): string[] {
  const manifestFile = path.join(o.buildDir, 'manifest.json');
  const manifest = readManifest(manifestFile);
  for (const a of parquetArtifacts(manifest)) {
    const file = path.join(o.buildDir, a.path);
    const sha = createHash('sha256').update(fs.readFileSync(file)).digest('hex');
    if (sha !== a.sha256) throw new Error(`${file}: sha256 ${sha} differs from ${manifestFile} (field artifacts[path=${a.path}].sha256 = ${a.sha256})`);
  }
  const citation = readCitation(o.root);
  const license = /^license: (.+)$/m.exec(citation.cff)?.[1]?.trim();
  if (!license) throw new Error(`${path.join(o.root, 'CITATION.cff')}: field license is missing`);
  const simulated = manifest.release.provenance === 'simulated';
  const name = simulated ? 'harness-if-simulated' : 'harness-if';
  const keywords = ['instruction following', 'coding agents', 'benchmark', 'evaluation'];
  const croissant = croissantMetadata(manifest, {
    name,
    description: `${simulated ? 'SIMULATED data (not the benchmark\'s real rows). ' : ''}Harness-IF data build artifacts of "${manifest.release.title}": coding agents scored rule by rule across instruction surfaces.`,
    license: `https://spdx.org/licenses/${license}.html`,
    url: o.url ?? `urn:sha256:${manifest.release.manifest_sha256}`,
    citeAs: citation.bibtex.trim(),
    version: manifest.format_version,
    datePublished: /^date-released: "?([^"\n]+)"?$/m.exec(citation.cff)?.[1] ?? '',
    contentBase: o.contentBase ?? '',
    keywords,
  });
  const sums = [
    `# sha256 of the release manifest.json these artifacts were built from: ${manifest.release.manifest_sha256}`,
    ...manifest.artifacts.filter((a) => a.kind === 'parquet' || a.kind === 'arrow').map((a) => `${a.sha256}  ${a.path}`),
  ];
  const out: [string, string][] = [
    ['croissant.json', `${JSON.stringify(croissant, null, 2)}\n`],
    ['README.md', datasetCard(manifest, { prettyName: simulated ? `Harness-IF (simulated release)` : 'Harness-IF', license, tags: keywords, citationBibtex: citation.bibtex })],
    ['CITATION.cff', datasetCitationCff(citation.cff, manifest, path.join(o.root, 'CITATION.cff'))],
    ['SHA256SUMS', `${sums.join('\n')}\n`],
  ];
  return out.map(([name, text]) => {
    const file = path.join(o.buildDir, name);
    fs.writeFileSync(file, text);
    return file;
  });
}
