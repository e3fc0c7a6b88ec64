/**
 * A worker thread that runs pure statistics (function-thread-jobs.ts) one after another, in the
 * order asked, while this thread goes on with other steps. After Table 2, whose bootstrap keeps
 * both cores busy, the build's steps run one at a time on this thread and DuckDB's, and the second
 * core is mostly idle: the E0 crossed bootstrap and the judge-agreement κ bootstraps (about 0.6 s
 * of CPU at paper scale, 10,000 resamples each) run there instead. A job's result is what the
 * function returns on any thread (same inputs, same seeded streams). A job's error rejects its
 * call; if the thread dies, every pending call is rejected.
 */
import { Worker } from 'node:worker_threads';
import type { FunctionThreadJob, FunctionThreadJobs } from './function-thread-jobs.ts';

export interface FunctionThread {
  run: <J extends FunctionThreadJob>(job: J, input: Parameters<FunctionThreadJobs[J]>[0]) => Promise<ReturnType<FunctionThreadJobs[J]>>;
  /** Stops the thread; calls still pending are rejected. */
  close: () => Promise<void>;
}

export function startFunctionThread(): FunctionThread {
  const worker = new Worker(new URL('./function-thread-worker.ts', import.meta.url));
  const pending = new Map<number, { job: string; resolve: (r: never) => void; reject: (e: Error) => void }>();
  let next = 0;
  let failure: Error | null = null;
  const failAll = (error: Error) => {
    failure ??= error;
    for (const p of pending.values()) p.reject(error);
    pending.clear();
  };
  worker.on('message', (m: { id: number; result?: never; error?: string }) => {
    const p = pending.get(m.id);
    if (!p) return;
    pending.delete(m.id);
    if (m.error !== undefined) p.reject(new Error(`${p.job} (function thread): ${m.error}`));
    else p.resolve(m.result!);
  });
  worker.on('error', (error) => failAll(new Error(`function thread failed: ${error.message}`, { cause: error })));
  worker.on('exit', (code) => failAll(new Error(`function thread exited (code ${code}) with jobs pending`)));
  return {
    run: (job, input) => {
      if (failure) return Promise.reject(failure);
      const id = next++;
      return new Promise((resolve, reject) => {
        pending.set(id, { job, resolve: resolve as (r: never) => void, reject });
        worker.postMessage({ id, job, input });
      });
    },
    close: async () => {
      await worker.terminate();
    },
  };
}
