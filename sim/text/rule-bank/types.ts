/**
 * The shape of the rule-text bank. One template is one base rule; its slots (languages, tools,
 * file names, numbers, sections) multiply it into many distinct concrete rules with the same
 * structure. Every text of a rule — summary, check and the phrasing on each surface — is built
 * from the same filled `imp` sentence, so the meaning never changes between surfaces.
 */
import { z } from 'zod';
import { MODALITIES, type Family, type Modality } from '../../../src/release/vocab.ts';
import type { Slots } from '../fill.ts';
import { TOOL_NAMES, type ToolName } from './tools.ts';

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

const SlotValue = z.union([z.string(), z.record(z.string(), z.string())]);
const RuleTemplateSchema = z.strictObject({
  imp: z.string(),
  slots: z.record(z.string(), z.array(SlotValue).min(1)).optional(),
  obs: z.string(),
  pass: z.string(),
  cmd: z.string().optional(),
  tools: z.array(z.enum(TOOL_NAMES)).min(1).optional(),
  why: z.string().optional(),
}) satisfies z.ZodType<RuleTemplate>;
/** One family's bank file (rule-bank/<family>.json): base rules for every modality. */
export const FamilyBankSchema = z.record(z.enum(MODALITIES), z.array(RuleTemplateSchema)) satisfies z.ZodType<FamilyBank>;
