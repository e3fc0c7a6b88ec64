/**
 * Worker thread of the task pages (task-pages.ts): each call is one range of tasks; the reply
 * lists the files written and the task summaries, or the error that stopped the range.
 */
import { answerCalls } from './call-worker.ts';
import { writeTaskRange, type TaskRange } from './task-pages.ts';

answerCalls(({ range }: { range: TaskRange }) => writeTaskRange(range));
