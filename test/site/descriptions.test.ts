// Meta descriptions of entity pages (src/site/views/descriptions.ts) on hand-made figures.
import { describe, expect, it } from 'vitest';
import { evidenceDescription, modelDescription, taskDescription } from '../../src/site/views/descriptions.ts';

describe('page descriptions', () => {
  it('words the evidence page from its counts (hand: 3/4 = 75.0 %)', () => {
    expect(evidenceDescription('M', 'T1', 'Fix it', 3, 4, 6)).toBe("Evidence of M on task T1 (Fix it): 3 of 4 qualifying verdicts passed (75.0 %); each of the 6 verdicts with the evaluator's evidence and rationale.");
    expect(evidenceDescription('M', 'T1', 'Fix it', 0, 0, 2)).toContain('no qualifying verdict;');
  });
  it('words task and model pages', () => {
    expect(taskDescription('T1', 'X', 5, 1, 2)).toBe('Task T1 (X): 5 injected rules; over all models 1 of 2 qualifying verdicts passed (50.0 %); outcome grid by model and round.');
    expect(modelDescription('M', 80.25, null, 2.5, 12)).toBe('M on Harness-IF: Acc 80.3 %, rank 2.5 of 12; accuracy by family, surface and round, its best and worst rules, and its task × round grid.');
  });
});
