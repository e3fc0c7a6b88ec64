/** Messages between the re-ranking page and its leaderboard workers (leaderboard-worker.ts, worker-pool.ts). */
import type { SliceResult } from '../../leaderboard/resample-slice.ts';

export type WorkerRequest =
  /** Once per page load: this worker's resamples (multiplicity[b · tasks + t]), transferred. */
  | { type: 'init'; tasks: number; resamples: number; totalResamples: number; multiplicity: Uint16Array | Uint32Array }
  /** Per selection: the (task, model) sums (cells.ts layout), transferred. */
  | { type: 'compute'; id: number; models: number; sums: Float64Array };

export type WorkerReply =
  /** computeMs: the worker's own performance.now() around its slice (for the page's timing breakdown). */
  | { type: 'slice'; id: number; slice: SliceResult; computeMs: number }
  | { type: 'error'; id: number; message: string };

/** The buffers of a slice result, moved rather than copied. */
export function sliceTransfer(slice: SliceResult): Transferable[] {
  const t = slice.tails;
  return [...new Set([slice.accDraws.buffer, t.finite.buffer, t.kept.buffer, t.low.buffer, t.high.buffer])] as Transferable[];
}
