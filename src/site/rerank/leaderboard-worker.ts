/**
 * Web Worker of the re-ranking page: holds one contiguous slice of the bootstrap's resamples
 * (its task multiplicities, sent once per page load) and, for each selection, computes that
 * slice's draws (src/leaderboard/bootstrap.ts table2Draws, its resamples grouped once at init)
 * from the small task × model sums it receives. The page joins the slices (worker-pool.ts). Protocol: worker-protocol.ts.
 */
import { groupedSums, groupResamples, table2Draws, type GroupedResamples } from '../../leaderboard/bootstrap.ts';
import type { ResampleWeights } from '../../leaderboard/resample-weights.ts';
import { BROWSER_SUBSETS } from '../../leaderboard/cells.ts';
import { sliceTransfer, type WorkerReply, type WorkerRequest } from './worker-protocol.ts';

interface WorkerScope {
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
  postMessage(message: WorkerReply, transfer: Transferable[]): void;
}
const scope = self as unknown as WorkerScope;
let weights: ResampleWeights | null = null;
let grouped: GroupedResamples | null = null;

scope.onmessage = (event) => {
  const message = event.data;
  if (message.type === 'init') {
    weights = { tasks: message.tasks, resamples: message.resamples, multiplicity: message.multiplicity };
    grouped = groupResamples(weights);
    return;
  }
  try {
    if (!weights || !grouped) throw new Error('re-rank worker: compute before init');
    const t0 = performance.now();
    const cells = { tasks: weights.tasks, models: message.models, subsets: BROWSER_SUBSETS, sums: message.sums };
    const d = table2Draws(cells, weights, null, { grouped: groupedSums(cells, grouped) });
    const slice = { resamples: weights.resamples, acc: d.acc, apAcc: d.apAcc, delta: d.delta, rank: d.rank };
    scope.postMessage({ type: 'slice', id: message.id, slice, computeMs: performance.now() - t0 }, sliceTransfer(slice));
  } catch (error) {
    scope.postMessage({ type: 'error', id: message.id, message: (error as Error).message }, []);
  }
};
