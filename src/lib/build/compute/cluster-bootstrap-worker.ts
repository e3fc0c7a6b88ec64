/**
 * Worker thread of bootstrapTable2Parallel: computes the Table 2 draws of one range of resamples
 * and posts them back (the buffer is transferred, not copied).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { table2DrawRange, type ModelCells } from './cluster-bootstrap.ts';

const { cells, start, end, seed, label } = workerData as { cells: ModelCells; start: number; end: number; seed: number; label: string };
const draws = table2DrawRange(cells, start, end, seed, label);
parentPort!.postMessage(draws, [draws.buffer as ArrayBuffer]);
