/**
 * Adjacent-rank differences on the common support (src/reproduce/common-support-adjacent.ts)
 * on a hand-made two-task, two-model build: point differences by hand, intervals from Table 2's
 * resampling stream, and the full-panel version required to reproduce the build's artifact.
 */
import { describe, expect, it } from 'vitest';
import { MissingFigureError, type BuildReader, type Row } from '../../src/reproduce/build-reader.ts';
import { adjacentDifferences } from '../../src/reproduce/common-support-adjacent.ts';
import { LEADERBOARD_SEED_LABEL } from '../../src/accuracy-bootstrap/resample-weights.ts';
import { clusterBootstrapWeights } from '../../src/stats/clusterResampleWeights.ts';
import { percentileInterval } from '../../src/stats/quantile.ts';

// (task, model): passes p, qualifying q, and on common support cp, cq.
const CELLS: Row[] = [
  { task_id: 't1', model_id: 'a', p: 3, q: 4, cp: 2, cq: 2 }, { task_id: 't1', model_id: 'b', p: 2, q: 4, cp: 1, cq: 2 },
  { task_id: 't2', model_id: 'a', p: 1, q: 2, cp: 1, cq: 2 }, { task_id: 't2', model_id: 'b', p: 2, q: 2, cp: 1, cq: 2 },
];
const RESAMPLES = 50;
const SEED = 3;

function fullPanelDraws(): number[] {
  const out: number[] = [];
  for (const c of clusterBootstrapWeights(2, RESAMPLES, SEED, LEADERBOARD_SEED_LABEL)) {
    const a = (100 * (3 * c[0]! + 1 * c[1]!)) / (4 * c[0]! + 2 * c[1]!);
    const b = (100 * (2 * c[0]! + 2 * c[1]!)) / (4 * c[0]! + 2 * c[1]!);
    out.push(a - b);
  }
  return out;
}

function fakeBuild(adjacent: Row[]): BuildReader {
  const tables: Record<string, Row[]> = {
    table2_leaderboard: [{ model_id: 'b', rank: 2 }, { model_id: 'a', rank: 1 }],
    adjacent_differences: adjacent,
  };
  return {
    dir: '(hand-made)',
    manifest: { seeds: { bootstrap_seed: SEED, resamples: RESAMPLES, labels: [LEADERBOARD_SEED_LABEL] } } as BuildReader['manifest'],
    table: async (id: string) => ({ rows: tables[id]! }) as unknown as Awaited<ReturnType<BuildReader['table']>>,
    query: async () => CELLS,
    close: () => undefined,
  };
}

describe('adjacentDifferences', () => {
  it('hand: full panel a 4/6, b 4/6 → 0; common support a 3/4, b 2/4 → +25 pp; intervals from Table 2\'s stream', async () => {
    const [lower, upper] = percentileInterval(fullPanelDraws());
    const rows = await adjacentDifferences(fakeBuild([{ rank: 1, model_id: 'a', next_model_id: 'b', difference: 0, difference_lower: lower, difference_upper: upper }]));
    const full = rows.find((r) => r.support === 'full')!;
    const common = rows.find((r) => r.support === 'common')!;
    expect(full).toMatchObject({ rank: 1, model_id: 'a', next_model_id: 'b', difference: 0, lower, upper });
    expect(common.difference).toBeCloseTo(25, 12);
    expect(common.lower).toBeLessThanOrEqual(common.upper);
    expect(common.contains_zero).toBe(common.lower <= 0 && common.upper >= 0);
  });

  it('refuses (missing, never guessed) when the full panel does not reproduce the build\'s adjacent_differences', async () => {
    const [lower, upper] = percentileInterval(fullPanelDraws());
    await expect(adjacentDifferences(fakeBuild([{ rank: 1, model_id: 'a', next_model_id: 'b', difference: 0, difference_lower: lower + 0.01, difference_upper: upper }])))
      .rejects.toThrow(MissingFigureError);
  });
});
