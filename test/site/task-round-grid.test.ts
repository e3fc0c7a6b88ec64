// The model page's grid layout and spread, and the rows targets' pure parts, on hand-made cases.
import { describe, expect, it } from 'vitest';
import { roundSpread, taskRoundGrid } from '../../src/site/task-round-grid.ts';
import type { RowsSource } from '../../src/artifacts/table.ts';
import { explorerSelects, fillQuery, rowsTarget } from '../../src/site/provenance-rows.ts';

const cell = (task_id: string, round: number, passes: number, qualifying: number) =>
  ({ task_id, round, passes, qualifying, acc: qualifying > 0 ? (100 * passes) / qualifying : null });

describe('roundSpread', () => {
  it('is the highest minus the lowest round', () => {
    expect(roundSpread([50, 75, 60])).toBe(25);
    expect(roundSpread([40, 40])).toBe(0);
  });
  it('is undefined when a round has no Acc, or there is no round', () => {
    expect(roundSpread([50, null, 60])).toBeNull();
    expect(roundSpread([])).toBeNull();
  });
});

describe('taskRoundGrid', () => {
  it('lays cells out by task and round, with missing cells as null', () => {
    const g = taskRoundGrid([cell('T2', 2, 1, 2), cell('T1', 1, 1, 4), cell('T1', 2, 3, 4), cell('T2', 1, 0, 0)]);
    expect(g.rounds).toEqual([1, 2]);
    expect(g.rows.map((r) => r.task_id)).toEqual(['T1', 'T2']);
    expect(g.rows[0]!.cells.map((c) => c?.acc)).toEqual([25, 75]);
    expect(g.rows[0]!.spread).toBe(50); // 75 − 25
    expect(g.rows[1]!.spread).toBeNull(); // round 1 has no qualifying verdict
    expect(taskRoundGrid([cell('T1', 1, 1, 1), cell('T2', 2, 1, 1)]).rows[0]!.cells[1]).toBeNull();
  });
});

const ctx = { hasExplorer: true, explorerIsPanel: true, models: new Set(['m-1']), rounds: new Set(['1', '2']) };
// Rows sources as the entity indexes state them (src/pipeline/model-rule-entities.ts).
const byKey = (keys: Record<string, string>, entity: string[]): RowsSource => ({ kind: 'verdicts', filters: {}, keys, entity });
const SOURCES: Record<string, RowsSource> = {
  model_family: byKey({ key: 'family' }, ['model_id']),
  model_surface: byKey({ key: 'surface' }, ['model_id']),
  model_round: byKey({ key: 'round' }, ['model_id']),
  model_rules: byKey({ rule_id: 'rule_id' }, ['model_id']),
  model_totals: byKey({ prior: 'prior' }, ['model_id']),
  rule_models: byKey({ model_id: 'model_id' }, ['rule_id']),
  rules: byKey({ rule_id: 'rule_id' }, []),
  unknown_param: byKey({ key: 'colour' }, ['model_id']),
};
const entityRowsTarget = (id: string, fixed: Record<string, string>, row: Record<string, string | number | null>, c: typeof ctx) => rowsTarget(SOURCES[id]!, { columns: [] }, row, c, fixed);
const clusterMembersQuery = (row: Record<string, string>) => fillQuery('SELECT * FROM suff_task_model_rule WHERE model_id IN ({members[]}) ORDER BY model_id, task_id, rule_id', row);

describe('entity rows targets', () => {
  it('filter the explorer on the page entity and the row keys', () => {
    expect(entityRowsTarget('model_family', { model_id: 'm-1' }, { key: 'format' }, ctx)).toBeNull(); // not a family
    expect(entityRowsTarget('model_surface', { model_id: 'm-1' }, { key: 'SP' }, ctx)).toEqual({ kind: 'verdicts', filters: { model_id: 'm-1', surface: 'SP' } });
    expect(entityRowsTarget('model_round', { model_id: 'm-1' }, { key: '2' }, ctx)).toEqual({ kind: 'verdicts', filters: { model_id: 'm-1', round: '2' } });
    expect(entityRowsTarget('rule_models', { rule_id: 'R0001' }, { model_id: 'm-1' }, ctx)).toEqual({ kind: 'verdicts', filters: { rule_id: 'R0001', model_id: 'm-1' } });
    expect(entityRowsTarget('model_totals', { model_id: 'm-1' }, {}, ctx)).toEqual({ kind: 'verdicts', filters: { model_id: 'm-1' } });
  });
  it('give no link for what the explorer cannot select exactly', () => {
    expect(entityRowsTarget('model_round', { model_id: 'm-1' }, { key: '4' }, ctx)).toBeNull(); // no such round option
    expect(entityRowsTarget('rule_models', { rule_id: 'R0001' }, { model_id: 'other' }, ctx)).toBeNull(); // not an explorer model
    expect(entityRowsTarget('model_rules', {}, { rule_id: 'R0001' }, ctx)).toBeNull(); // no entity given
    expect(entityRowsTarget('model_rules', { model_id: 'm-1' }, { rule_id: null }, ctx)).toBeNull();
    expect(entityRowsTarget('model_totals', { model_id: 'm-1' }, {}, { ...ctx, hasExplorer: false })).toBeNull();
    expect(entityRowsTarget('unknown_param', { model_id: 'm-1' }, { key: 'red' }, ctx)).toBeNull(); // not an explorer parameter
    expect(entityRowsTarget('rules', {}, { rule_id: 'R0001', qualifying: 0 }, ctx)).toBeNull(); // nothing behind it
    expect(entityRowsTarget('rules', {}, { rule_id: 'R0001', qualifying: 3 }, ctx)).toEqual({ kind: 'verdicts', filters: { rule_id: 'R0001' } });
  });
  it('accept select values and exact ids only', () => {
    expect(explorerSelects('pass', '0', ctx)).toBe(true);
    expect(explorerSelects('pass', 'fail', ctx)).toBe(false);
    expect(explorerSelects('task_id', ' T001', ctx)).toBe(false);
    expect(explorerSelects('task_id', '', ctx)).toBe(false);
  });
  it('select cluster members by quoted ids, and refuse anything else', () => {
    expect(clusterMembersQuery({ members: 'a-1 b.2' })).toBe("SELECT * FROM suff_task_model_rule WHERE model_id IN ('a-1', 'b.2') ORDER BY model_id, task_id, rule_id");
    expect(clusterMembersQuery({ members: "a' OR 1=1 --" })).toBeNull();
    expect(clusterMembersQuery({ members: '' })).toBeNull();
    expect(clusterMembersQuery({})).toBeNull();
  });
});
