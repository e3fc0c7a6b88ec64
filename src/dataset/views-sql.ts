/**
 * views.sql: one DuckDB view per Parquet artifact, named after its file. `layout: 'bundle'`
 * reads each file at its path in the build (parquet/<name>.parquet), as in the dataset archive
 * and under data/files/ on the site: run it in the unpacked folder. `layout: 'flat'` reads the
 * bare file names, for Parquet files downloaded one by one into one folder. Pure.
 */
import type { BuildManifest } from '../artifacts/manifest.ts';

export function viewsSql(manifest: BuildManifest, layout: 'bundle' | 'flat'): string {
  const lines = manifest.artifacts
    .filter((a) => a.kind === 'parquet')
    .map((a) => {
      const file = a.path.split('/').pop()!;
      const where = layout === 'bundle' ? a.path : file;
      return `CREATE VIEW ${file.replace(/\.parquet$/, '')} AS SELECT * FROM read_parquet('${where.replace(/'/g, "''")}');`;
    });
  const about = layout === 'bundle'
    ? 'run in the unpacked dataset folder (the one with SHA256SUMS): duckdb -init views.sql'
    : 'run in the folder that holds the downloaded files';
  return `-- Views over the Harness-IF Parquet artifacts; ${about}.\n${lines.join('\n')}\n`;
}
