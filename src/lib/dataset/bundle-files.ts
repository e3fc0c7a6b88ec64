/** The files of the citable dataset bundle the data build writes beside its manifest (no Node APIs: the site imports it). */
export const BUNDLE_FILES = ['croissant.json', 'README.md', 'CITATION.cff', 'SHA256SUMS'] as const;
export type BundleFile = (typeof BUNDLE_FILES)[number];

export const BUNDLE_FILE_META: Record<BundleFile, string> = {
  'croissant.json': 'Croissant 1.0 (JSON-LD): every Parquet artifact with its sha256, record sets and field types',
  'README.md': 'dataset card with hub front matter (license, tags, configs)',
  'CITATION.cff': 'how to cite the paper and these artifacts',
  'SHA256SUMS': 'sha256 of the release manifest and of every artifact (sha256sum -c)',
};
