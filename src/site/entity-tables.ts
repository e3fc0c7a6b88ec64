/**
 * Table views of entity artifacts, in the TableArtifact shape so <DataTable> renders, sorts and
 * exports them like any build table. These only select and rename fields the data build
 * computed; nothing here ranks or orders.
 */
import type { TableArtifact, TableColumn } from '../artifacts/table.ts';
import type { Breakdown, BreakdownWithInterval, Estimate } from '../artifacts/common.ts';
import type { ModelSummary, RuleSummary, TaskSummary } from '../artifacts/entities.ts';

type Row = TableArtifact['rows'][number];

/** A column definition with defaults for the optional parts. */
export function column(id: string, label: string, unit: TableColumn['unit'], format: string | null, extra: Partial<TableColumn> = {}): TableColumn {
  return { id, label, description: null, unit, format, interval_of: null, bound: null, links_to: null, ...extra };
}

/** An estimate column and its two bound columns (ids <id>_lower, <id>_upper). */
export function estimateColumns(id: string, label: string, unit: TableColumn['unit'], format: string, description: string | null = null): TableColumn[] {
  return [
    column(id, label, unit, format, { description }),
    column(`${id}_lower`, `${label} lower 95%`, unit, format, { interval_of: id, bound: 'lower' }),
    column(`${id}_upper`, `${label} upper 95%`, unit, format, { interval_of: id, bound: 'upper' }),
  ];
}

/** Row cells of an estimate (value and bounds) under the ids of estimateColumns. */
export function estimateCells(id: string, e: Estimate): Row {
  return { [id]: e.value, [`${id}_lower`]: e.lower, [`${id}_upper`]: e.upper };
}

/** Whether a model's order over the next model survives the judge swap (views/reliability.ts adjacentJudgeOrders). */
export interface JudgeOrder { next_model_id: string; share: number | null; survives: boolean | null; redrawn: boolean }

/** Text of the judge column: "kept (97.3%)", "not kept (62.0%)", or the task-only share when the audit cannot re-draw labels. */
function judgeOrderText(j: JudgeOrder | undefined): string | null {
  if (!j || j.share === null) return null;
  const share = `${(100 * j.share).toFixed(1)}%`;
  return j.redrawn ? `${j.survives ? 'kept' : 'not kept'} (${share})` : `not re-drawn; tasks ${share}`;
}

/** The column of whether each model's lead over the next survives the judge swap (judgeOrderText). */
const JUDGE_ORDER_COLUMN = column('judge_order', 'Lead over next, judge re-drawn', 'text', null, { description: 'Whether this model’s lead over the next-ranked model is kept in at least 95% of draws when every judge-involved verdict is re-labelled from the human audit (share of draws in brackets); see Reliability, “How much of the order is the judge”.' });

/** Column ids of the leaderboard a narrow screen keeps (Table 2's headline: Acc, AP-Acc, Δ). */
export const LEADERBOARD_NARROW_COLUMNS = ['model_id', 'acc', 'ap_acc', 'delta'] as const;

/**
 * A table as the site shows and downloads it: Table 2 (table2_leaderboard) leads with its headline,
 * Acc, AP-Acc and Δ (each with its bound columns), the rest after, with whether each model's lead
 * over the next survives the judge swap beside its tier and rank (`judge`, views/reliability.ts
 * adjacentJudgeOrders; no column when empty); any other table as it is. The page and its CSV
 * download use this one function, so a copy of the shown rows equals the download.
 */
export function withHeadlineFirst(table: TableArtifact, judge: ReadonlyMap<string, JudgeOrder> = new Map()): TableArtifact {
  if (table.id !== 'table2_leaderboard') return table;
  const leads = (c: TableColumn) => (LEADERBOARD_NARROW_COLUMNS as readonly string[]).includes(c.interval_of ?? c.id);
  const rest = table.columns.filter((c) => !leads(c));
  const afterTier = rest.findIndex((c) => c.id === 'tier') + 1;
  const withJudge = judge.size === 0 || afterTier === 0 ? rest : [...rest.slice(0, afterTier), JUDGE_ORDER_COLUMN, ...rest.slice(afterTier)];
  const rows = judge.size === 0 || afterTier === 0 ? table.rows : table.rows.map((r) => ({ ...r, judge_order: judgeOrderText(judge.get(String(r.model_id))) }));
  return { ...table, columns: [...table.columns.filter(leads), ...withJudge], rows };
}

/**
 * The leaderboard (paper Table 2 plus F-Acc and DW-Acc) from the model index, led by Table 2's
 * headline (Acc, AP-Acc, Δ), then tier, rank and whether the order over the next model survives
 * the judge swap, then the cohort-dependent diagnostics. Each table here takes its provenance from
 * the index it is made of (site/entities.ts entityProvenance).
 */
export function leaderboardTable(models: readonly ModelSummary[], provenance: TableArtifact['provenance'], judge: ReadonlyMap<string, JudgeOrder> = new Map()): TableArtifact {
  return {
    id: 'leaderboard',
    title: 'Leaderboard: accuracy per model with 95% intervals',
    paper_ref: 'Table 2',
    description: 'Acc over all qualifying verdicts; AP-Acc on against-prior rules only; Δ = Acc − AP-Acc. F-Acc on (task, rule) pairs that separate the cohort and DW-Acc weighted by discrimination are cohort-dependent diagnostics. Intervals: task-clustered percentile bootstrap. Tier: statistically tied group.',
    provenance,
    columns: [
      column('model_id', 'Model', 'id', null, { links_to: 'model' }),
      ...estimateColumns('acc', 'Acc', 'percent', '.1f'),
      ...estimateColumns('ap_acc', 'AP-Acc', 'percent', '.1f'),
      ...estimateColumns('delta', 'Δ', 'pp', '+.1f', 'Acc − AP-Acc in percentage points.'),
      column('tier', 'Tier', 'rank', 'd', { description: 'Tied group: models whose paired Acc difference from the tier’s top model has an interval containing 0.' }),
      ...estimateColumns('rank', 'Rank', 'rank', '.1~f', 'Rank by Acc (1 = best) with its bootstrap 95% interval.'),
      JUDGE_ORDER_COLUMN,
      ...estimateColumns('f_acc', 'F-Acc (cohort-dependent)', 'percent', '.1f', 'Cohort-dependent diagnostic: accuracy on the (task, rule) pairs that separate this cohort.'),
      ...estimateColumns('dw_acc', 'DW-Acc (cohort-dependent)', 'percent', '.1f', 'Cohort-dependent diagnostic: accuracy weighted by discrimination in this cohort.'),
      column('qualifying', 'Qualifying verdicts', 'count', ',d'),
    ],
    // In the given order: entities/models.json is in the build's rank order.
    rows: models.map((m) => ({
        model_id: m.model_id, ...estimateCells('acc', m.acc), ...estimateCells('ap_acc', m.ap_acc), ...estimateCells('delta', m.delta),
        tier: m.tier, ...estimateCells('rank', m.rank), judge_order: judgeOrderText(judge.get(m.model_id)),
        ...estimateCells('f_acc', m.f_acc), ...estimateCells('dw_acc', m.dw_acc), qualifying: m.qualifying,
      })),
    notes: [],
  };
}

/**
 * A breakdown list (passes / qualifying / Acc by some key) as a table. With a link kind the key
 * column is an id the table renders as a labelled link; without one a Name column carries the label.
 */
export function breakdownTable(id: string, title: string, keyLabel: string, rows: readonly (Breakdown & Partial<Pick<BreakdownWithInterval, 'lower' | 'upper'>>)[], labelOf: (key: string) => string, provenance: TableArtifact['provenance'], linksTo: TableColumn['links_to'] = null): TableArtifact {
  // Rows with an interval (a model's families): Acc with its two bound columns.
  const withIntervals = rows.length > 0 && rows.every((r) => r.lower !== undefined && r.upper !== undefined);
  return {
    id, title, paper_ref: null, description: '',
    provenance,
    columns: [
      column('key', keyLabel, linksTo ? 'id' : 'text', null, { links_to: linksTo }),
      ...(linksTo ? [] : [column('label', 'Name', 'text', null)]),
      ...(withIntervals ? estimateColumns('acc', 'Acc', 'percent', '.1f') : [column('acc', 'Acc', 'percent', '.1f')]),
      column('passes', 'Passes', 'count', ',d'),
      column('qualifying', 'Qualifying', 'count', ',d'),
    ],
    rows: rows.map((r) => ({
      key: r.key, ...(linksTo ? {} : { label: labelOf(r.key) }), acc: r.acc,
      ...(withIntervals ? { acc_lower: r.lower ?? null, acc_upper: r.upper ?? null } : {}),
      passes: r.passes, qualifying: r.qualifying,
    })),
    notes: [],
  };
}

/** The rule library as a table (every rule of the index). */
export function rulesTable(rules: readonly RuleSummary[], labels: (kind: string, id: string) => string, provenance: TableArtifact['provenance']): TableArtifact {
  return {
    id: 'rules',
    title: 'Rule library',
    paper_ref: 'Section 3',
    description: 'Every rule with its family, modality, prior label and scoring method; Acc pools all models’ qualifying verdicts.',
    provenance,
    columns: [
      column('rule_id', 'Rule', 'id', null, { links_to: 'rule' }),
      column('summary', 'Summary', 'text', null),
      column('family', 'Family', 'text', null),
      column('modality', 'Modality', 'text', null),
      column('prior_label', 'Prior', 'text', null),
      column('scoring_method', 'Method', 'text', null),
      column('in_panel', 'In panel', 'boolean', null),
      column('acc', 'Acc', 'percent', '.1f'),
      column('qualifying', 'Qualifying', 'count', ',d'),
    ],
    rows: rules.map((r) => ({
      rule_id: r.rule_id, summary: r.summary, family: labels('family', r.family), modality: labels('modality', r.modality),
      prior_label: r.prior_label, scoring_method: labels('method', r.scoring_method), in_panel: r.in_panel, acc: r.acc, qualifying: r.qualifying,
    })),
    notes: [],
  };
}

/** The rule library's columns a phone shows (the others behind "Show all columns", DataTable narrowColumns). */
export const RULES_NARROW_COLUMNS = ['rule_id', 'summary', 'acc'] as const;

/** The task list's columns a phone shows. */
export const TASKS_NARROW_COLUMNS = ['task_id', 'title', 'acc'] as const;

/** The task list as a table. */
export function tasksTable(tasks: readonly TaskSummary[], scenarioLabel: (id: string) => string, provenance: TableArtifact['provenance']): TableArtifact {
  return {
    id: 'tasks',
    title: 'Tasks',
    paper_ref: 'Section 4',
    description: 'Every candidate task; the panel keeps those with status “panel”.',
    provenance,
    columns: [
      column('task_id', 'Task', 'id', null, { links_to: 'task' }),
      column('title', 'Title', 'text', null),
      column('scenario', 'Scenario', 'text', null),
      column('status', 'Status', 'text', null),
      column('injected_rules', 'Injected rules', 'count', 'd'),
      column('acc', 'Acc', 'percent', '.1f'),
      column('qualifying', 'Qualifying', 'count', ',d'),
    ],
    rows: tasks.map((t) => ({ task_id: t.task_id, title: t.title, scenario: scenarioLabel(t.scenario), status: t.status, injected_rules: t.injected_rules, acc: t.acc, qualifying: t.qualifying })),
    notes: [],
  };
}
