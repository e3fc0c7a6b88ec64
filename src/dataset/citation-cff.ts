/**
 * CITATION.cff of the dataset bundle, derived from the repository's CITATION.cff: the same
 * authors, message and preferred citation, with `type: dataset`, the release title in the
 * abstract line and the release manifest's sha256 as an identifier (CFF 1.2.0 `identifiers`,
 * type "other"), so a citation pins the exact data. Pure.
 */
import type { BuildManifest } from '../artifacts/manifest.ts';
import { yamlString } from './card.ts';

export function datasetCitationCff(repositoryCff: string, manifest: BuildManifest, file = 'CITATION.cff'): string {
  if (!/^type: software$/m.test(repositoryCff)) throw new Error(`${file}: field type: expected "type: software" to turn into "type: dataset"`);
  if (/^identifiers:/m.test(repositoryCff)) throw new Error(`${file}: field identifiers: already present; merge by hand`);
  const withType = repositoryCff.replace(/^type: software$/m, 'type: dataset');
  const extra = [
    `abstract: ${yamlString(`Data build artifacts of the release "${manifest.release.title}" (provenance: ${manifest.release.provenance}).`)}`,
    'identifiers:',
    '  - type: other',
    `    value: ${yamlString(`sha256:${manifest.release.manifest_sha256}`)}`,
    '    description: "sha256 of the release manifest.json the artifacts were built from"',
  ];
  return `${withType.trimEnd()}\n${extra.join('\n')}\n`;
}
