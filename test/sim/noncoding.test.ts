import { describe, expect, it } from 'vitest';
import { ModelRecord, NoncodingAttemptRecord, NoncodingCaseRecord, RuleRecord } from '../../src/release/schemas.ts';
import { simulateNoncoding } from '../../sim/noncoding.ts';
import { nonCodingMacroAccuracy } from '../../sim/noncoding/ncMacro.ts';

// Fixture: the 12 panel builds (ids from the simulator brief) plus one probe build that must be ignored.
const PANEL: [string, string, '1m' | 'standard'][] = [
  ['claude-opus-4.7', 'Claude-Opus-4.7', '1m'], ['gpt-5.5', 'GPT-5.5', 'standard'], ['claude-sonnet-4.6', 'Claude-Sonnet-4.6', '1m'],
  ['claude-haiku-4.5', 'Claude-Haiku-4.5', '1m'], ['glm-5.1', 'GLM-5.1', 'standard'], ['qwen-3.6-max', 'Qwen-3.6-Max', 'standard'],
  ['hy3', 'Hy3', 'standard'], ['kimi-k2.6', 'Kimi-K2.6', 'standard'], ['gemini-3.1-pro', 'Gemini-3.1-Pro', 'standard'],
  ['minimax-m2.7', 'MiniMax-M2.7', 'standard'], ['seed-2.0-pro', 'Seed-2.0-Pro', 'standard'], ['stepfun-3.5', 'StepFun-3.5', 'standard'],
];
const models: ModelRecord[] = [
  ...PANEL.map(([model_id, display_name, context_variant]) => ({
    model_id, display_name, identifier: `${model_id}-fixture`, provider: 'fixture', context_variant,
    cohorts: ['panel', 'noncoding'] as ModelRecord['cohorts'], probe_twin: null,
  })),
  { model_id: 'p-gpt-5.4', display_name: 'GPT 5.4', identifier: 'gpt-5.4', provider: 'OpenAI', context_variant: 'standard', cohorts: ['probe', 'e0'], probe_twin: null },
];

// Fixture library: 180 professional-writing rules (≈ 28% of 642) and 115 output-control rules.
const SUMMARIES = ['Cite every source in the reference style', 'Keep sentences under 25 words', 'Use plain language without jargon', 'End with a clear next step',
  'Define every acronym at first use', 'Open with a one-paragraph summary', 'Avoid superlative claims', 'Use headings for each section'];
const rules: RuleRecord[] = Array.from({ length: 295 }, (_, i) => ({
  rule_id: `R${String(i + 1).padStart(4, '0')}`,
  summary: `${SUMMARIES[i % SUMMARIES.length]} (variant ${i}).`,
  family: i < 180 ? 'professional_writing' : 'output_control',
  modality: 'require', severity: 'should', scoring_method: 'llm_judge', prior_label: 'neutral', prior_lineage: 'curated',
  admissible_surfaces: ['UI'], phrasings: { UI: 'Please follow the rule.' }, source_category: 'style_guide', check: 'The judge checks the rule.',
}));

const result = simulateNoncoding(1, models, rules);

describe('simulateNoncoding (seed 1)', () => {
  it('parses every row with the release schemas', () => {
    for (const row of result.cases) NoncodingCaseRecord.parse(row);
    for (const row of result.attempts) NoncodingAttemptRecord.parse(row);
    for (const rule of rules) RuleRecord.parse(rule);
  });

  it('has 5 domains × 8 cases with 4-8 existing rules each (HARNESS-IF §10)', () => {
    expect(result.cases).toHaveLength(40);
    const domains = new Map<string, number>();
    for (const item of result.cases) domains.set(item.domain, (domains.get(item.domain) ?? 0) + 1);
    expect([...domains.values()]).toEqual([8, 8, 8, 8, 8]);
    const known = new Map(rules.map((rule) => [rule.rule_id, rule.family]));
    for (const item of result.cases) {
      expect(item.rule_ids.length).toBeGreaterThanOrEqual(4);
      expect(item.rule_ids.length).toBeLessThanOrEqual(8);
      expect(new Set(item.rule_ids).size).toBe(item.rule_ids.length);
      for (const ruleId of item.rule_ids) expect(['professional_writing', 'output_control']).toContain(known.get(ruleId));
    }
    const families = result.cases.flatMap((item) => item.rule_ids.map((ruleId) => known.get(ruleId)));
    expect(families.filter((family) => family === 'professional_writing').length).toBeGreaterThan(families.length * 0.8);
  });

  it('has 1,440 attempts, 1,428 valid and 12 invalid long-context shells (published: non_coding)', () => {
    expect(result.attempts).toHaveLength(1440);
    expect(new Set(result.attempts.map((attempt) => attempt.attempt_id)).size).toBe(1440);
    expect(new Set(result.attempts.map((attempt) => attempt.model_id))).toEqual(new Set(PANEL.map(([id]) => id)));
    const invalid = result.attempts.filter((attempt) => !attempt.valid);
    expect(invalid).toHaveLength(12);
    const longContext = new Set(PANEL.filter(([, , variant]) => variant === '1m').map(([id]) => id));
    for (const attempt of invalid) {
      expect(attempt.invalid_reason).toBe('empty long-context network shell');
      expect(attempt.outcomes).toEqual([]);
      expect(longContext.has(attempt.model_id)).toBe(true);
    }
    const byCase = new Map(result.cases.map((item) => [item.case_id, item.rule_ids]));
    for (const attempt of result.attempts.filter((candidate) => candidate.valid)) {
      expect(attempt.invalid_reason).toBeNull();
      expect(attempt.outcomes.map((outcome) => outcome.rule_id)).toEqual(byCase.get(attempt.case_id));
    }
  });

  it('uses n/a sparingly (under 5% of valid outcomes)', () => {
    const outcomes = result.attempts.flatMap((attempt) => attempt.outcomes);
    const na = outcomes.filter((outcome) => outcome.verdict === 'na').length;
    expect(na).toBeGreaterThan(0);
    expect(na / outcomes.length).toBeLessThan(0.05);
  });

  it('spans NC-Macro 65.8-84.8 (±0.3) with GPT-5.5 leading, not Claude-Opus-4.7 (published: Table 8)', () => {
    const macro = PANEL.map(([id]) => ({ id, value: nonCodingMacroAccuracy(result.attempts, id)! }));
    const values = macro.map((entry) => entry.value);
    expect(Math.abs(Math.max(...values) - 84.8)).toBeLessThanOrEqual(0.3);
    expect(Math.abs(Math.min(...values) - 65.8)).toBeLessThanOrEqual(0.3);
    const leader = macro.reduce((best, entry) => (entry.value > best.value ? entry : best));
    expect(leader.id).toBe('gpt-5.5');
  });

  it('records the invented parts, including every per-model value', () => {
    const detail = result.invented.map((entry) => entry.detail).join(' ');
    for (const [, name] of PANEL) expect(detail).toContain(name);
    expect(detail).toContain('GPT-5.5 84.8');
  });

  it('is deterministic: the same seed gives deep-equal output, another seed differs', () => {
    expect(simulateNoncoding(1, models, rules)).toEqual(result);
    expect(simulateNoncoding(2, models, rules).attempts).not.toEqual(result.attempts);
  });
});

describe('nonCodingMacroAccuracy', () => {
  it('averages within a case, then over cases, excluding n/a and invalid attempts (hand: (2/3 + 1/1)/2 = 83.33)', () => {
    const attempt = (case_id: string, valid: boolean, verdicts: ('pass' | 'fail' | 'na')[]): NoncodingAttemptRecord => ({
      attempt_id: `${case_id}-${verdicts.join('')}`, model_id: 'm1', case_id, attempt: 1, valid, invalid_reason: valid ? null : 'x',
      outcomes: verdicts.map((verdict, i) => ({ rule_id: `R000${i + 1}`, verdict })),
    });
    const rows = [attempt('NC01', true, ['pass', 'fail', 'na']), attempt('NC01', true, ['pass']), attempt('NC02', true, ['pass', 'na']), attempt('NC02', false, ['fail', 'fail'])];
    expect(nonCodingMacroAccuracy(rows, 'm1')).toBeCloseTo(83.3333, 3);
    expect(nonCodingMacroAccuracy(rows, 'other')).toBeNull();
  });
});
