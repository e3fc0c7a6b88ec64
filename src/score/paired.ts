/**
 * The scored model's paired Acc difference to each cohort model on their shared keys: the
 * (task, round, rule) keys where both have a qualifying verdict, so neither model's coverage
 * gaps enter the comparison. Difference = Acc(scored) − Acc(other) over those keys, pp, with the
 * 95% task-clustered percentile interval of the same resamples as the build's Table 2
 * (src/accuracy-bootstrap: aggregateTaskModelCells, bootstrapTable2, pairedDifference; Miller 2024,
 * arXiv 2411.00640). Pure: typed arrays.
 */
import { aggregateTaskModelCells } from '../accuracy-bootstrap/cells.ts';
import { bootstrapTable2 } from '../accuracy-bootstrap/bootstrap.ts';
import { pairedDifference, type Estimate } from '../accuracy-bootstrap/leaderboard.ts';
import type { ResampleWeights } from '../accuracy-bootstrap/resample-weights.ts';
import type { DenseIndex, VerdictTable } from '../accuracy-bootstrap/selection.ts';

export interface PairedDifference {
  model_id: string;
  /** Keys where both models have a qualifying verdict. */
  shared_keys: number;
  /** Acc(scored) − Acc(model) on the shared keys, pp. */
  difference: Estimate;
}

/** Key of a verdict row: (task code, round, rule code) as one number. */
function keyOf(table: VerdictTable, i: number): number {
  return (table.task.codes[i]! * 16 + table.round[i]!) * 65536 + table.rule.codes[i]!;
}

/**
 * `index`: the build's dense model and task indices (denseIndex over the leaderboard's models);
 * `weights`: its resample multiplicities. One row per cohort model, in `index.modelIds` order.
 */
export function pairedDifferences(table: VerdictTable, index: DenseIndex, weights: ResampleWeights, scoredModelId: string): PairedDifference[] {
  const scored = index.modelIds.indexOf(scoredModelId);
  if (scored < 0) throw new Error(`score: ${scoredModelId} has no qualifying verdict in the build`);
  const scoredKeys = new Set<number>();
  for (let i = 0; i < table.length; i++) if (index.model[i] === scored) scoredKeys.add(keyOf(table, i));
  const againstCode = table.prior.dictionary.indexOf('against');
  const against = Uint8Array.from({ length: table.length }, (_, i) => (table.prior.codes[i] === againstCode ? 1 : 0));
  const out: PairedDifference[] = [];
  index.modelIds.forEach((modelId, other) => {
    if (other === scored) return;
    const otherKeys = new Set<number>();
    for (let i = 0; i < table.length; i++) if (index.model[i] === other) otherKeys.add(keyOf(table, i));
    // Two models in the cells: the scored one is 0, the other 1; every other row is left out.
    const model = new Int32Array(table.length).fill(-1);
    const include = new Uint8Array(table.length);
    let shared = 0;
    for (let i = 0; i < table.length; i++) {
      const m = index.model[i];
      if (m !== scored && m !== other) continue;
      const key = keyOf(table, i);
      if (!(m === scored ? otherKeys : scoredKeys).has(key)) continue;
      model[i] = m === scored ? 0 : 1;
      include[i] = 1;
      if (m === scored) shared++;
    }
    const cells = aggregateTaskModelCells({ task: index.task, model, pass: table.pass }, { tasks: index.taskIds.length, models: 2, include, against, weight: null });
    const boot = bootstrapTable2(cells, weights);
    out.push({ model_id: modelId, shared_keys: shared, difference: pairedDifference(boot.point.acc, boot.draws.acc, boot.resamples, 0, 1) });
  });
  return out;
}
