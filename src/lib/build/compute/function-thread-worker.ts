/**
 * Worker thread of function-thread.ts: each message names a job of FUNCTION_THREAD_JOBS and its
 * input; the reply is its result, or the error it threw (with its stack).
 */
import { parentPort } from 'node:worker_threads';
import { FUNCTION_THREAD_JOBS, type FunctionThreadJob } from './function-thread-jobs.ts';

parentPort!.on('message', (message: { id: number; job: FunctionThreadJob; input: never }) => {
  try {
    const job = FUNCTION_THREAD_JOBS[message.job] as (input: unknown) => unknown;
    if (typeof job !== 'function') throw new Error(`unknown job "${String(message.job)}"`);
    parentPort!.postMessage({ id: message.id, result: job(message.input) });
  } catch (error) {
    parentPort!.postMessage({ id: message.id, error: (error as Error).stack ?? String(error) });
  }
});
