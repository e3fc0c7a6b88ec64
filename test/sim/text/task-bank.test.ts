import { describe, expect, it } from 'vitest';
import { PANEL_SCENARIOS, SCENARIOS } from '../../../src/release/vocab.ts';
import { REPO_MATERIAL } from '../../../sim/text/evidence-material.ts';
import { TASK_BANK } from '../../../sim/text/task-bank/index.ts';

describe('task bank', () => {
  it('names only repositories of its own scenario in each goal', () => {
    for (const scenario of SCENARIOS) {
      const names = new Set(TASK_BANK[scenario].repos.map((r) => r.name));
      for (const goal of TASK_BANK[scenario].goals) for (const repo of goal.repos) expect(names.has(repo), `${scenario}: ${goal.title} → ${repo}`).toBe(true);
    }
  });

  it('has evidence material (language, files) for every scenario repository', () => {
    for (const scenario of SCENARIOS) for (const repo of TASK_BANK[scenario].repos) expect(REPO_MATERIAL[`${scenario}/${repo.name}`], `${scenario}/${repo.name}`).toBeDefined();
  });

  it('offers at least 10 distinct (repository, goal) titles per panel scenario (80 candidates = 8 × 10, HARNESS-IF.md §4)', () => {
    for (const scenario of PANEL_SCENARIOS) {
      const pairs = TASK_BANK[scenario].goals.reduce((n, goal) => n + goal.repos.length, 0);
      expect(pairs, scenario).toBeGreaterThanOrEqual(10);
    }
  });

  it('gives every goal at least 3 follow-ups and a correction', () => {
    for (const scenario of SCENARIOS) for (const goal of TASK_BANK[scenario].goals) {
      expect(goal.followups.length, goal.title).toBeGreaterThanOrEqual(3);
      expect(goal.correction.length, goal.title).toBeGreaterThan(20);
    }
  });
});
