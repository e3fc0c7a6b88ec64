/**
 * The shared leaderboard module against the data build's own bootstrap
 * (src/lib/build/compute/cluster-bootstrap.ts bootstrapTable2) on synthetic (task, model, rule)
 * sufficient statistics: same seed and stream label must give the same Acc, AP-Acc and Δ, point
 * and every draw, because both multiply the same integer counts by the same task multiplicities.
 */
import { describe, expect, it } from 'vitest';
import { bootstrapTable2, drawsOf, type ModelCells } from '../../src/lib/build/compute/cluster-bootstrap.ts';
import { TABLE2_SEED_LABEL } from '../../src/lib/build/compute/table2.ts';
import { aggregateTaskModelCells, cellsFromRuleSums } from '../../src/lib/leaderboard/cells.ts';
import { bootstrapAccuracies } from '../../src/lib/leaderboard/leaderboard.ts';
import { drawResampleWeights, LEADERBOARD_SEED_LABEL } from '../../src/lib/leaderboard/resample-weights.ts';
import { seededRandom } from '../../src/lib/stats/random.ts';

function syntheticCells(tasks: number, models: number, rules: number): ModelCells {
  const random = seededRandom(3, 'test/leaderboard/synthetic');
  const rows: { t: number; m: number; r: number; p: number; q: number; a: number }[] = [];
  for (let t = 0; t < tasks; t++) for (let m = 0; m < models; m++) for (let r = 0; r < rules; r++) {
    if (random.next() < 0.3) continue;
    const q = 1 + random.int(3);
    rows.push({ t, m, r, p: random.int(q + 1), q, a: r % 3 === 0 ? 1 : 0 });
  }
  const n = rows.length;
  return {
    tasks: Array.from({ length: tasks }, (_, i) => `T${i}`), models: Array.from({ length: models }, (_, i) => `m${i}`), rules: Array.from({ length: rules }, (_, i) => `R${i}`),
    task: Int32Array.from(rows, (x) => x.t), model: Int32Array.from(rows, (x) => x.m), rule: Int32Array.from(rows, (x) => x.r),
    passes: Float64Array.from(rows, (x) => x.p), qualifying: Float64Array.from(rows, (x) => x.q), against: Uint8Array.from(rows, (x) => x.a),
    separates: new Uint8Array(n).fill(1), commonPasses: new Float64Array(n), commonQualifying: new Float64Array(n),
  };
}

describe('bootstrapAccuracies vs the build (bootstrapTable2)', () => {
  it('uses the build\'s stream label', () => {
    expect(LEADERBOARD_SEED_LABEL).toBe(TABLE2_SEED_LABEL);
  });

  it('gives identical points and draws of Acc, AP-Acc and Δ', () => {
    const cells = syntheticCells(25, 5, 8);
    const resamples = 300;
    const seed = 20260601;
    const build = bootstrapTable2(cells, resamples, seed, TABLE2_SEED_LABEL);
    // Expand each (task, model, rule) cell into q verdict rows with p passes.
    const task: number[] = [], model: number[] = [], pass: number[] = [], against: number[] = [];
    for (let c = 0; c < cells.task.length; c++) for (let k = 0; k < cells.qualifying[c]!; k++) {
      task.push(cells.task[c]!); model.push(cells.model[c]!); pass.push(k < cells.passes[c]! ? 1 : 0); against.push(cells.against[c]!);
    }
    const mine = bootstrapAccuracies(
      aggregateTaskModelCells({ task, model, pass }, { tasks: 25, models: 5, include: new Uint8Array(task.length).fill(1), against, weight: null }),
      drawResampleWeights(25, resamples, seed),
    );
    const M = 5;
    for (let m = 0; m < M; m++) {
      expect(mine.acc[m]).toBe(build.point[m]);
      expect(mine.apAcc[m]).toBe(build.point[M + m]);
      expect([...mine.accDraws.subarray(m * resamples, (m + 1) * resamples)]).toEqual([...drawsOf(build, M, 0, m)]);
      expect([...mine.apAccDraws.subarray(m * resamples, (m + 1) * resamples)]).toEqual([...drawsOf(build, M, 1, m)]);
    }
    // The build's own shape (per task, model, rule sums) gives the same cells as the verdict rows.
    const fromSums = bootstrapAccuracies(cellsFromRuleSums(cells, 25, 5), drawResampleWeights(25, resamples, seed));
    expect([...fromSums.accDraws]).toEqual([...mine.accDraws]);
    expect([...fromSums.apAccDraws]).toEqual([...mine.apAccDraws]);
  });
});
