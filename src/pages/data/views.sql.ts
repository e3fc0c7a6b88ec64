// views.sql: one DuckDB view per Parquet artifact, named after its file, for files downloaded into one folder.
import type { APIRoute } from 'astro';
import { buildManifest } from '../../site/entities.ts';
import { viewsSql } from '../../dataset/views-sql.ts';

export const GET: APIRoute = () => new Response(viewsSql(buildManifest(), 'flat'), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
