/**
 * The Table 2 bootstrap in a worker thread (table2-tables.ts startTable2): the build's
 * DuckDB steps run meanwhile on the other core. The input and the draws are typed arrays,
 * copied between the threads by structured clone.
 */
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { bootstrapTable2, cellsFromRuleCells, drawResampleWeights, LEADERBOARD_SEED_LABEL, type FlaggedRuleCells, type Table2Bootstrap } from '../accuracy-bootstrap/index.ts';

interface BootstrapInput {
  tasks: number;
  models: number;
  cells: FlaggedRuleCells;
  resamples: number;
  seed: number;
}

/** The point estimates and draws of every Table 2 statistic, over the build's resamples. */
function bootstrapModelCells(input: BootstrapInput): Table2Bootstrap {
  const weights = drawResampleWeights(input.tasks, input.resamples, input.seed, LEADERBOARD_SEED_LABEL);
  return bootstrapTable2(cellsFromRuleCells(input.cells, input.tasks, input.models), weights, input.cells);
}

/** bootstrapModelCells(input), computed in a worker thread, with its wall time there (seconds; the bench reports it). */
export function bootstrapInWorker(input: BootstrapInput): Promise<{ bootstrap: Table2Bootstrap; seconds: number }> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url), { workerData: input });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`table2 bootstrap worker: exited (code ${code}) without a result`)));
  });
}

if (!isMainThread && parentPort) {
  const started = performance.now();
  const bootstrap = bootstrapModelCells(workerData as BootstrapInput);
  parentPort.postMessage({ bootstrap, seconds: (performance.now() - started) / 1000 });
}
