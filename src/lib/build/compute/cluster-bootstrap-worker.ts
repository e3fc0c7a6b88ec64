/**
 * Worker thread of bootstrapTable2Parallel: computes the Table 2 draws of one range of resamples
 * from the shared layout and posts them back (the buffer is transferred, not copied).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { table2DrawRange } from './cluster-bootstrap.ts';
import type { Table2Layout } from './cluster-bootstrap-layout.ts';

const { layout, start, end, seed, label, drawn } = workerData as { layout: Table2Layout; start: number; end: number; seed: number; label: string; drawn?: Uint16Array | Uint32Array };
const draws = table2DrawRange(layout, start, end, seed, label, drawn);
parentPort!.postMessage(draws, [draws.buffer as ArrayBuffer]);
