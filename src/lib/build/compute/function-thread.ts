/**
 * A worker thread that runs pure statistics (function-thread-jobs.ts) one after another, in the
 * order asked, while this thread goes on with other steps. After Table 2, whose bootstrap keeps
 * both cores busy, the build's steps run one at a time on this thread and DuckDB's, and the second
 * core is mostly idle: the E0 crossed bootstrap and the judge-agreement κ bootstraps (about 0.8 s
 * of CPU at paper scale, 10,000 resamples each) run there instead. A job's result is what the
 * function returns on any thread (same inputs, same seeded streams). A job's error rejects its
 * call; if the thread dies, every pending call is rejected (call-worker.ts).
 */
import { startCallWorker } from './call-worker.ts';
import type { FunctionThreadJob, FunctionThreadJobs } from './function-thread-jobs.ts';

export interface FunctionThread {
  run: <J extends FunctionThreadJob>(job: J, input: Parameters<FunctionThreadJobs[J]>[0]) => Promise<ReturnType<FunctionThreadJobs[J]>>;
  /** Stops the thread; calls still pending are rejected. */
  close: () => Promise<void>;
}

export function startFunctionThread(): FunctionThread {
  const worker = startCallWorker<{ job: FunctionThreadJob; input: unknown }, never>(new URL('./function-thread-worker.ts', import.meta.url), 'function thread');
  return {
    run: (job, input) => worker.call({ job, input }, `${job} (function thread)`),
    close: worker.close,
  };
}
