/**
 * Worker thread of function-thread.ts: each call names a job of FUNCTION_THREAD_JOBS and its
 * input; the reply is its result, or the error it threw (with its stack).
 */
import { answerCalls } from './call-worker.ts';
import { FUNCTION_THREAD_JOBS, type FunctionThreadJob } from './function-thread-jobs.ts';

answerCalls(({ job, input }: { job: FunctionThreadJob; input: unknown }) => {
  const run = FUNCTION_THREAD_JOBS[job] as (input: unknown) => unknown;
  if (typeof run !== 'function') throw new Error(`unknown job "${String(job)}"`);
  return run(input);
});
