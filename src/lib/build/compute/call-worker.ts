/**
 * A worker thread answering calls one after another, in the order made: each call posts
 * { id, ...payload } (buffers in `transfer` are moved, not copied) and the worker replies
 * { id, result } or { id, error } (the error's stack). A call's error rejects that call, its message
 * prefixed with what the caller says the call was; if the thread itself fails or exits, every
 * pending call is rejected and later calls too. Used by the task-pages thread and the function
 * thread; their workers (task-pages-worker.ts, function-thread-worker.ts) answer with answerCalls.
 */
import { parentPort, Worker } from 'node:worker_threads';

export interface CallWorker<Payload extends object, Result> {
  call: (payload: Payload, describe: string, transfer?: ArrayBuffer[]) => Promise<Result>;
  /** Stops the thread; calls still pending are rejected. */
  close: () => Promise<void>;
}

export function startCallWorker<Payload extends object, Result>(url: URL, name: string): CallWorker<Payload, Result> {
  const worker = new Worker(url);
  const pending = new Map<number, { describe: string; resolve: (r: Result) => void; reject: (e: Error) => void }>();
  let next = 0;
  let failure: Error | null = null;
  const failAll = (error: Error) => {
    failure ??= error;
    for (const p of pending.values()) p.reject(error);
    pending.clear();
  };
  worker.on('message', (m: { id: number; result?: Result; error?: string }) => {
    const p = pending.get(m.id);
    if (!p) return;
    pending.delete(m.id);
    if (m.error !== undefined) p.reject(new Error(`${p.describe}: ${m.error}`));
    else p.resolve(m.result!);
  });
  worker.on('error', (error) => failAll(new Error(`${name} failed: ${error.message}`, { cause: error })));
  worker.on('exit', (code) => failAll(new Error(`${name} exited (code ${code}) with calls pending`)));
  return {
    call: (payload, describe, transfer = []) => {
      if (failure) return Promise.reject(failure);
      const id = next++;
      return new Promise<Result>((resolve, reject) => {
        pending.set(id, { describe, resolve, reject });
        worker.postMessage({ id, ...payload }, transfer);
      });
    },
    close: async () => {
      await worker.terminate();
    },
  };
}

/**
 * The worker's side: answers every call with what `handle` returns for its payload, or with the
 * stack of the error it throws (whose message names the file and field, e.g. serialiseArtifact's).
 */
export function answerCalls<Payload extends object>(handle: (payload: Payload) => unknown): void {
  if (!parentPort) throw new Error('answerCalls: not on a worker thread');
  const port = parentPort;
  port.on('message', ({ id, ...payload }: { id: number } & Payload) => {
    try {
      port.postMessage({ id, result: handle(payload as unknown as Payload) });
    } catch (error) {
      port.postMessage({ id, error: (error as Error).stack ?? String(error) });
    }
  });
}
