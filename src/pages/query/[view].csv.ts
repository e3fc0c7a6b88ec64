/**
 * /query/<view>.csv: the CSV twin of each Parquet artifact, for the SQL page's DuckDB-WASM
 * (see src/lib/site/query/csv-twin.ts for why not the Parquet file itself).
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { buildManifest } from '../../lib/site/entities.ts';
import { artifactPath } from '../../lib/site/load.ts';
import { parquetAsCsv } from '../../lib/site/query/csv-twin.ts';
import { viewName } from '../../lib/site/query/examples.ts';

export const getStaticPaths = (() => buildManifest().artifacts
  .filter((a) => a.kind === 'parquet')
  .map((a) => ({ params: { view: viewName(a.path) }, props: { file: a.path } }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ props }) => {
  const bytes = await parquetAsCsv(artifactPath((props as { file: string }).file));
  return new Response(bytes, { headers: { 'Content-Type': 'text/csv; charset=utf-8' } });
};
