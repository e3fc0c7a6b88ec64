/**
 * The task-text bank: one JSON data file per scenario (`<scenario>.json`, a `ScenarioBank`, see
 * types.ts; the first eight are the panel's, the last five only dropped candidates use), and
 * conversation.json with what fits any task. Its content is checked by test/sim/text/task-bank.test.ts.
 */
import type { Scenario } from '../../../src/release/vocab.ts';
import { parseBank } from '../bank.ts';
import { ConversationSchema, ScenarioBankSchema, type RulePromptedFollowup, type ScenarioBank } from './types.ts';
import automation from './automation.json' with { type: 'json' };
import backend from './backend.json' with { type: 'json' };
import conversation from './conversation.json' with { type: 'json' };
import dataMl from './data-ml.json' with { type: 'json' };
import databaseMigration from './database-migration.json' with { type: 'json' };
import embedded from './embedded.json' with { type: 'json' };
import frontend from './frontend.json' with { type: 'json' };
import gameDevelopment from './game-development.json' with { type: 'json' };
import infrastructure from './infrastructure.json' with { type: 'json' };
import mobile from './mobile.json' with { type: 'json' };
import securityTesting from './security-testing.json' with { type: 'json' };
import systems from './systems.json' with { type: 'json' };
import technicalDocumentation from './technical-documentation.json' with { type: 'json' };
import toolOrchestration from './tool-orchestration.json' with { type: 'json' };

const scenario = (data: unknown, file: string) => parseBank(ScenarioBankSchema, data, `task-bank/${file}.json`);

export const TASK_BANK: Readonly<Record<Scenario, ScenarioBank>> = {
  backend: scenario(backend, 'backend'),
  frontend: scenario(frontend, 'frontend'),
  systems: scenario(systems, 'systems'),
  data_ml: scenario(dataMl, 'data-ml'),
  automation: scenario(automation, 'automation'),
  security_testing: scenario(securityTesting, 'security-testing'),
  tool_orchestration: scenario(toolOrchestration, 'tool-orchestration'),
  technical_documentation: scenario(technicalDocumentation, 'technical-documentation'),
  mobile: scenario(mobile, 'mobile'),
  infrastructure: scenario(infrastructure, 'infrastructure'),
  database_migration: scenario(databaseMigration, 'database-migration'),
  game_development: scenario(gameDevelopment, 'game-development'),
  embedded: scenario(embedded, 'embedded'),
};

const CONVERSATION = parseBank(ConversationSchema, conversation, 'task-bank/conversation.json');
/**
 * Opportunity-giving follow-ups, triggered when a task's rules mention the keyword, in priority
 * order. "early" ones are asked right after the opening (working on a branch, asking before
 * adding a library); "late" ones just before the review (tests, docs, commit, pull request).
 */
export const RULE_PROMPTED_FOLLOWUPS: readonly RulePromptedFollowup[] = CONVERSATION.rule_prompted_followups;
/** Follow-ups that fit any task. */
export const GENERIC_FOLLOWUPS: readonly string[] = CONVERSATION.generic_followups;
/** Opening turns; `{repo}`, `{about}` and `{request}` are filled from the task. */
export const OPENINGS: readonly string[] = CONVERSATION.openings;
export const REVIEW_REQUESTS: readonly string[] = CONVERSATION.review_requests;
export const WRAP_UPS: readonly string[] = CONVERSATION.wrap_ups;
