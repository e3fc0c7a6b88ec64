/**
 * CITATION.cff of the dataset bundle, derived from the repository's CITATION.cff: its own title
 * (the release's, datasetTitle), `type: dataset`, the same authors, message and preferred
 * citation, the release title in the abstract line, the release manifest's sha256 as an
 * identifier (CFF 1.2.0 `identifiers`, type "other"), so a citation pins the exact data, the
 * landing page as `url` when it is known, and the repository as `repository-code` when the
 * repository's file gives one. Pure.
 */
import type { BuildManifest } from '../artifacts/manifest.ts';
import { datasetTitle } from './bibtex.ts';
import { yamlString } from './card.ts';

export function datasetCitationCff(repositoryCff: string, manifest: BuildManifest, o: { file?: string; url: string | null; repository: string | null }): string {
  const file = o.file ?? 'CITATION.cff';
  if (!/^type: software$/m.test(repositoryCff)) throw new Error(`${file}: field type: expected "type: software" to turn into "type: dataset"`);
  if (!/^title: .*$/m.test(repositoryCff)) throw new Error(`${file}: field title: missing`);
  if (/^identifiers:/m.test(repositoryCff)) throw new Error(`${file}: field identifiers: already present; merge by hand`);
  // The repository's own url / repository-code describe the software; the dataset states its own.
  const own = repositoryCff
    .replace(/^type: software$/m, 'type: dataset')
    .replace(/^title: .*$/m, `title: ${yamlString(datasetTitle(manifest.release))}`)
    .replace(/^(url|repository-code): .*\n/gm, '');
  const extra = [
    `abstract: ${yamlString(`Data build artifacts of the release "${manifest.release.title}" (provenance: ${manifest.release.provenance}).`)}`,
    ...(o.url ? [`url: ${yamlString(o.url)}`] : []),
    ...(o.repository ? [`repository-code: ${yamlString(o.repository)}`] : []),
    'identifiers:',
    '  - type: other',
    `    value: ${yamlString(`sha256:${manifest.release.manifest_sha256}`)}`,
    '    description: "sha256 of the release manifest.json the artifacts were built from"',
  ];
  return `${own.trimEnd()}\n${extra.join('\n')}\n`;
}
