// src/score/breakdowns.ts on a hand-made release index: the panel key bits round-trip, and the
// model's coverage and Acc by family and surface follow the cascade (hand-counted below).
import { describe, expect, it } from 'vitest';
import { modelBreakdowns, panelKeyBits, panelKeysFromBits } from '../../src/score/breakdowns.ts';
import type { VerdictRecord } from '../../src/release/schemas.ts';

const tasks = { T001: { injected: ['R0001', 'R0002'], surfaces: ['SP', 'UI'] }, T002: { injected: ['R0002'], surfaces: ['TD'] } };
const rules = { R0001: { family: 'workflow' }, R0002: { family: 'tool_use' } };
const v = (task_id: string, round: number, rule_id: string, verdict: VerdictRecord['verdict'], cascade: [string, number] | null = null) => ({
  verdict_id: 'V000001', model_id: 'mine', task_id, round, rule_id, verdict, method: 'regex', votes: null,
  cascade_group: cascade?.[0] ?? null, cascade_rank: cascade?.[1] ?? null, evidence: 'e', rationale: 'r',
}) as VerdictRecord;

describe('panel key bits', () => {
  it('hand: keys T001/1/R0002, T001/2/R0001, T002/2/R0002 → rounds [1, 2], T001 "0110", T002 "01"', () => {
    const bits = panelKeyBits([{ task_id: 'T001', round: 1, rule_id: 'R0002' }, { task_id: 'T001', round: 2, rule_id: 'R0001' }, { task_id: 'T002', round: 2, rule_id: 'R0002' }], tasks);
    expect(bits).toEqual({ rounds: [1, 2], tasks: { T001: '0110', T002: '01' } });
    const keys = panelKeysFromBits(bits, tasks);
    expect(keys.size).toBe(3);
    expect([keys.has('T001', 1, 'R0002'), keys.has('T001', 1, 'R0001'), keys.has('T002', 2, 'R0002'), keys.has('T002', 3, 'R0002'), keys.has('T009', 1, 'R0002')]).toEqual([true, false, true, false, false]);
  });

  it('rejects a key whose rule is not injected in its task', () => {
    expect(() => panelKeyBits([{ task_id: 'T002', round: 1, rule_id: 'R0001' }], tasks)).toThrow(/not injected/);
  });
});

describe('modelBreakdowns', () => {
  it('hand: a cascade turns the second fail to n/a; every panel key covered, 1 key outside the panel', () => {
    const panel = panelKeysFromBits({ rounds: [1, 2], tasks: { T001: '0110', T002: '01' } }, tasks);
    const rows = [
      v('T001', 1, 'R0001', 'fail', ['g', 1]), v('T001', 1, 'R0002', 'fail', ['g', 2]), // second fail of the cascade → n/a
      v('T001', 2, 'R0001', 'pass'), v('T002', 2, 'R0002', 'pass'),
    ];
    const b = modelBreakdowns(rows, { rules, tasks }, panel);
    // Qualifying: T001/1/R0001 fail (workflow, SP), T001/2/R0001 pass (workflow, SP), T002/2/R0002 pass (tool_use, TD).
    expect(b.families).toEqual([{ key: 'tool_use', passes: 1, qualifying: 1, acc: 100 }, { key: 'workflow', passes: 1, qualifying: 2, acc: 50 }]);
    expect(b.surfaces).toEqual([{ key: 'SP', passes: 1, qualifying: 2, acc: 50 }, { key: 'TD', passes: 1, qualifying: 1, acc: 100 }]);
    // Keys of the model: T001/1/R0001 (not a panel key), T001/1/R0002 (panel), T001/2/R0001 (panel), T002/2/R0002 (panel) → 3 of 3, 1 outside.
    expect(b.coverage).toEqual({ panel_keys: 3, covered: 3, share: 100, outside: 1 });
  });
});
