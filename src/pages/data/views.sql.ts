// views.sql: one DuckDB view per Parquet artifact, named after its file.
import type { APIRoute } from 'astro';
import { buildManifest } from '../../site/entities.ts';
import { viewsSql } from '../../site/downloads.ts';

export const GET: APIRoute = () => new Response(viewsSql(buildManifest()), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
