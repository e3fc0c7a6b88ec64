// The "Your model" page's cohort bootstrap split between its thread and a worker
// (src/site/rerank/your-model-draws.ts) gives bootstrapTable2's draws exactly, also when the
// worker fails (its half then drawn on the page's thread). The worker here is a stand-in that
// runs the worker file's own computation (table2Draws of its resamples) on a later tick.
import { describe, expect, it } from 'vitest';
import { bootstrapTable2, table2Draws } from '../../src/accuracy-bootstrap/bootstrap.ts';
import { cellsFromRuleCells, type FlaggedRuleCells } from '../../src/accuracy-bootstrap/cells.ts';
import { drawResampleWeights } from '../../src/accuracy-bootstrap/resample-weights.ts';
import { cohortBootstrap } from '../../src/site/rerank/your-model-draws.ts';
import type { CohortBootstrapInput } from '../../src/score/cohort-score.ts';
import type { DrawsRequest } from '../../src/site/rerank/your-model-worker.ts';

// Three tasks, three models, two rules: [task, model, rule, passes, qualifying].
const spec = [[0, 0, 0, 2, 2], [0, 1, 0, 1, 2], [0, 2, 0, 0, 2], [1, 0, 1, 1, 1], [1, 1, 1, 1, 2], [1, 2, 1, 2, 3], [2, 0, 0, 0, 1], [2, 1, 1, 3, 3], [2, 2, 0, 1, 1]];
const rules: FlaggedRuleCells = {
  rules: 2,
  task: spec.map((s) => s[0]!), model: spec.map((s) => s[1]!), rule: spec.map((s) => s[2]!),
  passes: spec.map((s) => s[3]!), qualifying: spec.map((s) => s[4]!),
  against: spec.map((s) => (s[2] === 0 ? 1 : 0)), separates: spec.map(() => 1),
  commonPasses: spec.map((s) => s[3]!), commonQualifying: spec.map((s) => s[4]!),
};
const input = { cells: cellsFromRuleCells(rules, 3, 3), ruleCells: rules, weights: drawResampleWeights(3, 1001, 7, 'test/your-model-draws') } as CohortBootstrapInput;

class StandInWorker {
  private listeners: Record<string, ((event: unknown) => void)[]> = { message: [], error: [] };
  requests: DrawsRequest[] = [];
  private readonly fail: boolean;
  constructor(fail: boolean) { this.fail = fail; }
  addEventListener(type: string, f: (event: unknown) => void) { this.listeners[type]!.push(f); }
  removeEventListener(type: string, f: (event: unknown) => void) { this.listeners[type] = this.listeners[type]!.filter((g) => g !== f); }
  postMessage(request: DrawsRequest) {
    this.requests.push(request);
    setTimeout(() => {
      if (this.fail) for (const f of this.listeners.error!) f({ message: 'stand-in failure' });
      else for (const f of this.listeners.message!) f({ data: { id: request.id, draws: table2Draws(request.cells, request.weights, request.rules, { from: request.from, to: request.to }) } });
    });
  }
}

describe('cohortBootstrap', () => {
  const expected = bootstrapTable2(input.cells, input.weights, input.ruleCells);

  it('joins the worker\'s half (resamples 500 … 1000) after the page\'s, equal to one thread\'s draws', async () => {
    const worker = new StandInWorker(false);
    const boot = await cohortBootstrap(input, worker as unknown as Worker);
    expect(worker.requests.map((r) => [r.from, r.to])).toEqual([[500, 1001]]);
    expect(boot).toEqual(expected);
    expect(boot.draws.dwAcc).not.toBeNull();
  });

  it('draws the worker\'s half itself when the worker fails, and without a worker all of them', async () => {
    expect(await cohortBootstrap(input, new StandInWorker(true) as unknown as Worker)).toEqual(expected);
    expect(await cohortBootstrap(input, null)).toEqual(expected);
  });
});
