// Each metrics query (src/metrics/*.sql) as a download, to run with DuckDB on the Parquet files.
import fs from 'node:fs';
import path from 'node:path';
import type { APIRoute, GetStaticPaths } from 'astro';
import { metricsSqlFiles } from '../../../site/downloads.ts';

export const getStaticPaths = (() => metricsSqlFiles().map((name) => ({ params: { name } }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params }) =>
  new Response(fs.readFileSync(path.join(process.cwd(), 'src/metrics', String(params.name))), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
