/**
 * The overview page's view model: everything src/pages/index.astro renders, from the loaded
 * artifacts. Ranks, tiers and the AP-Acc ranks are the build's (entities/models.json and
 * tables/table2_leaderboard.json); this only selects, groups by the build's tier and words them.
 */
import type { TableArtifact } from '../../artifacts/table.ts';
import type { ModelSummary, RuleSummary, TaskSummary } from '../../artifacts/entities.ts';
import { rankSlopeChart } from '../../components/charts/rank-slope.ts';
import { renderPlot } from '../../components/charts/render.ts';
import type { RankProbabilities } from '../../artifacts/rank-probabilities.ts';
import { plottedColumns, type Plotted } from '../../components/charts/plotted.ts';
import { RANK_HEATMAP_HEADING, RANK_QUANTITY, rankHeatmapOptions } from '../rank-heatmaps.ts';
import { column, leaderboardTable, type JudgeOrder } from '../entity-tables.ts';
import { formatNumber } from '../format.ts';

export interface OverviewArtifacts {
  /** entities/models.json, in the build's rank order. */
  models: readonly ModelSummary[];
  /** Provenance of the leaderboard made from them (the model index states it). */
  boardProvenance: TableArtifact['provenance'];
  rules: readonly RuleSummary[];
  tasks: readonly TaskSummary[];
  table2: TableArtifact;
  summary: TableArtifact | null;
  /** entities/rank_probabilities.json (Table 2's order). */
  rankProbabilities: RankProbabilities;
  /** Per model, whether its order over the next survives the judge swap (views/reliability.ts adjacentJudgeOrders). */
  judgeOrders: ReadonlyMap<string, JudgeOrder>;
  /** The overview section's build tables (sections.ts), listed as links. */
  sectionTables: readonly TableArtifact[];
}

const SLOPE_COLUMNS = ['model_id', 'rank', 'ap_rank', 'ap_rank_gain'] as const;

export function overviewView(a: OverviewArtifacts) {
  const { models } = a;
  const tiers = [...new Set(models.map((m) => m.tier))].sort((x, y) => x - y)
    .map((tier) => ({ tier, members: models.filter((m) => m.tier === tier).map((m) => ({ model_id: m.model_id, display_name: m.display_name })) }));
  const qualifying = models.reduce((s, m) => s + m.qualifying, 0);
  const panelTasks = a.tasks.filter((t) => t.status === 'panel').length;
  return {
    coverage: ` This release covers ${models.length} models, ${panelTasks} panel tasks, a library of ${a.rules.length} rules and ${formatNumber(qualifying, ',d')} qualifying (pass/fail) verdicts.`,
    board: leaderboardTable(models, a.boardProvenance, a.judgeOrders),
    summary: a.summary,
    tiers,
    ...rankShift(a.table2),
    ...rankUncertainty(a.rankProbabilities, models),
    sectionTables: a.sectionTables,
  };
}

/** Heading and aria-label of the slope chart; it plots the rank columns (quantity "rank"). */
export const SLOPE_HEADING = 'Rank by Acc and rank by AP-Acc of each model';

/** The Acc → AP-Acc slope chart, its table (Table 2's rank, AP-Acc rank and places gained) and what it plots. */
function rankShift(table2: TableArtifact): { slopeChart: string; slopeTable: TableArtifact; slopePlotted: Plotted } {
  const columns = SLOPE_COLUMNS.map((id) => {
    const c = table2.columns.find((x) => x.id === id);
    if (!c) throw new Error(`table2_leaderboard has no column "${id}" (written by src/pipeline/table2-tables.ts)`);
    return id === 'rank' ? { ...c, label: 'Acc rank', format: '.1~f' } : c;
  });
  const ranked = table2.rows.filter((r) => typeof r.rank === 'number');
  const name = (r: TableArtifact['rows'][number]) => String(r.display_name ?? r.model_id);
  const withoutAp = ranked.filter((r) => r.ap_rank === null).map(name);
  const lines = ranked.map((r) => ({ label: name(r), from: r.rank as number, to: typeof r.ap_rank === 'number' ? r.ap_rank : null }));
  const slopeChart = rankSlopeChart(lines, { fromLabel: 'Acc rank', toLabel: 'AP-Acc rank', xLabel: 'Rank by Acc (left) and rank by AP-Acc (right)', ariaLabel: SLOPE_HEADING });
  const notes = withoutAp.length === 0 ? [] : [`AP-Acc is undefined for ${withoutAp.join(', ')} (no qualifying against-prior verdict): ${withoutAp.length === 1 ? 'it keeps its' : 'they keep their'} Acc rank (a dot on the left), without an AP-Acc rank or a line; the other models are not renumbered.`];
  const slopeTable: TableArtifact = {
    id: 'rank_shift', title: 'Rank by Acc and by AP-Acc', paper_ref: 'Table 2',
    description: 'Table 2’s rank by Acc and rank by AP-Acc (ties averaged) per model.',
    provenance: table2.provenance, columns,
    rows: ranked.map((r) => Object.fromEntries(SLOPE_COLUMNS.map((id) => [id, r[id] ?? null]))),
    notes,
  };
  // Every Acc rank, then every AP-Acc rank drawn (a model without AP-Acc is a dot on the left only).
  const values = [...lines.map((l) => l.from), ...lines.flatMap((l) => (l.to === null ? [] : [l.to]))];
  return { slopeChart, slopeTable, slopePlotted: plottedColumns(slopeTable, ['rank', 'ap_rank'], 'rank', SLOPE_HEADING, values) };
}

/** The P(rank = k) heatmap, its table and what it plots, from the build's rank probabilities. */
function rankUncertainty(probabilities: RankProbabilities, models: readonly ModelSummary[]): { rankChart: string; rankTable: TableArtifact; rankPlotted: Plotted } {
  const names = new Map(models.map((m) => [m.model_id, m.display_name]));
  const rows = probabilities.models;
  const rankTable: TableArtifact = {
    id: 'rank_probabilities', title: 'Probability of each rank', paper_ref: null,
    description: `P(rank = k) per model over the ${formatNumber(probabilities.resamples, ',d')} Table 2 resamples (a tie shares its positions equally).`,
    // A rank depends on every model's rows: each row's rows are all of Table 2's input.
    provenance: { sql: null, statistic: 'src/stats/rankProbabilities.ts; entities/rank_probabilities.json (data build)', rows: { kind: 'query', sql: 'SELECT * FROM suff_task_model_rule' } },
    columns: [column('model_id', 'Model', 'id', null, { links_to: 'model' }), ...rows.map((_, k) => column(`p_rank_${k + 1}`, `P(rank ${k + 1})`, 'percent', '.1f'))],
    rows: rows.map((r) => ({ model_id: r.model_id, ...Object.fromEntries(r.p_rank.map((p, k) => [`p_rank_${k + 1}`, 100 * p])) })),
    notes: [],
  };
  // The heatmap prints each cell's probability in percent, as the table holds it.
  const values = rows.flatMap((r) => r.p_rank.map((p) => 100 * p));
  return {
    rankChart: renderPlot(rankHeatmapOptions(rows, (id) => names.get(id) ?? id)),
    rankTable,
    rankPlotted: plottedColumns(rankTable, rows.map((_, k) => `p_rank_${k + 1}`), RANK_QUANTITY, RANK_HEATMAP_HEADING, values),
  };
}
