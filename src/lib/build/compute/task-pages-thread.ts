/**
 * A worker thread that writes task pages and verdict shards (task-pages-worker.ts), one range of
 * tasks per call, in the order of the calls. Its errors reject the call that caused them; if the
 * thread itself dies, every pending call is rejected (call-worker.ts).
 */
import { startCallWorker } from './call-worker.ts';
import type { TaskRange, TaskRangeResult } from './task-pages.ts';

export interface TaskPagesThread {
  /** `transfer`: buffers of the range moved to the thread instead of copied (unusable here after). */
  write: (range: TaskRange, transfer?: ArrayBuffer[]) => Promise<TaskRangeResult>;
  /** Stops the thread; await the calls made before, or they are rejected. */
  close: () => Promise<void>;
}

export function startTaskPagesThread(): TaskPagesThread {
  const worker = startCallWorker<{ range: TaskRange }, TaskRangeResult>(new URL('./task-pages-worker.ts', import.meta.url), 'task pages worker');
  return {
    write: (range, transfer = []) => worker.call({ range }, 'task pages', transfer),
    close: worker.close,
  };
}
