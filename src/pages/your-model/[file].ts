// The "Your model" page's sample verdicts file (src/site/rerank/your-model-sample.ts), made from
// the build at site build time: written only when the build's verdicts file has the release's
// columns (a hand-made fixture build may not; the page then offers no sample and says why).
import type { APIRoute, GetStaticPaths } from 'astro';
import { SAMPLE_FILE, sampleFileBytes, sampleVerdicts } from '../../site/rerank/your-model-sample.ts';

export const getStaticPaths = (async () => ((await sampleVerdicts()).sample ? [{ params: { file: SAMPLE_FILE } }] : [])) satisfies GetStaticPaths;

export const GET: APIRoute = async () => {
  const { sample } = await sampleVerdicts();
  return new Response(new Uint8Array(sampleFileBytes(sample!)), { headers: { 'Content-Type': 'application/gzip' } });
};
