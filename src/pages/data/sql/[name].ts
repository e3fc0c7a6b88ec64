// Each metrics query (src/metrics/*.sql) as a download, to run with DuckDB on the Parquet files.
import type { APIRoute, GetStaticPaths } from 'astro';
import { sqlSources } from '../../../site/provenance-sources.ts';

export const getStaticPaths = (() => sqlSources().map((s) => ({ params: { name: `${s.name}.sql` }, props: { sql: s.sql } }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) => new Response(props.sql as string, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
