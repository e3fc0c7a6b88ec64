/** The whole rule-text bank, by family and modality: each family's base rules plus its second set. */
import { MODALITIES, type Family } from '../../../src/lib/release/vocab.ts';
import type { ExtraBank, FamilyBank, RuleBank } from './types.ts';
import { CODE_STYLE } from './code-style.ts';
import { CODE_STYLE_MORE } from './code-style-more.ts';
import { CONDITIONAL_LOGIC } from './conditional-logic.ts';
import { CONDITIONAL_LOGIC_MORE } from './conditional-logic-more.ts';
import { OUTPUT_CONTROL } from './output-control.ts';
import { OUTPUT_CONTROL_MORE } from './output-control-more.ts';
import { PROFESSIONAL_WRITING } from './professional-writing.ts';
import { PROFESSIONAL_WRITING_MORE } from './professional-writing-more.ts';
import { QUANTITATIVE_LIMITS } from './quantitative-limits.ts';
import { QUANTITATIVE_LIMITS_MORE } from './quantitative-limits-more.ts';
import { TOOL_USE } from './tool-use.ts';
import { TOOL_USE_MORE } from './tool-use-more.ts';
import { WORKFLOW } from './workflow.ts';
import { WORKFLOW_MORE } from './workflow-more.ts';

function merge(base: FamilyBank, more: ExtraBank): FamilyBank {
  return Object.fromEntries(MODALITIES.map((m) => [m, [...base[m], ...(more[m] ?? [])]])) as unknown as FamilyBank;
}

export const RULE_BANK: RuleBank = {
  professional_writing: merge(PROFESSIONAL_WRITING, PROFESSIONAL_WRITING_MORE),
  output_control: merge(OUTPUT_CONTROL, OUTPUT_CONTROL_MORE),
  code_style: merge(CODE_STYLE, CODE_STYLE_MORE),
  workflow: merge(WORKFLOW, WORKFLOW_MORE),
  tool_use: merge(TOOL_USE, TOOL_USE_MORE),
  conditional_logic: merge(CONDITIONAL_LOGIC, CONDITIONAL_LOGIC_MORE),
  quantitative_limits: merge(QUANTITATIVE_LIMITS, QUANTITATIVE_LIMITS_MORE),
} satisfies Record<Family, FamilyBank>;
