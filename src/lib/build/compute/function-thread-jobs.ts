/**
 * The pure functions a function thread (function-thread.ts) may run: long statistics whose
 * inputs and results are plain data (structured-clonable), each computed exactly as on the main
 * thread.
 */
import { crossedBootstrapBradleyTerry } from '../../stats/crossedBootstrap.ts';
import { cohenKappaBootstrap } from '../../stats/cohenKappaBootstrap.ts';

export const FUNCTION_THREAD_JOBS = { crossedBootstrapBradleyTerry, cohenKappaBootstrap } as const;

export type FunctionThreadJobs = typeof FUNCTION_THREAD_JOBS;
export type FunctionThreadJob = keyof FunctionThreadJobs;
