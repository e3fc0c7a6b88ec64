// Every downloadable build file (Parquet, Arrow, JSON artifacts, the build manifest) served as is.
import fs from 'node:fs';
import type { APIRoute, GetStaticPaths } from 'astro';
import { buildManifest } from '../../../lib/site/entities.ts';
import { artifactPath } from '../../../lib/site/load.ts';
import { downloadableArtifacts } from '../../../lib/site/downloads.ts';

export const getStaticPaths = (() => [
  { params: { path: 'manifest.json' } },
  ...downloadableArtifacts(buildManifest()).map((a) => ({ params: { path: a.path } })),
]) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params }) => new Response(fs.readFileSync(artifactPath(String(params.path))));
