// The release format's JSON Schemas (data/release-schema/*.json, generated from the zod schemas).
import fs from 'node:fs';
import path from 'node:path';
import type { APIRoute, GetStaticPaths } from 'astro';
import { releaseSchemaFiles } from '../../../site/downloads.ts';

export const getStaticPaths = (() => releaseSchemaFiles().map((name) => ({ params: { name } }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params }) =>
  new Response(fs.readFileSync(path.join(process.cwd(), 'data/release-schema', String(params.name))), { headers: { 'Content-Type': 'application/json' } });
