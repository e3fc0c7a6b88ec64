/**
 * A worker thread that writes task pages and verdict shards (task-pages-worker.ts), one range of
 * tasks per call, in the order of the calls. Its errors reject the call that caused them; if the
 * thread itself dies, every pending call is rejected.
 */
import { Worker } from 'node:worker_threads';
import type { TaskRange, TaskRangeResult } from './task-pages.ts';

export interface TaskPagesThread {
  /** `transfer`: buffers of the range moved to the thread instead of copied (unusable here after). */
  write: (range: TaskRange, transfer?: ArrayBuffer[]) => Promise<TaskRangeResult>;
  /** Stops the thread; await the calls made before, or they are rejected. */
  close: () => Promise<void>;
}

export function startTaskPagesThread(): TaskPagesThread {
  const worker = new Worker(new URL('./task-pages-worker.ts', import.meta.url));
  const pending = new Map<number, { resolve: (r: TaskRangeResult) => void; reject: (e: Error) => void }>();
  let next = 0;
  let failure: Error | null = null;
  const failAll = (error: Error) => {
    failure ??= error;
    for (const p of pending.values()) p.reject(error);
    pending.clear();
  };
  worker.on('message', (m: { id: number; result?: TaskRangeResult; error?: string }) => {
    const p = pending.get(m.id);
    if (!p) return;
    pending.delete(m.id);
    if (m.error !== undefined) p.reject(new Error(`task pages: ${m.error}`));
    else p.resolve(m.result!);
  });
  worker.on('error', (error) => failAll(new Error(`task pages worker failed: ${error.message}`, { cause: error })));
  worker.on('exit', (code) => failAll(new Error(`task pages worker exited (code ${code}) with ranges unwritten`)));
  return {
    write: (range, transfer = []) => {
      if (failure) return Promise.reject(failure);
      const id = next++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker.postMessage({ id, range }, transfer);
      });
    },
    close: async () => {
      await worker.terminate();
    },
  };
}
