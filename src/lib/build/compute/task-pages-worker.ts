/**
 * Worker thread of the task pages (task-pages.ts): each message is one range of tasks; the reply
 * lists the files written and the task summaries, or the error that stopped the range.
 */
import { parentPort } from 'node:worker_threads';
import { writeTaskRange, type TaskRange } from './task-pages.ts';

parentPort!.on('message', (message: { id: number; range: TaskRange }) => {
  try {
    parentPort!.postMessage({ id: message.id, result: writeTaskRange(message.range) });
  } catch (error) {
    // The message names the file and field (serialiseArtifact); the stack helps locate the rest.
    parentPort!.postMessage({ id: message.id, error: (error as Error).stack ?? String(error) });
  }
});
