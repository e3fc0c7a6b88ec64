import { describe, expect, it } from 'vitest';
import { SCENARIOS, PANEL_SCENARIOS, type Scenario } from '../../../src/release/vocab.ts';
import { TaskRecord } from '../../../src/release/schemas.ts';
import { writeTaskTexts, type TaskTextSpec } from '../../../sim/text/tasks.ts';

/** 80 candidate tasks over the 8 panel scenarios (HARNESS-IF.md §4), turn counts cycling 6–10, plus one task of every other scenario. */
function taskSpecs(): TaskTextSpec[] {
  const specs: TaskTextSpec[] = [];
  for (let i = 0; i < 80; i++) {
    specs.push({ task_id: `T${String(i + 1).padStart(3, '0')}`, scenario: PANEL_SCENARIOS[i % 8] as Scenario, n_turns: 6 + (i % 5), rule_summaries: i % 2 === 0 ? ['Run `pytest -q` and see it pass before every commit.'] : ['Keep the final answer to at most 200 words.'] });
  }
  for (const [i, scenario] of SCENARIOS.slice(8).entries()) specs.push({ task_id: `T${81 + i}`, scenario, n_turns: 6 + i, rule_summaries: [] });
  return specs;
}
const specs = taskSpecs();
const texts = writeTaskTexts(specs, 11);

describe('writeTaskTexts', () => {
  it('writes exactly n_turns user turns per task', () => {
    for (const [i, text] of texts.entries()) expect(text.turns, specs[i]!.task_id).toHaveLength(specs[i]!.n_turns);
  });

  it('gives distinct titles across 85 tasks', () => {
    expect(new Set(texts.map((t) => t.title)).size).toBe(specs.length);
  });

  it('stays within the TaskRecord schema limits (title 160, summary 1200, turns 2000 each)', () => {
    const shape = TaskRecord.shape;
    for (const text of texts) {
      expect(shape.title.safeParse(text.title).success).toBe(true);
      expect(shape.summary.safeParse(text.summary).success).toBe(true);
      expect(shape.turns.safeParse(text.turns).success).toBe(true);
    }
  });

  it('needs no repeat suffix for 10 tasks per panel scenario', () => {
    for (const text of texts.slice(0, 80)) expect(text.title).not.toMatch(/\((second|third) pass|follow-up|hardening\)$/);
  });

  it('does not repeat a turn within one task', () => {
    for (const text of texts) expect(new Set(text.turns).size).toBe(text.turns.length);
  });

  it('asks for the chore a rule governs (a commit rule gets a commit request)', () => {
    // Specs with an even index carry a commit rule (see taskSpecs).
    for (const [i, text] of texts.entries()) {
      if (i < 80 && i % 2 === 0) expect(text.turns.join("\n")).toMatch(/commit/i);
    }
  });

  it('ends with a review request and a wrap-up', () => {
    for (const text of texts) {
      expect(text.turns.at(-2)).toMatch(/review|diff/i);
      expect(text.turns.at(-1)).toMatch(/summar|final report/i);
    }
  });

  it('is deterministic for a seed and varies with the seed', () => {
    expect(writeTaskTexts(specs, 11)).toEqual(texts);
    expect(writeTaskTexts(specs, 12).map((t) => t.title)).not.toEqual(texts.map((t) => t.title));
  });

  it('has the user say the UI-surface rules in the conversation, in order, never in the wrap-up', () => {
    const ui = ['Also, keep the final answer to at most 200 words.', 'One more thing: never commit directly to `main`.', 'Small thing: prefer `pathlib.Path` over `os.path` in Python code.'];
    const [text] = writeTaskTexts([{ task_id: 'T100', scenario: 'backend', n_turns: 6, rule_summaries: [], ui_phrasings: ui }], 4);
    expect(text!.turns).toHaveLength(6);
    expect(text!.turns[0]).toContain(ui[0]);
    expect(text!.turns[1]).toContain(ui[1]);
    expect(text!.turns[2]).toContain(ui[2]);
    expect(text!.turns[5]).not.toContain('Also,');
  });

  it('leaves the script unchanged when no UI phrasings are given', () => {
    const spec = { task_id: 'T101', scenario: 'frontend' as const, n_turns: 7, rule_summaries: [] };
    expect(writeTaskTexts([{ ...spec, ui_phrasings: [] }], 4)).toEqual(writeTaskTexts([spec], 4));
  });

  it('fills every supported turn count (4–14) in every scenario, with many chores asked for', () => {
    const chores = ['commit', 'pull request', 'test', 'changelog', 'dependency', 'README', 'branch', 'migration'].map((k) => `Rule about ${k}.`);
    for (const scenario of SCENARIOS) for (let n = 4; n <= 14; n++) {
      const [text] = writeTaskTexts([{ task_id: 'T200', scenario, n_turns: n, rule_summaries: chores }], n);
      expect(text!.turns, `${scenario} ${n}`).toHaveLength(n);
      expect(new Set(text!.turns).size, `${scenario} ${n}`).toBe(n);
    }
  });

  it('rejects an unsupported turn count, naming the task', () => {
    expect(() => writeTaskTexts([{ task_id: 'T999', scenario: 'backend', n_turns: 30, rule_summaries: [] }], 1)).toThrow(/T999/);
  });
});
