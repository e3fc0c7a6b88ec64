/**
 * Web Worker of the "Your model" page: the draws of resamples from … to − 1 of the cohort
 * bootstrap (src/accuracy-bootstrap/bootstrap.ts table2Draws, DW-Acc included), while the page's
 * thread computes the others (your-model-draws.ts); each resample's draws depend on its own
 * multiplicities only, so the split gives the one-thread draws exactly.
 */
import { table2Draws, type Table2Values } from '../../accuracy-bootstrap/bootstrap.ts';
import type { FlaggedRuleCells, TaskModelCells } from '../../accuracy-bootstrap/cells.ts';
import type { ResampleWeights } from '../../accuracy-bootstrap/resample-weights.ts';

export interface DrawsRequest { id: number; cells: TaskModelCells; rules: FlaggedRuleCells; weights: ResampleWeights; from: number; to: number }
export type DrawsReply = { id: number; draws: Table2Values } | { id: number; error: string };

interface WorkerScope {
  onmessage: ((event: MessageEvent<DrawsRequest>) => void) | null;
  postMessage(message: DrawsReply, transfer: Transferable[]): void;
}
const scope = self as unknown as WorkerScope;

scope.onmessage = (event) => {
  const { id, cells, rules, weights, from, to } = event.data;
  try {
    const draws = table2Draws(cells, weights, rules, { from, to });
    scope.postMessage({ id, draws }, Object.values(draws).filter((a): a is Float64Array => a !== null).map((a) => a.buffer));
  } catch (error) {
    scope.postMessage({ id, error: (error as Error).message }, []);
  }
};
