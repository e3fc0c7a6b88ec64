/** The files of the citable dataset bundle the data build writes beside its manifest (no Node APIs: the site imports it). */
import { z } from 'zod';

export const BUNDLE_FILES = ['croissant.json', 'README.md', 'CITATION.cff', 'views.sql', 'SHA256SUMS'] as const;
type BundleFile = (typeof BUNDLE_FILES)[number];

export const BUNDLE_FILE_META: Record<BundleFile, string> = {
  'croissant.json': 'Croissant 1.1 (JSON-LD) with the Responsible-AI properties: every Parquet artifact with its sha256, record sets and field types, and every Every Eval Ever file',
  'README.md': 'dataset card with Hugging Face front matter (license, tags, one config per Parquet file with a test split; load_dataset opens the default one)',
  'CITATION.cff': 'how to cite these artifacts as a dataset (and the paper, its preferred citation)',
  'views.sql': 'one DuckDB view per Parquet file, with the paths of this folder: duckdb -init views.sql in the unpacked archive',
  'SHA256SUMS': 'sha256 of every other file of the dataset (sha256sum -c), and of the release manifest it was built from',
};

/** Folder of the Every Eval Ever export in the bundle (its file names carry per-model uuids). */
export const EVERY_EVAL_EVER_DIR = 'every-eval-ever';

const Distribution = z.object({
  distribution: z.array(z.object({ name: z.string(), contentSize: z.string(), sha256: z.string(), encodingFormat: z.string() })),
});

interface ListedFile { path: string; contentSize: string; sha256: string; kind: 'aggregate' | 'samples' }

/**
 * The Every Eval Ever files of a bundle, as its croissant.json lists them (with size and
 * sha256), in the order written: each model's aggregate record, then its instance records.
 * A FileObject's name is its path in the bundle (its contentUrl may be absolute).
 */
export function everyEvalEverFiles(croissant: unknown, file = 'croissant.json'): ListedFile[] {
  const parsed = Distribution.safeParse(croissant);
  if (!parsed.success) throw new Error(`${file}: field ${parsed.error.issues[0]!.path.join('.')}: ${parsed.error.issues[0]!.message}`);
  return parsed.data.distribution.filter((f) => f.name.startsWith(`${EVERY_EVAL_EVER_DIR}/`)).map((f) => ({
    path: f.name, contentSize: f.contentSize, sha256: f.sha256, kind: f.encodingFormat === 'application/json' ? 'aggregate' : 'samples',
  }));
}
