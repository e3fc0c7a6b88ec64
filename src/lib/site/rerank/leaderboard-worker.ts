/**
 * Web Worker of the re-ranking page: holds one contiguous slice of the bootstrap's resamples
 * (its task multiplicities, sent once per page load) and, for each selection, computes that
 * slice's draws and tails (src/lib/leaderboard/resample-slice.ts) from the small task × model
 * sums it receives. The page merges the slices (assembleLeaderboard). Protocol: worker-protocol.ts.
 */
import { computeSlice, prepareResamples, type PreparedResamples } from '../../leaderboard/resample-slice.ts';
import { sliceTransfer, type WorkerReply, type WorkerRequest } from './worker-protocol.ts';

interface WorkerScope {
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
  postMessage(message: WorkerReply, transfer: Transferable[]): void;
}
const scope = self as unknown as WorkerScope;
let prepared: PreparedResamples | null = null;

scope.onmessage = (event) => {
  const message = event.data;
  if (message.type === 'init') {
    prepared = prepareResamples(message.multiplicity, message.tasks, message.resamples, message.totalResamples);
    return;
  }
  try {
    if (!prepared) throw new Error('re-rank worker: compute before init');
    const t0 = performance.now();
    const slice = computeSlice({ tasks: prepared.tasks, models: message.models, sums: message.sums }, prepared);
    scope.postMessage({ type: 'slice', id: message.id, slice, computeMs: performance.now() - t0 }, sliceTransfer(slice));
  } catch (error) {
    scope.postMessage({ type: 'error', id: message.id, message: (error as Error).message }, []);
  }
};
