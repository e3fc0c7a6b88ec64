/**
 * Text adapters of the simulator: helper C's writers (sim/text/*) behind the names the
 * orchestration uses, so the orchestration does not depend on their module layout.
 */
export { writeRuleTexts as ruleTexts } from './text/rules.ts';
export { writeTaskTexts as taskTexts } from './text/tasks.ts';
export { writeEvidence as evidenceText } from './text/evidence.ts';
