/**
 * The `check` sentence of a rule: what the evaluator inspects and when it passes, worded for
 * the rule's scoring method (a pattern, a syntax-tree query, a cross-file comparison, a
 * command, a scripted extract fed to the judge, or the judge alone).
 */
import type { Family, ScoringMethod } from '../../src/release/vocab.ts';
import type { Random } from '../../src/stats/random.ts';

/** The command a command_output check runs when the rule does not name one. */
const FAMILY_COMMAND: Record<Family, string> = {
  professional_writing: '`ifcheck prose out/`',
  output_control: '`ifcheck answer transcript.jsonl`',
  code_style: '`git diff --unified=0 origin/main...HEAD`',
  workflow: '`git log --format=%H%n%B origin/main..HEAD`',
  tool_use: '`ifcheck tools transcript.jsonl`',
  conditional_logic: '`ifcheck transcript transcript.jsonl`',
  quantitative_limits: '`git diff --numstat origin/main...HEAD`',
};

/** Families whose artifacts are prose (an AST check parses Markdown, not code). */
const PROSE_FAMILIES: ReadonlySet<Family> = new Set(['professional_writing', 'output_control']);

interface CheckInput {
  family: Family;
  method: ScoringMethod;
  /** What is inspected (filled noun phrase). */
  obs: string;
  /** When it passes (filled clause). */
  pass: string;
  /** Filled command, if the rule names one. */
  cmd: string | undefined;
}

export function writeCheck(input: CheckInput, rng: Random): string {
  const { obs, pass } = input;
  const alt = rng.next() < 0.5;
  switch (input.method) {
    case 'regex':
      return alt
        ? `Pattern check: scans ${obs} and passes when ${pass}.`
        : `Pattern check over ${obs}; the rule passes when ${pass}.`;
    case 'ast':
      return PROSE_FAMILIES.has(input.family)
        ? `AST query: parses ${obs} into a Markdown syntax tree and passes when ${pass}.`
        : alt
          ? `AST query: parses ${obs} and passes when ${pass}.`
          : `AST query over the syntax trees of ${obs}; passes when ${pass}.`;
    case 'cross_file':
      return `Cross-file check: reads ${obs} together with the related repository files and passes when ${pass}.`;
    case 'command_output':
      return `Runs ${input.cmd ?? FAMILY_COMMAND[input.family]} after the task over ${obs}; the rule passes when ${pass}.`;
    case 'hybrid':
      return alt
        ? `A script extracts ${obs}; the judge reads the extract and passes the rule when ${pass}.`
        : `Hybrid: a deterministic pre-check collects ${obs}, then the judge decides whether ${pass}.`;
    case 'llm_judge':
      return alt
        ? `The judge reads the final answer and the trajectory, looks at ${obs}, and passes the rule when ${pass}.`
        : obs.startsWith('the final answer')
          ? `The judge reads ${obs} and decides whether ${pass}.`
          : obs.includes('final answer')
            ? `The judge reads the final answer, focusing on ${obs}, and decides whether ${pass}.`
            : `The judge reads the final answer together with ${obs} and decides whether ${pass}.`;
  }
}

