/**
 * The whole rule-text bank, by family and modality: one JSON data file per family, in the shape
 * of `FamilyBank` (types.ts), loaded here. Its content is checked by test/sim/text/rules.test.ts.
 *
 * - professional-writing.json: register, structure, attribution and number style of prose
 *   deliverables (reports, emails, memos); used only by the non-coding extension.
 * - output-control.json: what the agent prints or returns — format, length, sections, references.
 * - code-style.json: naming, formatting, typing, errors and idioms in the code the agent writes.
 * - workflow.json: the order of work — tests before commits, branches, reviews, pull requests.
 * - tool-use.json: which tools to call, how (dry runs, structured output), and which to avoid.
 * - conditional-logic.json: rules that apply only when a condition holds in the task; every text
 *   opens with its condition, the modality shapes the main clause.
 * - quantitative-limits.json: numeric bounds — line lengths, file counts, sizes, timeouts, budgets.
 */
import type { Family } from '../../../src/release/vocab.ts';
import { parseBank } from '../bank.ts';
import { FamilyBankSchema, type FamilyBank, type RuleBank } from './types.ts';
import codeStyle from './code-style.json' with { type: 'json' };
import conditionalLogic from './conditional-logic.json' with { type: 'json' };
import outputControl from './output-control.json' with { type: 'json' };
import professionalWriting from './professional-writing.json' with { type: 'json' };
import quantitativeLimits from './quantitative-limits.json' with { type: 'json' };
import toolUse from './tool-use.json' with { type: 'json' };
import workflow from './workflow.json' with { type: 'json' };

export const RULE_BANK: RuleBank = {
  professional_writing: parseBank(FamilyBankSchema, professionalWriting, 'rule-bank/professional-writing.json'),
  output_control: parseBank(FamilyBankSchema, outputControl, 'rule-bank/output-control.json'),
  code_style: parseBank(FamilyBankSchema, codeStyle, 'rule-bank/code-style.json'),
  workflow: parseBank(FamilyBankSchema, workflow, 'rule-bank/workflow.json'),
  tool_use: parseBank(FamilyBankSchema, toolUse, 'rule-bank/tool-use.json'),
  conditional_logic: parseBank(FamilyBankSchema, conditionalLogic, 'rule-bank/conditional-logic.json'),
  quantitative_limits: parseBank(FamilyBankSchema, quantitativeLimits, 'rule-bank/quantitative-limits.json'),
} satisfies Record<Family, FamilyBank>;
