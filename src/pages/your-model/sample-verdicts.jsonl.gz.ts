// The "Your model" page's sample verdicts file: a panel model's verdicts under a new model id
// (src/site/rerank/your-model-sample.ts), made from the build at site build time.
import type { APIRoute } from 'astro';
import { sampleFileBytes, sampleVerdicts } from '../../site/rerank/your-model-sample.ts';

export const GET: APIRoute = async () => {
  const sample = await sampleVerdicts();
  if (!sample) throw new Error('your-model/sample-verdicts.jsonl.gz: the build has no panel model to take a sample from');
  return new Response(new Uint8Array(sampleFileBytes(sample)), { headers: { 'Content-Type': 'application/gzip' } });
};
