/**
 * The "Your model" page's cohort bootstrap on two threads: a worker (your-model-worker.ts)
 * draws the second half of the resamples while this thread draws the first, into one set of
 * draws — the numbers of bootstrapTable2 on one thread (test/browser/your-model.test.ts compares
 * the page with `npm run score`). Without a spare processor or Web Workers, one thread does all.
 */
import { emptyDraws, table2Draws, table2Point, type Table2Bootstrap, type Table2Values } from '../../accuracy-bootstrap/bootstrap.ts';
import type { CohortBootstrapInput } from '../../score/cohort-score.ts';
import type { DrawsReply, DrawsRequest } from './your-model-worker.ts';

/** The worker, started as the page opens; null with one processor or where a module worker cannot start (one thread then). */
export function startDrawsWorker(hardwareConcurrency: number | undefined): Worker | null {
  if ((hardwareConcurrency ?? 1) < 2 || typeof Worker === 'undefined') return null;
  try {
    return new Worker(new URL('./your-model-worker.ts', import.meta.url), { type: 'module', name: 'your-model-draws' });
  } catch {
    return null;
  }
}

let requests = 0;

/** One request's draws; replies carry the request's id, so two files scored at once do not mix. */
function workerDraws(worker: Worker, request: Omit<DrawsRequest, 'id'>): Promise<Table2Values> {
  const id = ++requests;
  return new Promise((resolve, reject) => {
    const done = () => { worker.removeEventListener('message', onMessage); worker.removeEventListener('error', onError); };
    const onMessage = (event: MessageEvent<DrawsReply>) => {
      if (event.data.id !== id) return;
      done();
      if ('error' in event.data) reject(new Error(event.data.error));
      else resolve(event.data.draws);
    };
    const onError = (event: ErrorEvent) => { done(); reject(new Error(`the bootstrap worker failed: ${event.message || 'could not load or run'}`)); };
    worker.addEventListener('message', onMessage);
    worker.addEventListener('error', onError);
    worker.postMessage({ ...request, id });
  });
}

export async function cohortBootstrap(input: CohortBootstrapInput, worker: Worker | null): Promise<Table2Bootstrap> {
  const { cells, weights, ruleCells: rules } = input;
  const B = weights.resamples;
  const half = worker ? Math.floor(B / 2) : B;
  const draws = emptyDraws(cells, B, rules);
  const second = worker ? workerDraws(worker, { cells, rules, weights, from: half, to: B }) : null;
  table2Draws(cells, weights, rules, { from: 0, to: half, into: draws });
  if (second) {
    // A worker that failed to load or run: this thread draws its half too (the same numbers).
    const part = await second.catch(() => table2Draws(cells, weights, rules, { from: half, to: B }));
    const n = B - half;
    for (const key of Object.keys(draws) as (keyof Table2Values)[]) {
      const into = draws[key];
      const from = part[key];
      if (into === null || from === null) continue;
      for (let m = 0; m < cells.models; m++) into.set(from.subarray(m * n, (m + 1) * n), m * B + half);
    }
  }
  return { models: cells.models, resamples: B, point: table2Point(cells, rules), draws };
}
