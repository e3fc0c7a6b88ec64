/** Messages between the re-ranking page and its leaderboard workers (leaderboard-worker.ts, worker-pool.ts). */
export type WorkerRequest =
  /** Once per page load: this worker's resamples (multiplicity[b · tasks + t]), transferred. */
  | { type: 'init'; tasks: number; resamples: number; multiplicity: Uint16Array | Uint32Array }
  /** Per selection: the (task, model) sums (cells.ts layout, two subsets), transferred. */
  | { type: 'compute'; id: number; models: number; sums: Float64Array };

/** The draws of a worker's resamples, model-major (src/leaderboard/bootstrap.ts Table2Values). */
export interface SliceDraws {
  resamples: number;
  acc: Float64Array;
  apAcc: Float64Array;
  delta: Float64Array;
  rank: Float64Array;
}

export type WorkerReply =
  /** computeMs: the worker's own performance.now() around its slice (for the page's timing breakdown). */
  | { type: 'slice'; id: number; slice: SliceDraws; computeMs: number }
  | { type: 'error'; id: number; message: string };

/** The buffers of a slice, moved rather than copied. */
export function sliceTransfer(slice: SliceDraws): Transferable[] {
  return [slice.acc.buffer, slice.apAcc.buffer, slice.delta.buffer, slice.rank.buffer] as Transferable[];
}
