/**
 * The shape of the rule-text bank. One template is one base rule; its slots (languages, tools,
 * file names, numbers, sections) multiply it into many distinct concrete rules with the same
 * structure. Every text of a rule — summary, check and the phrasing on each surface — is built
 * from the same filled `imp` sentence, so the meaning never changes between surfaces.
 */
import type { Family, Modality } from '../../../src/lib/release/vocab.ts';
import type { Slots } from '../fill.ts';
import type { ToolName } from './tools.ts';

export interface RuleTemplate {
  /**
   * The rule as one imperative sentence, without the final period, starting with a capital
   * ("Never commit directly to `{branch}`"). Filled, it is the rule's summary.
   */
  imp: string;
  slots?: Slots;
  /** What the evaluator inspects, as a noun phrase ("the commit subjects of the run"). */
  obs: string;
  /** The pass condition as a clause ("every subject matches `type(scope): subject`"). */
  pass: string;
  /** Command a command_output check runs; defaults to the family's. */
  cmd?: string;
  /** The tool whose description would carry this rule on the TD surface; defaults to the family's tools. */
  tools?: readonly ToolName[];
  /** A short reason, used by some phrasings the way real project files justify their rules. */
  why?: string;
}

export type FamilyBank = Readonly<Record<Modality, readonly RuleTemplate[]>>;
export type RuleBank = Readonly<Record<Family, FamilyBank>>;

/** A further set of base rules for some cells of a family, merged into its bank. */
export type ExtraBank = Partial<Record<Modality, readonly RuleTemplate[]>>;
