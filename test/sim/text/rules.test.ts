import { describe, expect, it } from 'vitest';
import { FAMILIES, MODALITIES, SURFACES } from '../../../src/release/vocab.ts';
import { RuleRecord } from '../../../src/release/schemas.ts';
import { bankCapacity, writeRuleTexts } from '../../../sim/text/rules.ts';
import { TOOLS } from '../../../sim/text/rule-bank/tools.ts';
import { syntheticRuleSpecs } from './synthetic-specs.ts';

const specs = syntheticRuleSpecs();
const texts = writeRuleTexts(specs, 7);
const limits = RuleRecord.shape;

describe('writeRuleTexts', () => {
  it('returns one text per spec, in order', () => {
    expect(texts).toHaveLength(642);
  });

  it('gives 642 distinct summaries', () => {
    expect(new Set(texts.map((t) => t.summary)).size).toBe(642);
  });

  it('stays within the RuleRecord schema limits (summary 400, check 400, phrasing 1200)', () => {
    for (const [i, text] of texts.entries()) {
      expect(limits.summary.safeParse(text.summary).success, specs[i]?.rule_id).toBe(true);
      expect(limits.check.safeParse(text.check).success, specs[i]?.rule_id).toBe(true);
      expect(limits.phrasings.safeParse(text.phrasings).success, specs[i]?.rule_id).toBe(true);
    }
  });

  it('has exactly one phrasing per admissible surface', () => {
    for (const [i, text] of texts.entries()) {
      const spec = specs[i]!;
      expect(Object.keys(text.phrasings).sort(), spec.rule_id).toEqual([...spec.admissible_surfaces].sort());
    }
  });

  it('embeds the same rule sentence in every phrasing (same meaning on every surface)', () => {
    for (const text of texts) {
      // The summary minus its first letter and final period appears verbatim in each phrasing.
      const core = text.summary.slice(1, -1);
      for (const phrasing of Object.values(text.phrasings)) expect(phrasing).toContain(core);
    }
  });

  it('puts a number in every numeric-limit rule', () => {
    const numberWord = /\d|\bonce\b|\btwice\b|\bone\b/;
    for (const [i, text] of texts.entries()) {
      if (specs[i]!.modality === 'limit_max' || specs[i]!.modality === 'limit_min') expect(text.summary, specs[i]!.rule_id).toMatch(numberWord);
    }
  });

  it('never puts a plural noun after the number 1 ("at most 1 times")', () => {
    for (const text of texts) expect(text.summary).not.toMatch(/\b1 [a-z]+s\b/);
  });

  it('opens conditional rules with a condition word', () => {
    for (const [i, text] of texts.entries()) {
      const spec = specs[i]!;
      if (spec.modality === 'conditional_require' || spec.family === 'conditional_logic') expect(text.summary, spec.rule_id).toMatch(/^(When|If|Whenever|Unless|Before|After) /);
    }
  });

  it('words prefer, forbid and allow rules by their modality', () => {
    for (const [i, text] of texts.entries()) {
      const spec = specs[i]!;
      if (spec.family === 'conditional_logic') continue; // these open with the condition
      if (spec.modality === 'prefer') expect(text.summary).toMatch(/^Prefer /);
      if (spec.modality === 'forbid') expect(text.summary).toMatch(/^(Never|Do not) /);
      if (spec.modality === 'allow') expect(text.summary).toMatch(/^You may /);
    }
  });

  it('writes a check in the voice of the scoring method', () => {
    const opening = { regex: 'Pattern check', ast: 'AST query', cross_file: 'Cross-file check', command_output: 'Runs `', hybrid: '', llm_judge: 'The judge reads the final answer' } as const;
    for (const [i, text] of texts.entries()) {
      const method = specs[i]!.scoring_method;
      if (method === 'hybrid') expect(text.check).toMatch(/judge/);
      else expect(text.check.startsWith(opening[method]), `${specs[i]!.rule_id}: ${text.check}`).toBe(true);
    }
  });

  it('voices each surface as its author would', () => {
    for (const text of texts) {
      if (text.phrasings.SP !== undefined) expect(text.phrasings.SP).toMatch(/^You (are|draft) /);
      if (text.phrasings.UI !== undefined) expect(text.phrasings.UI).not.toMatch(/^- /);
      if (text.phrasings.PF !== undefined) expect(text.phrasings.PF).toMatch(/^(- |\* |## |\d\. |> )/);
      // A tool description names its tool.
      if (text.phrasings.TD !== undefined) expect(Object.keys(TOOLS).some((tool) => text.phrasings.TD!.includes(tool)), text.phrasings.TD).toBe(true);
      if (text.phrasings.SD !== undefined) expect(text.phrasings.SD).toMatch(/Use this skill when|use it when/);
    }
  });

  it('is deterministic for a seed and varies with the seed', () => {
    expect(writeRuleTexts(specs, 7)).toEqual(texts);
    const other = writeRuleTexts(specs, 8);
    expect(other.map((t) => t.summary)).not.toEqual(texts.map((t) => t.summary));
  });

  it('has text for every (family, modality) pair, and room for 3x its expected share', () => {
    // Expected count = 642 × family share × modality share (HARNESS-IF.md §3).
    for (const family of FAMILIES) for (const modality of MODALITIES) expect(bankCapacity(family, modality), `${family}/${modality}`).toBeGreaterThan(0);
  });

  it('still yields distinct texts when one cell is asked for far more rules than its bank holds', () => {
    const crowded = Array.from({ length: 60 }, (_, i) => ({ rule_id: `R${String(i).padStart(4, '0')}`, family: 'workflow' as const, modality: 'allow' as const, severity: 'may' as const, scoring_method: 'llm_judge' as const, admissible_surfaces: SURFACES }));
    const out = writeRuleTexts(crowded, 1);
    expect(new Set(out.map((t) => t.summary)).size).toBe(60);
  });
});
