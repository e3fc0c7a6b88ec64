/**
 * Step "e0": which surface wins a conflict (§4.4, Appendix D.4). Win counts come from SQL
 * (e0_win_counts.sql, e0_error_runs.sql, e0_rank_sums.sql); fits are src/stats/bradleyTerry.ts
 * and src/stats/crossedBootstrap.ts. Full order: min(θ_SP, θ_PF, θ_UI) > θ_TD > θ_SD, strict.
 * A degenerate fit (win graph not strongly connected) is reported as such with null strengths.
 */
import { CONFIGURABLE_SURFACES } from '../release/vocab.ts';
import { bradleyTerry } from '../stats/bradleyTerry.ts';
import { crossedBootstrapBradleyTerry } from '../stats/crossedBootstrap.ts';
import { materialise, rows } from './db.ts';
import { addTable, type BuildContext } from './context.ts';
import { column, rowsQuery, table, withInterval } from './table-builder.ts';
import { finitePercentileInterval } from '../stats/quantile.ts';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The decisive E0 runs (the Parquet view e0), from which the win counts are made. */
const DECISIVE = 'SELECT * FROM e0 WHERE decisive';

const S = CONFIGURABLE_SURFACES.length;
const at = (s: string) => {
  const i = (CONFIGURABLE_SURFACES as readonly string[]).indexOf(s);
  if (i < 0) throw new Error(`e0: unknown surface "${s}"`);
  return i;
};

interface WinCell { build: string; item: string; winner: number; loser: number; wins: number }

/**
 * The paper's tested full order {SP, PF, UI} > TD > SD as groups, strongest first: every surface
 * of a group must beat every surface of each later group. Written into e0_bootstrap_summary as
 * data (tested_group_<surface>), so the site states the order the build tested without reading prose.
 */
export const TESTED_ORDER: readonly (readonly (typeof CONFIGURABLE_SURFACES)[number][])[] = [['SP', 'PF', 'UI'], ['TD'], ['SD']];

/** "{SP, PF, UI} > TD > SD". */
const testedOrderText = TESTED_ORDER.map((g) => (g.length > 1 ? `{${g.join(', ')}}` : g[0]!)).join(' > ');

/** The tested full order (TESTED_ORDER) on a θ vector: min of each group > max of the next (strict). */
export function fullOrderHolds(theta: ArrayLike<number>): boolean {
  return TESTED_ORDER.slice(1).every((g, i) => Math.min(...TESTED_ORDER[i]!.map((s) => theta[at(s)]!)) > Math.max(...g.map((s) => theta[at(s)]!)));
}

/** Columns and cells of the tested order: group of each surface, 1 = strongest. */
const testedGroupColumns = CONFIGURABLE_SURFACES.map((s) => column(`tested_group_${s.toLowerCase()}`, `Tested order: group of ${s}`, 'rank', { description: `Group of ${s} in the tested order ${testedOrderText} (1 = strongest).` }));
const testedGroupCells = () => Object.fromEntries(CONFIGURABLE_SURFACES.map((s) => [`tested_group_${s.toLowerCase()}`, TESTED_ORDER.findIndex((g) => g.includes(s)) + 1]));

function matrix(cells: WinCell[], weight: (c: WinCell) => number = () => 1): number[][] {
  const w = Array.from({ length: S }, () => new Array<number>(S).fill(0));
  for (const c of cells) w[c.winner]![c.loser]! += c.wins * weight(c);
  return w;
}

function fit(cells: WinCell[], weight?: (c: WinCell) => number): { theta: number[] | null; reason: string | null } {
  const result = bradleyTerry(matrix(cells, weight));
  return result.status === 'ok' ? { theta: result.theta, reason: null } : { theta: null, reason: result.reason };
}

const thetaColumns = CONFIGURABLE_SURFACES.map((s) => column(`theta_${s.toLowerCase()}`, `θ ${s}`, 'coefficient', { format: '+.2f' }));
const thetaRow = (theta: number[] | null) => Object.fromEntries(CONFIGURABLE_SURFACES.map((s, i) => [`theta_${s.toLowerCase()}`, theta ? theta[i]! : null]));

/** Runs the step's queries, the fits and the crossed bootstrap, and adds the step's tables. */
export async function computeE0(ctx: BuildContext): Promise<void> {
  const c = ctx.connection;
  await materialise(c, 'e0_win_counts');
  await materialise(c, 'e0_error_runs');
  await materialise(c, 'e0_rank_sums');
  const cells: WinCell[] = (await rows(c, 'SELECT * FROM e0_win_counts ORDER BY build_id, item, winner, loser')).map((r) => ({
    build: String(r.build_id), item: String(r.item), winner: at(String(r.winner)), loser: at(String(r.loser)), wins: Number(r.wins),
  }));
  const [runCounts] = await rows(c, `SELECT count(*)::INTEGER AS runs, (count(*) FILTER (WHERE decisive))::INTEGER AS decisive,
    (count(*) FILTER (WHERE outcome = 'no_clear_winner'))::INTEGER AS no_clear_winner, (count(*) FILTER (WHERE outcome = 'error'))::INTEGER AS errors FROM e0`);
  const builds = [...new Set(cells.map((x) => x.build))].sort();
  const items = [...new Set(cells.map((x) => x.item))].sort();
  const rankSums = await rows(c, 'SELECT * FROM e0_rank_sums ORDER BY rank_sum, surface');
  const errors = await rows(c, 'SELECT * FROM e0_error_runs ORDER BY build_id, item, rule_1_surface, rule_2_surface');
  // Builds with no decisive run (e.g. every run an error) have no win to fit or rank: listed, never dropped silently.
  const withoutDecisive = (await rows(c, `SELECT build_id, count(*)::INTEGER AS runs, (count(*) FILTER (WHERE outcome = 'error'))::INTEGER AS errors
    FROM e0 GROUP BY build_id HAVING count(*) FILTER (WHERE decisive) = 0 ORDER BY build_id`)).map((r) => ({ build: String(r.build_id), runs: Number(r.runs), errors: Number(r.errors) }));
  const withoutDecisiveNote = withoutDecisive.map((b) => `Build ${b.build} has no decisive run (${b.runs} runs, ${b.errors} of them errors): it enters no fit and no rank sum.`);
  // Surface pairs never met in a decisive run: their order in a rank sum or a fit rests on no direct comparison.
  const met = new Set((await rows(c, 'SELECT DISTINCT surface_a, surface_b FROM e0 WHERE decisive')).map((r) => `${String(r.surface_a)}–${String(r.surface_b)}`));
  const neverMet = CONFIGURABLE_SURFACES.flatMap((a, i) => CONFIGURABLE_SURFACES.slice(i + 1).map((b) => `${a}–${b}`)).filter((pair) => !met.has(pair));
  const neverMetNote = neverMet.length === 0 ? [] : [`Never met in a decisive conflict: ${neverMet.join(', ')}. Their relative rank sums and strengths rest on no direct comparison, only on chains through other surfaces.`];
  addTable(ctx, table({
    id: 'e0_rank_sums', title: 'E0: model-level rank sums of the surfaces', paper_ref: 'Section 4.4',
    description: 'Per build, surfaces ranked by win rate in decisive runs (1 = highest, ties averaged), summed over builds; lower wins more.',
    sql: 'src/metrics/e0_rank_sums.sql', statistic: null,
    rows_from: rowsQuery(`${DECISIVE} AND (winner = {surface} OR loser = {surface})`),
    columns: [column('surface', 'Surface', 'id', { links_to: 'surface' }), column('rank_sum', 'Rank sum', 'rank', { format: '.1f' }), column('rank_mean', 'Mean rank', 'rank', { format: '.2f' }),
      column('builds', 'Builds', 'count'), column('wins', 'Wins', 'count'), column('appearances', 'Decisive appearances', 'count')],
    rows: rankSums.map((r) => ({ surface: String(r.surface), rank_sum: Number(r.rank_sum), rank_mean: Number(r.rank_mean), builds: Number(r.builds), wins: Number(r.wins), appearances: Number(r.appearances) })),
    notes: [`${String(runCounts!.runs)} runs: ${String(runCounts!.decisive)} decisive, ${String(runCounts!.no_clear_winner)} without a clear winner (dropped), ${String(runCounts!.errors)} errors (dropped in the default variant).`, ...withoutDecisiveNote, ...neverMetNote],
  }));

  const pooled = fit(cells);
  ctx.seedLabels.push('crossed-bootstrap/builds', 'crossed-bootstrap/items');
  const bootInput = {
    surfaces: S, builds: builds.length, items: items.length, resamples: ctx.settings.resamples, seed: ctx.settings.seed,
    cells: cells.map((x) => ({ build: builds.indexOf(x.build), item: items.indexOf(x.item), winner: x.winner, loser: x.loser, count: x.wins })),
  };
  // Single-build fits and leave-one-build-out.
  const fitRow = (key: string, value: string, result: ReturnType<typeof fit>) => ({
    [key]: value, status: result.theta ? 'ok' : 'degenerate', reproduces_full_order: result.theta ? fullOrderHolds(result.theta) : false, ...thetaRow(result.theta),
  });
  const single = [
    ...builds.map((b) => fitRow('build_id', b, fit(cells.filter((x) => x.build === b)))),
    ...withoutDecisive.map((b) => ({ build_id: b.build, status: `no decisive run (${b.errors} errors)`, reproduces_full_order: false, ...thetaRow(null) })),
  ];
  addTable(ctx, table({
    id: 'e0_single_build', title: 'E0: Bradley–Terry fit per build', paper_ref: 'Appendix D.4',
    description: 'One fit per build on its own decisive runs; does it reproduce the full order?',
    sql: 'src/metrics/e0_win_counts.sql', statistic: 'src/stats/bradleyTerry.ts',
    rows_from: rowsQuery(`${DECISIVE} AND build_id = {build_id}`),
    columns: [column('build_id', 'Build', 'id', { links_to: 'build' }), column('status', 'Fit', 'text'), column('reproduces_full_order', 'Full order', 'boolean'), ...thetaColumns],
    rows: single,
    // The same denominator as e0_bootstrap_summary's builds (the builds with a decisive run), so page and table agree.
    notes: [`Single-build fits reproducing the full order: ${single.filter((r) => r.reproduces_full_order).length} of ${builds.length} (the builds with a decisive run). A degenerate fit has null strengths.`, ...withoutDecisiveNote],
  }));
  addTable(ctx, table({
    id: 'e0_leave_one_out', title: 'E0: leave one build out', paper_ref: 'Appendix D.4',
    description: 'Pooled fit without each build in turn.',
    sql: 'src/metrics/e0_win_counts.sql', statistic: 'src/stats/bradleyTerry.ts',
    rows_from: rowsQuery(`${DECISIVE} AND build_id <> {left_out}`),
    columns: [column('left_out', 'Build left out', 'id', { links_to: 'build' }), column('status', 'Fit', 'text'), column('reproduces_full_order', 'Full order', 'boolean'), ...thetaColumns],
    rows: builds.map((b) => fitRow('left_out', b, fit(cells.filter((x) => x.build !== b)))),
  }));

  // Equal weighting: each build's wins scaled by (mean decisive runs per build) / (its decisive runs).
  const decisiveOf = new Map<string, number>();
  for (const x of cells) decisiveOf.set(x.build, (decisiveOf.get(x.build) ?? 0) + x.wins);
  const meanDecisive = [...decisiveOf.values()].reduce((a, b) => a + b, 0) / Math.max(1, decisiveOf.size);
  const errorCells = (assign: 'to_rule_1' | 'to_rule_2' | 'split'): WinCell[] => errors.flatMap((e) => {
    const one = at(String(e.rule_1_surface));
    const two = at(String(e.rule_2_surface));
    const n = Number(e.runs);
    const base = { build: String(e.build_id), item: String(e.item) };
    if (assign === 'to_rule_1') return [{ ...base, winner: one, loser: two, wins: n }];
    if (assign === 'to_rule_2') return [{ ...base, winner: two, loser: one, wins: n }];
    return [{ ...base, winner: one, loser: two, wins: n / 2 }, { ...base, winner: two, loser: one, wins: n / 2 }];
  });
  const variants: [string, ReturnType<typeof fit>][] = [
    ['equal_weight', fit(cells, (x) => meanDecisive / decisiveOf.get(x.build)!)],
  ];
  addTable(ctx, table({
    id: 'e0_equal_weight', title: 'E0: equal weighting of builds', paper_ref: 'Appendix D.4',
    description: 'Each build\'s win counts scaled by (mean decisive runs per build) / (its decisive runs).',
    sql: 'src/metrics/e0_win_counts.sql', statistic: 'src/stats/bradleyTerry.ts',
    rows_from: rowsQuery(DECISIVE),
    columns: [column('variant', 'Variant', 'id'), column('status', 'Fit', 'text'), column('reproduces_full_order', 'Full order', 'boolean'), ...thetaColumns],
    rows: variants.map(([v, r]) => fitRow('variant', v, r)),
  }));
  addTable(ctx, table({
    id: 'e0_error_variants', title: 'E0: four ways of assigning the errors', paper_ref: 'Appendix D.4',
    description: 'drop (default); to_rule_1: an error is a win for the surface carrying the pair\'s rule 1; to_rule_2; split: half a win each.',
    sql: 'src/metrics/e0_win_counts.sql, src/metrics/e0_error_runs.sql', statistic: 'src/stats/bradleyTerry.ts',
    rows_from: rowsQuery("SELECT * FROM e0 WHERE decisive OR outcome = 'error'"),
    columns: [column('variant', 'Variant', 'id'), column('status', 'Fit', 'text'), column('reproduces_full_order', 'Full order', 'boolean'), ...thetaColumns],
    rows: [
      fitRow('variant', 'drop', pooled),
      fitRow('variant', 'to_rule_1', fit([...cells, ...errorCells('to_rule_1')])),
      fitRow('variant', 'to_rule_2', fit([...cells, ...errorCells('to_rule_2')])),
      fitRow('variant', 'split', fit([...cells, ...errorCells('split')])),
    ],
    notes: [`${errors.reduce((s, e) => s + Number(e.runs), 0)} error runs.`],
  }));
  const boot = crossedBootstrapBradleyTerry(bootInput);
  let fullOrder = 0;
  const perSurface = CONFIGURABLE_SURFACES.map(() => [] as number[]);
  const lines = ['resample,degenerate,full_order,' + CONFIGURABLE_SURFACES.map((s) => `theta_${s.toLowerCase()}`).join(',')];
  for (let r = 0; r < ctx.settings.resamples; r++) {
    const theta = boot.theta.subarray(r * S, (r + 1) * S);
    const degenerate = boot.degenerate[r] === 1;
    const holds = !degenerate && fullOrderHolds(theta);
    if (holds) fullOrder++;
    if (!degenerate) theta.forEach((t, s) => perSurface[s]!.push(t));
    lines.push(`${r + 1},${degenerate},${holds},${degenerate ? CONFIGURABLE_SURFACES.map(() => '').join(',') : Array.from(theta).join(',')}`);
  }
  const csv = join(ctx.workDir, 'e0_bootstrap_draws.csv');
  writeFileSync(csv, `${lines.join('\n')}\n`);
  ctx.parquet.push({
    id: 'e0_bootstrap_draws',
    query: `SELECT * FROM read_csv('${csv.replaceAll("'", "''")}', header = true, columns = {'resample': 'INTEGER', 'degenerate': 'BOOLEAN', 'full_order': 'BOOLEAN', ${CONFIGURABLE_SURFACES.map((s) => `'theta_${s.toLowerCase()}': 'DOUBLE'`).join(', ')}}) ORDER BY resample`,
  });
  addTable(ctx, table({
    id: 'e0_bradley_terry', title: 'E0: pooled Bradley–Terry log-strengths with crossed-bootstrap intervals', paper_ref: 'Section 4.4, Figure 6',
    description: `MM fit on the pooled decisive wins, centred to sum to zero. Crossed bootstrap over ${builds.length} builds × ${items.length} items, ${ctx.settings.resamples} resamples; degenerate resamples (win graph not strongly connected) are excluded from the intervals and count as not reproducing the full order ${testedOrderText}.`,
    sql: 'src/metrics/e0_win_counts.sql', statistic: `src/stats/bradleyTerry.ts; src/stats/crossedBootstrap.ts (seed ${ctx.settings.seed})`,
    rows_from: rowsQuery(DECISIVE),
    columns: [column('surface', 'Surface', 'id', { links_to: 'surface' }), ...withInterval('theta', 'Log-strength θ', 'coefficient')],
    rows: CONFIGURABLE_SURFACES.map((s, i) => {
      const interval = finitePercentileInterval(perSurface[i]!);
      return { surface: s, theta: pooled.theta ? pooled.theta[i]! : null, theta_lower: interval.lower, theta_upper: interval.upper };
    }),
    notes: [
      `Resamples reproducing the full order: ${fullOrder} of ${ctx.settings.resamples} (${((100 * fullOrder) / ctx.settings.resamples).toFixed(2)}%).`,
      `Degenerate resamples (excluded from the intervals): ${boot.degenerateCount}.`,
      ...(pooled.theta ? [`Pooled fit reproduces the full order: ${fullOrderHolds(pooled.theta)}.`] : [`Pooled fit is degenerate: ${pooled.reason}.`]),
      ...withoutDecisiveNote, ...neverMetNote,
    ],
  }));
  addTable(ctx, table({
    id: 'e0_bootstrap_summary', title: 'E0: crossed-bootstrap summary', paper_ref: 'Section 4.4',
    description: `Runs by outcome; how often the full order ${testedOrderText} appears among the crossed-bootstrap resamples (degenerate ones count as not reproducing it); how many single-build fits reproduce it.`,
    sql: null, statistic: 'src/stats/crossedBootstrap.ts',
    rows_from: rowsQuery('SELECT * FROM e0'),
    columns: [column('resamples', 'Resamples', 'count'), column('full_order_count', 'Full order', 'count'), column('full_order_share', 'Full order share', 'percent'), column('degenerate', 'Degenerate', 'count'),
      column('builds', 'Builds', 'count'), column('items', 'Items', 'count'),
      column('runs', 'Runs', 'count'), column('decisive', 'Decisive runs', 'count'), column('no_clear_winner', 'No clear winner', 'count'), column('errors', 'Errors', 'count'),
      column('single_build_reproducing', 'Single-build fits reproducing the order', 'count'), column('pooled_reproduces', 'Pooled fit reproduces the order', 'boolean'), ...testedGroupColumns],
    rows: [{ resamples: ctx.settings.resamples, full_order_count: fullOrder, full_order_share: (100 * fullOrder) / ctx.settings.resamples, degenerate: boot.degenerateCount, builds: builds.length, items: items.length,
      runs: Number(runCounts!.runs), decisive: Number(runCounts!.decisive), no_clear_winner: Number(runCounts!.no_clear_winner), errors: Number(runCounts!.errors),
      single_build_reproducing: single.filter((r) => r.reproduces_full_order).length, pooled_reproduces: pooled.theta ? fullOrderHolds(pooled.theta) : false, ...testedGroupCells() }],
  }));
}
