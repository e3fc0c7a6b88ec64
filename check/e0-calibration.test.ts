/**
 * The simulator's E0 module (sim/e0.ts) is calibrated to the published E0 figures (§8): on seed 1
 * its runs give the published counts, rank sums, Bradley–Terry strengths, single-build and
 * robustness results and the crossed-bootstrap full-order count. Facts of calibrated simulated
 * data: `npm run check`, not `npm test`.
 */
import { describe, expect, it } from 'vitest';
import { E0PairRecord, E0Record, ModelRecord } from '../src/release/schemas.ts';
import { CONFIGURABLE_SURFACES } from '../src/release/vocab.ts';
import { averageRanks } from '../src/stats/ranks.ts';
import { bradleyTerry } from '../src/stats/bradleyTerry.ts';
import { crossedBootstrapBradleyTerry, type CrossedBootstrapCell } from '../src/stats/crossedBootstrap.ts';
import { simulateE0 } from '../sim/e0.ts';

// Fixture: the nine probe/E0 builds with the ids of the simulator brief.
const BUILDS: [string, string][] = [
  ['p-claude-opus-4.6', 'Claude Opus 4.6'], ['p-claude-sonnet-4.6', 'Claude Sonnet 4.6'], ['p-gpt-5.4', 'GPT 5.4'],
  ['p-gemini-3.1-pro', 'Gemini 3.1 Pro'], ['p-deepseek-v3.2', 'DeepSeek V3.2'], ['p-kimi-k2.5', 'Kimi K2.5'],
  ['p-minimax-m2.7', 'MiniMax M2.7'], ['p-qwen-3.6-plus', 'Qwen 3.6 Plus'], ['p-seed-2-pro', 'Seed 2 Pro'],
];
const builds: ModelRecord[] = BUILDS.map(([model_id, display_name]) => ({
  model_id, display_name, identifier: model_id.slice(2), provider: 'fixture', context_variant: 'standard', cohorts: ['probe', 'e0'], probe_twin: null,
}));

const S = CONFIGURABLE_SURFACES;
const idx = (surface: string) => S.indexOf(surface as (typeof S)[number]);
const result = simulateE0(1, builds);
const decisive = result.runs.filter((run) => run.outcome === 'decisive');

/** Win matrix over decisive runs (plus errors per variant), optionally weighted per build. */
function wins(runs: readonly E0Record[], variant: 'drop' | 'to_rule_1' | 'to_rule_2' | 'split' = 'drop', weight: (build: string) => number = () => 1): number[][] {
  const matrix = S.map(() => S.map(() => 0));
  for (const run of runs) {
    const [a, b] = [idx(run.surface_a), idx(run.surface_b)];
    const w = weight(run.build_id);
    if (run.outcome === 'decisive') {
      const winner = idx(run.winner!);
      matrix[winner]![winner === a ? b : a]! += w;
    } else if (run.outcome === 'error' && variant !== 'drop') {
      const rule1 = run.direction === 'AB' ? a : b;
      const rule2 = rule1 === a ? b : a;
      if (variant === 'to_rule_1') matrix[rule1]![rule2]! += w;
      if (variant === 'to_rule_2') matrix[rule2]![rule1]! += w;
      if (variant === 'split') { matrix[a]![b]! += w / 2; matrix[b]![a]! += w / 2; }
    }
  }
  return matrix;
}
function theta(matrix: number[][]): number[] {
  const fit = bradleyTerry(matrix);
  if (fit.status !== 'ok') throw new Error(`degenerate fit: ${fit.reason}`);
  return fit.theta;
}
/** Published full order (§8, docs/metrics.md): min(SP, PF, UI) > TD > SD, strict. */
const fullOrder = (t: ArrayLike<number>) => Math.min(t[idx('SP')]!, t[idx('PF')]!, t[idx('UI')]!) > t[idx('TD')]! && t[idx('TD')]! > t[idx('SD')]!;

describe('simulateE0 (seed 1)', () => {
  it('parses every row with the release schemas', () => {
    for (const pair of result.pairs) E0PairRecord.parse(pair);
    for (const run of result.runs) E0Record.parse(run);
    expect(result.pairs.map((pair) => pair.conflict_pair)).toEqual(['C1', 'C2', 'C3', 'C4']);
  });

  it('has 916 runs, 458 per direction, 889 decisive, 27 errors, none without a clear winner (published: e0)', () => {
    expect(result.runs).toHaveLength(916);
    expect(new Set(result.runs.map((run) => run.e0_run_id)).size).toBe(916);
    expect(result.runs.filter((run) => run.direction === 'AB')).toHaveLength(458);
    expect(result.runs.filter((run) => run.direction === 'BA')).toHaveLength(458);
    expect(decisive).toHaveLength(889);
    expect(result.runs.filter((run) => run.outcome === 'no_clear_winner')).toHaveLength(0);
    const errors = result.runs.filter((run) => run.outcome === 'error');
    expect(errors).toHaveLength(27);
    expect(errors.filter((run) => run.build_id === 'p-deepseek-v3.2')).toHaveLength(14);
    expect(errors.filter((run) => run.build_id === 'p-seed-2-pro')).toHaveLength(10);
    for (const run of result.runs) {
      expect(run.winner === null).toBe(run.outcome !== 'decisive');
      expect(run.error_kind === null).toBe(run.outcome !== 'error');
      if (run.winner !== null) expect([run.surface_a, run.surface_b]).toContain(run.winner);
      expect(idx(run.surface_a)).toBeLessThan(idx(run.surface_b));
    }
  });

  it('covers all 80 items per build, and 98 combinations are re-run in both directions (916 − 720 = 196)', () => {
    for (const [buildId] of BUILDS) {
      const mine = result.runs.filter((run) => run.build_id === buildId);
      const items = new Set(mine.map((run) => `${run.conflict_pair}|${run.surface_a}${run.surface_b}|${run.direction}`));
      expect(items.size).toBe(80);
    }
    const counts = new Map<string, number>();
    for (const run of result.runs) {
      const key = `${run.build_id}|${run.conflict_pair}|${run.surface_a}${run.surface_b}|${run.direction}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    const repeated = [...counts.entries()].filter(([, n]) => n === 2).map(([key]) => key);
    expect(repeated).toHaveLength(196);
    expect([...counts.values()].every((n) => n <= 2)).toBe(true);
  });

  it('executes every AB run of a build before all its BA runs, orders 1..n', () => {
    for (const [buildId] of BUILDS) {
      const mine = result.runs.filter((run) => run.build_id === buildId);
      const orders = mine.map((run) => run.execution_order).sort((x, y) => x - y);
      expect(orders).toEqual(Array.from({ length: mine.length }, (_, k) => k + 1));
      const lastAB = Math.max(...mine.filter((run) => run.direction === 'AB').map((run) => run.execution_order));
      const firstBA = Math.min(...mine.filter((run) => run.direction === 'BA').map((run) => run.execution_order));
      expect(lastAB).toBeLessThan(firstBA);
    }
  });

  it('gives rank sums exactly SP 20, PF 20, UI 20, TD 34, SD 41, without ties within a build (published: e0.rank_sum)', () => {
    const sums = S.map(() => 0);
    for (const [buildId] of BUILDS) {
      const won = S.map(() => 0);
      const seen = S.map(() => 0);
      for (const run of decisive.filter((candidate) => candidate.build_id === buildId)) {
        seen[idx(run.surface_a)]!++;
        seen[idx(run.surface_b)]!++;
        won[idx(run.winner!)]!++;
      }
      const rates = won.map((w, s) => w / seen[s]!);
      expect(new Set(rates).size).toBe(5);
      averageRanks(rates, 'descending').forEach((rank, s) => { sums[s]! += rank; });
    }
    expect(Object.fromEntries(S.map((surface, s) => [surface, sums[s]]))).toEqual({ SP: 20, TD: 34, SD: 41, PF: 20, UI: 20 });
  });

  it('pools to Bradley–Terry log-strengths within ±0.10 of SP +0.57, PF +0.65, UI +0.60, TD −0.53, SD −1.29 (published: e0.bt_log_strength)', () => {
    const t = theta(wins(decisive));
    const target: Record<string, number> = { SP: 0.57, TD: -0.53, SD: -1.29, PF: 0.65, UI: 0.6 };
    S.forEach((surface, s) => expect(Math.abs(t[s]! - target[surface]!)).toBeLessThanOrEqual(0.1));
    expect(fullOrder(t)).toBe(true);
  });

  it('reproduces the full order in exactly 6 of the 9 single-build fits (published: 6)', () => {
    const reproducing = BUILDS.filter(([buildId]) => {
      const fit = bradleyTerry(wins(decisive.filter((run) => run.build_id === buildId)));
      return fit.status === 'ok' && fullOrder(fit.theta);
    });
    expect(reproducing).toHaveLength(6);
    expect(reproducing.map(([id]) => id)).not.toContain('p-minimax-m2.7');
  });

  it('keeps the order leaving out any build, with equal weighting, and under all four error assignments (§8 robustness)', () => {
    for (const [buildId] of BUILDS) expect(fullOrder(theta(wins(decisive.filter((run) => run.build_id !== buildId))))).toBe(true);
    const perBuild = new Map(BUILDS.map(([id]) => [id, decisive.filter((run) => run.build_id === id).length]));
    const mean = 889 / 9;
    expect(fullOrder(theta(wins(decisive, 'drop', (build) => mean / perBuild.get(build)!)))).toBe(true);
    for (const variant of ['drop', 'to_rule_1', 'to_rule_2', 'split'] as const) expect(fullOrder(theta(wins(result.runs, variant)))).toBe(true);
  });

  it('reproduces the full order in 9,652 ± 100 of 10,000 crossed-bootstrap resamples (published; docs/metrics.md tolerance)', () => {
    const items = new Map<string, number>();
    const cells: CrossedBootstrapCell[] = decisive.map((run) => {
      const item = `${run.conflict_pair}|${run.surface_a}${run.surface_b}|${run.direction}`;
      if (!items.has(item)) items.set(item, items.size);
      const winner = idx(run.winner!);
      return { build: BUILDS.findIndex(([id]) => id === run.build_id), item: items.get(item)!, winner, loser: winner === idx(run.surface_a) ? idx(run.surface_b) : idx(run.surface_a), count: 1 };
    });
    expect(items.size).toBe(80);
    // Two bootstrap seeds: the data build's seed is not ours, and the target must hold for any.
    for (const seed of [7, 20260101]) {
      const boot = crossedBootstrapBradleyTerry({ surfaces: 5, builds: 9, items: 80, resamples: 10_000, seed, cells });
      let count = 0;
      for (let r = 0; r < 10_000; r++) if (boot.degenerate[r] === 0 && fullOrder(boot.theta.subarray(r * 5, r * 5 + 5))) count++;
      expect(Math.abs(count - 9652)).toBeLessThanOrEqual(100);
    }
  });

  it('records the invented parts', () => {
    const what = result.invented.map((entry) => entry.what);
    expect(what).toEqual(expect.arrayContaining(['E0 conflict pairs', 'E0 per-build win-rate orders', 'E0 errors']));
  });

  it('is deterministic: the same seed gives deep-equal output', () => {
    expect(simulateE0(1, builds)).toEqual(result);
  });

  it('rejects a build list that is not the nine E0 builds', () => {
    expect(() => simulateE0(1, builds.slice(1))).toThrow(/missing: p-claude-opus-4\.6/);
  });
});
