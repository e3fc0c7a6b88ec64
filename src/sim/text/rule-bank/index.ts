/** The whole rule-text bank, by family and modality. */
import type { RuleBank } from './types.ts';
import { CODE_STYLE } from './code-style.ts';
import { CONDITIONAL_LOGIC } from './conditional-logic.ts';
import { OUTPUT_CONTROL } from './output-control.ts';
import { PROFESSIONAL_WRITING } from './professional-writing.ts';
import { QUANTITATIVE_LIMITS } from './quantitative-limits.ts';
import { TOOL_USE } from './tool-use.ts';
import { WORKFLOW } from './workflow.ts';

export const RULE_BANK: RuleBank = {
  professional_writing: PROFESSIONAL_WRITING,
  output_control: OUTPUT_CONTROL,
  code_style: CODE_STYLE,
  workflow: WORKFLOW,
  tool_use: TOOL_USE,
  conditional_logic: CONDITIONAL_LOGIC,
  quantitative_limits: QUANTITATIVE_LIMITS,
};
