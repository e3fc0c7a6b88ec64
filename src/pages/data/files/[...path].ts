// Every downloadable build file (Parquet, Arrow, JSON artifacts, the build manifest) served as is.
import fs from 'node:fs';
import type { APIRoute, GetStaticPaths } from 'astro';
import { buildManifest } from '../../../site/entities.ts';
import { artifactPath, hasArtifact } from '../../../site/load.ts';
import { downloadableArtifacts } from '../../../site/downloads.ts';
import { BUNDLE_FILES, everyEvalEverFiles } from '../../../dataset/bundle-files.ts';

export const getStaticPaths = (() => [
  { params: { path: 'manifest.json' } },
  ...downloadableArtifacts(buildManifest()).map((a) => ({ params: { path: a.path } })),
  // The citable dataset bundle (Croissant, dataset card, CITATION.cff, SHA256SUMS) the data build writes.
  ...BUNDLE_FILES.filter((f) => hasArtifact(f)).map((f) => ({ params: { path: f } })),
  // Its Every Eval Ever files, as croissant.json lists them.
  ...(hasArtifact('croissant.json') ? everyEvalEverFiles(JSON.parse(fs.readFileSync(artifactPath('croissant.json'), 'utf8'))) : []).map((f) => ({ params: { path: f.path } })),
]) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params }) => new Response(fs.readFileSync(artifactPath(String(params.path))));
